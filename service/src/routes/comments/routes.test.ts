/**
 * The comments calls through the SDK (docs/comments.md), each rule written as what a member,
 * a stranger, a visitor and a moderator can and cannot do.
 */
import { APP_ID, FREE_PLAN_ID } from '@wf/config/app';
import { COMMENT_MAX_LENGTH, COMMENT_REMOVED_TEXT } from '@wf/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentBlockedWords, members } from '../../db/schema.ts';
import { clientOf } from '../../members/testing.ts';
import { type CommentsTest, channelKey, createCommentsTest } from './test-kit.ts';

let test: CommentsTest;

beforeAll(async () => {
  test = await createCommentsTest();
});
afterAll(async () => {
  await test.close();
});

describe('posting and reading', () => {
  it('given a member, the post answers the wire shape and is listed with the total count', async () => {
    const { client, member } = await test.member();
    const key = channelKey('page');
    const { data: post } = await client.createPost({ channelKey: key, content: '  Hello\nworld  ', t: 42 });
    expect(post).toMatchObject({
      id: expect.stringMatching(/^cmt_/),
      internalOrder: '0000000000000001',
      content: '  Hello\nworld  ',
      status: 'published',
      pinned: false,
      t: 42,
      editedAt: null,
      channelKey: key,
      myVote: 'NONE',
      member: { id: member.id, profileImage: null },
      _count: { Threads: 0, likedBy: 0, dislikedBy: 0 },
    });
    const { data } = await client.getPosts({ channelKey: key });
    expect(data.totalCount).toBe(1);
    expect(data.posts).toEqual([post]);
  });

  it("given a PRIVATE custom field and the author's e-mail, neither ever reaches a post's member (attack)", async () => {
    const author = await test.member();
    const key = channelKey('privacy');
    const { data: post } = await author.client.createPost({ channelKey: key, content: 'Private things?' });
    expect(post.member.customFields).toEqual({ 'first-name': author.member.customFields['first-name'] });
    const reader = await test.member();
    const listed = await test.request(`/comments/posts?channelKey=${key}`, { token: reader.session.token });
    const text = await listed.text();
    expect(text).not.toContain(author.member.email);
    expect(text).not.toContain(author.member.customFields['last-name'] as string);
    expect(text).toContain(author.member.customFields['first-name'] as string);
    const info = await author.client.postIsTyping({ channelKey: key });
    expect(info.data.success).toBe(true);
    const channel = await test.request(`/comments/channels/info?channelKey=${key}`, {
      token: reader.session.token,
    });
    const channelText = await channel.text();
    expect(channelText).not.toContain(author.member.email);
    expect(channelText).not.toContain(author.member.customFields['last-name'] as string);
    expect(JSON.parse(channelText).data.typing).toEqual([
      {
        id: author.member.id,
        customFields: { 'first-name': author.member.customFields['first-name'] },
        profileImage: null,
      },
    ]);
  });

  it('given a visitor, a channel is closed to them by default and open once a moderator opens it to readers', async () => {
    const author = await test.member();
    const key = channelKey('readers');
    await author.client.createPost({ channelKey: key, content: 'For members' });
    const visitor = clientOf(test);
    await expect(visitor.getPosts({ channelKey: key })).rejects.toMatchObject({
      status: 403,
      code: 'comments/read-refused',
    });
    const info = await visitor.getChannelInfo({ channelKey: key });
    expect(info.data).toMatchObject({
      canRead: false,
      canPost: false,
      reason: 'not-logged-in',
      postCount: 0,
    });
    const moderator = await test.moderator();
    await moderator.client.setChannelSettings({
      channelKey: key,
      accessRule: 'members',
      openToReaders: true,
    });
    const { data } = await visitor.getPosts({ channelKey: key });
    expect(data.posts.map((post) => post.content)).toEqual(['For members']);
    await expect(visitor.createPost({ channelKey: key, content: 'me too' })).rejects.toMatchObject({
      status: 401,
    });
  });

  it("given another app's channel of the same key, neither app sees nor touches the other's comments (attack)", async () => {
    const key = channelKey('shared-key');
    const ours = await test.member();
    const { data: post } = await ours.client.createPost({ channelKey: key, content: 'World Family only' });
    const exampleHeaders = {
      'X-APP-ID': 'app_example-membership-site',
      'X-API-Key': 'pk_sb_example-membership-site',
      'Content-Type': 'application/json',
    };
    const other = await test.app.request(`/api/comments/channels/info?channelKey=${key}`, {
      headers: exampleHeaders,
    });
    // The example app's channel of the same key is another channel: nobody posted in it.
    expect((await other.json()).data).toMatchObject({ postCount: 0, canRead: false });
    const vote = await test.app.request(`/api/comments/posts/${post.id}/vote`, {
      method: 'POST',
      headers: { ...exampleHeaders, Authorization: `Bearer ${ours.session.token}` },
      body: JSON.stringify({ vote: 'UP' }),
    });
    // A World Family session names no member of the example app.
    expect(vote.status).toBe(401);
    const stranger = await test.member();
    expect((await stranger.client.getPosts({ channelKey: key })).data.posts).toHaveLength(1);
    await expect(
      stranger.client.getThreads({ postId: 'cmt_from-another-app-or-nowhere' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('given malformed input, every call answers a 400 in the error envelope, never a 500', async () => {
    const { session } = await test.member();
    const token = session.token;
    const cases: [string, RequestInit][] = [
      ['/comments/posts?channelKey=a&limit=abc', {}],
      ['/comments/posts?channelKey=a&limit=0', {}],
      ['/comments/posts?channelKey=a&limit=1000', {}],
      ['/comments/posts?channelKey=a&after=-1', {}],
      ['/comments/posts?channelKey=a&order=random', {}],
      ['/comments/posts?channelKey=has%20space', {}],
      ['/comments/posts', {}],
      ['/comments/threads', {}],
      ['/comments/posts', { method: 'POST', body: '{"channelKey":"a"}' }],
      ['/comments/posts', { method: 'POST', body: JSON.stringify({ channelKey: 'a', content: '   ' }) }],
      [
        '/comments/posts',
        {
          method: 'POST',
          body: JSON.stringify({ channelKey: 'a', content: 'x'.repeat(COMMENT_MAX_LENGTH + 1) }),
        },
      ],
      ['/comments/posts', { method: 'POST', body: '{not json' }],
      ['/comments/posts/cmt_x/vote', { method: 'POST', body: JSON.stringify({ vote: 'SIDEWAYS' }) }],
      [
        '/comments/channels/manage-subscription',
        { method: 'POST', body: JSON.stringify({ channelKey: 'a', action: 'ALL' }) },
      ],
    ];
    for (const [path, init] of cases) {
      const response = await test.request(path, { ...init, token });
      expect(response.status, path).toBe(400);
      const body = await response.json();
      expect(body.error.code, path).toBe('validation/invalid-request');
      expect(typeof body.error.message).toBe('string');
    }
  });
});

describe('paging on internalOrder', () => {
  it('given pages of a channel while others post between them, no post is repeated or skipped, in both orders', async () => {
    const key = channelKey('paging');
    const authors = await Promise.all([1, 2, 3, 4].map(() => test.member()));
    let n = 0;
    const post = async () => {
      n += 1;
      const author = authors[n % authors.length];
      if (!author) throw new Error('no author');
      return (await author.client.createPost({ channelKey: key, content: `post ${n}` })).data;
    };
    for (let i = 0; i < 12; i += 1) await post();
    const reader = await test.member();

    const seenNewest: string[] = [];
    let after: string | undefined;
    for (;;) {
      const { data } = await reader.client.getPosts({ channelKey: key, order: 'newest', limit: 5, after });
      seenNewest.push(...data.posts.map((item) => item.content));
      if (data.posts.length < 5) break;
      after = data.posts.at(-1)?.internalOrder;
      await post();
    }
    expect(seenNewest).toEqual(Array.from({ length: 12 }, (_, i) => `post ${12 - i}`));

    const seenOldest: string[] = [];
    after = undefined;
    for (;;) {
      const { data } = await reader.client.getPosts({ channelKey: key, order: 'oldest', limit: 4, after });
      seenOldest.push(...data.posts.map((item) => item.content));
      if (data.posts.length < 4) break;
      after = data.posts.at(-1)?.internalOrder;
      if (seenOldest.length < 16) await post();
    }
    expect(seenOldest).toEqual(Array.from({ length: n }, (_, i) => `post ${i + 1}`));
    expect(new Set(seenOldest).size).toBe(seenOldest.length);
  });

  it('given posts made at once, their orders are distinct, fixed width and strictly increasing', async () => {
    const key = channelKey('race');
    const authors = await Promise.all([1, 2, 3, 4, 5, 6].map(() => test.member()));
    const made = await Promise.all(
      authors.map((author, i) => author.client.createPost({ channelKey: key, content: `at once ${i}` })),
    );
    const orders = made.map(({ data }) => data.internalOrder).sort();
    expect(new Set(orders).size).toBe(6);
    for (const order of orders) expect(order).toMatch(/^\d{16}$/);
    expect(orders).toEqual(['1', '2', '3', '4', '5', '6'].map((digit) => digit.padStart(16, '0')));
  });

  it('given the limit as the real client sends it, a string, it is honoured', async () => {
    const key = channelKey('limit');
    const author = await test.member();
    await author.client.createPost({ channelKey: key, content: 'one' });
    await author.client.createPost({ channelKey: key, content: 'two' });
    const response = await test.request(`/comments/posts?channelKey=${key}&limit=1&order=oldest`, {
      token: author.session.token,
    });
    const body = await response.json();
    expect(body.data.posts.map((item: { content: string }) => item.content)).toEqual(['one']);
    expect(body.data.totalCount).toBe(2);
  });
});

describe('editing and deleting', () => {
  it('given a stranger, editing, deleting or replying in place of the author is refused; a moderator may (attack)', async () => {
    const author = await test.member();
    const key = channelKey('edit');
    const { data: post } = await author.client.createPost({ channelKey: key, content: 'Original' });
    const stranger = await test.member();
    await expect(stranger.client.updatePost({ postId: post.id, content: 'Defaced' })).rejects.toMatchObject({
      status: 403,
      code: 'comments/not-author',
    });
    await expect(stranger.client.deletePost({ postId: post.id })).rejects.toMatchObject({
      status: 403,
      code: 'comments/not-author',
    });
    const edited = await author.client.updatePost({ postId: post.id, content: 'Edited' });
    expect(edited.data).toMatchObject({ content: 'Edited', editedAt: expect.any(String) });
    const moderator = await test.moderator();
    const byModerator = await moderator.client.updatePost({ postId: post.id, content: 'Moderated' });
    expect(byModerator.data.content).toBe('Moderated');
    expect(byModerator.data.member.id).toBe(author.member.id);
  });

  it("given a post with replies, deleting it leaves 'This comment was removed' without its author; the last reply's deletion removes it", async () => {
    const author = await test.member();
    const replier = await test.member();
    const key = channelKey('delete');
    const { data: post } = await author.client.createPost({ channelKey: key, content: 'To be removed' });
    const { data: reply } = await replier.client.createThread({ postId: post.id, content: 'A reply' });
    expect(reply).toMatchObject({ postId: post.id, _count: { Threads: 0 } });
    const stranger = await test.member();
    await expect(stranger.client.deleteThread({ threadId: reply.id })).rejects.toMatchObject({ status: 403 });

    const deleted = await author.client.deletePost({ postId: post.id });
    expect(deleted.data).toEqual({ id: post.id, placeholder: true });
    const listed = await replier.client.getPosts({ channelKey: key });
    expect(listed.data.posts).toHaveLength(1);
    expect(listed.data.posts[0]).toMatchObject({
      id: post.id,
      status: 'deleted',
      content: COMMENT_REMOVED_TEXT,
      member: { id: null, customFields: {}, profileImage: null },
      _count: { Threads: 1 },
    });
    expect(JSON.stringify(listed.data)).not.toContain('To be removed');
    await expect(replier.client.createThread({ postId: post.id, content: 'late' })).rejects.toMatchObject({
      status: 404,
    });

    expect((await replier.client.deleteThread({ threadId: reply.id })).data.placeholder).toBe(false);
    expect((await replier.client.getPosts({ channelKey: key })).data).toEqual({ posts: [], totalCount: 0 });
  });

  it('given a post without replies, deleting it removes it; a reply to a reply is refused', async () => {
    const author = await test.member();
    const key = channelKey('gone');
    const { data: post } = await author.client.createPost({ channelKey: key, content: 'Short-lived' });
    const { data: reply } = await author.client.createThread({ postId: post.id, content: 'reply' });
    await expect(author.client.createThread({ postId: reply.id, content: 'nested' })).rejects.toMatchObject({
      status: 404,
    });
    await author.client.deleteThread({ threadId: reply.id });
    expect((await author.client.deletePost({ postId: post.id })).data.placeholder).toBe(false);
    expect((await author.client.getPosts({ channelKey: key })).data.totalCount).toBe(0);
  });
});

describe('votes', () => {
  it('given the same vote twice, it counts once; DOWN replaces it; NONE clears it (attack: voting twice)', async () => {
    const author = await test.member();
    const voter = await test.member();
    const key = channelKey('votes');
    const { data: post } = await author.client.createPost({ channelKey: key, content: 'Vote on me' });
    await voter.client.postVote({ postId: post.id, vote: 'UP' });
    const twice = await voter.client.postVote({ postId: post.id, vote: 'UP' });
    expect(twice.data).toMatchObject({ myVote: 'UP', _count: { likedBy: 1, dislikedBy: 0 } });
    const down = await voter.client.postVote({ postId: post.id, vote: 'DOWN' });
    expect(down.data).toMatchObject({ myVote: 'DOWN', _count: { likedBy: 0, dislikedBy: 1 } });
    const none = await voter.client.postVote({ postId: post.id, vote: 'NONE' });
    expect(none.data).toMatchObject({ myVote: 'NONE', _count: { likedBy: 0, dislikedBy: 0 } });
    await Promise.all([1, 2, 3].map(() => voter.client.postVote({ postId: post.id, vote: 'UP' })));
    const listed = await author.client.getPosts({ channelKey: key });
    expect(listed.data.posts[0]?._count).toEqual({ Threads: 0, likedBy: 1, dislikedBy: 0 });

    const { data: reply } = await author.client.createThread({ postId: post.id, content: 'Vote here too' });
    const replyVote = await voter.client.threadVote({ threadId: reply.id, vote: 'DOWN' });
    expect(replyVote.data).toMatchObject({
      myVote: 'DOWN',
      _count: { Threads: 0, likedBy: 0, dislikedBy: 1 },
    });
  });
});

describe('limits', () => {
  it('given a member posting a sixth time within a minute, it is refused with 429 until the minute passes (attack: flooding)', async () => {
    const flooder = await test.member();
    const key = channelKey('flood');
    for (let i = 0; i < 5; i += 1)
      await flooder.client.createPost({ channelKey: key, content: `flood ${i}` });
    await expect(flooder.client.createPost({ channelKey: key, content: 'flood 6' })).rejects.toMatchObject({
      status: 429,
      code: 'rate-limited',
      message: expect.stringContaining('commenting too fast'),
    });
    test.clock.advance(2 * 60_000);
    await expect(flooder.client.createPost({ channelKey: key, content: 'flood 7' })).resolves.toBeDefined();
  });

  it('given the same text twice within a minute, the second is refused; after a minute it is taken', async () => {
    const member = await test.member();
    const key = channelKey('duplicate');
    await member.client.createPost({ channelKey: key, content: 'Same words' });
    await expect(member.client.createPost({ channelKey: key, content: 'Same words' })).rejects.toMatchObject({
      status: 409,
      code: 'comments/duplicate',
    });
    test.clock.advance(61_000);
    await expect(member.client.createPost({ channelKey: key, content: 'Same words' })).resolves.toBeDefined();
  });

  it("given a word of the app's blocked list, the post, reply and edit are refused", async () => {
    await test.database.db
      .insert(commentBlockedWords)
      .values([
        { appId: APP_ID, word: 'spamword' },
        { appId: APP_ID, word: 'buy now' },
      ])
      .onConflictDoNothing();
    const member = await test.member();
    const key = channelKey('words');
    await expect(
      member.client.createPost({ channelKey: key, content: 'Hello SpamWord!' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'comments/blocked-word',
    });
    await expect(
      member.client.createPost({ channelKey: key, content: 'please BUY   now' }),
    ).rejects.toMatchObject({
      code: 'comments/blocked-word',
    });
    const { data: post } = await member.client.createPost({
      channelKey: key,
      content: 'spamwordy is a fine word',
    });
    await expect(member.client.updatePost({ postId: post.id, content: 'spamword' })).rejects.toMatchObject({
      code: 'comments/blocked-word',
    });
  });

  it('given typing signals, one per 3 s per member per channel counts', async () => {
    const member = await test.member();
    const key = channelKey('typing');
    await member.client.createPost({ channelKey: key, content: 'typing here' });
    await member.client.postIsTyping({ channelKey: key });
    await member.client.postIsTyping({ channelKey: key });
    const info = await member.client.getChannelInfo({ channelKey: key });
    expect(info.data.typing).toHaveLength(1);
    test.clock.advance(7_000);
    expect((await member.client.getChannelInfo({ channelKey: key })).data.typing).toEqual([]);
  });
});

describe('who may comment', () => {
  it('given a verified-only channel, an unverified member is told why and refused; a verified one posts', async () => {
    const key = channelKey('verified');
    const moderator = await test.moderator();
    await moderator.client.setChannelSettings({ channelKey: key, accessRule: 'verified' });
    const unverified = await test.member({ verified: false });
    const info = await unverified.client.getChannelInfo({ channelKey: key });
    expect(info.data).toMatchObject({ canPost: false, reason: 'not-verified', canRead: false });
    await expect(unverified.client.createPost({ channelKey: key, content: 'hi' })).rejects.toMatchObject({
      status: 403,
      code: 'comments/post-refused',
    });
    const verified = await test.member({ verified: true });
    await expect(verified.client.createPost({ channelKey: key, content: 'hi' })).resolves.toBeDefined();
  });

  it('given a channel for a plan, only holders of the plan post and read', async () => {
    const key = channelKey('plan');
    const moderator = await test.moderator();
    await moderator.client.setChannelSettings({
      channelKey: key,
      accessRule: 'plans',
      planIds: [FREE_PLAN_ID],
    });
    const without = await test.member();
    expect((await without.client.getChannelInfo({ channelKey: key })).data.reason).toBe('plan-required');
    await expect(without.client.createPost({ channelKey: key, content: 'no plan' })).rejects.toMatchObject({
      status: 403,
    });
    const holder = await test.member({ planIds: [FREE_PLAN_ID] });
    const { data: post } = await holder.client.createPost({ channelKey: key, content: 'with plan' });
    await expect(without.client.getThreads({ postId: post.id })).rejects.toMatchObject({ status: 403 });
    await expect(without.client.postVote({ postId: post.id, vote: 'UP' })).rejects.toMatchObject({
      status: 403,
    });
  });

  it('given a member a moderator blocked, they can neither post, reply, edit nor vote until the block ends (attack)', async () => {
    const key = channelKey('block');
    const member = await test.member();
    const { data: post } = await member.client.createPost({ channelKey: key, content: 'before the block' });
    const moderator = await test.moderator();
    const stranger = await test.member();
    await expect(
      stranger.client.blockCommenter({ memberId: member.member.id, minutes: 60 }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'comments/not-moderator',
    });
    const blocked = await moderator.client.blockCommenter({ memberId: member.member.id, minutes: 60 });
    expect(blocked.data.until).toEqual(expect.any(String));
    for (const attempt of [
      () => member.client.createPost({ channelKey: key, content: 'during' }),
      () => member.client.createThread({ postId: post.id, content: 'during' }),
      () => member.client.updatePost({ postId: post.id, content: 'during' }),
      () => member.client.postVote({ postId: post.id, vote: 'UP' }),
    ]) {
      await expect(attempt()).rejects.toMatchObject({ status: 403, code: 'comments/blocked' });
    }
    expect((await member.client.getChannelInfo({ channelKey: key })).data).toMatchObject({
      canPost: false,
      reason: 'blocked',
      canRead: true,
    });
    test.clock.advance(61 * 60_000);
    await expect(member.client.createPost({ channelKey: key, content: 'after' })).resolves.toBeDefined();
  });
});

describe('moderation', () => {
  it('given three reports, a post is hidden from readers until a moderator restores it', async () => {
    const key = channelKey('reports');
    const author = await test.member();
    const { data: post } = await author.client.createPost({ channelKey: key, content: 'Controversial' });
    for (let i = 0; i < 3; i += 1) {
      const reporter = await test.member();
      await reporter.client.reportComment({ commentId: post.id, reason: 'rude' });
    }
    const reader = await test.member();
    expect((await reader.client.getPosts({ channelKey: key })).data.posts).toEqual([]);
    await expect(reader.client.postVote({ postId: post.id, vote: 'UP' })).rejects.toMatchObject({
      status: 404,
    });
    const moderator = await test.moderator();
    const seen = await moderator.client.getPosts({ channelKey: key });
    expect(seen.data.posts[0]?.status).toBe('hidden');
    const reports = await moderator.client.getCommentReports();
    const mine = reports.data.reports.find((entry) => entry.comment.id === post.id);
    expect(mine?.reports).toHaveLength(3);
    await expect(reader.client.getCommentReports()).rejects.toMatchObject({ status: 403 });
    await moderator.client.reviewCommentReports({ commentId: post.id, action: 'restore' });
    expect((await reader.client.getPosts({ channelKey: key })).data.posts.map((item) => item.id)).toEqual([
      post.id,
    ]);
    const after = await moderator.client.getCommentReports();
    expect(after.data.reports.find((entry) => entry.comment.id === post.id)).toBeUndefined();
  });

  it('given a moderator, hide, restore and pin; a member named in the moderators table moderates too', async () => {
    const key = channelKey('moderate');
    const author = await test.member();
    const { data: post } = await author.client.createPost({ channelKey: key, content: 'Pin me' });
    await expect(author.client.pinPost({ commentId: post.id, pinned: true })).rejects.toMatchObject({
      status: 403,
    });
    const moderator = await test.moderator();
    expect((await moderator.client.pinPost({ commentId: post.id, pinned: true })).data.pinned).toBe(true);
    await moderator.client.setCommentStatus({ commentId: post.id, status: 'hidden' });
    expect((await author.client.getPosts({ channelKey: key })).data.posts).toEqual([]);
    const { commentModerators } = await import('../../db/schema.ts');
    const named = await test.member();
    await test.database.db.insert(commentModerators).values({ appId: APP_ID, memberId: named.member.id });
    expect((await named.client.getChannelInfo({ channelKey: key })).data.isModerator).toBe(true);
    await named.client.setCommentStatus({ commentId: post.id, status: 'published' });
    expect((await author.client.getPosts({ channelKey: key })).data.posts[0]).toMatchObject({ pinned: true });
  });
});

describe('reply notifications', () => {
  it('given a subscribed author, a reply mails them a one-click unsubscribe link that ends the subscription', async () => {
    const key = channelKey('notify');
    const author = await test.member();
    const sub = await author.client.subscribeToChannel({ channelKey: key, action: 'THREADS_ONLY' });
    expect(sub.data).toEqual({ channelKey: key, subscription: 'THREADS_ONLY' });
    const { data: post } = await author.client.createPost({
      channelKey: key,
      content: 'Tell me about replies',
    });
    await author.client.createThread({ postId: post.id, content: 'my own reply: no mail' });
    expect(test.sent.filter((mail) => mail.to === author.member.email)).toHaveLength(0);
    const replier = await test.member();
    await replier.client.createThread({ postId: post.id, content: 'A <b>reply</b> for you' });
    const mail = test.sent.findLast((message) => message.to === author.member.email);
    expect(mail?.text).toContain('A <b>reply</b> for you');
    expect(mail?.html).not.toContain('<b>reply</b>');
    const link = mail?.text.match(/https?:\/\/\S+\/comments\/unsubscribe\?token=\S+/)?.[0];
    expect(link).toBeDefined();
    const page = await test.app.request(new URL(link as string).pathname + new URL(link as string).search);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Unsubscribe');
    expect((await author.client.getChannelInfo({ channelKey: key })).data.subscription).toBe('THREADS_ONLY');
    const token = new URL(link as string).searchParams.get('token') ?? '';
    const done = await test.app.request('/api/comments/unsubscribe', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token }).toString(),
    });
    expect(done.status).toBe(200);
    expect((await author.client.getChannelInfo({ channelKey: key })).data.subscription).toBe('NONE');
    const again = await test.app.request(new URL(link as string).pathname + new URL(link as string).search);
    expect(again.status).toBe(404);
    const sentBefore = test.sent.length;
    await replier.client.createThread({ postId: post.id, content: 'another reply' });
    expect(test.sent.length).toBe(sentBefore);
  });
});

describe('deleting a member', () => {
  it("given a deleted member, their replies go and their post with others' replies stays without them", async () => {
    const key = channelKey('erase');
    const leaving = await test.member();
    const staying = await test.member();
    const { data: kept } = await leaving.client.createPost({
      channelKey: key,
      content: 'Mine, with a reply',
    });
    await staying.client.createThread({ postId: kept.id, content: 'Reply of someone else' });
    const { data: alone } = await leaving.client.createPost({ channelKey: key, content: 'Mine alone' });
    const { data: other } = await staying.client.createPost({ channelKey: key, content: 'Theirs' });
    await leaving.client.createThread({ postId: other.id, content: 'My reply to them' });
    await leaving.client.postVote({ postId: other.id, vote: 'UP' });

    await leaving.client.deleteMember();
    const { data } = await staying.client.getPosts({ channelKey: key, order: 'oldest' });
    const text = JSON.stringify(data);
    expect(text).not.toContain(leaving.member.id);
    expect(text).not.toContain('Mine');
    expect(data.posts.map((item) => item.id)).toEqual([kept.id, other.id]);
    expect(data.posts[0]).toMatchObject({ content: COMMENT_REMOVED_TEXT, status: 'deleted' });
    expect(data.posts[1]?._count).toEqual({ Threads: 0, likedBy: 0, dislikedBy: 0 });
    expect(data.posts.find((item) => item.id === alone.id)).toBeUndefined();
    const { eq } = await import('drizzle-orm');
    expect(await test.database.db.select().from(members).where(eq(members.id, leaving.member.id))).toEqual(
      [],
    );
  });
});
