/**
 * The API, mounted at /api: the platform's route table, the console's, each site's, and the planned routes
 * (docs/architecture.md "One route table").
 */
import { API_ROUTES, CONSOLE_ROUTES, ERROR_CODES, type RouteTable } from '@wf/sdk/contract';
import { Hono } from 'hono';
import type { CommentEventBus } from '../comments/events.ts';
import { commentBusFor } from '../comments/postgres-bus.ts';
import { setAnswerHeaders } from '../http/answer-headers.ts';
import type { BaseEnv, Deps } from '../http/context.ts';
import { corsPreflight } from '../http/cors.ts';
import { ApiError } from '../http/errors.ts';
import { mountRoutes } from '../http/mount.ts';
import type { ApiHandlers } from '../routes/api-handlers.ts';
import { appHandlers } from '../routes/app/routes.ts';
import { authHandlers } from '../routes/auth/routes.ts';
import { billingHandlers } from '../routes/billing/routes.ts';
import { commentHandlers } from '../routes/comments/routes.ts';
import { consoleHandlers } from '../routes/console/handlers.ts';
import { secureContentHandlers } from '../routes/content/routes.ts';
import { healthHandlers } from '../routes/health.ts';
import { deleteMemberHandlers } from '../routes/member/delete.ts';
import { memberPlanHandlers } from '../routes/member/plans.ts';
import { profileImageHandlers } from '../routes/member/profile-image.ts';
import { memberHandlers } from '../routes/member/routes.ts';
import { memberSessionHandlers } from '../routes/member/sessions.ts';
import { openApiHandlers } from '../routes/openapi.ts';
import { plannedRoutes } from '../routes/planned.ts';
import { teamHandlers } from '../routes/team/routes.ts';
import type { PlatformServices, SiteExtension } from './extension.ts';

/**
 * A handler for every route of the platform's route table (the type check names a missing one);
 * `siteTables` are described in the OpenAPI document beside the platform's.
 */
function platformHandlers(deps: Deps, siteTables: readonly RouteTable[], bus: CommentEventBus): ApiHandlers {
  return {
    ...authHandlers(deps),
    ...memberHandlers(deps),
    ...memberSessionHandlers(deps),
    ...memberPlanHandlers(deps),
    ...profileImageHandlers(deps),
    ...deleteMemberHandlers(deps),
    ...billingHandlers(deps),
    ...teamHandlers(deps),
    ...appHandlers(deps),
    ...secureContentHandlers(deps),
    ...commentHandlers(deps, bus),
    ...healthHandlers(deps),
    ...openApiHandlers(deps, siteTables),
  };
}

/** The API: the platform's routes, then each site's, the planned routes, and a JSON 404. */
export function apiRoutes(services: PlatformServices, sites: readonly SiteExtension[]): Hono<BaseEnv> {
  const { deps, resolveApp } = services;
  const { database, env } = deps;
  const api = new Hono<BaseEnv>();
  api.use('*', async (c, next) => {
    await next();
    // Member data must never sit in a shared cache.
    if (!c.res.headers.has('Cache-Control')) setAnswerHeaders(c, [['Cache-Control', 'no-store']]);
  });
  api.use(
    '*',
    corsPreflight(database, {
      trustProxy: env.trustProxy,
      cacheTtlMs: env.appCacheSeconds * 1000,
      testMode: env.testMode,
    }),
  );
  // One live bus for the comments' routes and the console's reports queue, whose reviews reach
  // the same open pages (docs/comments.md "Live updates").
  const bus = commentBusFor(deps);
  const handlers = platformHandlers(
    deps,
    sites.map((site) => site.routes),
    bus,
  );
  api.route('/', mountRoutes(API_ROUTES, handlers, { deps, resolveApp }));
  // The site owner's console, for every app's administrators (docs/console.md).
  api.route('/', mountRoutes(CONSOLE_ROUTES, consoleHandlers(deps, bus), { deps, resolveApp }));
  for (const site of sites) api.route('/', site.api(services));
  api.route('/', plannedRoutes(resolveApp));
  api.all('*', (c) => {
    throw new ApiError(404, ERROR_CODES.notFound, `No API endpoint answers ${c.req.method} ${c.req.path}.`);
  });
  return api;
}
