/** POST /auth/login: e-mail and password (widget-spec §7). */
import { loginRequestSchema } from '@wf/sdk/contract';
import { Hono } from 'hono';
import { verifyPassword } from '../../auth/password.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { validate } from '../../http/validate.ts';
import { LOGIN_PER_EMAIL, LOGIN_PER_IP } from '../../security/limits.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import { findMemberByEmail, invalidCredentialsError, ipOf, normaliseEmail } from './common.ts';
import { signedIn, startSession } from './sign-in.ts';

export function loginRoutes(deps: Deps): Hono<ApiEnv> {
  const { database, clock } = deps;
  const routes = new Hono<ApiEnv>();

  routes.post('/auth/login', validate(loginRequestSchema), async (c) => {
    const { email, password, options } = c.req.valid('json');
    const app = c.var.app;
    const now = clock();
    const address = normaliseEmail(email);
    await hitRateLimits(database.db, {
      appId: app.id,
      now,
      hits: [
        { rule: LOGIN_PER_IP, key: ipOf(c, deps) },
        { rule: LOGIN_PER_EMAIL, key: address },
      ],
    });

    const member = await findMemberByEmail(database.db, app.id, address);
    // An unknown address, or a member without a password, still costs one hash (issue 3).
    const valid = await verifyPassword(member?.passwordHash ?? null, password);
    if (!member || !valid) throw invalidCredentialsError();

    // No transaction: the session row is the only write, and the rest only reads.
    const result = await startSession(database.db, {
      app,
      member,
      now,
      includeContentGroups: options?.includeContentGroups,
    });
    return signedIn(c, deps, { ...result, now });
  });

  return routes;
}
