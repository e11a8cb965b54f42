/**
 * Resolves the app of an /api request from X-APP-ID and X-API-Key (docs/architecture.md:
 * "a request names its app with X-APP-ID and its public key with X-API-Key"), checks the
 * browser origin against the app's allow-list, and puts the app on the context.
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
import type { ApiEnv, AppRecord } from './context.ts';
import { applyAppCors } from './cors.ts';
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
}

function credentialsError(status: 401 | 403, message: string): ApiError {
  return new ApiError(status, ERROR_CODES.appCredentials, message);
}

export function resolveApp(
  database: Database,
  { trustProxy, cacheTtlMs }: ResolveAppOptions,
): MiddlewareHandler<ApiEnv> {
  const cache = new TtlCache<string, AppRecord>({ ttlMs: cacheTtlMs, maxEntries: MAX_CACHED_APPS });
  const loadApp = async (appId: string) => {
    const [app] = await database.db.select().from(apps).where(eq(apps.id, appId));
    // Shared by every request until it expires: nobody may change it.
    return app && deepFreeze(app);
  };
  return async (c, next) => {
    const appId = c.req.header(APP_ID_HEADER)?.trim();
    const publicKey = c.req.header(API_KEY_HEADER)?.trim();
    if (!appId || !publicKey) {
      throw credentialsError(
        401,
        `This request must name its app: send the ${APP_ID_HEADER} header with the app id and the ${API_KEY_HEADER} header with one of its public keys.`,
      );
    }
    const app = appId.length <= MAX_HEADER_LENGTH ? await cache.get(appId, () => loadApp(appId)) : undefined;
    if (!app) throw credentialsError(401, `No app has the id given in the ${APP_ID_HEADER} header.`);
    if (publicKey !== app.testPublicKey && publicKey !== app.livePublicKey) {
      throw credentialsError(403, `The ${API_KEY_HEADER} header is not a public key of this app.`);
    }
    const keyMode = publicKey === app.testPublicKey ? 'test' : 'live';
    applyAppCors(c, app, { trustProxy, keyMode });
    c.set('app', app);
    c.set('keyMode', keyMode);
    await next();
  };
}
