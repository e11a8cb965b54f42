/**
 * POST /member/logout (docs/product/widget.md §7): ends the session the request carries and clears the
 * cookies. It succeeds without a session too (signing out twice is not an error).
 */
import type { AcknowledgementResponse } from '@wf/sdk/contract';
import { clearSessionCookies } from '../../auth/cookies.ts';
import { assertCsrf } from '../../auth/csrf.ts';
import { readSessionToken } from '../../auth/member.ts';
import { findSession, revokeSession, sessionPolicy } from '../../auth/session.ts';
import type { Deps } from '../../http/context.ts';
import type { ApiHandlers } from '../api-handlers.ts';

export const LOGGED_OUT_MESSAGE = 'You have been logged out.';

export function logoutHandlers(deps: Deps): Pick<ApiHandlers, 'logout'> {
  const { database, clock, env } = deps;
  return {
    logout: async (c) => {
      const carried = readSessionToken(c);
      if (carried) {
        const now = clock();
        const found = await findSession(database.db, {
          appId: c.var.app.id,
          token: carried.token,
          now,
          policy: sessionPolicy(env),
        });
        if (found) {
          // Another site must not sign the member out through the ambient cookie.
          if (carried.source === 'cookie') assertCsrf(c);
          await revokeSession(database.db, found.session.id, now);
        }
      }
      clearSessionCookies(c, env);
      const body: AcknowledgementResponse = { data: { success: true }, message: LOGGED_OUT_MESSAGE };
      return body;
    },
  };
}
