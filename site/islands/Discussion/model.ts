/**
 * The Discussion's list as data (docs/comments.md "Live updates"): the posts shown, each with its
 * replies once opened, and how a stream event or a member's own change moves it. Pure, so the
 * live behaviour is tested without a browser.
 */
import {
  COMMENT_REMOVED_TEXT,
  type CommentOrder,
  type CommentStreamEvent,
  type Post,
  type Thread,
} from '@wf/sdk/contract';

/** A post's replies, once the member opened them. */
export interface Replies {
  open: boolean;
  status: 'loading' | 'ready' | 'failed';
  items: Thread[];
}

export interface DiscussionList {
  order: CommentOrder;
  posts: Post[];
  totalCount: number;
  /** More posts wait behind the last one shown. */
  hasMore: boolean;
  replies: Record<string, Replies>;
}

export const EMPTY_LIST: DiscussionList = {
  order: 'newest',
  posts: [],
  totalCount: 0,
  hasMore: false,
  replies: {},
};

function before(a: { internalOrder: string }, b: { internalOrder: string }, order: CommentOrder): boolean {
  return order === 'newest' ? a.internalOrder > b.internalOrder : a.internalOrder < b.internalOrder;
}

/** `post` put in its place by order; replaced when shown (keeping the viewer's own vote). */
export function upsertPost(list: DiscussionList, post: Post): DiscussionList {
  const index = list.posts.findIndex((shown) => shown.id === post.id);
  if (index >= 0) {
    const kept = list.posts[index] as Post;
    const posts = [...list.posts];
    posts[index] = { ...post, myVote: post.myVote === 'NONE' ? kept.myVote : post.myVote };
    return { ...list, posts };
  }
  const at = list.posts.findIndex((shown) => before(post, shown, list.order));
  // A post that belongs after the last one shown waits for 'Load more'.
  if (at < 0 && list.hasMore) return { ...list, totalCount: list.totalCount + 1 };
  const posts = [...list.posts];
  posts.splice(at < 0 ? posts.length : at, 0, post);
  return { ...list, posts, totalCount: list.totalCount + 1 };
}

function withPost(list: DiscussionList, id: string, change: (post: Post) => Post): DiscussionList {
  return { ...list, posts: list.posts.map((post) => (post.id === id ? change(post) : post)) };
}

function withReplies(
  list: DiscussionList,
  postId: string,
  change: (replies: Replies) => Replies,
): DiscussionList {
  const replies = list.replies[postId];
  if (!replies) return list;
  return { ...list, replies: { ...list.replies, [postId]: change(replies) } };
}

/** A reply added (or replaced) under its post, counted once. */
export function upsertReply(list: DiscussionList, thread: Thread): DiscussionList {
  const shown = list.replies[thread.postId]?.items.some((item) => item.id === thread.id) ?? false;
  const counted = shown
    ? list
    : withPost(list, thread.postId, (post) => ({
        ...post,
        _count: { ...post._count, Threads: post._count.Threads + 1 },
      }));
  return withReplies(counted, thread.postId, (replies) => ({
    ...replies,
    items: shown
      ? replies.items.map((item) =>
          item.id === thread.id
            ? { ...thread, myVote: thread.myVote === 'NONE' ? item.myVote : thread.myVote }
            : item,
        )
      : [...replies.items, thread],
  }));
}

/** A post or reply gone (deleted, or hidden by moderation); a post with replies stays as a placeholder. */
export function removeComment(
  list: DiscussionList,
  removed: { id: string; postId: string | null; placeholder: boolean },
): DiscussionList {
  if (removed.postId) {
    const had = list.replies[removed.postId]?.items.some((item) => item.id === removed.id);
    const counted = withPost(list, removed.postId, (post) => ({
      ...post,
      _count: { ...post._count, Threads: Math.max(0, post._count.Threads - 1) },
    }));
    const next = had === false ? list : counted;
    return withReplies(next, removed.postId, (replies) => ({
      ...replies,
      items: replies.items.filter((item) => item.id !== removed.id),
    }));
  }
  if (removed.placeholder) {
    return withPost(list, removed.id, (post) => ({
      ...post,
      status: 'deleted',
      content: COMMENT_REMOVED_TEXT,
      t: null,
      member: { id: null, customFields: {}, profileImage: null },
      _count: { ...post._count, likedBy: 0, dislikedBy: 0 },
      myVote: 'NONE',
    }));
  }
  if (!list.posts.some((post) => post.id === removed.id)) return list;
  const { [removed.id]: _gone, ...replies } = list.replies;
  return {
    ...list,
    posts: list.posts.filter((post) => post.id !== removed.id),
    totalCount: Math.max(0, list.totalCount - 1),
    replies,
  };
}

/** New counts of a post or reply. */
export function setCounts(
  list: DiscussionList,
  id: string,
  likedBy: number,
  dislikedBy: number,
): DiscussionList {
  const posts = list.posts.map((post) =>
    post.id === id ? { ...post, _count: { ...post._count, likedBy, dislikedBy } } : post,
  );
  const replies = Object.fromEntries(
    Object.entries(list.replies).map(([postId, entry]) => [
      postId,
      {
        ...entry,
        items: entry.items.map((item) =>
          item.id === id ? { ...item, _count: { ...item._count, likedBy, dislikedBy } } : item,
        ),
      },
    ]),
  );
  return { ...list, posts, replies };
}

/**
 * The list after a stream event. `keep` names comments this moderator hid: their 'deleted'
 * event (what readers are told of a hide) leaves them shown to the moderator, as hidden.
 */
export function applyEvent(
  list: DiscussionList,
  event: CommentStreamEvent,
  keep: ReadonlySet<string>,
): DiscussionList {
  switch (event.type) {
    case 'post.created':
    case 'post.updated':
      return upsertPost(list, event.post);
    case 'thread.created':
    case 'thread.updated':
      return upsertReply(list, event.thread);
    case 'post.deleted':
    case 'thread.deleted':
      return keep.has(event.id) ? list : removeComment(list, event);
    case 'vote':
      return setCounts(list, event.id, event.likedBy, event.dislikedBy);
    default:
      return list;
  }
}
