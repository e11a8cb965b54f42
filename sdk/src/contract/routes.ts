/**
 * The membership API, one route per endpoint (docs/product/widget.md §7, the SDK HTTP table,
 * its comments calls, plus the calls our widget adds), in one table put together from a file per resource
 * (routes/). The SDK's methods call through these definitions, the service mounts its handlers
 * on them, and the OpenAPI document is generated from them (docs/architecture.md "One route
 * table"). Paths are relative to the API base (/api).
 */
import type { Route } from './route.ts';
import { COMMENT_ROUTES } from './routes/comments.ts';
import { MEMBERSHIP_ROUTES } from './routes/membership.ts';

/** The API's routes by name: the membership calls, then the comments calls. */
export const API_ROUTES = {
  ...MEMBERSHIP_ROUTES,
  ...COMMENT_ROUTES,
} as const satisfies Record<string, Route>;

/** The name of a route in {@link API_ROUTES}. */
export type ApiRouteName = keyof typeof API_ROUTES;

/** The definition of the API route `name`. */
export type ApiRoute<N extends ApiRouteName = ApiRouteName> = (typeof API_ROUTES)[N];
