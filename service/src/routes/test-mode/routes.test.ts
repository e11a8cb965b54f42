import { APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxEntry } from '../../mail/mailbox.ts';
import { createOutboxMailer } from '../../mail/mailer.ts';
import { passwordlessCodeEmail } from '../../mail/templates/index.ts';
import { contactMessageEmail } from '../../site/contact/mail.ts';
import { connectionFrom, createTestApp, type TestApp } from '../../testing/app.ts';

describe('given test mode, read by the machine’s owner', () => {
  let test: TestApp;
  /** A GET from 127.0.0.1 with the owner's cookie, as the developer's unlocked browser sends it. */
  const read = (path: string) =>
    test.app.request(path, { headers: { Cookie: test.testToolsCookie } }, connectionFrom('127.0.0.1'));

  beforeAll(async () => {
    test = await createTestApp({ WF_TEST_MODE: 'true' });
    let minute = 0;
    const clock = () => new Date(Date.UTC(2025, 0, 1, 12, minute++));
    const mailer = createOutboxMailer(test.database, clock);
    await mailer.send({
      appId: APP_ID,
      to: 'ada@example.com',
      ...passwordlessCodeEmail({
        appName: 'World Family',
        code: '493027',
        purpose: 'login',
        expiresInMinutes: 10,
      }),
    });
    await mailer.send({
      appId: APP_ID,
      to: 'site@example.com',
      ...contactMessageEmail({
        message: {
          firstName: '<script>alert(1)</script>',
          lastName: 'Hopper',
          email: 'grace@example.com',
          subject: '<b>Hello</b>',
          message: 'Body with <img src=x onerror=alert(1)>',
        },
        receivedAt: clock(),
      }),
    });
  }, 60_000);
  afterAll(async () => {
    await test.close();
  });

  describe('when GET /dev/mailbox.json', () => {
    it('it lists every mail newest first, with the code of a code e-mail', async () => {
      const response = await read('/dev/mailbox.json');
      expect(response.status).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      const { data } = (await response.json()) as { data: MailboxEntry[] };
      expect(data.map((entry) => entry.to)).toEqual(['site@example.com', 'ada@example.com']);
      expect(data[1]).toMatchObject({
        appId: APP_ID,
        subject: 'Your login code for World Family',
        code: '493027',
        createdAt: '2025-01-01T12:00:00.000Z',
        sentAt: null,
        error: null,
      });
      expect(data[0]?.code).toBeNull();
      expect(data[0]?.replyTo).toBe('"<script>alert(1)</script> Hopper" <grace@example.com>');
    });

    it('given ?to=, it lists only mail to that address, whatever its case', async () => {
      const response = await read('/dev/mailbox.json?to=ADA@example.com');
      const { data } = (await response.json()) as { data: MailboxEntry[] };
      expect(data.map((entry) => entry.to)).toEqual(['ada@example.com']);
    });

    it('given ?to= an address with no mail, it answers an empty list', async () => {
      const response = await read('/dev/mailbox.json?to=nobody@example.com');
      expect(await response.json()).toEqual({ data: [] });
    });

    it('given ?to= holding U+0000 (which PostgreSQL cannot compare), it answers 400, not 500', async () => {
      const response = await read('/dev/mailbox.json?to=ada%00@example.com');
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('validation/invalid-request');
    });
  });

  describe('when GET /dev/mailbox', () => {
    it('it shows each mail with recipient, subject, time, body and the code, escaped', async () => {
      const response = await read('/dev/mailbox');
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toContain('text/html');
      expect(response.headers.get('Content-Security-Policy')).toContain("script-src 'self'");
      const html = await response.text();
      expect(html).toContain('<h1>Dev mailbox</h1>');
      expect(html).toContain('Your login code for World Family');
      expect(html).toContain('<dd>ada@example.com</dd>');
      expect(html).toContain('<time datetime="2025-01-01T12:00:00.000Z">2025-01-01 12:00:00 UTC</time>');
      expect(html).toContain('<strong class="code" aria-label="Code 4 9 3 0 2 7">493027</strong>');
      expect(html).toContain('Contact form: &lt;b&gt;Hello&lt;/b&gt;');
      expect(html).toContain(
        '<dt>Reply-To</dt><dd>&quot;&lt;script&gt;alert(1)&lt;/script&gt; Hopper&quot; &lt;grace@example.com&gt;</dd>',
      );
      expect(html).not.toContain('<script>');
      expect(html).not.toContain('<img');
      expect(html.indexOf('Contact form:')).toBeLessThan(html.indexOf('Your login code'));
    });

    it('given ?to=, it shows only that mail and a link back to all mail', async () => {
      const html = await (await read('/dev/mailbox?to=site@example.com')).text();
      expect(html).toContain('Mail to site@example.com: 1 shown');
      expect(html).not.toContain('Your login code');
      expect(html).toContain('<a class="reset" href="/dev/mailbox">Show all mail</a>');
    });

    it('given a hostile ?to=, it escapes it', async () => {
      const html = await (await read('/dev/mailbox?to=%22%3E%3Cscript%3Ex%3C/script%3E')).text();
      expect(html).not.toContain('<script>');
      expect(html).toContain('value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"');
    });
  });
});

describe('given test mode is off', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ WF_TEST_MODE: 'false' });
  }, 60_000);
  afterAll(async () => {
    await test.close();
  });

  it('when GET /dev/mailbox, it answers 404', async () => {
    expect((await test.app.request('/dev/mailbox')).status).toBe(404);
  });

  it('when GET /dev/mailbox.json, it answers 404', async () => {
    expect((await test.app.request('/dev/mailbox.json')).status).toBe(404);
  });
});
