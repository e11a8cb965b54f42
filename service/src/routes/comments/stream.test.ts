/**
 * The live stream (GET /comments/channels/stream, docs/comments.md "Live updates"): a reader
 * receives the channel's new posts, replies, edits, deletions, votes and typing as Server-Sent
 * Events; a viewer who may not read the channel gets a refusal and no event (attack).
 */
import { FREE_PLAN_ID } from '@wf/config/app';
import type { CommentStreamEvent } from '@wf/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf } from '../../members/testing.ts';
import { type CommentsTest, channelKey, createCommentsTest } from './test-kit.ts';

let test: CommentsTest;

beforeAll(async () => {
  test = await createCommentsTest();
});
afterAll(async () => {
  await test.close();
});

/** An open stream: the events read so far, and a wait for the next one of a type. */
async function openStream(key: string, token?: string) {
  const response = await test.request(`/comments/channels/stream?channelKey=${encodeURIComponent(key)}`, {
    headers: { Accept: 'text/event-stream' },
    ...(token ? { token } : {}),
  });
  if (response.status !== 200 || !response.body)
    return { response, events: [], next: undefined, close: () => {} };
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const events: { event: string; data: unknown }[] = [];
  let buffer = '';
  async function next(type: string, timeoutMs = 5000): Promise<unknown> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = events.findIndex((event) => event.event === type);
      if (found >= 0) return events.splice(found, 1)[0]?.data;
      if (Date.now() > deadline) throw new Error(`no ${type} event`);
      const read = await Promise.race([
        reader.read(),
        new Promise<{ done: true; value: undefined }>((resolve) =>
          setTimeout(() => resolve({ done: true, value: undefined }), Math.max(1, deadline - Date.now())),
        ),
      ]);
      if (read.value) {
        buffer += read.value;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const name = block.match(/^event: ?(.*)$/m)?.[1];
          const data = block.match(/^data: ?(.*)$/m)?.[1];
          if (name && data) events.push({ event: name, data: JSON.parse(data) });
        }
      }
    }
  }
  return { response, events, next, close: () => void reader.cancel() };
}

describe('the live stream', () => {
  it('given a call that does not ask for an event stream, it answers 406 at once instead of holding it open', async () => {
    const member = await test.member();
    const response = await test.request(`/comments/channels/stream?channelKey=${channelKey('accept')}`, {
      token: member.session.token,
    });
    expect(response.status).toBe(406);
    expect((await response.json()).error.code).toBe('comments/stream-only');
  });

  it('given a reader of the channel, every change reaches them with public fields only', async () => {
    const key = channelKey('live');
    const author = await test.member();
    const reader = await test.member();
    const stream = await openStream(key, reader.session.token);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get('Content-Type')).toContain('text/event-stream');
    if (!stream.next) throw new Error('no stream');
    await stream.next('ready');

    const { data: post } = await author.client.createPost({ channelKey: key, content: 'Live!' });
    const created = (await stream.next('post.created')) as {
      post: { id: string; member: unknown; myVote: string };
    };
    expect(created.post).toMatchObject({ id: post.id, myVote: 'NONE' });
    expect(created.post.member).toEqual({
      id: author.member.id,
      customFields: { 'first-name': author.member.customFields['first-name'] },
      profileImage: null,
    });
    expect(JSON.stringify(created)).not.toContain(author.member.email);

    await reader.client.postVote({ postId: post.id, vote: 'UP' });
    expect(await stream.next('vote')).toEqual({ id: post.id, likedBy: 1, dislikedBy: 0 });

    const { data: reply } = await reader.client.createThread({ postId: post.id, content: 'Replying live' });
    expect(await stream.next('thread.created')).toMatchObject({ thread: { id: reply.id, postId: post.id } });

    await author.client.updatePost({ postId: post.id, content: 'Live, edited' });
    expect(await stream.next('post.updated')).toMatchObject({
      post: { id: post.id, content: 'Live, edited' },
    });

    await reader.client.postIsTyping({ channelKey: key });
    expect(await stream.next('typing')).toMatchObject({ member: { id: reader.member.id } });

    await reader.client.deleteThread({ threadId: reply.id });
    expect(await stream.next('thread.deleted')).toEqual({
      id: reply.id,
      postId: post.id,
      placeholder: false,
    });
    await author.client.deletePost({ postId: post.id });
    expect(await stream.next('post.deleted')).toEqual({ id: post.id, postId: null, placeholder: false });
    stream.close();
  });

  it("given a visitor or a member without the channel's plan, the stream is refused and nothing is sent (attack)", async () => {
    const key = channelKey('closed');
    const moderator = await test.moderator();
    await moderator.client.setChannelSettings({
      channelKey: key,
      accessRule: 'plans',
      planIds: [FREE_PLAN_ID],
    });
    const visitor = await openStream(key);
    expect(visitor.response.status).toBe(403);
    expect((await visitor.response.json()).error.code).toBe('comments/read-refused');
    const outsider = await test.member();
    const refused = await openStream(key, outsider.session.token);
    expect(refused.response.status).toBe(403);
    expect(refused.next).toBeUndefined();

    const holder = await test.member({ planIds: [FREE_PLAN_ID] });
    const allowed = await openStream(key, holder.session.token);
    expect(allowed.response.status).toBe(200);
    allowed.close();
  });

  it("given two channels, a reader of one receives nothing of the other's", async () => {
    const mine = channelKey('mine');
    const theirs = channelKey('theirs');
    const reader = await test.member();
    const stream = await openStream(mine, reader.session.token);
    if (!stream.next) throw new Error('no stream');
    await stream.next('ready');
    const author = await test.member();
    await author.client.createPost({ channelKey: theirs, content: 'elsewhere' });
    await author.client.createPost({ channelKey: mine, content: 'here' });
    const created = (await stream.next('post.created')) as { post: { content: string } };
    expect(created.post.content).toBe('here');
    expect(stream.events.filter((event) => event.event === 'post.created')).toEqual([]);
    stream.close();
  });

  it("given the SDK's subscription helper, events arrive until it is stopped", async () => {
    const key = channelKey('sdk');
    const reader = await test.member();
    const received: CommentStreamEvent[] = [];
    const stop = reader.client.subscribeToChannelEvents({ channelKey: key }, (event) => received.push(event));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const author = await test.member();
    const { data: post } = await author.client.createPost({ channelKey: key, content: 'to the helper' });
    for (let i = 0; i < 50 && received.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(received).toEqual([{ type: 'post.created', post: expect.objectContaining({ id: post.id }) }]);
    stop();

    const errors: unknown[] = [];
    const visitor = clientOf(test);
    const stopVisitor = visitor.subscribeToChannelEvents({ channelKey: key }, () => undefined, {
      onError: (error) => errors.push(error),
    });
    for (let i = 0; i < 50 && errors.length === 0; i += 1) await new Promise((r) => setTimeout(r, 20));
    expect(errors).toEqual([{ status: 403, retrying: false }]);
    stopVisitor();
  });
});
