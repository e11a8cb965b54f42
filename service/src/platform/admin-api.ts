/**
 * The admin API, mounted at /admin-api (docs/admin-api.md): the owner's own servers call it with a
 * secret key. Outside /api, so no CORS answer reaches it: a browser can neither preflight nor read
 * it, and a call with an Origin is refused (http/secret-key.ts).
 */
import { ADMIN_API_ROUTES, ERROR_CODES } from '@wf/sdk/contract';
import { Hono } from 'hono';
import { setAnswerHeaders } from '../http/answer-headers.ts';
import type { BaseEnv, Deps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { mountRoutes } from '../http/mount.ts';
import { resolveSecretKey } from '../http/secret-key.ts';
import { adminAppHandlers } from '../routes/admin-api/app.ts';
import { adminMemberHandlers } from '../routes/admin-api/members.ts';
import { adminWebhookHandlers } from '../routes/admin-api/webhooks.ts';

/** The admin API's routes, then a JSON 404 for every other path under it. */
export function adminApiRoutes(deps: Deps): Hono<BaseEnv> {
  const api = new Hono<BaseEnv>();
  api.use('*', async (c, next) => {
    await next();
    setAnswerHeaders(c, [['Cache-Control', 'no-store']]);
  });
  api.route(
    '/',
    mountRoutes(
      ADMIN_API_ROUTES,
      { ...adminMemberHandlers(deps), ...adminWebhookHandlers(deps), ...adminAppHandlers(deps) },
      {
        deps,
        resolveSecretKey: resolveSecretKey(deps),
      },
    ),
  );
  api.all('*', (c) => {
    throw new ApiError(
      404,
      ERROR_CODES.notFound,
      `No admin API endpoint answers ${c.req.method} ${c.req.path}.`,
    );
  });
  return api;
}
