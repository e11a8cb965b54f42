/**
 * The membership platform as one Hono app (docs/architecture.md "The platform and its site"):
 * the API under /api, the admin API under /admin-api (docs/admin-api.md), uploaded files under /uploads, test mode's tools and example pages, and
 * the page protection every served page goes through. A site built on it (World Family's, in
 * site/) comes in as an extension: its API, its pages and its static site. Everything it runs
 * on is passed in, so tests build it in-process against an in-memory database.
 */
import { Hono } from 'hono';
import { resolveApp } from '../http/app-context.ts';
import type { BaseEnv, Deps } from '../http/context.ts';
import { handleError } from '../http/errors.ts';
import { hostGuard } from '../http/host-guard.ts';
import { requestId } from '../http/request-id.ts';
import { securityHeaders } from '../http/security-headers.ts';
import { ADMIN_API_BASE_PATH } from '../http/service-url.ts';
import { afterUnreadBody } from '../http/unread-body.ts';
import { devRoutes } from '../routes/test-mode/routes.ts';
import { examplesRoutes, noExamples } from '../static/examples.ts';
import { pageGuard } from '../static/protection.ts';
import { plainNotFound } from '../static/site.ts';
import { uploadRoutes } from '../static/uploads.ts';
import { adminApiRoutes } from './admin-api.ts';
import { apiRoutes } from './api.ts';
import type { PlatformServices, SiteExtension } from './extension.ts';

/** Builds the service's Hono app: the platform, with `sites` mounted on it. */
export function createPlatformApp(deps: Deps, sites: readonly SiteExtension[] = []): Hono<BaseEnv> {
  const { env } = deps;
  const app = new Hono<BaseEnv>();
  // An outage's answer to an upload waits for the upload first (http/unread-body.ts).
  app.onError((error, c) => afterUnreadBody(c.req.raw, handleError(error, c)));
  app.use('*', requestId(deps.logger));
  app.use('*', securityHeaders(env.publicUrl));
  app.use(
    '*',
    hostGuard({ publicUrl: env.publicUrl, extraHosts: env.allowedHosts, trustProxy: env.trustProxy }),
  );

  const services: PlatformServices = {
    deps,
    resolveApp: resolveApp(deps.apps, { trustProxy: env.trustProxy }),
    // docs/product/data-attributes.md §12 "Ours": pages are checked against their app's content groups.
    guard: pageGuard(deps),
  };
  app.route('/api', apiRoutes(services, sites));
  app.route(ADMIN_API_BASE_PATH, adminApiRoutes(deps));
  app.route('/uploads', uploadRoutes(deps.uploads, env.dataDir));
  for (const site of sites) if (site.pages) app.route('/', site.pages(services));
  // Test mode only; outside it these paths fall through to the site's 404.
  app.route('/', devRoutes(deps));
  // Test mode only; in live mode nothing under /examples is served. A miss is the site's 404 page.
  const notFound = sites.find((site) => site.notFound)?.notFound?.() ?? plainNotFound;
  app.route(
    '/',
    env.testMode
      ? examplesRoutes({ examplesDir: env.examplesDir, guard: services.guard, notFound })
      : noExamples(notFound),
  );
  for (const site of sites) if (site.site) app.route('/', site.site(services));
  return app;
}
