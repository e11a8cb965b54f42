/**
 * Wire compatibility of comments with the real `@memberstack/dom` 2.x client (docs/comments.md
 * "Wire shapes"): the npm package itself, given a page's window (location and storage) and our
 * service on a real port as its `domain`, logs in, then creates, lists, votes, replies, edits and
 * deletes exactly as a page written for it would.
 */
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { Window } from 'happy-dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertMember } from '../../members/testing.ts';
import { type CommentsTest, channelKey, createCommentsTest } from './test-kit.ts';

/** The part of the client's API this test calls (typed loosely: the package types answers as it likes). */
interface MemberstackDom {
  loginMemberEmailPassword(params: {
    email: string;
    password: string;
  }): Promise<{ data: { member: { id: string } } }>;
  createPost(params: { channelKey: string; content: string }): Promise<{ data: Record<string, unknown> }>;
  getPosts(params: { channelKey: string; order?: string; after?: string; limit?: number }): Promise<{
    data: { posts: Record<string, unknown>[]; totalCount: number };
  }>;
  postVote(params: { postId: string; vote: string }): Promise<{ data: Record<string, unknown> }>;
  createThread(params: { postId: string; content: string }): Promise<{ data: Record<string, unknown> }>;
  getThreads(params: { postId: string; order?: string; limit?: number }): Promise<{
    data: { threads: Record<string, unknown>[] };
  }>;
  updatePost(params: { postId: string; content: string }): Promise<{ data: Record<string, unknown> }>;
  updateThread(params: { threadId: string; content: string }): Promise<{ data: Record<string, unknown> }>;
  threadVote(params: { threadId: string; vote: string }): Promise<{ data: Record<string, unknown> }>;
  deleteThread(params: { threadId: string }): Promise<unknown>;
  deletePost(params: { postId: string }): Promise<unknown>;
  getChannelInfo(params: { channelKey: string }): Promise<{ data: Record<string, unknown> }>;
  subscribeToChannel(params: {
    channelKey: string;
    action: string;
  }): Promise<{ data: Record<string, unknown> }>;
  postIsTyping(params: { channelKey: string }): Promise<unknown>;
}

const PAGE_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage'] as const;

let test: CommentsTest;
let server: ServerType;
let origin: string;
let memberstack: MemberstackDom;
let page: Window;
const password = 'a long compat password 7';
let email = '';

beforeAll(async () => {
  test = await createCommentsTest();
  server = serve({ fetch: test.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const member = await insertMember(test.database, {
    password,
    customFields: { 'first-name': 'Dom', 'last-name': 'Hidden' },
  });
  email = member.email;
  // The page the client runs on (happy-dom): its address, document and storage, which the
  // client reads as it loads. Its requests still go out through Node's HTTP (axios), as no
  // XMLHttpRequest is installed globally.
  page = new Window({ url: `${origin}/videos/one` });
  const globals = {
    window: page,
    document: page.document,
    localStorage: page.localStorage,
    sessionStorage: page.sessionStorage,
  };
  for (const [name, value] of Object.entries(globals)) {
    Object.defineProperty(globalThis, name, { value, configurable: true, writable: true });
  }
  const module = (await import('@memberstack/dom')) as unknown as {
    default: { init(config: object): MemberstackDom };
  };
  memberstack = module.default.init({
    appId: APP_ID,
    publicKey: TEST_PUBLIC_KEY,
    domain: `${origin}/api`,
    autoTrackPageViews: false,
  });
});

afterAll(async () => {
  // The service project shares its workers' globals between files: leave no page behind.
  for (const name of PAGE_GLOBALS) delete (globalThis as Record<string, unknown>)[name];
  await page.happyDOM.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await test.close();
});

describe('the real @memberstack/dom client', () => {
  it('given a signed-in member, create, list, vote, reply, edit and delete work as the client expects', async () => {
    const login = await memberstack.loginMemberEmailPassword({ email, password });
    const memberId = login.data.member.id;
    const key = channelKey('dom');

    const { data: post } = await memberstack.createPost({ channelKey: key, content: 'From the real client' });
    expect(post).toMatchObject({
      id: expect.stringMatching(/^cmt_/),
      internalOrder: expect.stringMatching(/^\d{16}$/),
      content: 'From the real client',
      member: { id: memberId, customFields: { 'first-name': 'Dom' }, profileImage: null },
      _count: { Threads: 0, likedBy: 0, dislikedBy: 0 },
    });
    const postId = post.id as string;
    await memberstack.createPost({ channelKey: key, content: 'A second one' });

    // The client sends limit as a string and leaves out what is empty.
    const firstPage = await memberstack.getPosts({ channelKey: key, order: 'oldest', limit: 1 });
    expect(firstPage.data.totalCount).toBe(2);
    expect(firstPage.data.posts.map((item) => item.content)).toEqual(['From the real client']);
    const secondPage = await memberstack.getPosts({
      channelKey: key,
      order: 'oldest',
      limit: 1,
      after: firstPage.data.posts[0]?.internalOrder as string,
    });
    expect(secondPage.data.posts.map((item) => item.content)).toEqual(['A second one']);

    const voted = await memberstack.postVote({ postId, vote: 'UP' });
    expect(voted.data).toMatchObject({ myVote: 'UP', _count: { likedBy: 1, dislikedBy: 0 } });

    const { data: thread } = await memberstack.createThread({ postId, content: 'A reply' });
    expect(thread).toMatchObject({ postId, content: 'A reply', _count: { Threads: 0 } });
    const threadId = thread.id as string;
    const threads = await memberstack.getThreads({ postId, order: 'oldest', limit: 10 });
    expect(threads.data.threads.map((item) => item.id)).toEqual([threadId]);
    expect((await memberstack.threadVote({ threadId, vote: 'DOWN' })).data).toMatchObject({
      _count: { dislikedBy: 1 },
    });
    expect((await memberstack.updateThread({ threadId, content: 'An edited reply' })).data.content).toBe(
      'An edited reply',
    );
    expect(
      (await memberstack.updatePost({ postId, content: 'Edited by the real client' })).data,
    ).toMatchObject({
      content: 'Edited by the real client',
      editedAt: expect.any(String),
    });

    const info = await memberstack.getChannelInfo({ channelKey: key });
    expect(info.data).toMatchObject({ key, canPost: true, postCount: 2, subscription: 'NONE' });
    await memberstack.subscribeToChannel({ channelKey: key, action: 'THREADS_ONLY' });
    expect((await memberstack.getChannelInfo({ channelKey: key })).data.subscription).toBe('THREADS_ONLY');
    await memberstack.postIsTyping({ channelKey: key });

    await memberstack.deletePost({ postId });
    const afterDelete = await memberstack.getPosts({ channelKey: key, order: 'oldest' });
    expect(afterDelete.data.posts[0]).toMatchObject({ id: postId, content: 'This comment was removed' });
    await memberstack.deleteThread({ threadId });
    const gone = await memberstack.getPosts({ channelKey: key, order: 'oldest' });
    expect(gone.data.posts.map((item) => item.content)).toEqual(['A second one']);
  });

  it("given a refusal, the client rejects with the service's error code and message", async () => {
    await expect(memberstack.updatePost({ postId: 'cmt_nowhere', content: 'x' })).rejects.toMatchObject({
      code: 'not-found',
      message: 'This comment does not exist or was removed.',
    });
  });
});
