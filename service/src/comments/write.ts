/**
 * Writing comments (docs/comments.md "Rules"): posts and replies take the channel's next
 * internalOrder under the channel row's lock, so orders are strictly increasing and committed
 * in order (a reader paging by them never skips one committed later with a smaller order); the
 * same text twice within a minute and the app's blocked words are refused; only the author or a
 * moderator edits or deletes; a post with replies leaves a placeholder, one without disappears.
 */
import {
  COMMENT_DUPLICATE_WINDOW_SECONDS,
  COMMENT_ERROR_CODES,
  COMMENT_MESSAGES,
  type Vote,
} from '@wf/sdk/contract';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { commentBlockedWords, commentChannels, comments, commentVotes } from '../db/schema.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { newId } from '../ids.ts';
import type { ChannelRecord } from './channels.ts';
import { orderText } from './present.ts';

export type CommentRecord = typeof comments.$inferSelect;

/** The channel's next internalOrder, taken under the channel row's lock. */
async function nextOrder(tx: Tx, channelId: string): Promise<string> {
  const [row] = await tx
    .update(commentChannels)
    .set({ lastOrder: sql`${commentChannels.lastOrder} + 1` })
    .where(eq(commentChannels.id, channelId))
    .returning({ lastOrder: commentChannels.lastOrder });
  if (!row) throw new Error('nextOrder: the channel is gone');
  return orderText(row.lastOrder);
}

/** The words of a text, lower case (letters and digits of any script). */
function wordsOf(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []);
}

/** Refuses text holding a word (or phrase) of the app's blocked list. */
export async function assertNoBlockedWords(tx: Tx, appId: string, content: string): Promise<void> {
  const blocked = await tx
    .select({ word: commentBlockedWords.word })
    .from(commentBlockedWords)
    .where(eq(commentBlockedWords.appId, appId));
  if (blocked.length === 0) return;
  const words = wordsOf(content);
  const spaced = ` ${[...(content.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].join(' ')} `;
  const hit = blocked.some(({ word }) => {
    const parts = [...wordsOf(word)];
    if (parts.length === 0) return false;
    if (parts.length === 1) return words.has(parts[0] as string);
    return spaced.includes(` ${parts.join(' ')} `);
  });
  if (hit) throw new ApiError(400, COMMENT_ERROR_CODES.blockedWord, COMMENT_MESSAGES.blockedWord);
}

/** Refuses the member's same text within COMMENT_DUPLICATE_WINDOW_SECONDS. */
async function assertNotDuplicate(
  tx: Tx,
  input: { appId: string; memberId: string; content: string; now: Date },
) {
  const since = new Date(input.now.getTime() - COMMENT_DUPLICATE_WINDOW_SECONDS * 1000);
  const [same] = await tx
    .select({ id: comments.id })
    .from(comments)
    .where(
      and(
        eq(comments.appId, input.appId),
        eq(comments.memberId, input.memberId),
        eq(comments.content, input.content),
        gt(comments.createdAt, since),
      ),
    )
    .limit(1);
  if (same) throw new ApiError(409, COMMENT_ERROR_CODES.duplicate, COMMENT_MESSAGES.duplicate);
}

/** Writes a post in the channel of `channelKey` (made on first use); answers its id. */
export async function insertPost(
  tx: Tx,
  input: {
    appId: string;
    channel: ChannelRecord;
    memberId: string;
    content: string;
    t: number | null;
    now: Date;
  },
): Promise<string> {
  await assertNoBlockedWords(tx, input.appId, input.content);
  await assertNotDuplicate(tx, input);
  const id = newId('cmt');
  await tx.insert(comments).values({
    id,
    appId: input.appId,
    channelId: input.channel.id,
    memberId: input.memberId,
    internalOrder: await nextOrder(tx, input.channel.id),
    content: input.content,
    t: input.t,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return id;
}

/** Writes a reply to a post; answers its id. */
export async function insertReply(
  tx: Tx,
  input: { appId: string; post: CommentRecord; memberId: string; content: string; now: Date },
): Promise<string> {
  await assertNoBlockedWords(tx, input.appId, input.content);
  await assertNotDuplicate(tx, input);
  const id = newId('cmt');
  await tx.insert(comments).values({
    id,
    appId: input.appId,
    channelId: input.post.channelId,
    parentId: input.post.id,
    memberId: input.memberId,
    internalOrder: await nextOrder(tx, input.post.channelId),
    content: input.content,
    createdAt: input.now,
    updatedAt: input.now,
  });
  return id;
}

/** The post (`kind` 'post') or reply ('thread') of the app, locked for the change to come. */
export async function lockComment(
  tx: Tx,
  appId: string,
  id: string,
  kind: 'post' | 'thread',
): Promise<CommentRecord> {
  const [row] = await tx
    .select()
    .from(comments)
    .where(and(eq(comments.appId, appId), eq(comments.id, id)))
    .for('update');
  if (!row || (kind === 'post') !== (row.parentId === null) || row.status === 'deleted') {
    throw notFound(COMMENT_MESSAGES.postNotFound);
  }
  return row;
}

/** The channel of a comment. */
export async function channelOfComment(tx: Tx, comment: CommentRecord): Promise<ChannelRecord> {
  const [channel] = await tx.select().from(commentChannels).where(eq(commentChannels.id, comment.channelId));
  if (!channel) throw new Error('channelOfComment: the channel is gone');
  return channel;
}

/** Refuses a change by anyone but the author or a moderator. */
export function assertAuthorOrModerator(comment: CommentRecord, memberId: string, moderator: boolean): void {
  if (moderator || comment.memberId === memberId) return;
  throw new ApiError(403, COMMENT_ERROR_CODES.notAuthor, COMMENT_MESSAGES.notAuthor);
}

/** Changes a comment's text. */
export async function updateContent(
  tx: Tx,
  comment: CommentRecord,
  content: string,
  now: Date,
): Promise<void> {
  if (content === comment.content) return;
  await assertNoBlockedWords(tx, comment.appId, content);
  await tx
    .update(comments)
    .set({ content, editedAt: now, updatedAt: now })
    .where(eq(comments.id, comment.id));
}

/**
 * Deletes a comment: a post with replies stays as a placeholder (its text and author gone), any
 * other comment disappears, and a placeholder left without replies disappears too. Answers
 * whether a placeholder stays, and whether the reply's placeholder post went with it.
 */
export async function deleteComment(
  tx: Tx,
  comment: CommentRecord,
  now: Date,
): Promise<{ placeholder: boolean; parentRemoved: boolean }> {
  if (comment.parentId === null) {
    const [reply] = await tx
      .select({ id: comments.id })
      .from(comments)
      .where(eq(comments.parentId, comment.id))
      .limit(1);
    if (reply) {
      await tx
        .update(comments)
        .set({ status: 'deleted', content: '', memberId: null, pinned: false, updatedAt: now })
        .where(eq(comments.id, comment.id));
      await tx.delete(commentVotes).where(eq(commentVotes.commentId, comment.id));
      return { placeholder: true, parentRemoved: false };
    }
  }
  await tx.delete(comments).where(eq(comments.id, comment.id));
  const parentRemoved = comment.parentId !== null && (await removeEmptyPlaceholder(tx, comment.parentId));
  return { placeholder: false, parentRemoved };
}

/** Removes a placeholder post whose last reply went. */
export async function removeEmptyPlaceholder(tx: Tx, postId: string): Promise<boolean> {
  const removed = await tx
    .delete(comments)
    .where(
      and(
        eq(comments.id, postId),
        eq(comments.status, 'deleted'),
        sql`not exists (select 1 from comments r where r.parent_id = ${postId})`,
      ),
    )
    .returning({ id: comments.id });
  return removed.length > 0;
}

/** Sets the member's vote: UP or DOWN replaces theirs, NONE clears it; the same vote again changes nothing. */
export async function setVote(
  tx: Tx,
  input: { appId: string; commentId: string; memberId: string; vote: Vote; now: Date },
): Promise<void> {
  const where = and(eq(commentVotes.commentId, input.commentId), eq(commentVotes.memberId, input.memberId));
  if (input.vote === 'NONE') {
    await tx.delete(commentVotes).where(where);
    return;
  }
  await tx
    .insert(commentVotes)
    .values({
      appId: input.appId,
      commentId: input.commentId,
      memberId: input.memberId,
      vote: input.vote,
      createdAt: input.now,
    })
    .onConflictDoUpdate({
      target: [commentVotes.commentId, commentVotes.memberId],
      set: { vote: input.vote },
    });
}
