/**
 * CORS per app (docs/architecture.md: "CORS allow-list per app"). A browser request from another
 * origin is answered with credentials allowed only when the app it names lists that origin;
 * otherwise it is refused with 403 before any handler runs. Same-origin requests and
 * requests without an Origin (servers, curl) pass. Preflights cannot name their app (custom
 * headers are not sent with them), so a preflight passes when any app lists the origin; the
 * request that follows is checked against its own app. A preflight's answer for an origin is
 * kept as long as app rows are (see app-context.ts): it is read from the same configuration.
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
import { TtlCache } from './ttl-cache.ts';

export const CORS_ALLOWED_METHODS = 'GET, HEAD, POST, PATCH, DELETE, OPTIONS';
export const CORS_ALLOWED_HEADERS = [
  'Authorization',
  'Content-Type',
  API_KEY_HEADER,
  APP_ID_HEADER,
  XSRF_HEADER,
  REQUEST_ID_HEADER,
].join(', ');
export const CORS_EXPOSED_HEADERS = [REQUEST_ID_HEADER, 'Retry-After'].join(', ');
/** How long a browser may reuse a preflight answer. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;
/** Most origins whose preflight answer is kept (an Origin header can be anything). */
const MAX_CACHED_ORIGINS = 100;

/** Options of {@link corsPreflight}. */
export interface CorsPreflightOptions {
  /** Honour X-Forwarded-Proto/Host when telling same-origin requests (env.trustProxy). */
  trustProxy: boolean;
  /** How long an origin's answer is reused; 0 asks the database every time. */
  cacheTtlMs: number;
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
export function crossOrigin(c: Context, trustProxy: boolean): string | undefined {
  const origin = c.req.header('Origin');
  if (!origin || origin === ownOrigin(c, trustProxy)) return undefined;
  return origin;
}

/** Answers CORS preflights (OPTIONS with Access-Control-Request-Method) under /api. */
export function corsPreflight(
  database: Database,
  { trustProxy, cacheTtlMs }: CorsPreflightOptions,
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
      if (!(await listedOrigins.get(origin, () => anyAppLists(origin)))) throw originNotAllowed(origin);
      c.header('Access-Control-Allow-Origin', origin);
      c.header('Access-Control-Allow-Credentials', 'true');
    }
    c.header('Access-Control-Allow-Methods', CORS_ALLOWED_METHODS);
    c.header('Access-Control-Allow-Headers', CORS_ALLOWED_HEADERS);
    c.header('Access-Control-Max-Age', String(PREFLIGHT_MAX_AGE_SECONDS));
    return c.body(null, 204);
  };
}

/** Allows (with CORS headers) or refuses (403) a request to `app` from its Origin. */
export function applyAppCors(c: Context, app: AppRecord, trustProxy: boolean): void {
  c.header('Vary', 'Origin');
  const origin = crossOrigin(c, trustProxy);
  if (!origin) return;
  if (!app.allowedOrigins.includes(origin)) throw originNotAllowed(origin);
  c.header('Access-Control-Allow-Origin', origin);
  c.header('Access-Control-Allow-Credentials', 'true');
  c.header('Access-Control-Expose-Headers', CORS_EXPOSED_HEADERS);
}
