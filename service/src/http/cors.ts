/**
 * CORS per app (docs/architecture.md: "CORS allow-list per app", docs/security.md "CORS and
 * origins"). A browser request from another origin is answered with credentials allowed only
 * when the app it names lists that origin, or, for a test key (pk_sb_...), when the origin is
 * this machine's (http://localhost:<port>, 127.0.0.1, [::1]: a builder's dev server); otherwise
 * it is refused with 403 before any handler runs. A live key is never accepted from an origin
 * the app does not list. Same-origin requests and requests without an Origin (servers, curl)
 * pass. Preflights cannot name their app (custom headers are not sent with them), so a preflight
 * passes when any app lists the origin, or, in test mode, when the origin is a loopback one;
 * the request that follows is checked against its own app and key. A preflight's answer for an
 * origin is kept as long as app rows are (see app-context.ts): it is read from the same
 * configuration.
 */
import { API_KEY_HEADER, APP_ID_HEADER, ERROR_CODES, XSRF_HEADER } from '@wf/sdk/contract';
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { apps } from '../db/schema.ts';
import type { AppRecord } from './context.ts';
import { ApiError } from './errors.ts';
import { ownOrigin } from './origin.ts';
import { REQUEST_ID_HEADER } from './request-id.ts';
import type { TrustProxy } from './trust-proxy.ts';
import { TtlCache } from './ttl-cache.ts';

export const CORS_ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, DELETE, OPTIONS';
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  API_KEY_HEADER,
  APP_ID_HEADER,
  XSRF_HEADER,
  REQUEST_ID_HEADER,
  // Sent by every @memberstack/dom client: a preflight that does not allow them stops its calls
  // from another origin.
  'X-User-Agent',
  'X-Session-ID',
].join(', ');
export const CORS_EXPOSED_HEADERS = [REQUEST_ID_HEADER, 'Retry-After'].join(', ');
/** How long a browser may reuse a preflight answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;
/** Most origins whose preflight answer is kept (an Origin header can be anything). */
const MAX_CACHED_ORIGINS = 100;

/** The host names of this machine in an origin. */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * True for an origin of this machine: http(s) on localhost, 127.0.0.1 or [::1], any port. The
 * origin must be exactly what a browser sends (scheme, host, port), so
 * `http://localhost.evil.example` or `http://127.0.0.1.evil.example` are not.
 */
export function isLoopbackOrigin(origin: string): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return url.origin === origin && LOOPBACK_HOSTS.has(url.hostname);
}

/** Options of {@link corsPreflight}. */
export interface CorsPreflightOptions {
  /** The proxies whose X-Forwarded-Proto/Host tell same-origin requests (env.trustProxy). */
  trustProxy: TrustProxy;
  /** How long an origin's answer is reused; 0 asks the database every time. */
  cacheTtlMs: number;
  /** Test mode: a loopback origin's preflight passes (test keys are accepted from it). */
  testMode: boolean;
}

function originNotAllowed(origin: string): ApiError {
  return new ApiError(
    403,
    ERROR_CODES.originNotAllowed,
    `The origin ${origin} is not allowed to use this app. Add it to the app's allowed origins.`,
    { details: { params: { origin } } },
  );
}

/** A cross-origin Origin header of this request, or undefined for same-origin and non-browser requests. */
export function crossOrigin(c: Context, trustProxy: TrustProxy): string | undefined {
  const origin = c.req.header('Origin');
  if (!origin || origin === ownOrigin(c, trustProxy)) return undefined;
  return origin;
}

/** Answers CORS preflights (OPTIONS with Access-Control-Request-Method) under /api. */
export function corsPreflight(
  database: Database,
  { trustProxy, cacheTtlMs, testMode }: CorsPreflightOptions,
): MiddlewareHandler {
  const listedOrigins = new TtlCache<string, boolean>({ ttlMs: cacheTtlMs, maxEntries: MAX_CACHED_ORIGINS });
  const anyAppLists = async (origin: string) => {
    const [listed] = await database.db
      .select({ id: apps.id })
      .from(apps)
      .where(sql`${apps.allowedOrigins} @> ${JSON.stringify([origin])}::jsonb`)
      .limit(1);
    return listed !== undefined;
  };
  return async (c, next) => {
    if (c.req.method !== 'OPTIONS' || !c.req.header('Access-Control-Request-Method')) return next();
    const origin = crossOrigin(c, trustProxy);
    c.header('Vary', 'Origin');
    if (origin) {
      const allowed =
        (testMode && isLoopbackOrigin(origin)) ||
        (await listedOrigins.get(origin, () => anyAppLists(origin)));
      if (!allowed) throw originNotAllowed(origin);
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
    }
    c.header('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
    c.header('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
    c.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    return c.body(null, 204);
  };
}

/**
 * Allows (with CORS headers) or refuses (403) a request to `app` from its Origin: the app's
 * allowed origins, and this machine's origins for a test key.
 */
export function applyAppCors(
  c: Context,
  app: AppRecord,
  { trustProxy, keyMode }: { trustProxy: TrustProxy; keyMode: 'test' | 'live' },
): void {
  c.header('Vary', 'Origin');
  const origin = crossOrigin(c, trustProxy);
  if (!origin) return;
  const allowed = app.allowedOrigins.includes(origin) || (keyMode === 'test' && isLoopbackOrigin(origin));
  if (!allowed) throw originNotAllowed(origin);
  c.header('Access-Control-Allow-Origin', origin);
  c.header('Access-Control-Allow-Credentials', 'true');
  c.header('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
}
