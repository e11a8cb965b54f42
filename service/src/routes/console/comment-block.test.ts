/**
 * Blocking a member from commenting from the console (docs/console.md "Actions"): the block
 * (a day, a week, thirty days, permanently) is the comments' own, so the member's next post is
 * refused by the comments API; lifting it lets them post again. The member's page shows the block
 * until when; each change is audited with before and after; malformed input answers 400.
 */
import { APP_ID } from '@wf/config/app';
import { COMMENT_BLOCK_PERMANENT_UNTIL, consoleMemberResponseSchema } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commentBlocks } from '../../db/schema.ts';
import { insertMember } from '../../members/testing.ts';
import { latestAuditEvents } from '../../security/audit.ts';
import { type ConsoleTest, call, createConsoleTest, type SignedIn, signIn, signInAdmin } from './test-kit.ts';

let test: ConsoleTest;
let admin: SignedIn;

beforeAll(async () => {
  test = await createConsoleTest();
  admin = await signInAdmin(test, { email: 'block-admin@example.org' });
}, 60_000);
afterAll(async () => {
  await test.close();
});

const blockPath = (id: string) => `/api/admin/members/${id}/comment-block`;
const DAY_MS = 24 * 60 * 60_000;

async function pageOf(response: Promise<Response>) {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return consoleMemberResponseSchema.parse(await answer.json()).data;
}

async function latest(action: string) {
  const [event] = await latestAuditEvents(test.database.db, APP_ID, { action, limit: 1 });
  return event;
}

/** The member posts a comment; answers the response. */
function post(author: SignedIn, content: string) {
  return call(test, 'POST', '/api/comments/posts', author.headers, { channelKey: 'console-block', content });
}

describe('blocking a member from commenting', () => {
  it('given a week, their post is refused by the comments API until it is lifted; both audited', async () => {
    const author = await signIn(test, { email: 'blocked-author@example.org' });
    expect((await post(author, 'Before the block')).status).toBe(201);
    const started = Date.now();
    const blocked = await pageOf(
      call(test, 'POST', blockPath(author.member.id), admin.headers, { duration: '7d', reason: ' Spam ' }),
    );
    expect(blocked.commentBlock).toMatchObject({ permanent: false, reason: 'Spam' });
    const until = new Date(blocked.commentBlock?.until ?? '').getTime();
    expect(until - started).toBeGreaterThanOrEqual(7 * DAY_MS - 1000);
    expect(until - Date.now()).toBeLessThanOrEqual(7 * DAY_MS);
    // The comments API refuses the blocked member.
    const refused = await post(author, 'During the block');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('comments/blocked');
    // The page read again shows the block.
    expect(
      (await pageOf(call(test, 'GET', `/api/admin/members/${author.member.id}`, admin.headers))).commentBlock,
    ).toEqual(blocked.commentBlock);
    const event = await latest('member.comment-blocked');
    expect(event).toMatchObject({ actorId: admin.member.id, targetId: author.member.id });
    expect(event?.detail).toEqual({
      duration: '7d',
      before: { commentBlockedUntil: null, reason: null },
      after: { commentBlockedUntil: blocked.commentBlock?.until, reason: 'Spam' },
    });

    const lifted = await pageOf(call(test, 'DELETE', blockPath(author.member.id), admin.headers));
    expect(lifted.commentBlock).toBeNull();
    expect((await post(author, 'After the block')).status).toBe(201);
    expect((await latest('member.comment-unblocked'))?.detail).toEqual({
      before: { commentBlockedUntil: blocked.commentBlock?.until, reason: 'Spam' },
      after: { commentBlockedUntil: null, reason: null },
    });
  });

  it('given permanently, the block has no end and replaces a shorter one; the refusal says so', async () => {
    const author = await signIn(test, { email: 'banned-author@example.org' });
    await pageOf(call(test, 'POST', blockPath(author.member.id), admin.headers, { duration: '1d' }));
    const page = await pageOf(
      call(test, 'POST', blockPath(author.member.id), admin.headers, { duration: 'permanent' }),
    );
    expect(page.commentBlock).toMatchObject({
      until: COMMENT_BLOCK_PERMANENT_UNTIL,
      permanent: true,
      reason: null,
    });
    const rows = await test.database.db
      .select()
      .from(commentBlocks)
      .where(eq(commentBlocks.memberId, author.member.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.blockedBy).toBe(admin.member.id);
    const refused = await post(author, 'Still here?');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.message).toBe('You cannot comment on this site.');
    expect((await latest('member.comment-blocked'))?.detail).toMatchObject({
      duration: 'permanent',
      before: { commentBlockedUntil: expect.any(String) },
      after: { commentBlockedUntil: COMMENT_BLOCK_PERMANENT_UNTIL },
    });
  });

  it('given thirty days or a day, the block ends then', async () => {
    for (const [duration, days] of [
      ['30d', 30],
      ['1d', 1],
    ] as const) {
      const member = await insertMember(test.database);
      const started = Date.now();
      const page = await pageOf(call(test, 'POST', blockPath(member.id), admin.headers, { duration }));
      const until = new Date(page.commentBlock?.until ?? '').getTime();
      expect(until - started, duration).toBeGreaterThanOrEqual(days * DAY_MS - 1000);
      expect(until - Date.now(), duration).toBeLessThanOrEqual(days * DAY_MS);
    }
  });

  it('given a member without a block, unblock answers their page and records nothing', async () => {
    const member = await insertMember(test.database);
    const before = await latest('member.comment-unblocked');
    const page = await pageOf(call(test, 'DELETE', blockPath(member.id), admin.headers));
    expect(page.commentBlock).toBeNull();
    expect(await latest('member.comment-unblocked')).toEqual(before);
  });

  it('given an unknown member, 404; given a malformed body, 400, never 500', async () => {
    expect(
      (await call(test, 'POST', blockPath('mem_nobody'), admin.headers, { duration: '7d' })).status,
    ).toBe(404);
    expect((await call(test, 'DELETE', blockPath('mem_nobody'), admin.headers)).status).toBe(404);
    const member = await insertMember(test.database);
    for (const body of [
      {},
      { duration: '2d' },
      { duration: 7 },
      { duration: 'permanent', reason: 'x'.repeat(501) },
      { duration: 'permanent', reason: 5 },
    ]) {
      const response = await call(test, 'POST', blockPath(member.id), admin.headers, body);
      expect(response.status, JSON.stringify(body).slice(0, 60)).toBe(400);
    }
    const page = await pageOf(call(test, 'GET', `/api/admin/members/${member.id}`, admin.headers));
    expect(page.commentBlock).toBeNull();
  });
});
