/**
 * The console's half of the comments' moderation (docs/console.md "Content and community"): the
 * reports queue and its review through the moderators' own rules (comments/moderation.ts), the
 * app's blocked words (which comments/write.ts `assertNoBlockedWords` refuses) and the members the
 * owner names as moderators (comments/channels.ts `isModerator`). Every change is audited in its
 * own transaction with before and after.
 */
import {
  BLOCKED_WORDS_MAX,
  CONSOLE_COMMUNITY_ERROR_CODES,
  type ConsoleModerator,
  type ReportsResponse,
  type ReviewRequest,
} from '@wf/sdk/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database, Queryable, Tx } from '../db/client.ts';
import { commentBlockedWords, commentModerators, members } from '../db/schema.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { displayName } from '../members/console-list.ts';
import { recordAuditEvent } from '../security/audit.ts';
import { lockModerated, openReports, reviewComment } from './moderation.ts';
import { commentRow, presentModerated } from './present.ts';

/** Who acts, for which app, when. */
export interface CommunityActor {
  appId: string;
  actorId: string;
  now: Date;
}

async function audit(
  tx: Tx,
  actor: CommunityActor,
  event: { action: string; targetId: string | null; before: unknown; after: unknown },
) {
  await recordAuditEvent(tx, {
    appId: actor.appId,
    actorKind: 'member',
    actorId: actor.actorId,
    action: event.action,
    targetId: event.targetId,
    detail: { before: event.before ?? null, after: event.after ?? null },
    now: actor.now,
  });
}

/** The app's comments with open reports, as the moderators' own queue presents them. */
export async function reportsQueue(
  db: Queryable,
  appId: string,
  viewerId: string,
  publicKeys: ReadonlySet<string>,
): Promise<ReportsResponse['data']> {
  const open = await openReports(db, appId);
  const reports = [];
  for (const [commentId, list] of open) {
    const row = await commentRow(db, appId, commentId, viewerId);
    if (row) reports.push({ comment: presentModerated(row, publicKeys), reports: list });
  }
  return { reports };
}

/** Closes a comment's open reports (restore or hide, comments/moderation.ts `reviewComment`). */
export async function reviewFromConsole(
  database: Database,
  actor: CommunityActor,
  commentId: string,
  action: ReviewRequest['action'],
): Promise<void> {
  await database.transaction(async (tx) => {
    const comment = await lockModerated(tx, actor.appId, commentId);
    await reviewComment(tx, comment, action, actor.now);
    await audit(tx, actor, {
      action: 'comment.reviewed',
      targetId: commentId,
      before: { status: comment.status },
      after: { status: action === 'restore' ? 'published' : 'hidden' },
    });
  });
}

/** A word or phrase as it is stored and compared: lower case, single spaces. */
export function normaliseBlockedWord(word: string): string {
  return word.trim().toLowerCase().replace(/\s+/g, ' ');
}

/** The app's blocked words, A to Z. */
export async function listBlockedWords(q: Queryable, appId: string) {
  const rows = await q
    .select({ word: commentBlockedWords.word, createdAt: commentBlockedWords.createdAt })
    .from(commentBlockedWords)
    .where(eq(commentBlockedWords.appId, appId))
    .orderBy(asc(commentBlockedWords.word));
  return rows.map((row) => ({ word: row.word, createdAt: row.createdAt.toISOString() }));
}

async function wordsOf(tx: Tx, appId: string): Promise<string[]> {
  const rows = await tx
    .select({ word: commentBlockedWords.word })
    .from(commentBlockedWords)
    .where(eq(commentBlockedWords.appId, appId))
    .orderBy(asc(commentBlockedWords.word));
  return rows.map((row) => row.word);
}

/** Adds a blocked word (any case; refused when already there or when the list is full). */
export async function addBlockedWord(
  database: Database,
  actor: CommunityActor,
  input: string,
): Promise<string> {
  const word = normaliseBlockedWord(input);
  await database.transaction(async (tx) => {
    // One change of the app's list at a time, so the count holds.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`blocked-words:${actor.appId}`}))`);
    const before = await wordsOf(tx, actor.appId);
    if (before.includes(word)) {
      throw new ApiError(409, CONSOLE_COMMUNITY_ERROR_CODES.wordExists, `“${word}” is already blocked.`);
    }
    if (before.length >= BLOCKED_WORDS_MAX) {
      throw new ApiError(
        409,
        CONSOLE_COMMUNITY_ERROR_CODES.wordsFull,
        `A site blocks at most ${BLOCKED_WORDS_MAX} words: remove one first.`,
      );
    }
    await tx.insert(commentBlockedWords).values({ appId: actor.appId, word, createdAt: actor.now });
    await audit(tx, actor, {
      action: 'comments.blocked-word-added',
      targetId: null,
      before: { words: before },
      after: { words: [...before, word].sort() },
    });
  });
  return word;
}

/** Removes a blocked word (any case); 404 when it is not blocked. */
export async function removeBlockedWord(
  database: Database,
  actor: CommunityActor,
  input: string,
): Promise<string> {
  const word = normaliseBlockedWord(input);
  await database.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`blocked-words:${actor.appId}`}))`);
    const before = await wordsOf(tx, actor.appId);
    if (!before.includes(word)) {
      throw new ApiError(404, CONSOLE_COMMUNITY_ERROR_CODES.wordMissing, `“${word}” is not blocked.`);
    }
    await tx
      .delete(commentBlockedWords)
      .where(and(eq(commentBlockedWords.appId, actor.appId), eq(commentBlockedWords.word, word)));
    await audit(tx, actor, {
      action: 'comments.blocked-word-removed',
      targetId: null,
      before: { words: before },
      after: { words: before.filter((item) => item !== word) },
    });
  });
  return word;
}

/** The members named as moderators, in the order they were named. */
export async function listModerators(q: Queryable, appId: string): Promise<ConsoleModerator[]> {
  const rows = await q
    .select({
      memberId: commentModerators.memberId,
      email: members.email,
      customFields: members.customFields,
      createdAt: commentModerators.createdAt,
    })
    .from(commentModerators)
    .innerJoin(
      members,
      and(eq(members.id, commentModerators.memberId), eq(members.appId, commentModerators.appId)),
    )
    .where(eq(commentModerators.appId, appId))
    .orderBy(asc(commentModerators.createdAt), asc(commentModerators.memberId));
  return rows.map((row) => ({
    memberId: row.memberId,
    email: row.email,
    name: displayName(row.customFields),
    createdAt: row.createdAt.toISOString(),
  }));
}

const NO_MEMBER = 'No member of this site has this id or e-mail address.';

/** Names a member of the app (by id, or address in any case) a moderator. */
export async function addModerator(
  database: Database,
  actor: CommunityActor,
  idOrEmail: string,
): Promise<ConsoleModerator> {
  const key = idOrEmail.trim();
  const byEmail = key.includes('@');
  return database.transaction(async (tx) => {
    const [member] = await tx
      .select({ id: members.id, email: members.email, customFields: members.customFields })
      .from(members)
      .where(
        and(
          eq(members.appId, actor.appId),
          byEmail ? eq(members.email, key.toLowerCase()) : eq(members.id, key),
        ),
      )
      .limit(1);
    if (!member) throw notFound(NO_MEMBER);
    const inserted = await tx
      .insert(commentModerators)
      .values({ appId: actor.appId, memberId: member.id, createdAt: actor.now })
      .onConflictDoNothing()
      .returning({ memberId: commentModerators.memberId });
    if (inserted.length === 0) {
      throw new ApiError(
        409,
        CONSOLE_COMMUNITY_ERROR_CODES.moderatorExists,
        `${member.email} is already a moderator.`,
      );
    }
    await audit(tx, actor, {
      action: 'comments.moderator-added',
      targetId: member.id,
      before: { moderator: false },
      after: { moderator: true },
    });
    return {
      memberId: member.id,
      email: member.email,
      name: displayName(member.customFields),
      createdAt: actor.now.toISOString(),
    };
  });
}

/** No longer names the member a moderator; 404 when they are not named (or not of this app). */
export async function removeModerator(
  database: Database,
  actor: CommunityActor,
  memberId: string,
): Promise<void> {
  await database.transaction(async (tx) => {
    const removed = await tx
      .delete(commentModerators)
      .where(and(eq(commentModerators.appId, actor.appId), eq(commentModerators.memberId, memberId)))
      .returning({ memberId: commentModerators.memberId });
    if (removed.length === 0) {
      throw new ApiError(
        404,
        CONSOLE_COMMUNITY_ERROR_CODES.moderatorMissing,
        'This member is not a moderator of this site.',
      );
    }
    await audit(tx, actor, {
      action: 'comments.moderator-removed',
      targetId: memberId,
      before: { moderator: true },
      after: { moderator: false },
    });
  });
}
