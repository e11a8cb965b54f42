/**
 * Resolves the app of an admin API call from its secret key alone (docs/admin-api.md,
 * docs/security.md "The admin API"): the key names the app and the mode. A call that carries a
 * browser's Origin is refused before the key is even looked at (a secret key never belongs in
 * a page), and so is a public key; the admin API sends no CORS headers at all.
 */
import { API_KEY_HEADER, ERROR_CODES } from '@wf/sdk/contract';
import type { MiddlewareHandler } from 'hono';
import { findActiveSecretKey, SECRET_KEY_PREFIX } from '../apps/secret-keys.ts';
import type { AppDirectory } from './app-context.ts';
import type { Deps, ServerEnv } from './context.ts';
import { ApiError } from './errors.ts';

/** Longest key looked up (a key is 35 or 38 characters). */
const MAX_KEY_LENGTH = 200;

function refused(status: 401 | 403, message: string): ApiError {
  return new ApiError(status, status === 401 ? ERROR_CODES.appCredentials : ERROR_CODES.forbidden, message);
}

/** The middleware that puts the secret key's app, mode and key id on the context, or refuses. */
export function resolveSecretKey(
  deps: Pick<Deps, 'database'> & { apps: AppDirectory },
): MiddlewareHandler<ServerEnv> {
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
    if (!key.startsWith(SECRET_KEY_PREFIX) || key.length > MAX_KEY_LENGTH) {
      throw refused(401, `Send a secret key of the app in the ${API_KEY_HEADER} header.`);
    }
    const found = await findActiveSecretKey(deps.database.db, key);
    const app = found && (await deps.apps.find(found.appId));
    if (!found || !app) throw refused(401, 'This secret key is not valid (unknown or revoked).');
    c.set('app', app);
    c.set('keyMode', found.mode);
    c.set('secretKey', { id: found.id, mode: found.mode });
    await next();
  };
}
