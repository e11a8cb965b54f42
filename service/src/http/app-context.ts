/**
 * Resolves the app of an /api request from X-APP-ID and X-API-Key (docs/architecture.md:
 * "a request names its app with X-APP-ID and its public key with X-API-Key"), checks the
 * browser origin against the app's allow-list, and puts the app on the context.
 *
 * A request may name its app alone (an install tag with `data-memberstack-app` and no key, as
 * real Memberstack pages have): it is then answered with the key of the service's own mode, the
 * test key on a test-mode service and the live key in production (docs/security.md "CORS and
 * origins"). So a production service never applies the test key's localhost rule to it, and the
 * answer's `mode` tells the page which it got, with no second request.
 *
 * App rows are configuration that rarely changes, read on every request: each instance keeps
 * them for {@link ResolveAppOptions.cacheTtlMs} (APP_CACHE_SECONDS, 10 s by default), so a
 * changed key, origin list or setting reaches every instance within that time. Unknown ids
 * are not kept: they are looked up again every time.
 */
import { API_KEY_HEADER, APP_ID_HEADER, ERROR_CODES } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { apps } from '../db/schema.ts';
import type { ApiEnv, AppRecord, KeyMode } from './context.ts';
import { applyAppCors, crossOrigin } from './cors.ts';
import { ApiError } from './errors.ts';
import type { TrustProxy } from './trust-proxy.ts';
import { deepFreeze, TtlCache } from './ttl-cache.ts';

/** Longest header value looked up (ids and keys are far shorter). */
const MAX_HEADER_LENGTH = 200;
/** Most app rows kept per instance (a deployment serves a handful of apps). */
const MAX_CACHED_APPS = 100;

/** Options of {@link resolveApp}. */
export interface ResolveAppOptions {
  /** The proxies whose X-Forwarded-Proto/Host tell same-origin requests (env.trustProxy). */
  trustProxy: TrustProxy;
  /** How long an app row is reused before it is read again; 0 reads it on every request. */
  cacheTtlMs: number;
  /** The service's mode (env.testMode): the key a request without X-API-Key is answered with. */
  testMode: boolean;
}

function credentialsError(status: 401 | 403, message: string): ApiError {
  return new ApiError(status, ERROR_CODES.appCredentials, message);
}

/**
 * The answer to an app id no app has. A page's install tag with a wrong id (often the public key,
 * `pk_...`, where the app id goes) must be told that, not that its origin is refused: so the
 * answer is readable from any origin (it carries nothing but this sentence).
 */
function unknownAppError(appId: string, origin: string | undefined): ApiError {
  const shown = appId.length <= 80 ? `"${appId}"` : 'given';
  const hint = appId.startsWith('pk_')
    ? ' That is a public key, not an app id: data-memberstack-app (or data-app-id) takes the app id, which starts with app_.'
    : ' Check data-memberstack-app (or data-app-id) on the install tag.';
  return new ApiError(401, ERROR_CODES.appCredentials, `No app has the id ${shown}.${hint}`, {
    details: { params: { appId: appId.slice(0, 80) } },
    headers: origin
      ? { 'Access-Control-Allow-Origin': origin, 'Access-Control-Allow-Credentials': 'true', Vary: 'Origin' }
      : {},
  });
}

/** What naming an app with an id and a key comes to. */
export type AppResolution =
  | { kind: 'resolved'; app: AppRecord; keyMode: KeyMode }
  /** No app id at all. */
  | { kind: 'unnamed' }
  /** An id no app has. */
  | { kind: 'unknown'; appId: string }
  /** A key that is not one of the app's. */
  | { kind: 'wrong-key'; app: AppRecord };

/**
 * The apps of the service, read through this instance's cache: the one rule by which an app id
 * and a public key name an app and its mode, for the API's headers ({@link resolveApp}) and for
 * the pages that carry them in their query (the provider popup).
 */
export interface AppDirectory {
  /** The app an id and a key name, and the mode of the key (the service's own without one). */
  resolve(appId: string | undefined, publicKey: string | undefined): Promise<AppResolution>;
  /** The app of an id the service itself stored (a sign-in flow's, a link's), or undefined. */
  find(appId: string | undefined): Promise<AppRecord | undefined>;
  /**
   * Forgets this instance's copy of an app it has just changed, so that its next request reads
   * the change; other instances read it when their copy expires.
   */
  forget(appId: string): void;
}

/** The app directory of one service instance. */
export function appDirectory(
  database: Database,
  { cacheTtlMs, testMode }: Pick<ResolveAppOptions, 'cacheTtlMs' | 'testMode'>,
): AppDirectory {
  const cache = new TtlCache<string, AppRecord>({ ttlMs: cacheTtlMs, maxEntries: MAX_CACHED_APPS });
  const loadApp = async (appId: string) => {
    const [app] = await database.db.select().from(apps).where(eq(apps.id, appId));
    // Shared by every request until it expires: nobody may change it.
    return app && deepFreeze(app);
  };
  const find = async (appId: string | undefined) =>
    appId && appId.length <= MAX_HEADER_LENGTH ? await cache.get(appId, () => loadApp(appId)) : undefined;
  return {
    find,
    forget: (appId) => cache.forget(appId),
    async resolve(rawAppId, rawPublicKey) {
      const appId = rawAppId?.trim();
      const publicKey = rawPublicKey?.trim() || undefined;
      if (!appId) return { kind: 'unnamed' };
      const app = await find(appId);
      if (!app) return { kind: 'unknown', appId };
      if (publicKey && publicKey !== app.testPublicKey && publicKey !== app.livePublicKey) {
        return { kind: 'wrong-key', app };
      }
      return { kind: 'resolved', app, keyMode: keyModeOf(app, publicKey, testMode) };
    },
  };
}

/** The middleware that puts the app named by X-APP-ID and X-API-Key on the context, or refuses. */
export function resolveApp(
  directory: AppDirectory,
  { trustProxy }: Pick<ResolveAppOptions, 'trustProxy'>,
): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const found = await directory.resolve(c.req.header(APP_ID_HEADER), c.req.header(API_KEY_HEADER));
    switch (found.kind) {
      case 'unnamed':
        throw credentialsError(
          401,
          `This request must name its app: send the ${APP_ID_HEADER} header with the app id, and the ${API_KEY_HEADER} header with one of its public keys (without it, the key of the service's mode is used).`,
        );
      case 'unknown':
        throw unknownAppError(found.appId, crossOrigin(c, trustProxy));
      case 'wrong-key':
        throw credentialsError(403, `The ${API_KEY_HEADER} header is not a public key of this app.`);
      case 'resolved':
        applyAppCors(c, found.app, { trustProxy, keyMode: found.keyMode });
        c.set('app', found.app);
        c.set('keyMode', found.keyMode);
        await next();
    }
  };
}

/** The mode of a request: its key's, or without a key the service's own (never test in production). */
export function keyModeOf(
  app: Pick<AppRecord, 'testPublicKey'>,
  publicKey: string | undefined,
  testMode: boolean,
): 'test' | 'live' {
  if (!publicKey) return testMode ? 'test' : 'live';
  return publicKey === app.testPublicKey ? 'test' : 'live';
}
