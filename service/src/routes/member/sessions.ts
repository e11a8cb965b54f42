/**
 * Where the member is signed in (docs/security.md "Sessions"): GET /member/sessions, POST
 * /member/sessions/revoke (one session) and /member/sessions/revoke-others (all but this one).
 * A member reaches only their own sessions: another member's session id is as unknown as a
 * made-up one.
 */
import type { MemberSessionsResponse } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { clearSessionCookies } from '../../auth/cookies.ts';
import type { MemberEnv } from '../../auth/member.ts';
import { liveSessions, revokeMemberSession, revokeOtherSessions, sessionPolicy } from '../../auth/session.ts';
import type { Deps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import {
  otherSessionsEndedMessage,
  presentSession,
  SESSION_ENDED_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
} from '../../members/sessions.ts';
import type { ApiHandlers } from '../api-handlers.ts';

export function memberSessionHandlers(
  deps: Deps,
): Pick<ApiHandlers, 'getMemberSessions' | 'revokeMemberSession' | 'revokeOtherMemberSessions'> {
  const { database, clock, env } = deps;
  const policy = sessionPolicy(env);

  /** The member's live sessions, as the answer of every sessions call. */
  async function listOf(c: Context<MemberEnv>, now: Date, message?: string): Promise<MemberSessionsResponse> {
    const sessions = await liveSessions(database.db, { memberId: c.var.member.id, now, policy });
    return {
      data: sessions.map((session) => presentSession(session, c.var.session.id)),
      ...(message ? { message } : {}),
    };
  }

  return {
    getMemberSessions: (c) => listOf(c, clock()),

    revokeMemberSession: async (c, { body: { sessionId } }) => {
      const now = clock();
      const ended = await revokeMemberSession(database.db, { memberId: c.var.member.id, sessionId, now });
      if (!ended) throw notFound(SESSION_NOT_FOUND_MESSAGE);
      // Ending the session this request came with is signing out here.
      if (sessionId === c.var.session.id) clearSessionCookies(c, env);
      return listOf(c, now, SESSION_ENDED_MESSAGE);
    },

    revokeOtherMemberSessions: async (c) => {
      const now = clock();
      const count = await revokeOtherSessions(database.db, {
        memberId: c.var.member.id,
        exceptSessionId: c.var.session.id,
        now,
      });
      return listOf(c, now, otherSessionsEndedMessage(count));
    },
  };
}
