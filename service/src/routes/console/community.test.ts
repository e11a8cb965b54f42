/**
 * The console's Content and community routes (docs/console.md "Content and community") on a test
 * service whose mailer delivers through a transport the test makes fail or succeed: the outbox
 * listed newest first by keys, filtered and searched, never with a mail's body; 'retry now'; the
 * reports queue and its review; blocked words and named moderators, each change audited with
 * before and after; and the attacks: another app's mail, comment and member ids, malformed input.
 */
import { APP_ID } from '@wf/config/app';
import {
  consoleBlockedWordsResponseSchema,
  consoleMailListResponseSchema,
  consoleMailRetryResponseSchema,
  consoleModeratorsResponseSchema,
  reportsResponseSchema,
} from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, outbox } from '../../db/schema.ts';
import { createOutboxMailer, type Mailer } from '../../mail/mailer.ts';
import { MAIL_MAX_ATTEMPTS } from '../../mail/retry.ts';
import { latestAuditEvents } from '../../security/audit.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import {
  call,
  insertOtherApp,
  OTHER_ADMIN_PLAN_ID,
  OTHER_APP,
  type SignedIn,
  signIn,
  signInAdmin,
} from './test-kit.ts';

let test: TestApp;
let admin: SignedIn;
let otherAdmin: SignedIn;
let mailer: Mailer;
/** The mail server's answer: refuses while true. */
let refusing = true;
const delivered: string[] = [];

beforeAll(async () => {
  test = await createTestApp(
    {},
    {
      mailer: {
        send: (message) => mailer.send(message),
        idle: () => mailer.idle?.() ?? Promise.resolve(),
        retryDue: () => mailer.retryDue?.() ?? Promise.resolve(0),
        retryOne: (id) => mailer.retryOne?.(id) ?? Promise.resolve(false),
      },
    },
  );
  mailer = createOutboxMailer(test.database, () => new Date(), {
    from: 'World Family <mail@example.org>',
    transport: {
      deliver: async (message) => {
        if (refusing) throw new Error('421 try again later');
        delivered.push(message.to);
      },
      close: () => {},
    },
  });
  admin = await signInAdmin(test, { email: 'community-admin@example.org' });
  await insertOtherApp(test);
  otherAdmin = await signIn(
    test,
    { email: 'community-elsewhere@example.org', planIds: [OTHER_ADMIN_PLAN_ID] },
    { id: OTHER_APP.id, publicKey: OTHER_APP.publicKey },
  );
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function ok(response: Response | Promise<Response>) {
  const answer = await response;
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer.json();
}

async function errorOf(response: Response | Promise<Response>) {
  const answer = await response;
  const text = await answer.text();
  return { status: answer.status, text, ...(JSON.parse(text) as { error: { code: string } }).error };
}

async function latest(action: string) {
  const [event] = await latestAuditEvents(test.database.db, APP_ID, { action, limit: 1 });
  return event;
}

/** A mail of the app, stored by the mailer (and its first attempt made). */
async function mail(to: string, appId = APP_ID) {
  await mailer.send({
    appId,
    to,
    subject: `Your code for ${to}`,
    text: 'Your code is 123456',
    code: '123456',
  });
  await mailer.idle?.();
  const [row] = await test.database.db.select().from(outbox).where(eq(outbox.to, to));
  if (!row) throw new Error('no mail');
  return row;
}

async function listMail(query = '', headers = admin.headers) {
  return consoleMailListResponseSchema.parse(await ok(call(test, 'GET', `/api/admin/mail${query}`, headers)))
    .data;
}

describe('the outbox', () => {
  it('given mails, it lists them newest first by keys with their status, never their body', async () => {
    refusing = true;
    const failed = await mail('first@example.org');
    refusing = false;
    const sent = await mail('second@example.org');
    const response = await call(test, 'GET', '/api/admin/mail?limit=1', admin.headers);
    const text = await response.clone().text();
    expect(text).not.toContain('123456');
    const first = consoleMailListResponseSchema.parse(await response.json()).data;
    expect(first.mails.map((row) => row.id)).toEqual([sent.id]);
    expect(first.mails[0]).toMatchObject({
      to: 'second@example.org',
      status: 'sent',
      attempts: 1,
      error: null,
    });
    const second = await listMail(`?limit=1&after=${first.nextCursor}`);
    expect(second.mails[0]).toMatchObject({
      id: failed.id,
      status: 'retrying',
      attempts: 1,
      error: expect.stringContaining('421'),
    });
    expect((await listMail('?status=retrying')).mails.map((row) => row.id)).toEqual([failed.id]);
    expect((await listMail('?status=sent&q=SECOND')).mails.map((row) => row.id)).toEqual([sent.id]);
    expect((await listMail('?q=nobody')).mails).toEqual([]);
    // % and _ are taken literally.
    expect((await listMail('?q=%25')).mails).toEqual([]);
  });

  it('given a failed mail, retry now sends it, says so and audits the delivery before and after', async () => {
    refusing = true;
    const row = await mail('retry-me@example.org');
    refusing = false;
    const answer = consoleMailRetryResponseSchema.parse(
      await ok(call(test, 'POST', `/api/admin/mail/${row.id}/retry`, admin.headers)),
    );
    expect(answer.data).toMatchObject({ status: 'sent', attempts: 2, error: null });
    expect(answer.message).toContain('was sent');
    expect(delivered).toContain('retry-me@example.org');
    const event = await latest('mail.retried');
    expect(event).toMatchObject({ actorId: admin.member.id, targetId: row.id });
    expect(event?.detail).toMatchObject({ before: { status: 'retrying' }, after: { status: 'sent' } });
    // A sent mail is not retried.
    expect(await errorOf(call(test, 'POST', `/api/admin/mail/${row.id}/retry`, admin.headers))).toMatchObject(
      {
        status: 409,
        code: 'console/mail-sent',
      },
    );
  });

  it('given several mails due, retry now sends the chosen one only; the others keep their schedule', async () => {
    refusing = true;
    const chosen = await mail('chosen@example.org');
    const waiting = await mail('waiting@example.org');
    const due = new Date(Date.now() - 60_000);
    await test.database.db.update(outbox).set({ nextAttemptAt: due }).where(eq(outbox.id, waiting.id));
    refusing = false;
    const answer = consoleMailRetryResponseSchema.parse(
      await ok(call(test, 'POST', `/api/admin/mail/${chosen.id}/retry`, admin.headers)),
    );
    expect(answer.data).toMatchObject({ id: chosen.id, status: 'sent' });
    expect(delivered).toContain('chosen@example.org');
    expect(delivered).not.toContain('waiting@example.org');
    const [other] = await test.database.db.select().from(outbox).where(eq(outbox.id, waiting.id));
    expect(other).toMatchObject({ sentAt: null, attempts: 1, nextAttemptAt: due });
    // The sweep sends it in its turn.
    await mailer.retryDue?.();
    expect(delivered).toContain('waiting@example.org');
  });

  it('given a mail given up, retry now tries it once more and reports the new failure', async () => {
    refusing = true;
    const row = await mail('given-up@example.org');
    await test.database.db
      .update(outbox)
      .set({ attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: null })
      .where(eq(outbox.id, row.id));
    expect((await listMail('?status=failed')).mails.map((item) => item.id)).toContain(row.id);
    const answer = consoleMailRetryResponseSchema.parse(
      await ok(call(test, 'POST', `/api/admin/mail/${row.id}/retry`, admin.headers)),
    );
    expect(answer.data).toMatchObject({ status: 'failed', attempts: MAIL_MAX_ATTEMPTS + 1 });
    expect(answer.message).toContain('failed again');
    refusing = false;
  });

  it("given another app's mail id, or malformed input, it answers 404 or 400, never 500", async () => {
    const theirs = await mail('elsewhere@example.org', OTHER_APP.id);
    expect((await call(test, 'POST', `/api/admin/mail/${theirs.id}/retry`, admin.headers)).status).toBe(404);
    expect((await listMail('?limit=100')).mails.map((row) => row.id)).not.toContain(theirs.id);
    const ours = (await listMail()).mails[0];
    expect((await call(test, 'POST', `/api/admin/mail/${ours?.id}/retry`, otherAdmin.headers)).status).toBe(
      404,
    );
    for (const query of [
      '?status=lost',
      '?limit=0',
      '?limit=abc',
      '?after=%7B%7D',
      '?after=bm90LWpzb24',
      '?q=a%00b',
    ]) {
      const answer = await call(test, 'GET', `/api/admin/mail${query}`, admin.headers);
      expect(answer.status, query).toBe(400);
    }
  });
});

/** A post of `author` in a channel; answers its id. */
async function post(author: SignedIn, content: string, channelKey = 'console-community') {
  const answer = await call(test, 'POST', '/api/comments/posts', author.headers, { channelKey, content });
  return answer;
}

describe('the reports queue', () => {
  it('given a reported comment, it lists it with its reasons; restore closes them and audits', async () => {
    const author = await signIn(test, { email: 'author@example.org' });
    const { data } = (await (await post(author, 'A comment <b>people</b> report')).json()) as {
      data: { id: string };
    };
    for (const reason of ['Rude', 'Spam', 'Off topic']) {
      const reporter = await signIn(test);
      expect(
        (await call(test, 'POST', '/api/comments/reports', reporter.headers, { commentId: data.id, reason }))
          .status,
      ).toBe(200);
    }
    const queue = reportsResponseSchema.parse(
      await ok(call(test, 'GET', '/api/admin/comments/reports', admin.headers)),
    ).data.reports;
    const entry = queue.find((item) => item.comment.id === data.id);
    expect(entry?.reports.map((report) => report.reason).sort()).toEqual(['Off topic', 'Rude', 'Spam']);
    expect(entry?.comment.content).toBe('A comment <b>people</b> report');
    const after = reportsResponseSchema.parse(
      await ok(
        call(test, 'POST', `/api/admin/comments/reports/${data.id}/review`, admin.headers, {
          action: 'restore',
        }),
      ),
    ).data.reports;
    expect(after.find((item) => item.comment.id === data.id)).toBeUndefined();
    const [row] = await test.database.db.select().from(comments).where(eq(comments.id, data.id));
    expect(row?.status).toBe('published');
    expect((await latest('comment.reviewed'))?.detail).toEqual({
      before: { status: 'hidden' },
      after: { status: 'published' },
    });
    // Another app's administrator does not find it.
    expect(
      (
        await call(test, 'POST', `/api/admin/comments/reports/${data.id}/review`, otherAdmin.headers, {
          action: 'hide',
        })
      ).status,
    ).toBe(404);
    const theirs = reportsResponseSchema.parse(
      await ok(call(test, 'GET', '/api/admin/comments/reports', otherAdmin.headers)),
    ).data.reports;
    expect(theirs).toEqual([]);
    expect(
      (
        await call(test, 'POST', `/api/admin/comments/reports/${data.id}/review`, admin.headers, {
          action: 'delete',
        })
      ).status,
    ).toBe(400);
  });

  it("given a review in the console, the channel's open pages see the comment go and come back", async () => {
    const key = 'console-community-live';
    const author = await signIn(test, { email: 'live-author@example.org' });
    const reader = await signIn(test, { email: 'live-reader@example.org' });
    const { data } = (await (await post(author, 'Watched live', key)).json()) as { data: { id: string } };
    const stream = await openStream(key, reader.headers);
    try {
      await stream.next('ready');
      await ok(
        call(test, 'POST', `/api/admin/comments/reports/${data.id}/review`, admin.headers, {
          action: 'hide',
        }),
      );
      expect(await stream.next('post.deleted')).toMatchObject({ id: data.id, placeholder: false });
      await ok(
        call(test, 'POST', `/api/admin/comments/reports/${data.id}/review`, admin.headers, {
          action: 'restore',
        }),
      );
      expect(await stream.next('post.updated')).toMatchObject({
        post: { id: data.id, content: 'Watched live' },
      });
    } finally {
      stream.close();
    }
  });
});

/** An open live stream of a channel: a wait for the next event of a type. */
async function openStream(channelKey: string, headers: Record<string, string>) {
  const response = await test.app.request(
    `/api/comments/channels/stream?channelKey=${encodeURIComponent(channelKey)}`,
    { headers: { ...headers, Accept: 'text/event-stream' } },
  );
  expect(response.status).toBe(200);
  if (!response.body) throw new Error('no stream');
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
  return { next, close: () => void reader.cancel() };
}

describe('blocked words', () => {
  const path = '/api/admin/comments/blocked-words';

  it('given a word, it is added once in any case, refuses comments holding it, and is removed', async () => {
    const added = consoleBlockedWordsResponseSchema.parse(
      await ok(call(test, 'POST', path, admin.headers, { word: '  Turnip   Soup ' })),
    );
    expect(added.data.words.map((item) => item.word)).toEqual(['turnip soup']);
    expect(added.message).toContain('turnip soup');
    expect(await errorOf(call(test, 'POST', path, admin.headers, { word: 'TURNIP SOUP' }))).toMatchObject({
      status: 409,
      code: 'console/word-exists',
    });
    expect((await latest('comments.blocked-word-added'))?.detail).toEqual({
      before: { words: [] },
      after: { words: ['turnip soup'] },
    });
    const author = await signIn(test);
    expect(await errorOf(post(author, 'I love Turnip soup!'))).toMatchObject({
      status: 400,
      code: 'comments/blocked-word',
    });
    const removed = consoleBlockedWordsResponseSchema.parse(
      await ok(call(test, 'DELETE', path, admin.headers, { word: 'Turnip Soup' })),
    );
    expect(removed.data.words).toEqual([]);
    expect((await latest('comments.blocked-word-removed'))?.detail).toEqual({
      before: { words: ['turnip soup'] },
      after: { words: [] },
    });
    expect((await post(author, 'I love Turnip soup!')).status).toBe(201);
    expect(await errorOf(call(test, 'DELETE', path, admin.headers, { word: 'turnip soup' }))).toMatchObject({
      status: 404,
    });
  });

  it('given a word of another app, it is theirs alone', async () => {
    await ok(call(test, 'POST', path, otherAdmin.headers, { word: 'elsewhere' }));
    const ours = consoleBlockedWordsResponseSchema.parse(await ok(call(test, 'GET', path, admin.headers)));
    expect(ours.data.words).toEqual([]);
    expect((await call(test, 'DELETE', path, admin.headers, { word: 'elsewhere' })).status).toBe(404);
  });

  it.each([
    [{ word: '' }],
    [{ word: '   ' }],
    [{ word: '!!!' }],
    [{ word: 'x'.repeat(101) }],
    [{ word: 'bad\u0000word' }],
    [{ word: 42 }],
    [{}],
    ['not an object'],
  ])('given %j, it answers 400 and adds nothing', async (body) => {
    const answer = await errorOf(call(test, 'POST', path, admin.headers, body));
    expect(answer.status).toBe(400);
    const ours = consoleBlockedWordsResponseSchema.parse(await ok(call(test, 'GET', path, admin.headers)));
    expect(ours.data.words).toEqual([]);
  });
});

describe('moderators', () => {
  const path = '/api/admin/comments/moderators';

  it('given a member by address or id, they moderate; removed, they do not; audited', async () => {
    const named = await signIn(test, {
      email: 'named.moderator@example.org',
      customFields: { name: 'Nia Named' },
    });
    const added = consoleModeratorsResponseSchema.parse(
      await ok(call(test, 'POST', path, admin.headers, { member: ' NAMED.moderator@EXAMPLE.org ' })),
    );
    expect(added.data.moderators).toEqual([
      expect.objectContaining({ memberId: named.member.id, name: 'Nia Named', email: named.member.email }),
    ]);
    expect(await errorOf(call(test, 'POST', path, admin.headers, { member: named.member.id }))).toMatchObject(
      {
        status: 409,
        code: 'console/moderator-exists',
      },
    );
    expect(await latest('comments.moderator-added')).toMatchObject({ targetId: named.member.id });
    const reports = await call(test, 'GET', '/api/comments/moderation/reports', named.headers);
    expect(reports.status).toBe(200);
    const removed = consoleModeratorsResponseSchema.parse(
      await ok(call(test, 'DELETE', `${path}/${named.member.id}`, admin.headers)),
    );
    expect(removed.data.moderators).toEqual([]);
    expect((await latest('comments.moderator-removed'))?.detail).toEqual({
      before: { moderator: true },
      after: { moderator: false },
    });
    expect((await call(test, 'GET', '/api/comments/moderation/reports', named.headers)).status).toBe(403);
    const again = consoleModeratorsResponseSchema.parse(
      await ok(call(test, 'POST', path, admin.headers, { member: named.member.id })),
    );
    expect(again.data.moderators).toHaveLength(1);
  });

  it("given another app's member, by id or address, it answers 404 and names nobody", async () => {
    for (const member of [
      otherAdmin.member.id,
      otherAdmin.member.email,
      'nobody@example.org',
      'mem_nobody',
    ]) {
      expect((await call(test, 'POST', path, admin.headers, { member })).status, member).toBe(404);
    }
    const ours = consoleModeratorsResponseSchema.parse(await ok(call(test, 'GET', path, admin.headers)));
    expect(ours.data.moderators.map((item) => item.memberId)).not.toContain(otherAdmin.member.id);
    const named = ours.data.moderators[0];
    expect((await call(test, 'DELETE', `${path}/${named?.memberId}`, otherAdmin.headers)).status).toBe(404);
    for (const body of [{}, { member: '' }, { member: 'x'.repeat(400) }, { member: 7 }]) {
      expect((await call(test, 'POST', path, admin.headers, body)).status).toBe(400);
    }
  });
});
