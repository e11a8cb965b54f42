/**
 * Start-up of the membership service (npm start): read the configuration, open and migrate the
 * database, seed the platform's apps and World Family's, serve the platform with World Family's
 * site mounted on it (the one place they are composed: docs/architecture.md "The platform and
 * its site"), and shut down cleanly on SIGINT/SIGTERM.
 */
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { EnvError } from '@wf/config/env';
import type { ApplyReport } from './apps/files/apply.ts';
import { AppFileError } from './apps/files/read.ts';
import { startProviderFlowSweep } from './auth/providers/flows.ts';
import { systemClock } from './clock.ts';
import { type Database, openDatabase } from './db/client.ts';
import { migrate } from './db/migrate.ts';
import { type Env, parseEnv } from './env.ts';
import { isLoopbackInterface } from './http/loopback.ts';
import { liveModeProblems } from './live-readiness.ts';
import { createLogger, type Logger } from './log.ts';
import { startMailRetrySweep } from './mail/retry.ts';
import { startBillingSweep } from './members/billing/sweep.ts';
import { startWebhookDelivery } from './members/webhooks/worker.ts';
import { createPlatformApp } from './platform/app.ts';
import { platformDeps } from './platform/deps.ts';
import { seedPlatform } from './platform/seed.ts';
import { recordUnlockLink, unlockBanner, unlockLink } from './routes/test-mode/unlock-link.ts';
import { startRetentionSweep } from './security/retention.ts';
import { ensureTestToolsToken } from './security/test-tools-token.ts';
import { parseSiteEnv, type SiteEnv } from './site/env.ts';
import { worldFamilySite } from './site/extension.ts';
import { PUBLISH_POLL_MS } from './site/publish/publisher.ts';
import { seedWorldFamily } from './site/seed.ts';
import { checkS3Bucket } from './static/upload-store.ts';

/** How long open connections may take to finish before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

/** One parser's result, or its problems. */
function problemsOf<T>(
  parse: () => T,
): { value: T; problems: [] } | { value: undefined; problems: string[] } {
  try {
    return { value: parse(), problems: [] };
  } catch (error) {
    if (error instanceof EnvError) return { value: undefined, problems: error.problems };
    throw error;
  }
}

/** The platform's configuration and World Family's, or a message naming every bad variable of both. */
function readEnv(): { env: Env; siteEnv: SiteEnv } {
  const env = problemsOf(() => parseEnv(process.env));
  const siteEnv = problemsOf(() => parseSiteEnv(process.env));
  if (env.value === undefined || siteEnv.value === undefined) {
    console.error(new EnvError([...env.problems, ...siteEnv.problems]).message);
    process.exit(1);
  }
  const unready = liveModeProblems(env.value);
  if (unready.length > 0 && env.value.production) {
    console.error(new EnvError(unready).message);
    process.exit(1);
  }
  return { env: env.value, siteEnv: siteEnv.value };
}

/** Where the test administrator's credentials (and the test tools' unlock link) are kept. */
function credentialsFileOf(env: Env): string {
  return path.resolve(env.dataDir, 'admin-credentials.txt');
}

async function prepareDatabase(env: Env, logger: Logger): Promise<Database> {
  const database = await openDatabase(env, (error) =>
    logger.error({ err: error }, 'idle database connection failed'),
  );
  const applied = await migrate(database);
  logger.info({ database: database.kind, applied }, 'database migrated');

  const credentialsFile = credentialsFileOf(env);
  const platform = await seedPlatform(database, {
    publicUrl: env.publicUrl,
    allowedOrigins: env.allowedOrigins,
    testMode: env.testMode,
    appsDir: env.appsDir,
    clock: systemClock,
  });
  logAppsReport(logger, platform.apps);
  const seeded = await seedWorldFamily(database, {
    publicUrl: env.publicUrl,
    allowedOrigins: env.allowedOrigins,
    testMode: env.testMode,
    clock: systemClock,
    credentialsFile,
    contentDir: env.contentDir,
  });
  logger.info({ lockedVideos: seeded.lockedVideos }, 'World Family app seeded');
  if (platform.exampleApp) logger.info(`example app seeded: its pages are at ${env.publicUrl}/examples/`);
  if (seeded.admin) {
    // The password is never printed: logs are copied to places a credentials file is not.
    logger.info(
      { email: seeded.admin.email, credentialsFile },
      seeded.admin.password
        ? `test administrator created: sign in with the e-mail and password in ${credentialsFile}`
        : `test administrator: sign in with the e-mail and password in ${credentialsFile}`,
    );
  }
  if (seeded.strayTestAdmin) {
    logger.warn('test mode is off, but the test administrator from an earlier test-mode run still exists');
  }
  return database;
}

/** What applying the app files did, told to the operator (docs/apps.md "Applying a file"). */
function logAppsReport(logger: Logger, report: ApplyReport): void {
  logger.info({ apps: report.applied }, `app files applied: ${report.applied.join(', ') || 'none'}`);
  for (const difference of report.differences) {
    logger.warn(
      { app: difference.appId, kept: difference.kept, file: difference.file },
      `${difference.where}: changed in the database since the file was applied (by the admin API or the console); the database's value is kept. Write it into the file to make them agree.`,
    );
  }
  if (report.archived.length > 0) {
    logger.info(
      { archived: report.archived },
      'archived (gone from their files, still held by members, who keep them)',
    );
  }
  if (report.removed.length > 0)
    logger.info({ removed: report.removed }, 'test-mode-only apps removed (live mode)');
  for (const orphan of report.orphans) {
    logger.warn(
      { app: orphan },
      `the app '${orphan}' was declared by a file that is gone: it is kept as it is`,
    );
  }
}

/**
 * Test mode: the owner's token that opens the test tools, and its link, kept in the credentials
 * file (shown in a terminal once the service listens; never in the log, which is copied to
 * places that file is not).
 */
async function prepareTestTools(env: Env): Promise<{ token: string; link: string }> {
  const token = await ensureTestToolsToken(env.dataDir);
  const link = unlockLink(env, token);
  await recordUnlockLink(credentialsFileOf(env), link);
  return { token, link };
}

async function main(): Promise<void> {
  const { env, siteEnv } = readEnv();
  const logger = createLogger(env);
  // A live rehearsal on a developer's machine is told what production would refuse.
  for (const problem of liveModeProblems(env)) logger.warn(problem);
  await mkdir(env.dataDir, { recursive: true });
  if (!existsSync(path.join(env.siteDir, 'index.html'))) {
    logger.warn(
      { siteDir: path.resolve(env.siteDir) },
      'no built site: run "npm run build" (the API still runs)',
    );
  }

  if (env.s3) {
    try {
      // A bucket that refuses the key or does not exist stops start-up, not the first upload.
      await checkS3Bucket(env.s3);
    } catch (error) {
      logger.fatal((error as Error).message);
      process.exit(1);
    }
  }

  let database: Database;
  try {
    database = await prepareDatabase(env, logger);
  } catch (error) {
    if (error instanceof AppFileError) {
      // Nothing was changed: the message names each file, line and field.
      console.error(error.message);
      process.exit(1);
    }
    logger.fatal({ err: error }, 'could not prepare the database');
    process.exit(1);
  }

  let testTools: { token: string; link: string } | undefined;
  try {
    testTools = env.testMode ? await prepareTestTools(env) : undefined;
  } catch (error) {
    logger.fatal({ err: error }, 'could not prepare the test tools token');
    process.exit(1);
  }

  const deps = platformDeps({ db: database, env, logger, testToolsToken: testTools?.token });
  // Renewals and trial notices every minute; ended provider sign-in flows deleted every hour.
  startBillingSweep(deps);
  startProviderFlowSweep(deps);
  // Webhook deliveries due, every 5 seconds (docs/admin-api.md "Webhooks").
  startWebhookDelivery(deps);
  startMailRetrySweep(deps); // failed deliveries, with backoff (docs/architecture.md "Mail")
  startRetentionSweep(deps); // old deliveries and audit events, hourly (docs/security.md "Retention")
  const app = createPlatformApp(deps, [
    worldFamilySite(deps, { env: siteEnv, publishing: { pollMs: PUBLISH_POLL_MS } }),
  ]);
  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    logger.info(
      {
        host: env.host,
        port: info.port,
        testMode: env.testMode,
        database: database.kind,
        uploads: deps.uploads.kind,
      },
      `World Family is being served at ${env.publicUrl}`,
    );
    // On a network HOST the tools answer nobody but an administrator: no link to offer.
    if (testTools && isLoopbackInterface(env.host)) {
      if (process.stdout.isTTY) process.stdout.write(`${unlockBanner(testTools.link)}\n`);
      else {
        const credentialsFile = credentialsFileOf(env);
        logger.info(
          { credentialsFile },
          `test tools (dev mailbox, test sign-in) open only in your browser: open the unlock link in ${credentialsFile}`,
        );
      }
    }
    if (env.testMode && !isLoopbackInterface(env.host)) {
      logger.warn(
        { host: env.host },
        'test mode on a network interface: test keys and the test administrator are reachable from the network; use it only on a private network',
      );
    }
  });
  server.on('error', (error) => {
    logger.fatal({ err: error }, `cannot listen on ${env.host}:${env.port}`);
    process.exit(1);
  });

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    server.close(async () => {
      await database
        .close()
        .catch((error: unknown) => logger.error({ err: error }, 'closing the database failed'));
      process.exit(0);
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
}

await main();
