/**
 * World Family's video discussions (docs/comments.md "Channel defaults"): its app file gives the
 * channels whose key starts with 'video-' the Membership as their rule, a 15-minute edit window
 * and no downvotes. Written as what a member with and without the Membership can and cannot do.
 */
import { MEMBERSHIP_PLAN_ID } from '@wf/config/app';
import { appFileSchema } from '@wf/sdk/app-file';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import worldFamily from '../../../../apps/world-family.json' with { type: 'json' };
import { channelDefaultsOf } from '../../comments/channels.ts';
import { discussionUrl } from '../../comments/page-url.ts';
import { clientOf } from '../../members/testing.ts';
import { type CommentsTest, channelKey, createCommentsTest } from './test-kit.ts';

const REFUSAL = 'The discussion of our videos is for members with an active Membership.';

let test: CommentsTest;

beforeAll(async () => {
  test = await createCommentsTest();
});
afterAll(async () => {
  await test.close();
});

describe("a video's discussion", () => {
  it('given a member without the Membership, posting and reading are refused with the reason, and channel info says it', async () => {
    const { client } = await test.member();
    const key = channelKey('video');
    await expect(client.createPost({ channelKey: key, content: 'Let me in' })).rejects.toMatchObject({
      status: 403,
      code: 'comments/post-refused',
      message: REFUSAL,
    });
    await expect(client.getPosts({ channelKey: key })).rejects.toMatchObject({
      status: 403,
      code: 'comments/read-refused',
      message: REFUSAL,
    });
    const { data: info } = await client.getChannelInfo({ channelKey: key });
    expect(info).toMatchObject({
      canPost: false,
      canRead: false,
      reason: 'plan-required',
      message: REFUSAL,
      editMinutes: 15,
      downvotes: false,
    });
  });

  it('given a member with the Membership, the channel is made with the rule: a member without it still cannot read it', async () => {
    const holder = await test.member({ planIds: [MEMBERSHIP_PLAN_ID] });
    const key = channelKey('video');
    const { data: post } = await holder.client.createPost({
      channelKey: key,
      content: 'At the drums',
      t: 754,
    });
    expect(post.t).toBe(754);
    const { data: info } = await holder.client.getChannelInfo({ channelKey: key });
    expect(info).toMatchObject({ canPost: true, reason: null, message: null, postCount: 1 });
    const other = await test.member();
    await expect(other.client.getPosts({ channelKey: key })).rejects.toMatchObject({ status: 403 });
    await expect(other.client.createThread({ postId: post.id, content: 'Me too' })).rejects.toMatchObject({
      status: 403,
      message: REFUSAL,
    });
    await expect(clientOf(test).getPosts({ channelKey: key })).rejects.toMatchObject({ status: 403 });
  });

  it('given a channel of another family, the default rule stands: every signed-in member posts', async () => {
    const { client } = await test.member();
    const { data: post } = await client.createPost({ channelKey: channelKey('lobby'), content: 'Open here' });
    expect(post.status).toBe('published');
  });

  it('given a post older than 15 minutes, its author may no longer edit it; a moderator still may', async () => {
    const author = await test.member({ planIds: [MEMBERSHIP_PLAN_ID] });
    const key = channelKey('video');
    const { data: post } = await author.client.createPost({ channelKey: key, content: 'First words' });
    test.clock.advance(14 * 60_000);
    const { data: edited } = await author.client.updatePost({ postId: post.id, content: 'Better words' });
    expect(edited.content).toBe('Better words');
    const { data: reply } = await author.client.createThread({ postId: post.id, content: 'A reply' });
    test.clock.advance(2 * 60_000);
    await expect(author.client.updatePost({ postId: post.id, content: 'Too late' })).rejects.toMatchObject({
      status: 403,
      code: 'comments/edit-closed',
      message: 'Comments can be edited for 15 minutes after posting; this one can no longer be changed.',
    });
    // The reply is two minutes old: still open.
    await author.client.updateThread({ threadId: reply.id, content: 'A better reply' });
    const moderator = await test.moderator();
    const { data: moderated } = await moderator.client.updatePost({ postId: post.id, content: 'Tidied' });
    expect(moderated.content).toBe('Tidied');
    // Deleting stays open to the author.
    expect((await author.client.deleteThread({ threadId: reply.id })).data.id).toBe(reply.id);
  });

  it('given no downvotes in video channels, a downvote is refused and a heart counts', async () => {
    const author = await test.member({ planIds: [MEMBERSHIP_PLAN_ID] });
    const voter = await test.member({ planIds: [MEMBERSHIP_PLAN_ID] });
    const { data: post } = await author.client.createPost({
      channelKey: channelKey('video'),
      content: 'Vote',
    });
    await expect(voter.client.postVote({ postId: post.id, vote: 'DOWN' })).rejects.toMatchObject({
      status: 403,
      code: 'comments/downvotes-off',
    });
    const { data } = await voter.client.postVote({ postId: post.id, vote: 'UP' });
    expect(data._count).toMatchObject({ likedBy: 1, dislikedBy: 0 });
    expect(data.myVote).toBe('UP');
  });
});

describe('the reply mail links to the discussion', () => {
  async function replyMail(url: string | undefined) {
    const author = await test.member({ planIds: [MEMBERSHIP_PLAN_ID] });
    const key = channelKey('video');
    await author.client.subscribeToChannel({ channelKey: key, action: 'THREADS_ONLY' });
    const { data: post } = await author.client.createPost({ channelKey: key, content: 'Tell me' });
    const replier = await test.member({ planIds: [MEMBERSHIP_PLAN_ID] });
    await replier.client.createThread({
      postId: post.id,
      content: `Here you go ${Math.random()}`,
      _url: url,
    });
    const mail = test.sent.findLast((message) => message.to === author.member.email);
    if (!mail) throw new Error('no reply mail');
    return mail;
  }

  it("given the page of the app's own site, the mail links to it", async () => {
    const mail = await replyMail('http://localhost:4321/videos/phoenix-rising#comment-1');
    expect(mail.text).toContain('Read the discussion: http://localhost:4321/videos/phoenix-rising\n');
    expect(mail.html).toContain('href="http://localhost:4321/videos/phoenix-rising"');
  });

  it("given another site's address, or a script URL, the mail links to neither (attack)", async () => {
    for (const url of [
      'https://evil.example/videos/phoenix-rising',
      'http://localhost:4321.evil.example/x',
      'http://user:pass@localhost:4321/videos/x',
      'javascript:alert(1)',
      '//evil.example/x',
      'not a url',
    ]) {
      const mail = await replyMail(url);
      expect(mail.text).not.toContain('Read the discussion');
      expect(mail.html).not.toContain('evil.example');
      expect(mail.html).not.toContain('javascript:');
    }
  });

  it('keeps only http(s) addresses of the site or of its allowed origins', () => {
    const app = {
      settings: { links: { site: 'https://worldfamily.example' } },
      allowedOrigins: ['https://www.wf.example'],
    };
    const check = (url: string) => discussionUrl(app as never, 'https://service.example', url);
    expect(check('https://worldfamily.example/videos/a?x=1#c')).toBe(
      'https://worldfamily.example/videos/a?x=1',
    );
    expect(check('https://www.wf.example/videos/a')).toBe('https://www.wf.example/videos/a');
    expect(check('http://worldfamily.example/videos/a')).toBeNull();
    expect(check('https://service.example/videos/a')).toBeNull();
    expect(check('ftp://worldfamily.example/a')).toBeNull();
  });
});

describe("the app file's channel settings", () => {
  it("given World Family's file, 'video-' channels take the Membership, 15 minutes of edits and no downvotes", () => {
    const file = appFileSchema.parse(worldFamily);
    const settings = { comments: { channels: file.comments.channels } };
    expect(channelDefaultsOf(settings, 'video-phoenix-rising')).toMatchObject({
      accessRule: 'plans',
      planIds: [MEMBERSHIP_PLAN_ID],
      editMinutes: 15,
      downvotes: false,
    });
    expect(channelDefaultsOf(settings, 'lobby')).toMatchObject({ accessRule: 'members', editMinutes: null });
  });

  it('given a plan the file does not declare, or a prefix twice, the file is refused naming the field', () => {
    const channels = { keyPrefix: 'video-', accessRule: 'plans', planIds: ['pln_nobody-1'] };
    const result = appFileSchema.safeParse({ ...worldFamily, comments: { channels: [channels, channels] } });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(messages).toContain(
      "comments.channels.0.planIds.0: No plan of this file has the id 'pln_nobody-1'.",
    );
    expect(messages).toContain("comments.channels.1.keyPrefix: The key prefix 'video-' is declared twice.");
  });
});
