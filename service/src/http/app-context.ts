/**
 * Resolves the app of an /api request from X-APP-ID and X-API-Key (ARCHITECTURE.md:
 * "a request names its app with X-APP-ID and its public key with X-API-Key"), checks the
 * browser origin against the app's allow-list, and puts the app on the context.
 */
import { API_KEY_HEADER, APP_ID_HEADER } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import type { MiddlewareHandler } from 'hono';
import type { Database } from '../db/client.ts';
import { apps } from '../db/schema.ts';
import type { ApiEnv } from './context.ts';
import { applyAppCors } from './cors.ts';
import { ApiError, SERVICE_ERROR_CODES } from './errors.ts';

/** Longest header value looked up (ids and keys are far shorter). */
const MAX_HEADER_LENGTH = 200;

function credentialsError(status: 401 | 403, message: string): ApiError {
  return new ApiError(status, SERVICE_ERROR_CODES.appCredentials, message);
}

export function resolveApp(database: Database, trustProxy: boolean): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const appId = c.req.header(APP_ID_HEADER)?.trim();
    const publicKey = c.req.header(API_KEY_HEADER)?.trim();
    if (!appId || !publicKey) {
      throw credentialsError(
        401,
        `This request must name its app: send the ${APP_ID_HEADER} header with the app id and the ${API_KEY_HEADER} header with one of its public keys.`,
      );
    }
    const [app] =
      appId.length <= MAX_HEADER_LENGTH
        ? await database.db.select().from(apps).where(eq(apps.id, appId))
        : [];
    if (!app) throw credentialsError(401, `No app has the id given in the ${APP_ID_HEADER} header.`);
    if (publicKey !== app.testPublicKey && publicKey !== app.livePublicKey) {
      throw credentialsError(403, `The ${API_KEY_HEADER} header is not a public key of this app.`);
    }
    applyAppCors(c, app, trustProxy);
    c.set('app', app);
    c.set('keyMode', publicKey === app.testPublicKey ? 'test' : 'live');
    await next();
  };
}
