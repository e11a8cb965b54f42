/**
 * Sessions (docs/security.md "Sessions"): opaque tokens of 256 random bits, only their SHA-256
 * stored, a new one at every login, revoked at logout and on a password change or reset. A
 * session ends at its absolute end (SESSION_MAX_DAYS, 90 days by default) or after going unused
 * for SESSION_IDLE_DAYS (30 days by default), whichever comes first; each use moves the idle
 * deadline (the row is touched at most every few minutes). A session belongs to one app: its
 * token means nothing to another.
 */
import { and, desc, eq, getTableColumns, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { preparedPerHandle } from '../db/prepared.ts';
import { type MemberLists, members, sessions } from '../db/schema.ts';
import { newId, newToken, sha256 } from '../ids.ts';
import type { MemberRecord } from '../members/present.ts';

/** A session row as stored. */
export type SessionRecord = typeof sessions.$inferSelect;

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long sessions live: at most `maxMs`, and `idleMs` after their last use. */
export interface SessionPolicy {
  maxMs: number;
  idleMs: number;
}

/** 90 days at most, 30 days unused (SESSION_MAX_DAYS, SESSION_IDLE_DAYS). */
export const DEFAULT_SESSION_POLICY: SessionPolicy = { maxMs: 90 * DAY_MS, idleMs: 30 * DAY_MS };

/** The policy of a configuration. */
export function sessionPolicy(env: { sessionMaxDays: number; sessionIdleDays: number }): SessionPolicy {
  return { maxMs: env.sessionMaxDays * DAY_MS, idleMs: env.sessionIdleDays * DAY_MS };
}

/** A use this soon after the last recorded one is not written down (one write per few minutes). */
export const SESSION_TOUCH_INTERVAL_MS = 5 * 60 * 1000;

/** Random bytes of a session token (256 bits; docs/security.md asks for at least 128). */
export const SESSION_TOKEN_BYTES = 32;

/** Longest token looked up; anything longer is not one of ours. */
const MAX_TOKEN_LENGTH = 200;

/** Longest User-Agent kept. */
const MAX_USER_AGENT_LENGTH = 400;

/** A new session: the token goes to the client once and is never stored. */
export interface NewSession {
  id: string;
  token: string;
  expiresAt: Date;
  /** The member's lists as the statement that started the session read them (see {@link createSession}). */
  memberLists?: MemberLists;
}

/** The client a session started on: shown in the member's list of sessions. */
export interface SessionClient {
  userAgent: string | null;
  ip: string | null;
}

/**
 * A new session and the member's latest sign-in (which the console's list sorts by,
 * docs/console.md), in one statement: the insert runs as a data-modifying WITH of the update,
 * which returns the member's lists (`members.lists`) for the answer. Every login and signup runs it.
 */
const startSessionRow = preparedPerHandle((q) => {
  const inserted = q.$with('inserted_session').as(
    q
      .insert(sessions)
      .values({
        id: sql.placeholder('id'),
        appId: sql.placeholder('appId'),
        memberId: sql.placeholder('memberId'),
        tokenHash: sql.placeholder('tokenHash'),
        expiresAt: sql.placeholder('expiresAt'),
        createdAt: sql.placeholder('createdAt'),
        lastUsedAt: sql.placeholder('createdAt'),
        userAgent: sql.placeholder('userAgent'),
        ip: sql.placeholder('ip'),
      })
      .returning({ memberId: sessions.memberId, createdAt: sessions.createdAt }),
  );
  return q
    .with(inserted)
    .update(members)
    .set({ lastLoginAt: sql`(select ${inserted.createdAt} from ${inserted})` })
    .where(eq(members.id, sql`(select ${inserted.memberId} from ${inserted})`))
    .returning({ lists: members.lists })
    .prepare('wf_start_session');
});

/**
 * Starts a session for a member (call at every login and signup). The member's lists come back
 * as that statement read them: as fresh as a read after it in the same transaction.
 */
export async function createSession(
  q: Queryable,
  {
    appId,
    memberId,
    now,
    client = { userAgent: null, ip: null },
    policy = DEFAULT_SESSION_POLICY,
  }: { appId: string; memberId: string; now: Date; client?: SessionClient; policy?: SessionPolicy },
): Promise<NewSession> {
  const token = newToken(SESSION_TOKEN_BYTES);
  const id = newId('ses');
  const expiresAt = new Date(now.getTime() + policy.maxMs);
  const [started] = await startSessionRow(q).execute({
    id,
    appId,
    memberId,
    tokenHash: sha256(token),
    expiresAt,
    createdAt: now,
    userAgent: client.userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    ip: client.ip,
  });
  return { id, token, expiresAt, memberLists: started?.lists };
}

/** True while a session may be used: not revoked, before its end, used recently enough. */
export function isLive(session: SessionUse, now: Date, policy: SessionPolicy): boolean {
  return (
    session.revokedAt === null &&
    session.expiresAt > now &&
    session.lastUsedAt.getTime() + policy.idleMs > now.getTime()
  );
}

/** Where a token's session is looked up: its hash and the app it must belong to. */
const sessionOfToken = () =>
  and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), eq(sessions.appId, sql.placeholder('appId')));

/**
 * The columns of a session a request uses: whether it is live, and which it is. The lookup every
 * authenticated request runs reads only these (docs/architecture.md "Speed").
 */
const sessionUseColumns = {
  id: sessions.id,
  appId: sessions.appId,
  memberId: sessions.memberId,
  expiresAt: sessions.expiresAt,
  lastUsedAt: sessions.lastUsedAt,
  revokedAt: sessions.revokedAt,
};

/** What a request has of its session (the columns above); a whole row is one too. */
export type SessionUse = Pick<SessionRecord, keyof typeof sessionUseColumns>;

/** The columns of a member a request uses ({@link MemberRecord}). */
const { consoleTags: _consoleTags, seq: _seq, ...memberRecordColumns } = getTableColumns(members);

/**
 * The session of a token hash in an app, with its member: every authenticated request runs it,
 * GET /member alone at thousands a second, so it reads no column a request does not use (a
 * quarter of them: each is decoded in the database thread, copied across, and mapped again).
 */
const selectSession = preparedPerHandle((q) =>
  q
    .select({ session: sessionUseColumns, member: memberRecordColumns })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(sessionOfToken())
    .prepare('wf_select_session'),
);

/** Records a use of a session (at most every {@link SESSION_TOUCH_INTERVAL_MS}). */
async function touch(q: Queryable, session: SessionUse, now: Date, ip: string | null): Promise<void> {
  if (now.getTime() - session.lastUsedAt.getTime() < SESSION_TOUCH_INTERVAL_MS) return;
  await q
    .update(sessions)
    .set({ lastUsedAt: now, ...(ip ? { ip } : {}) })
    .where(and(eq(sessions.id, session.id), isNull(sessions.revokedAt)));
}

/** What {@link findSession} is given. */
export interface SessionLookup {
  appId: string;
  token: string;
  now: Date;
  ip?: string | null;
  policy?: SessionPolicy;
}

/** A session with its member, as the lookups read them. */
interface SessionRow {
  session: SessionUse;
  member: MemberRecord;
}

/** The live row `read` finds for a token, touched; null when there is none (see {@link findSession}). */
async function findLive<R extends SessionRow>(
  q: Queryable,
  { appId, token, now, ip = null, policy = DEFAULT_SESSION_POLICY }: SessionLookup,
  read: (values: { tokenHash: string; appId: string }) => Promise<R[]>,
): Promise<R | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await read({ tokenHash: sha256(token), appId });
  if (!row || !isLive(row.session, now, policy)) return null;
  if (row.member.appId !== appId) return null;
  await touch(q, row.session, now, ip);
  return row;
}

/**
 * The live session of a token in an app, with its member; null when unknown, expired, idle too
 * long, revoked or foreign. A use moves the idle deadline.
 */
export function findSession(q: Queryable, lookup: SessionLookup): Promise<SessionRow | null> {
  return findLive(q, lookup, (values) => selectSession(q).execute(values));
}

/**
 * The live session of a token in any app, with its member (pages outside /api, which name no
 * app, such as the dev mailbox); null when unknown, ended or revoked.
 */
export async function findSessionAnyApp(
  q: Queryable,
  { token, now, policy = DEFAULT_SESSION_POLICY }: { token: string; now: Date; policy?: SessionPolicy },
): Promise<{ session: SessionRecord; member: MemberRecord } | null> {
  if (token.length === 0 || token.length > MAX_TOKEN_LENGTH) return null;
  const [row] = await q
    .select({ session: sessions, member: members })
    .from(sessions)
    .innerJoin(members, eq(members.id, sessions.memberId))
    .where(eq(sessions.tokenHash, sha256(token)));
  if (!row || !isLive(row.session, now, policy)) return null;
  if (row.member.appId !== row.session.appId) return null;
  return row;
}

/** The member's live sessions, most recently used first (their list of where they are signed in). */
export async function liveSessions(
  q: Queryable,
  { memberId, now, policy }: { memberId: string; now: Date; policy: SessionPolicy },
): Promise<SessionRecord[]> {
  return q
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.memberId, memberId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        gt(sessions.lastUsedAt, new Date(now.getTime() - policy.idleMs)),
      ),
    )
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.createdAt));
}

/** Ends one session (logout). */
export async function revokeSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends one of a member's sessions; false when the member has no such live session. */
export async function revokeMemberSession(
  q: Queryable,
  { memberId, sessionId, now }: { memberId: string; sessionId: string; now: Date },
): Promise<boolean> {
  const ended = await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}

/** Ends every session of a member but one (a password change keeps the device that made it). */
export async function revokeOtherSessions(
  q: Queryable,
  { memberId, exceptSessionId, now }: { memberId: string; exceptSessionId: string; now: Date },
): Promise<number> {
  const ended = await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), ne(sessions.id, exceptSessionId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of a member (password reset, "this wasn't me"). */
export async function revokeAllSessions(
  q: Queryable,
  { memberId, now }: { memberId: string; now: Date },
): Promise<void> {
  await q
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)));
}
