/** Everything the platform runs on, built once per instance from what main.ts (or a test) gives it. */
import { type Clock, systemClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { appDirectory } from '../http/app-context.ts';
import type { Deps } from '../http/context.ts';
import { createLogger, type Logger } from '../log.ts';
import { createMailer, type Mailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../members/billing/provider.ts';
import { createPaymentProvider } from '../members/billing/providers.ts';
import type { HostResolver } from '../members/webhooks/address-guard.ts';
import { databaseUploadStore, s3UploadStore, type UploadStore } from '../static/upload-store.ts';

export interface PlatformOptions {
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
  /**
   * The machine owner's secret that opens the test tools (security/test-tools-token.ts); without
   * it nobody may use them.
   */
  testToolsToken?: string;
  /** Default: the system's resolver (members/webhooks/address-guard.ts). */
  resolveHost?: HostResolver;
  /** Default: the S3_URL bucket when set, else the database (static/upload-store.ts). */
  uploads?: UploadStore;
}

/** The dependencies of one service instance, with the defaults filled in. */
export function platformDeps(options: PlatformOptions): Deps {
  const clock = options.clock ?? systemClock;
  const logger = options.logger ?? createLogger(options.env);
  const { db: database, env } = options;
  return {
    database,
    env,
    clock,
    mailer: options.mailer ?? createMailer({ database, env, clock, logger }),
    logger,
    payments: options.payments === undefined ? createPaymentProvider({ env, database }) : options.payments,
    // App rows and preflight answers are reused for a few seconds (APP_CACHE_SECONDS).
    apps: appDirectory(database, { cacheTtlMs: env.appCacheSeconds * 1000, testMode: env.testMode }),
    uploads: options.uploads ?? uploadStoreOf(database, env, logger),
    testToolsToken: env.testMode ? options.testToolsToken : undefined,
    resolveHost: options.resolveHost,
  };
}

/** The S3_URL bucket when one is set (with the database's earlier images behind it), else the database. */
function uploadStoreOf(database: Database, env: Env, logger: Logger): UploadStore {
  const inDatabase = databaseUploadStore(database);
  return env.s3 ? s3UploadStore({ location: env.s3, earlier: inDatabase, logger }) : inDatabase;
}
