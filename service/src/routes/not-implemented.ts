/**
 * The endpoints of widget-spec §7 that later issues build (comments, checkout, billing portal,
 * provider popups) answer 501 with a clear message until then, so that a client gets a JSON
 * answer instead of a 404. Registered after the real routes; remove a line when its work lands.
 */
import { Hono } from 'hono';
import type { ApiEnv, BaseEnv } from '../http/context.ts';
import { notImplemented } from '../http/errors.ts';

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const COMMENTS = 'Comments are not available yet.';
const CHECKOUT = 'Checkout is not available yet.';
const BILLING = 'The billing portal is not available yet.';

/** Endpoints that arrive in later issues (issue 3: comments, checkout, billing portal). */
export const LATER_ENDPOINTS: readonly (readonly [Method, string, string])[] = [
  ['POST', '/member/plans/create-checkout-session', CHECKOUT],
  ['POST', '/member/create-billing-portal-session', BILLING],
  ['POST', '/comments/posts/typing', COMMENTS],
  ['GET', '/comments/channels/info', COMMENTS],
  ['POST', '/comments/channels/manage-subscription', COMMENTS],
  ['GET', '/comments/posts', COMMENTS],
  ['POST', '/comments/posts', COMMENTS],
  ['PATCH', '/comments/posts/:postId/update', COMMENTS],
  ['POST', '/comments/posts/:postId/vote', COMMENTS],
  ['DELETE', '/comments/posts/:postId', COMMENTS],
  ['GET', '/comments/threads', COMMENTS],
  ['POST', '/comments/threads', COMMENTS],
  ['PATCH', '/comments/threads/:threadId/update', COMMENTS],
  ['POST', '/comments/threads/:threadId/vote', COMMENTS],
  ['DELETE', '/comments/threads/:threadId', COMMENTS],
];

/** The provider popup pages (opened as windows, so they carry no app headers). */
export const PROVIDER_POPUP_PATHS = [
  '/auth-provider/signup',
  '/auth-provider/login',
  '/auth-provider/connect',
];
const PROVIDERS = 'Signing in with another account is not available yet.';

/** 501 answers for the API endpoints behind app resolution. */
export function notImplementedRoutes(): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();
  for (const [method, path, message] of LATER_ENDPOINTS) {
    routes.on(method, path, () => {
      throw notImplemented(message);
    });
  }
  return routes;
}

/** 501 answers for the provider popups (later issue). */
export function providerPopupRoutes(): Hono<BaseEnv> {
  const routes = new Hono<BaseEnv>();
  for (const path of PROVIDER_POPUP_PATHS) {
    routes.get(path, () => {
      throw notImplemented(PROVIDERS);
    });
  }
  return routes;
}
