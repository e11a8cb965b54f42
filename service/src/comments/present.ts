/**
 * Comments as the wire shows them (docs/comments.md "Wire shapes"): the author from PUBLIC custom
 * fields and the profile image only (never a PRIVATE field, never the e-mail address), the vote
 * counts, the number of replies, and the viewer's own vote. A removed post that stays for its
 * replies shows 'This comment was removed' and no author.
 */
import {
  COMMENT_REMOVED_TEXT,
  type CommentMember,
  type ModeratedComment,
  type Post,
  type Thread,
  type Vote,
} from '@wf/sdk/contract';
import { and, asc, desc, eq, gt, inArray, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { type CustomFieldSetting, commentChannels, comments, members } from '../db/schema.ts';

/** Width of internalOrder (its text sorts as its number does). */
const ORDER_WIDTH = 16;

/** The fixed-width text of an internalOrder. */
export function orderText(order: number): string {
  return String(order).padStart(ORDER_WIDTH, '0');
}

/** The keys of the app's custom fields a comment may show: PUBLIC ones only. */
export function publicFieldKeys(fields: readonly CustomFieldSetting[]): Set<string> {
  return new Set(fields.filter((field) => field.visibility === 'PUBLIC').map((field) => field.key));
}

/** A comment's author as shown: PUBLIC fields and the image; nobody when `id` is null. */
export function commentMember(
  author: { id: string | null; customFields: Record<string, string> | null; profileImage: string | null },
  publicKeys: ReadonlySet<string>,
): CommentMember {
  if (!author.id) return { id: null, customFields: {}, profileImage: null };
  const customFields = Object.fromEntries(
    Object.entries(author.customFields ?? {}).filter(([key]) => publicKeys.has(key)),
  );
  return { id: author.id, customFields, profileImage: author.profileImage };
}

/** One comment row with everything the wire shows. */
export interface CommentRow {
  id: string;
  parentId: string | null;
  channelId: string;
  channelKey: string;
  internalOrder: string;
  content: string;
  status: 'published' | 'hidden' | 'deleted';
  pinned: boolean;
  t: number | null;
  createdAt: Date;
  updatedAt: Date;
  editedAt: Date | null;
  memberId: string | null;
  authorFields: Record<string, string> | null;
  authorImage: string | null;
  likes: number;
  dislikes: number;
  replies: number;
  myVote: Vote;
}

/** The columns of a CommentRow, the viewer's vote read for `viewerId` (NONE for visitors). */
function rowColumns(viewerId: string | null) {
  return {
    id: comments.id,
    parentId: comments.parentId,
    channelId: comments.channelId,
    channelKey: commentChannels.key,
    internalOrder: comments.internalOrder,
    content: comments.content,
    status: comments.status,
    pinned: comments.pinned,
    t: comments.t,
    createdAt: comments.createdAt,
    updatedAt: comments.updatedAt,
    editedAt: comments.editedAt,
    memberId: comments.memberId,
    authorFields: members.customFields,
    authorImage: members.profileImage,
    likes: sql<number>`(select count(*)::int from comment_votes v where v.comment_id = ${comments.id} and v.vote = 'UP')`,
    dislikes: sql<number>`(select count(*)::int from comment_votes v where v.comment_id = ${comments.id} and v.vote = 'DOWN')`,
    replies: sql<number>`(select count(*)::int from comments r where r.parent_id = ${comments.id} and r.status = 'published')`,
    myVote: viewerId
      ? sql<Vote>`coalesce((select v.vote from comment_votes v where v.comment_id = ${comments.id} and v.member_id = ${viewerId}), 'NONE')`
      : sql<Vote>`'NONE'`,
  };
}

function selectRows(q: Queryable, viewerId: string | null) {
  return q
    .select(rowColumns(viewerId))
    .from(comments)
    .innerJoin(commentChannels, eq(commentChannels.id, comments.channelId))
    .leftJoin(members, eq(members.id, comments.memberId));
}

/** Which statuses a viewer sees: moderators see hidden comments too. */
export function visibleStatuses(moderator: boolean): SQL | undefined {
  return moderator ? undefined : inArray(comments.status, ['published', 'deleted']);
}

/** One comment of the app, as a row, whatever its status. */
export async function commentRow(
  q: Queryable,
  appId: string,
  id: string,
  viewerId: string | null,
): Promise<CommentRow | undefined> {
  const [row] = await selectRows(q, viewerId).where(and(eq(comments.appId, appId), eq(comments.id, id)));
  return row;
}

/** One page of a keyset listing on internalOrder. */
export interface PageQuery {
  after?: string | undefined;
  order: 'newest' | 'oldest';
  limit: number;
}

/** The cursor's condition: strictly past `after` in the listing's order. */
function pastCursor(page: PageQuery): SQL | undefined {
  if (page.after === undefined) return undefined;
  const after = page.after.padStart(ORDER_WIDTH, '0');
  return page.order === 'newest' ? lt(comments.internalOrder, after) : gt(comments.internalOrder, after);
}

function ordering(page: PageQuery) {
  return page.order === 'newest' ? desc(comments.internalOrder) : asc(comments.internalOrder);
}

/** A page of a channel's posts the viewer sees. */
export async function listPosts(
  q: Queryable,
  input: { channelId: string; viewerId: string | null; moderator: boolean; page: PageQuery },
): Promise<CommentRow[]> {
  return selectRows(q, input.viewerId)
    .where(
      and(
        eq(comments.channelId, input.channelId),
        isNull(comments.parentId),
        visibleStatuses(input.moderator),
        pastCursor(input.page),
      ),
    )
    .orderBy(ordering(input.page))
    .limit(input.page.limit);
}

/** How many posts of the channel the viewer sees. */
export async function countPosts(q: Queryable, channelId: string, moderator: boolean): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(and(eq(comments.channelId, channelId), isNull(comments.parentId), visibleStatuses(moderator)));
  return row?.n ?? 0;
}

/** How many published posts the channel has. */
export async function countPublishedPosts(q: Queryable, channelId: string): Promise<number> {
  const [row] = await q
    .select({ n: sql<number>`count(*)::int` })
    .from(comments)
    .where(
      and(eq(comments.channelId, channelId), isNull(comments.parentId), eq(comments.status, 'published')),
    );
  return row?.n ?? 0;
}

/** A page of a post's replies the viewer sees (replies are never left as placeholders). */
export async function listThreads(
  q: Queryable,
  input: { postId: string; viewerId: string | null; moderator: boolean; page: PageQuery },
): Promise<CommentRow[]> {
  return selectRows(q, input.viewerId)
    .where(
      and(
        eq(comments.parentId, input.postId),
        input.moderator ? undefined : eq(comments.status, 'published'),
        pastCursor(input.page),
      ),
    )
    .orderBy(ordering(input.page))
    .limit(input.page.limit);
}

function commonFields(row: CommentRow, publicKeys: ReadonlySet<string>) {
  const removed = row.status === 'deleted';
  return {
    id: row.id,
    internalOrder: row.internalOrder,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    editedAt: row.editedAt?.toISOString() ?? null,
    content: removed ? COMMENT_REMOVED_TEXT : row.content,
    status: row.status,
    pinned: row.pinned,
    t: row.t,
    channelKey: row.channelKey,
    myVote: row.myVote,
    member: commentMember(
      { id: removed ? null : row.memberId, customFields: row.authorFields, profileImage: row.authorImage },
      publicKeys,
    ),
  };
}

/** A post as the wire shows it. */
export function presentPost(row: CommentRow, publicKeys: ReadonlySet<string>): Post {
  return {
    ...commonFields(row, publicKeys),
    _count: { Threads: row.replies, likedBy: row.likes, dislikedBy: row.dislikes },
  };
}

/** A reply as the wire shows it. */
export function presentThread(row: CommentRow, publicKeys: ReadonlySet<string>): Thread {
  return {
    ...commonFields(row, publicKeys),
    postId: row.parentId ?? '',
    _count: { Threads: 0, likedBy: row.likes, dislikedBy: row.dislikes },
  };
}

/** A post or reply as a moderator's calls show it. */
export function presentModerated(row: CommentRow, publicKeys: ReadonlySet<string>): ModeratedComment {
  return {
    ...commonFields(row, publicKeys),
    postId: row.parentId,
    _count: { Threads: row.replies, likedBy: row.likes, dislikedBy: row.dislikes },
  };
}

/** The condition "this comment or one of its replies" (for counts kept in one query). */
export function ofPostOrReplies(postId: string): SQL | undefined {
  return or(eq(comments.id, postId), eq(comments.parentId, postId));
}
