/**
 * Sessions (docs/security.md): opaque tokens of 256 random bits, only their SHA-256 stored,
 * 14 days of life, a new one at every login, revoked at logout and on a password change or
 * reset. A session belongs to one app: its token means nothing to another.
 */
import { DEFAULT_COOKIE_DAYS } from '@wf/sdk/contract';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { preparedPerHandle } from '../db/prepared.ts';
import { members, sessions } from '../db/schema.ts';
import { newId, newToken, sha256 } from '../ids.ts';
import type { MemberRecord } from '../members/present.ts';

/** A session row as stored. */
export type SessionRecord = typeof sessions.$inferSelect;

/** How long a session lasts: the widget's default cookie lifetime (docs/product/widget.md §9). */
export const SESSION_TTL_MS = DEFAULT_COOKIE_DAYS * 24 * 60 * 60 * 1000;

/** Random bytes of a session token (256 bits; docs/security.md asks for at least 128). */
export const SESSION_TOKEN_BYTES = 32;

/** Longest token looked up; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;

/** A new session: the token goes to the client once and is never stored. */
export interface NewSession {
  id: string;
  token: string;
  expiresAt: Date;
}

const insertSession = preparedPerHandle((q) =>
  q
    .insert(sessions)
    .values({
      id: sql.placeholder('id'),
      appId: sql.placeholder('appId'),
      memberId: sql.placeholder('memberId'),
      tokenHash: sql.placeholder('tokenHash'),
      expiresAt: sql.placeholder('expiresAt'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare('wf_insert_session'),
);

/** Starts a session for a member (call at every login and signup). */
export async function createSession(
  q: Queryable,
  { appId, memberId, now }: { appId: string; memberId: string; now: Date },
): Promise<NewSession> {
  const token = newToken(SESSION_TOKEN_BYTES);
  const id = newId('ses');
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await insertSession(q).execute({
    id,
    appId,
    memberId,
    tokenHash: sha256(token),
    expiresAt,
    createdAt: now,
  });
  return { id, token, expiresAt };
}

/** The session of a token hash in an app, with its member: every authenticated request runs it. */
const selectSession = preparedPerHandle((q) =>
  q
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(
      and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), eq(sessions.appId, sql.placeholder('appId'))),
    )
    .prepare('wf_select_session'),
);

/** The live session of a token in an app, with its member; null when unknown, expired, revoked or foreign. */
export async function findSession(
  q: Queryable,
  { appId, token, now }: { appId: string; token: string; now: Date },
): Promise<{ session: SessionRecord; member: MemberRecord } | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await selectSession(q).execute({ tokenHash: sha256(token), appId });
  if (!row || row.session.revokedAt !== null || row.session.expiresAt <= now) return null;
  if (row.member.appId !== appId) return null;
  return row;
}

/**
 * The live session of a token in any app, with its member (pages outside /api, which name no
 * app, such as the dev mailbox); null when unknown, expired or revoked.
 */
export async function findSessionAnyApp(
  q: Queryable,
  { token, now }: { token: string; now: Date },
): Promise<{ session: SessionRecord; member: MemberRecord } | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await q
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!row || row.session.revokedAt !== null || row.session.expiresAt <= now) return null;
  if (row.member.appId !== row.session.appId) return null;
  return row;
}

/** Ends one session (logout). */
export async function revokeSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every session of a member but one (a password change keeps the device that made it). */
export async function revokeOtherSessions(
  q: Queryable,
  { memberId, exceptSessionId, now }: { memberId: string; exceptSessionId: string; now: Date },
): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.memberId, memberId), ne(sessions.id, exceptSessionId), isNull(sessions.revokedAt)),
    );
}

/** Ends every session of a member (password reset). */
export async function revokeAllSessions(
  q: Queryable,
  { memberId, now }: { memberId: string; now: Date },
): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}
