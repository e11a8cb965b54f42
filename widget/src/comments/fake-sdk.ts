/**
 * An in-memory stand-in for the comments calls (docs/comments.md "Wire shapes"), for the unit
 * tests and the stories: one channel's posts and replies with keyset paging by `internalOrder`,
 * votes, edits and deletions by the author, and the live events every open subscriber gets.
 */
import type { CommentsSdk } from './channel.ts';

type Post = Awaited<ReturnType<CommentsSdk['getPosts']>>['data']['posts'][number];
type Thread = Awaited<ReturnType<CommentsSdk['getThreads']>>['data']['threads'][number];
type Info = Awaited<ReturnType<CommentsSdk['getChannelInfo']>>['data'];
type Listener = Parameters<CommentsSdk['subscribeToChannelEvents']>[1];

/** How the fake is set up. */
export interface FakeCommentsOptions {
  /** The viewer (null: a visitor). */
  memberId?: string | null;
  /** Overrides of the channel info (canPost, reason, canRead...). */
  info?: Partial<Info>;
  /** Answers getPosts with this error (a refusal). */
  readError?: Error & { status?: number };
  /** getPosts never answers (the loading state). */
  hangPosts?: boolean;
}

const NAMES: Record<string, string> = { mem_ada: 'Ada', mem_ben: 'Ben', mem_cy: 'Cy' };

/** An error as the SDK throws it: the service's sentence and status. */
export function serviceError(status: number, message: string): Error & { status: number } {
  return Object.assign(new Error(message), { status });
}

/** A fake channel and its calls. */
export function fakeComments(options: FakeCommentsOptions = {}) {
  let order = 0;
  let now = Date.parse('2026-03-01T10:00:00Z');
  const posts: Post[] = [];
  const threads: Thread[] = [];
  const listeners = new Set<Listener>();
  const votes = new Map<string, 'UP' | 'DOWN'>();
  const calls: { name: string; args: unknown }[] = [];
  const state = {
    memberId: options.memberId === undefined ? 'mem_ada' : options.memberId,
    streamFails: false,
  };

  const member = (id: string) => ({
    id,
    customFields: { 'first-name': NAMES[id] ?? 'Member' },
    profileImage: null,
  });
  const next = () => {
    order += 1;
    now += 60_000;
    return { internalOrder: String(order).padStart(16, '0'), at: new Date(now).toISOString() };
  };
  const emit = (event: Parameters<Listener>[0]) => {
    for (const listener of listeners) listener(event);
  };
  const counted = <T extends Post | Thread>(item: T): T => {
    const mine = state.memberId ? votes.get(`${state.memberId}:${item.id}`) : undefined;
    let likedBy = 0;
    let dislikedBy = 0;
    for (const [key, vote] of votes) {
      if (!key.endsWith(`:${item.id}`)) continue;
      if (vote === 'UP') likedBy += 1;
      else dislikedBy += 1;
    }
    const replies = threads.filter((thread) => thread.postId === item.id).length;
    return {
      ...item,
      myVote: mine ?? 'NONE',
      _count: { Threads: 'postId' in item ? 0 : replies, likedBy, dislikedBy },
    } as T;
  };
  const page = <T extends Post | Thread>(
    items: T[],
    query: { order?: string | undefined; after?: string | undefined; limit?: unknown },
  ) => {
    const newest = query.order === 'newest';
    const sorted = [...items].sort((a, b) =>
      newest
        ? b.internalOrder.localeCompare(a.internalOrder)
        : a.internalOrder.localeCompare(b.internalOrder),
    );
    const after = query.after;
    const past = after
      ? sorted.filter((item) => (newest ? item.internalOrder < after : item.internalOrder > after))
      : sorted;
    return past.slice(0, Number(query.limit ?? 20)).map(counted);
  };
  const record = (name: string, args: unknown) => calls.push({ name, args });
  const needMember = () => {
    if (!state.memberId) throw serviceError(401, 'You are not logged in.');
    return state.memberId;
  };
  const own = (item: Post | Thread | undefined) => {
    if (!item) throw serviceError(404, 'This comment does not exist or was removed.');
    if (item.member.id !== needMember())
      throw serviceError(403, 'Only its author or a moderator can change this comment.');
    return item;
  };

  function addPost(authorId: string, content: string, extra: Partial<Post> = {}): Post {
    const { internalOrder, at } = next();
    const post: Post = {
      id: `cmt_${internalOrder.slice(-4)}`,
      internalOrder,
      createdAt: at,
      updatedAt: at,
      editedAt: null,
      content,
      status: 'published',
      pinned: false,
      t: null,
      channelKey: 'lessons',
      myVote: 'NONE',
      member: member(authorId),
      _count: { Threads: 0, likedBy: 0, dislikedBy: 0 },
      ...extra,
    };
    posts.push(post);
    return post;
  }

  function addThread(authorId: string, postId: string, content: string): Thread {
    const { internalOrder, at } = next();
    const thread: Thread = {
      id: `cmt_${internalOrder.slice(-4)}`,
      postId,
      internalOrder,
      createdAt: at,
      updatedAt: at,
      editedAt: null,
      content,
      status: 'published',
      pinned: false,
      t: null,
      channelKey: 'lessons',
      myVote: 'NONE',
      member: member(authorId),
      _count: { Threads: 0, likedBy: 0, dislikedBy: 0 },
    };
    threads.push(thread);
    return thread;
  }

  const info = (): Info => ({
    key: 'lessons',
    canPost: state.memberId !== null,
    reason: state.memberId ? null : 'not-logged-in',
    canRead: true,
    subscription: 'NONE',
    isModerator: false,
    postCount: posts.length,
    typing: [],
    ...options.info,
  });

  const sdk: CommentsSdk = {
    async getPosts(query) {
      record('getPosts', query);
      if (options.hangPosts) return new Promise(() => undefined);
      if (options.readError) throw options.readError;
      return { data: { posts: page(posts, query), totalCount: posts.length } };
    },
    async getThreads(query) {
      record('getThreads', query);
      return {
        data: {
          threads: page(
            threads.filter((thread) => thread.postId === query.postId),
            query,
          ),
        },
      };
    },
    async createPost(body) {
      record('createPost', body);
      const post = counted(addPost(needMember(), body.content));
      emit({ type: 'post.created', post: { ...post, myVote: 'NONE' } });
      return { data: post };
    },
    async createThread(body) {
      record('createThread', body);
      const thread = counted(addThread(needMember(), body.postId, body.content));
      emit({ type: 'thread.created', thread: { ...thread, myVote: 'NONE' } });
      return { data: thread };
    },
    async updatePost({ postId, content }) {
      record('updatePost', { postId, content });
      const post = own(posts.find((item) => item.id === postId)) as Post;
      Object.assign(post, { content, editedAt: new Date(now).toISOString() });
      emit({ type: 'post.updated', post: { ...counted(post), myVote: 'NONE' } });
      return { data: counted(post) };
    },
    async updateThread({ threadId, content }) {
      record('updateThread', { threadId, content });
      const thread = own(threads.find((item) => item.id === threadId)) as Thread;
      Object.assign(thread, { content, editedAt: new Date(now).toISOString() });
      emit({ type: 'thread.updated', thread: { ...counted(thread), myVote: 'NONE' } });
      return { data: counted(thread) };
    },
    async deletePost({ postId }) {
      record('deletePost', { postId });
      const post = own(posts.find((item) => item.id === postId)) as Post;
      const placeholder = threads.some((thread) => thread.postId === postId);
      if (placeholder)
        Object.assign(post, {
          status: 'deleted',
          content: 'This comment was removed',
          member: { id: null, customFields: {}, profileImage: null },
        });
      else posts.splice(posts.indexOf(post), 1);
      emit({ type: 'post.deleted', id: postId, postId: null, placeholder });
      return { data: { id: postId, placeholder }, message: 'The comment was deleted.' };
    },
    async deleteThread({ threadId }) {
      record('deleteThread', { threadId });
      const thread = own(threads.find((item) => item.id === threadId)) as Thread;
      threads.splice(threads.indexOf(thread), 1);
      emit({ type: 'thread.deleted', id: threadId, postId: thread.postId, placeholder: false });
      return { data: { id: threadId, placeholder: false }, message: 'The reply was deleted.' };
    },
    async postVote({ postId, vote }) {
      record('postVote', { postId, vote });
      const voter = needMember();
      if (vote === 'NONE') votes.delete(`${voter}:${postId}`);
      else votes.set(`${voter}:${postId}`, vote);
      const post = counted(posts.find((item) => item.id === postId) as Post);
      emit({ type: 'vote', id: postId, likedBy: post._count.likedBy, dislikedBy: post._count.dislikedBy });
      return { data: post };
    },
    async threadVote({ threadId, vote }) {
      record('threadVote', { threadId, vote });
      const voter = needMember();
      if (vote === 'NONE') votes.delete(`${voter}:${threadId}`);
      else votes.set(`${voter}:${threadId}`, vote);
      const thread = counted(threads.find((item) => item.id === threadId) as Thread);
      emit({
        type: 'vote',
        id: threadId,
        likedBy: thread._count.likedBy,
        dislikedBy: thread._count.dislikedBy,
      });
      return { data: thread };
    },
    async getChannelInfo(query) {
      record('getChannelInfo', query);
      return { data: info() };
    },
    async subscribeToChannel(body) {
      record('subscribeToChannel', body);
      needMember();
      return { data: { channelKey: body.channelKey, subscription: body.action }, message: 'Saved.' };
    },
    async postIsTyping(body) {
      record('postIsTyping', body);
      return { data: { success: true } };
    },
    subscribeToChannelEvents(query, onEvent, events) {
      record('subscribeToChannelEvents', query);
      if (state.streamFails) {
        queueMicrotask(() => events?.onError?.({ status: null, retrying: true }));
        return () => undefined;
      }
      listeners.add(onEvent);
      return () => listeners.delete(onEvent);
    },
  };

  return { sdk, calls, state, posts, threads, addPost, addThread, emit, votes };
}
