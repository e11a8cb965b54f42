import type { Post, Thread } from '@wf/sdk/contract';
import { describe, expect, it } from 'vitest';
import { applyEvent, type DiscussionList, EMPTY_LIST } from './model.ts';

function post(id: string, order: number, extra: Partial<Post> = {}): Post {
  return {
    id,
    internalOrder: String(order).padStart(16, '0'),
    createdAt: '2026-11-27T10:00:00.000Z',
    updatedAt: '2026-11-27T10:00:00.000Z',
    editedAt: null,
    content: `Post ${id}`,
    status: 'published',
    pinned: false,
    t: null,
    channelKey: 'video-x',
    myVote: 'NONE',
    member: { id: 'mem_1', customFields: {}, profileImage: null },
    _count: { Threads: 0, likedBy: 0, dislikedBy: 0 },
    ...extra,
  };
}

function reply(id: string, postId: string, order: number): Thread {
  const { _count, ...rest } = post(id, order);
  return { ...rest, postId, _count: { Threads: 0, likedBy: 0, dislikedBy: 0 } };
}

const none = new Set<string>();

describe('the Discussion list under live events', () => {
  it('given newest first, a new post goes on top and counts once; the same post again replaces it', () => {
    let list: DiscussionList = { ...EMPTY_LIST, posts: [post('b', 2), post('a', 1)], totalCount: 2 };
    list = applyEvent(list, { type: 'post.created', post: post('c', 3) }, none);
    expect(list.posts.map((p) => p.id)).toEqual(['c', 'b', 'a']);
    list = applyEvent(list, { type: 'post.updated', post: post('c', 3, { content: 'Edited' }) }, none);
    expect(list.posts.map((p) => p.content)).toEqual(['Edited', 'Post b', 'Post a']);
    expect(list.totalCount).toBe(3);
  });

  it('given oldest first with more to load, a new post waits for Load more but is counted', () => {
    const list = applyEvent(
      { ...EMPTY_LIST, order: 'oldest', posts: [post('a', 1)], totalCount: 5, hasMore: true },
      { type: 'post.created', post: post('z', 9) },
      none,
    );
    expect(list.posts.map((p) => p.id)).toEqual(['a']);
    expect(list.totalCount).toBe(6);
  });

  it("given a reply, its post's count grows and open replies show it; a vote keeps the viewer's own heart", () => {
    let list: DiscussionList = {
      ...EMPTY_LIST,
      posts: [post('a', 1, { myVote: 'UP', _count: { Threads: 0, likedBy: 1, dislikedBy: 0 } })],
      totalCount: 1,
      replies: { a: { open: true, status: 'ready', items: [] } },
    };
    list = applyEvent(list, { type: 'thread.created', thread: reply('r', 'a', 2) }, none);
    list = applyEvent(list, { type: 'thread.created', thread: reply('r', 'a', 2) }, none);
    expect(list.posts[0]?._count.Threads).toBe(1);
    expect(list.replies.a?.items.map((r) => r.id)).toEqual(['r']);
    list = applyEvent(list, { type: 'vote', id: 'a', likedBy: 2, dislikedBy: 0 }, none);
    expect(list.posts[0]).toMatchObject({ myVote: 'UP', _count: { likedBy: 2 } });
    list = applyEvent(list, { type: 'thread.deleted', id: 'r', postId: 'a', placeholder: false }, none);
    expect(list.posts[0]?._count.Threads).toBe(0);
    expect(list.replies.a?.items).toEqual([]);
  });

  it('given a deletion, a post goes or stays as a placeholder without its author; a moderator keeps what they hid', () => {
    let list: DiscussionList = { ...EMPTY_LIST, posts: [post('b', 2), post('a', 1)], totalCount: 2 };
    list = applyEvent(list, { type: 'post.deleted', id: 'a', postId: null, placeholder: true }, none);
    expect(list.posts[1]).toMatchObject({
      status: 'deleted',
      content: 'This comment was removed',
      member: { id: null },
    });
    expect(
      applyEvent(list, { type: 'post.deleted', id: 'b', postId: null, placeholder: false }, new Set(['b']))
        .posts,
    ).toHaveLength(2);
    list = applyEvent(list, { type: 'post.deleted', id: 'b', postId: null, placeholder: false }, none);
    expect(list.posts.map((p) => p.id)).toEqual(['a']);
    expect(list.totalCount).toBe(1);
  });
});
