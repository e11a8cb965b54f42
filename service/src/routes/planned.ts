/**
 * The planned routes of the route table (comments, provider popups): each answers 501 with a
 * clear message until its feature lands, so a client gets a JSON answer instead of a 404.
 */
import { PLANNED_ROUTES } from '@wf/sdk/contract';
import { Hono, type MiddlewareHandler } from 'hono';
import type { ApiEnv, BaseEnv } from '../http/context.ts';
import { notImplemented } from '../http/errors.ts';
import { honoPath, on } from '../http/mount.ts';

/** 501 answers for every planned route ('app' ones after the app is resolved, like the rest). */
export function plannedRoutes(resolveApp: MiddlewareHandler<ApiEnv>): Hono<BaseEnv> {
  const routes = new Hono<BaseEnv>();
  for (const planned of PLANNED_ROUTES) {
    const checks = planned.reach === 'app' ? [resolveApp as MiddlewareHandler] : [];
    on(routes, planned.method, honoPath(planned.path), checks, () => {
      throw notImplemented(planned.message);
    });
  }
  return routes;
}
