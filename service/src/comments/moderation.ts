/**
 * Moderation (docs/comments.md "Moderation"): hide and restore, pin, block a member for a while,
 * reports that hide a comment once COMMENT_REPORT_THRESHOLD members reported it (until a
 * moderator reviews it), and each channel's rule of who may post and read.
 */
import { type ChannelSettingsRequest, COMMENT_REPORT_THRESHOLD } from '@wf/sdk/contract';
import { and, asc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client.ts';
import { commentBlocks, commentChannels, commentReports, comments, members } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { type ChannelRecord, ensureChannel } from './channels.ts';
import type { CommentRecord } from './write.ts';

/** A comment of the app, any status but removed, locked for a moderator's change. */
export async function lockModerated(tx: Tx, appId: string, id: string): Promise<CommentRecord> {
  const [row] = await tx
    .select()
    .from(comments)
    .where(and(eq(comments.appId, appId), eq(comments.id, id)))
    .for('update');
  if (!row || row.status === 'deleted') throw notFound('This comment does not exist or was removed.');
  return row;
}

/** Hides a comment, or shows it again. */
export async function setStatus(tx: Tx, comment: CommentRecord, status: 'hidden' | 'published', now: Date) {
  await tx.update(comments).set({ status, updatedAt: now }).where(eq(comments.id, comment.id));
}

/** Pins or unpins a post (replies are not pinned). */
export async function setPinned(tx: Tx, comment: CommentRecord, pinned: boolean, now: Date) {
  if (comment.parentId !== null) throw notFound('Only posts can be pinned.');
  await tx.update(comments).set({ pinned, updatedAt: now }).where(eq(comments.id, comment.id));
}

/** A member's block from commenting while it lasts. */
export interface CommentBlock {
  until: Date;
  reason: string | null;
  blockedBy: string | null;
  createdAt: Date;
}

/** The member's block from commenting at `now`; null when there is none or it has ended. */
export async function currentCommentBlock(
  q: Queryable,
  input: { appId: string; memberId: string; now: Date },
): Promise<CommentBlock | null> {
  const [row] = await q
    .select({
      until: commentBlocks.until,
      reason: commentBlocks.reason,
      blockedBy: commentBlocks.blockedBy,
      createdAt: commentBlocks.createdAt,
    })
    .from(commentBlocks)
    .where(
      and(
        eq(commentBlocks.appId, input.appId),
        eq(commentBlocks.memberId, input.memberId),
        gt(commentBlocks.until, input.now),
      ),
    );
  return row ?? null;
}

/**
 * Blocks a member of the app from posting, editing and voting until `until` (replacing their
 * block), or lifts the block (null). The moderators' route (by minutes) and the console's
 * (by duration, permanently too: COMMENT_BLOCK_PERMANENT_UNTIL) both call it. 404 when the app
 * has no such member.
 */
export async function setCommentBlock(
  tx: Tx,
  input: {
    appId: string;
    memberId: string;
    until: Date | null;
    reason?: string | undefined;
    by: string;
    now: Date;
  },
): Promise<void> {
  const [member] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.appId, input.appId), eq(members.id, input.memberId)));
  if (!member) throw notFound('No member of this site has this id.');
  if (input.until === null) {
    await tx
      .delete(commentBlocks)
      .where(and(eq(commentBlocks.appId, input.appId), eq(commentBlocks.memberId, input.memberId)));
    return;
  }
  const values = {
    until: input.until,
    reason: input.reason || null,
    blockedBy: input.by,
    createdAt: input.now,
  };
  await tx
    .insert(commentBlocks)
    .values({ appId: input.appId, memberId: input.memberId, ...values })
    .onConflictDoUpdate({ target: [commentBlocks.appId, commentBlocks.memberId], set: values });
}

/** Blocks a member of the app for `minutes` (0 lifts it); answers until when. */
export async function blockMember(
  tx: Tx,
  input: {
    appId: string;
    memberId: string;
    minutes: number;
    reason?: string | undefined;
    by: string;
    now: Date;
  },
): Promise<Date | null> {
  const until = input.minutes === 0 ? null : new Date(input.now.getTime() + input.minutes * 60_000);
  await setCommentBlock(tx, { ...input, until });
  return until;
}

/** Reports not yet reviewed: made after the comment's last review. */
function openReport() {
  return or(isNull(comments.reviewedAt), gt(commentReports.createdAt, comments.reviewedAt));
}

/**
 * Records a member's report (once per member and comment); the comment is hidden once it has
 * COMMENT_REPORT_THRESHOLD open reports. Answers whether it was hidden now.
 */
export async function reportComment(
  tx: Tx,
  input: { appId: string; comment: CommentRecord; memberId: string; reason: string; now: Date },
): Promise<boolean> {
  await tx
    .insert(commentReports)
    .values({
      appId: input.appId,
      commentId: input.comment.id,
      memberId: input.memberId,
      reason: input.reason,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: [commentReports.commentId, commentReports.memberId],
      set: { reason: input.reason, createdAt: input.now },
    });
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .where(and(eq(commentReports.commentId, input.comment.id), openReport()));
  if ((open?.n ?? 0) < COMMENT_REPORT_THRESHOLD || input.comment.status !== 'published') return false;
  await setStatus(tx, input.comment, 'hidden', input.now);
  return true;
}

/** The app's comments with open reports, oldest report first, with those reports. */
export async function openReports(q: Queryable, appId: string) {
  const rows = await q
    .select({
      commentId: commentReports.commentId,
      memberId: commentReports.memberId,
      reason: commentReports.reason,
      createdAt: commentReports.createdAt,
    })
    .from(commentReports)
    .innerJoin(comments, eq(comments.id, commentReports.commentId))
    .where(
      and(eq(commentReports.appId, appId), openReport(), inArray(comments.status, ['published', 'hidden'])),
    )
    .orderBy(asc(commentReports.createdAt))
    .limit(500);
  const byComment = new Map<string, { memberId: string; reason: string; createdAt: string }[]>();
  for (const row of rows) {
    const reports = byComment.get(row.commentId) ?? [];
    reports.push({ memberId: row.memberId, reason: row.reason, createdAt: row.createdAt.toISOString() });
    byComment.set(row.commentId, reports);
  }
  return byComment;
}

/** Closes a comment's open reports: shown again (restore) or kept hidden. */
export async function reviewComment(tx: Tx, comment: CommentRecord, action: 'restore' | 'hide', now: Date) {
  await tx
    .update(comments)
    .set({ reviewedAt: now, status: action === 'restore' ? 'published' : 'hidden', updatedAt: now })
    .where(eq(comments.id, comment.id));
}

/** Sets who may post in a channel and whether others may read it (the channel is made if new). */
export async function setChannelSettings(
  tx: Tx,
  appId: string,
  settings: ChannelSettingsRequest,
  now: Date,
): Promise<ChannelRecord> {
  const channel = await ensureChannel(tx, appId, settings.channelKey, now);
  const [updated] = await tx
    .update(commentChannels)
    .set({
      accessRule: settings.accessRule,
      planIds: settings.accessRule === 'plans' ? [...new Set(settings.planIds ?? [])] : [],
      openToReaders: settings.openToReaders ?? channel.openToReaders,
    })
    .where(eq(commentChannels.id, channel.id))
    .returning();
  if (!updated) throw new Error('setChannelSettings: the channel is gone');
  return updated;
}
