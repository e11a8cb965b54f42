/**
 * Links the service builds to itself (mails, redirects, popup pages), made from the route
 * table (docs/architecture.md "One route table"): a route's path can change in one place, and a
 * link to a route that does not exist fails the type check.
 */
import { pathOf, type Route } from '@wf/sdk/contract';
import type { Env } from '../env.ts';

/** Where the API is mounted, under the service's public URL. */
export const API_BASE_PATH = '/api';

/** Where the admin API is served (docs/admin-api.md): the `baseUrl` of @memberstack/admin is <PUBLIC_URL>/admin-api/. */
export const ADMIN_API_BASE_PATH = '/admin-api';

/**
 * The absolute URL of `route` with its path parameters and query, such as
 * `${PUBLIC_URL}/api/auth/verify-email?token=...`.
 */
export function serviceUrl(
  env: Pick<Env, 'publicUrl'>,
  route: Route,
  input: { params?: Readonly<Record<string, unknown>>; query?: Readonly<Record<string, unknown>> } = {},
): string {
  return `${env.publicUrl}${API_BASE_PATH}${pathOf(route, input.params, input.query)}`;
}
