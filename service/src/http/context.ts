/** Variables that middleware puts on the Hono context, and the dependencies routes receive. */
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import type { apps } from '../db/schema.ts';
import type { Env } from '../env.ts';
import type { Logger } from '../log.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../members/billing/provider.ts';
import type { HostResolver } from '../members/webhooks/address-guard.ts';
import type { UploadStore } from '../static/upload-store.ts';
import type { AppDirectory } from './app-context.ts';

/** An app row as stored. */
export type AppRecord = typeof apps.$inferSelect;

/** Which public key the request used: the test (pk_sb_) or the live (pk_) one. */
export type KeyMode = 'test' | 'live';

/** Context of every request. */
export interface BaseEnv {
  Variables: {
    /** X-Request-Id of this request (echoed in the response and every log line). */
    requestId: string;
    /** Logger bound to this request's id. */
    logger: Logger;
  };
}

/** Context of /api requests after the app was resolved from X-APP-ID and X-API-Key. */
export interface ApiEnv {
  Variables: BaseEnv['Variables'] & {
    /** The app named by X-APP-ID, whose public key X-API-Key matched. */
    app: AppRecord;
    keyMode: KeyMode;
  };
}

/** The secret key a 'server' call (the admin API) was made with (docs/admin-api.md). */
export interface SecretKeyActor {
  /** The key's id (skey_...), never the key. */
  id: string;
  mode: KeyMode;
}

/** Context of /admin-api requests after the secret key named the app and the mode. */
export interface ServerEnv {
  Variables: ApiEnv['Variables'] & {
    secretKey: SecretKeyActor;
  };
}

/** What route factories receive: everything the service runs on, injected (tests substitute). */
export interface Deps {
  database: Database;
  env: Env;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  /**
   * The payment provider chosen at start-up (docs/product/payments-and-providers.md): Stripe when
   * configured, the test provider in test mode, none in live mode without Stripe.
   */
  payments: PaymentProvider | null;
  /**
   * The apps, read through this instance's cache: how an app id and a key name an app, for the
   * API's headers and the pages that carry them in their query (http/app-context.ts).
   */
  apps: AppDirectory;
  /** Where uploaded images are kept: the database, or the S3_URL bucket (static/upload-store.ts). */
  uploads: UploadStore;
  /**
   * The machine owner's secret that opens test mode's tools (http/test-tools-access.ts), from
   * DATA_DIR; undefined outside test mode, and then nobody may use them.
   */
  testToolsToken?: string | undefined;
  /**
   * How the host names of webhook endpoints are resolved when they are registered and delivered
   * to (members/webhooks/address-guard.ts); undefined: the system's resolver. Tests inject one.
   */
  resolveHost?: HostResolver | undefined;
}
