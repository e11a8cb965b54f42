/** POST /auth/login: e-mail and password (docs/product/widget.md §7). */
import { verifyPassword } from '../../auth/password.ts';
import { sessionPolicy } from '../../auth/session.ts';
import type { Deps } from '../../http/context.ts';
import { findMemberByEmail } from '../../members/rows.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { countPasswordGuess, invalidCredentialsError, sessionClientOf } from './common.ts';
import { signedIn, startSession } from './sign-in.ts';

export function loginHandlers(deps: Deps): Pick<ApiHandlers, 'login'> {
  const { database, clock } = deps;
  return {
    login: async (c, { body: { email, password, options } }) => {
      const app = c.var.app;
      const now = clock();
      await countPasswordGuess(c, deps, { appId: app.id, email, now });

      const member = await findMemberByEmail(database.db, app.id, email);
      // An unknown address, or a member without a password, still costs one hash (docs/security.md).
      const valid = await verifyPassword(member?.passwordHash ?? null, password);
      if (!member || !valid) throw invalidCredentialsError();

      // No transaction: the session row is the only write, and the rest only reads.
      const result = await startSession(database.db, {
        app,
        member,
        now,
        client: sessionClientOf(c, deps),
        policy: sessionPolicy(deps.env),
        includeContentGroups: options?.includeContentGroups,
      });
      return signedIn(c, deps, { ...result, now });
    },
  };
}
