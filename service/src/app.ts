/**
 * The HTTP application: the API under /api, uploaded files under /uploads and the static site
 * for everything else (docs/architecture.md "The membership service"). Everything it runs on is
 * passed in, so tests build it in-process against an in-memory database.
 */
import { APP_ID } from '@wf/config/app';
import { API_ROUTES, ERROR_CODES } from '@wf/sdk/contract';
import { Hono } from 'hono';
import { startProviderFlowSweep } from './auth/providers/flows.ts';
import { type Clock, systemClock } from './clock.ts';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { resolveApp } from './http/app-context.ts';
import { requestBodyLimit } from './http/body-limit.ts';
import type { BaseEnv, Deps } from './http/context.ts';
import { corsPreflight } from './http/cors.ts';
import { ApiError, handleError } from './http/errors.ts';
import { hostGuard } from './http/host-guard.ts';
import { mountRoutes } from './http/mount.ts';
import { requestId } from './http/request-id.ts';
import { securityHeaders } from './http/security-headers.ts';
import { createLogger, type Logger } from './log.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import type { PaymentProvider } from './members/billing/provider.ts';
import { createPaymentProvider } from './members/billing/providers.ts';
import { startBillingSweep } from './members/billing/sweep.ts';
import type { ApiHandlers } from './routes/api-handlers.ts';
import { appHandlers } from './routes/app/routes.ts';
import { authHandlers } from './routes/auth/routes.ts';
import { billingHandlers } from './routes/billing/routes.ts';
import { secureContentHandlers } from './routes/content/routes.ts';
import { devRoutes } from './routes/dev/routes.ts';
import { healthHandlers } from './routes/health.ts';
import { deleteMemberHandlers } from './routes/member/delete.ts';
import { memberPlanHandlers } from './routes/member/plans.ts';
import { profileImageHandlers } from './routes/member/profile-image.ts';
import { memberHandlers } from './routes/member/routes.ts';
import { memberSessionHandlers } from './routes/member/sessions.ts';
import { openApiHandlers } from './routes/openapi.ts';
import { plannedRoutes } from './routes/planned.ts';
import { teamHandlers } from './routes/team/routes.ts';
import { siteApi } from './site/api.ts';
import { passPageRoutes } from './site/passes/pages.ts';
import { createPublisher, type PublishingOptions } from './site/publish/create.ts';
import type { Publisher } from './site/publish/publisher.ts';
import { examplesRoutes, noExamples } from './static/examples.ts';
import { pageGuard } from './static/protection.ts';
import { siteNotFound, siteRoutes } from './static/site.ts';
import { uploadRoutes } from './static/uploads.ts';

export interface CreateAppOptions {
  db: Database;
  env: Env;
  /** Default: the database outbox, delivered over SMTP when env.smtpUrl is set. */
  mailer?: Mailer;
  /** Default: the system clock. */
  clock?: Clock;
  /** Default: a JSON logger at env.logLevel. */
  logger?: Logger;
  /** Default: Stripe when configured, else the test provider in test mode (members/billing/providers.ts). */
  payments?: PaymentProvider | null;
  /** Run the billing sweep every minute (renewals, trial notices): the running service does; tests call it. */
  billingSweep?: boolean;
  /** Delete ended provider sign-in flows every hour (the running service; tests call it directly). */
  providerFlowSweep?: boolean;
  /** Admin publishing (default: astro build next to SITE_DIR); tests pass a fake build. */
  publishing?: PublishingOptions;
  /**
   * The machine owner's secret that opens the test tools (security/test-tools-token.ts); without
   * it nobody may use them.
   */
  testToolsToken?: string;
}

/** A handler for every route of the platform's route table (the type check names a missing one). */
function platformHandlers(deps: Deps): ApiHandlers {
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
    ...healthHandlers(deps),
    ...openApiHandlers(deps),
  };
}

/** The API, mounted at /api: the platform's route table, the site's, and the planned routes. */
function apiRoutes(deps: Deps, publisher: Publisher): Hono<BaseEnv> {
  const { database, env } = deps;
  const api = new Hono<BaseEnv>();
  api.use('*', async (c, next) => {
    await next();
    // Member data must never sit in a shared cache.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  api.use('*', requestBodyLimit());
  // App rows and preflight answers are reused for a few seconds (APP_CACHE_SECONDS).
  const appCache = { trustProxy: env.trustProxy, cacheTtlMs: env.appCacheSeconds * 1000 };
  api.use('*', corsPreflight(database, { ...appCache, testMode: env.testMode }));
  const appResolution = resolveApp(database, { ...appCache, testMode: env.testMode });

  api.route('/', mountRoutes(API_ROUTES, platformHandlers(deps), { deps, resolveApp: appResolution }));
  api.route('/', siteApi(deps, publisher, appResolution));
  api.route('/', plannedRoutes(appResolution));
  api.all('*', (c) => {
    throw new ApiError(404, ERROR_CODES.notFound, `No API endpoint answers ${c.req.method} ${c.req.path}.`);
  });
  return api;
}

/** Builds the service's Hono app. */
export function createApp(options: CreateAppOptions): Hono<BaseEnv> {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(options.env);
  const deps: Deps = {
    database: options.db,
    env: options.env,
    clock,
    mailer: options.mailer ?? createMailer({ database: options.db, env: options.env, clock, logger }),
    logger,
    payments:
      options.payments === undefined
        ? createPaymentProvider({ env: options.env, database: options.db })
        : options.payments,
    testToolsToken: options.env.testMode ? options.testToolsToken : undefined,
  };

  if (options.billingSweep) startBillingSweep(deps);
  if (options.providerFlowSweep) startProviderFlowSweep(deps);

  const app = new Hono<BaseEnv>();
  app.onError(handleError);
  app.use('*', requestId(deps.logger));
  app.use('*', securityHeaders(deps.env.publicUrl));
  app.use(
    '*',
    hostGuard({
      publicUrl: deps.env.publicUrl,
      extraHosts: deps.env.allowedHosts,
      trustProxy: deps.env.trustProxy,
    }),
  );
  const publisher = createPublisher(deps, options.publishing);
  app.route('/api', apiRoutes(deps, publisher));
  app.route('/uploads', uploadRoutes(deps.env.dataDir));
  app.route('/', passPageRoutes(deps));
  // Test mode only; outside it these paths fall through to the site's 404.
  app.route('/', devRoutes(deps));
  // docs/product/data-attributes.md §12 "Ours": pages are checked against their app's content groups.
  const guard = pageGuard(deps);
  // Test mode only; in live mode nothing under /examples is served. A miss is the site's 404 page.
  const notFound = siteNotFound({ siteDir: () => publisher.site.dir, cache: publisher.site.cache });
  app.route(
    '/',
    deps.env.testMode
      ? examplesRoutes({ examplesDir: deps.env.examplesDir, guard, notFound })
      : noExamples(notFound),
  );
  app.route(
    '/',
    siteRoutes({
      siteDir: () => publisher.site.dir,
      cache: publisher.site.cache,
      protection: { appId: APP_ID, guard },
    }),
  );
  return app;
}
