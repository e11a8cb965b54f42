/**
 * A deleted member's comments (docs/comments.md "Rules"; docs/security.md "Deleting an account"):
 * their replies go, their posts without replies go, and their posts with replies stay as
 * 'This comment was removed' placeholders, without their text or their name; their votes,
 * reports, subscriptions and blocks go with their row.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { comments } from '../db/schema.ts';
import { deleteComment, removeEmptyPlaceholder } from './write.ts';

/** Erases or anonymises the member's comments, inside the deletion's transaction. */
export async function eraseMemberComments(tx: Tx, input: { appId: string; memberId: string; now: Date }) {
  const mine = and(eq(comments.appId, input.appId), eq(comments.memberId, input.memberId));
  const replies = await tx
    .delete(comments)
    .where(and(mine, isNotNull(comments.parentId)))
    .returning({ parentId: comments.parentId });
  for (const parentId of new Set(replies.map((reply) => reply.parentId))) {
    if (parentId) await removeEmptyPlaceholder(tx, parentId);
  }
  const posts = await tx
    .select()
    .from(comments)
    .where(and(mine, isNull(comments.parentId)));
  for (const post of posts) await deleteComment(tx, post, input.now);
}
