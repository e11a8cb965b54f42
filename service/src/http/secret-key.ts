/**
 * Resolves the app of an admin API call from its secret key alone (docs/admin-api.md,
 * docs/security.md "The admin API"): the key names the app and the mode. A call that carries a
 * browser's Origin is refused before the key is even looked at (a secret key never belongs in
 * a page), and so is a public key; the admin API sends no CORS headers at all.
 *
 * A call refused for its key (none, unknown or revoked) is counted per client address
 * (ADMIN_API_FAILED_KEY_PER_IP, docs/admin-api.md "Errors, limits and the audit log"): past the
 * limit the client is answered 429 before any key it sends is looked up, so nobody tries keys
 * without end. A counter belongs to an app, and a refused key names none: these count under the
 * service's first app (the oldest), the same for every instance.
 */
import { ADMIN_API_FAILED_KEY_PER_IP, API_KEY_HEADER, ERROR_CODES } from '@wf/sdk/contract';
import { asc, sql } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import { findActiveSecretKey, markSecretKeyUsed, SECRET_KEY_PREFIX } from '../apps/secret-keys.ts';
import type { Queryable } from '../db/client.ts';
import { apps } from '../db/schema.ts';
import { hitRateLimits, rateLimitError, secondsBeforeNextHit } from '../security/rate-limit.ts';
import type { AppDirectory } from './app-context.ts';
import type { Deps, ServerEnv } from './context.ts';
import { ApiError } from './errors.ts';
import { clientIp } from './origin.ts';

/** Longest key looked up (a key is 35 or 38 characters). */
const MAX_KEY_LENGTH = 200;

function refused(status: 401 | 403, message: string): ApiError {
  return new ApiError(status, status === 401 ? ERROR_CODES.appCredentials : ERROR_CODES.forbidden, message);
}

/** The app whose counters hold the refused keys' (the oldest app): a subquery. */
const counterAppQuery = () =>
  sql`(select ${apps.id} from ${apps} order by ${apps.createdAt} asc, ${apps.id} asc limit 1)`;

/** The id of the app whose counters hold the refused keys'; undefined when there is no app. */
async function counterAppId(q: Queryable): Promise<string | undefined> {
  const [app] = await q
    .select({ id: apps.id })
    .from(apps)
    .orderBy(asc(apps.createdAt), asc(apps.id))
    .limit(1);
  return app?.id;
}

/** The middleware that puts the secret key's app, mode and key id on the context, or refuses. */
export function resolveSecretKey(
  deps: Pick<Deps, 'database' | 'clock' | 'env'> & { apps: AppDirectory },
): MiddlewareHandler<ServerEnv> {
  const db = deps.database.db;
  /** Counts the client's refused key, then answers 429 past the limit, else the 401. */
  async function refuseKey(hit: { rule: typeof ADMIN_API_FAILED_KEY_PER_IP; key: string }, message: string) {
    const appId = await counterAppId(db);
    if (appId) await hitRateLimits(db, { appId, now: deps.clock(), hits: [hit] });
    return refused(401, message);
  }
  return async (c, next) => {
    if (c.req.header('Origin') !== undefined) {
      throw refused(
        403,
        'The admin API answers servers only: a request from a web page (with an Origin header) is refused. Keep the secret key on your server.',
      );
    }
    const key = c.req.header(API_KEY_HEADER)?.trim() ?? '';
    if (key.startsWith('pk_')) {
      throw refused(
        403,
        `The ${API_KEY_HEADER} header holds a public key: the admin API takes a secret key (sk_...).`,
      );
    }
    const hit = { rule: ADMIN_API_FAILED_KEY_PER_IP, key: clientIp(c, deps.env.trustProxy) };
    // A client past the limit is refused before its key is looked up: a right guess tells nothing.
    const wait = await secondsBeforeNextHit(db, { appId: counterAppQuery(), hit, now: deps.clock() });
    if (wait > 0) throw rateLimitError(wait);
    if (!key.startsWith(SECRET_KEY_PREFIX) || key.length > MAX_KEY_LENGTH) {
      throw await refuseKey(hit, `Send a secret key of the app in the ${API_KEY_HEADER} header.`);
    }
    const found = await findActiveSecretKey(db, key);
    const app = found && (await deps.apps.find(found.appId));
    if (!found || !app) throw await refuseKey(hit, 'This secret key is not valid (unknown or revoked).');
    c.set('app', app);
    c.set('keyMode', found.mode);
    c.set('secretKey', { id: found.id, mode: found.mode });
    // The console lists when each key was last used (docs/console.md "Site and embedding").
    await markSecretKeyUsed(db, found.id, deps.clock());
    await next();
  };
}
