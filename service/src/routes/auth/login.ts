/** POST /auth/login: e-mail and password (docs/product/widget.md §7). */
import { verifyPassword } from '../../auth/password.ts';
import type { Deps } from '../../http/context.ts';
import { LOGIN_PER_EMAIL, LOGIN_PER_IP } from '../../security/limits.ts';
import { hitRateLimits } from '../../security/rate-limit.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { findMemberByEmail, invalidCredentialsError, ipOf, normaliseEmail } from './common.ts';
import { signedIn, startSession } from './sign-in.ts';

export function loginHandlers(deps: Deps): Pick<ApiHandlers, 'login'> {
  const { database, clock } = deps;
  return {
    login: async (c, { body: { email, password, options } }) => {
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
      // An unknown address, or a member without a password, still costs one hash (docs/security.md).
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
    },
  };
}
