/**
 * World Family's own backend, apart from the membership platform (docs/architecture.md "The
 * site's backend"): publishing, wallet passes and the contact form, mounted on the site's route
 * table for World Family's app only. Another app's requests get the 404 of an unknown path, so
 * another app's admins can never publish this site.
 */
import { APP_ID } from '@wf/config/app';
import { SITE_ROUTES } from '@wf/config/site-api';
import type { Hono, MiddlewareHandler } from 'hono';
import type { ApiEnv, BaseEnv, Deps } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { mountRoutes } from '../http/mount.ts';
import { libraryHandlers } from './admin/routes.ts';
import { contactHandlers } from './contact/routes.ts';
import { passHandlers } from './passes/functions.ts';
import type { Publisher } from './publish/publisher.ts';

/** 404, as for an unknown path, unless the request names World Family's app. */
export function onlyWorldFamily(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    if (c.var.app.id !== APP_ID) throw notFound(`No API endpoint answers ${c.req.method} ${c.req.path}.`);
    await next();
  };
}

/** The site's API routes (mounted under /api beside the platform's). */
export function siteApi(
  deps: Deps,
  publisher: Publisher,
  resolveApp: MiddlewareHandler<ApiEnv>,
): Hono<BaseEnv> {
  return mountRoutes(
    SITE_ROUTES,
    { ...libraryHandlers(publisher, deps), ...passHandlers(deps), ...contactHandlers(deps) },
    { deps, resolveApp, appGuard: onlyWorldFamily() },
  );
}
