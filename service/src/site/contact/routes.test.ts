import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import {
  CONTACT_SENT_MESSAGE,
  type ContactMessage,
  SITE_ROUTES,
  tooManyContactMessages,
} from '@wf/config/site-api';
import { createCaller, isWfError, memoryStorage } from '@wf/sdk';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, contactMessages, outbox } from '../../db/schema.ts';
import { limitRefusal } from '../../http/route-policy.ts';
import { type SmtpSink, startSmtpSink } from '../../mail/testing.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';

const SITE_CONTACT = 'contact@worldfamily.org';

const message: ContactMessage = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Visiting the temple',
  message: 'Hello,\nwhen are you open on Sundays?',
};

/** The site's contact call on the in-process app, as a visitor at `ip` (the app trusts X-Forwarded-For). */
function visitor(test: TestApp, ip: string) {
  const call = createCaller({
    apiUrl: 'http://localhost/api',
    appId: APP_ID,
    publicKey: TEST_PUBLIC_KEY,
    storage: memoryStorage(),
    fetch: (input, init) => {
      const headers = new Headers(init?.headers);
      headers.set('X-Forwarded-For', ip);
      return Promise.resolve(
        test.app.request(input instanceof Request ? input : String(input), { ...init, headers }),
      );
    },
  });
  return { sendContactMessage: (body: ContactMessage) => call(SITE_ROUTES.contact, { body }) };
}

function postContact(test: TestApp, ip: string, body: unknown) {
  return test.app.request('/api/contact', {
    method: 'POST',
    headers: { ...APP_HEADERS, 'Content-Type': 'application/json', 'X-Forwarded-For': ip },
    body: JSON.stringify(body),
  });
}

describe('POST /api/contact without SMTP', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp({ TRUST_PROXY: 'true' });
  }, 60_000);
  afterAll(async () => {
    await test.close();
  });

  it('given a valid message / when a visitor sends it / it thanks them, stores it and mails the site with Reply-To the sender', async () => {
    const answer = await visitor(test, '203.0.113.1').sendContactMessage(message);
    expect(answer).toEqual({ data: { success: true }, message: CONTACT_SENT_MESSAGE });
    expect(CONTACT_SENT_MESSAGE).toBe('Thank you! Your message has been sent.');

    const stored = await test.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'ada@example.com'));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ appId: APP_ID, ...message });

    const mails = await test.database.db.select().from(outbox).where(eq(outbox.to, SITE_CONTACT));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Contact form: Visiting the temple',
      replyTo: 'Ada Lovelace <ada@example.com>',
    });
    expect(mails[0]?.text).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mails[0]?.text).toContain('when are you open on Sundays?');
  });

  it('given padded values / when sent / it stores them trimmed', async () => {
    await visitor(test, '203.0.113.2').sendContactMessage({
      ...message,
      email: '  grace@example.com ',
      subject: '  Hi  ',
    });
    const [stored] = await test.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'grace@example.com'));
    expect(stored?.subject).toBe('Hi');
  });

  it('given a bad e-mail address / when sent / it answers 400 with the form message and stores nothing', async () => {
    const error = await visitor(test, '203.0.113.3')
      .sendContactMessage({ ...message, email: 'not-an-address' })
      .catch((caught: unknown) => caught);
    expect(isWfError(error)).toBe(true);
    expect(error).toMatchObject({ status: 400, message: 'Please enter a valid email address' });
    const stored = await test.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'not-an-address'));
    expect(stored).toHaveLength(0);
  });

  it('given a missing field / when posted / it answers 400 naming it', async () => {
    const response = await postContact(test, '203.0.113.4', { ...message, subject: undefined });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Please enter a subject');
  });

  it('given hostile values / when sent / the mail to the site escapes them', async () => {
    const hostile = '<script>alert(1)</script>';
    await visitor(test, '203.0.113.5').sendContactMessage({
      ...message,
      firstName: hostile,
      subject: 'Hostile',
      message: `${hostile}<img src=x onerror=alert(1)>`,
    });
    const [mail] = await test.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Contact form: Hostile'));
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).not.toContain('<img');
  });

  it('given a visitor who sent 5 messages this hour / when sending a 6th / it answers 429 with Retry-After, and other visitors still can', async () => {
    const ip = '198.51.100.7';
    for (let i = 0; i < 5; i++) {
      expect((await postContact(test, ip, { ...message, subject: `Flood ${i}` })).status).toBe(200);
    }
    const response = await postContact(test, ip, { ...message, subject: 'Flood 5' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('Retry-After'))).toBeGreaterThan(0);
    // A sliding hour: the wait is at most until this hour's messages have slid out of the next.
    expect(Number(response.headers.get('Retry-After'))).toBeLessThanOrEqual(2 * 3600);
    const retryAfter = Number(response.headers.get('Retry-After'));
    const minutes = Math.ceil(retryAfter / 60);
    expect((await response.json()).error).toEqual({
      code: 'rate-limited',
      message: `You have sent several messages in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before sending another.`,
    });
    const floods = await test.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Flood 5'));
    expect(floods).toHaveLength(0);

    expect((await postContact(test, '198.51.100.8', message)).status).toBe(200);
  });

  it('given an app without a contact address / when a visitor sends / it still thanks them and keeps the message', async () => {
    await test.database.db
      .update(apps)
      .set({ settings: sql`jsonb_set(${apps.settings}, '{contactEmail}', 'null'::jsonb)` })
      .where(eq(apps.id, APP_ID));
    try {
      const answer = await visitor(test, '203.0.113.9').sendContactMessage({
        ...message,
        subject: 'No address',
      });
      expect(answer.data.success).toBe(true);
      const stored = await test.database.db
        .select()
        .from(contactMessages)
        .where(eq(contactMessages.subject, 'No address'));
      expect(stored).toHaveLength(1);
      const mails = await test.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, 'Contact form: No address'));
      expect(mails).toHaveLength(0);
    } finally {
      await test.database.db
        .update(apps)
        .set({
          settings: sql`jsonb_set(${apps.settings}, '{contactEmail}', ${JSON.stringify(SITE_CONTACT)}::jsonb)`,
        })
        .where(eq(apps.id, APP_ID));
    }
  });

  it('given no app headers / when posted / it answers 401 or 400 and stores nothing', async () => {
    const response = await test.app.request('/api/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...message, subject: 'Headless' }),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    const stored = await test.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Headless'));
    expect(stored).toHaveLength(0);
  });
});

describe("the contact route's limit, in the form's own words", () => {
  it('given 61 seconds left, it asks to wait 2 minutes and sets Retry-After', () => {
    const error = limitRefusal(61, tooManyContactMessages);
    expect(error.status).toBe(429);
    expect(error.headers['Retry-After']).toBe('61');
    expect(error.message).toBe(
      'You have sent several messages in a short time. Please wait 2 minutes before sending another.',
    );
  });

  it('given 30 seconds left, it asks to wait 1 minute', () => {
    expect(limitRefusal(30, tooManyContactMessages).message).toContain('Please wait 1 minute before');
  });
});

describe('POST /api/contact with SMTP_URL', () => {
  let test: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    test = await createTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'World Family <no-reply@worldfamily.test>' });
  }, 60_000);
  afterAll(async () => {
    await test.close();
    await sink.close();
  });

  it('given a valid message / when a visitor sends it / it arrives at the mail server from MAIL_FROM to the contact address, Reply-To the sender', async () => {
    await visitor(test, '203.0.113.20').sendContactMessage(message);

    const mail = await sink.waitFor(1);
    expect(mail.rcptTo).toEqual([SITE_CONTACT]);
    expect(mail.headers.from).toBe('World Family <no-reply@worldfamily.test>');
    expect(mail.headers.to).toBe(SITE_CONTACT);
    expect(mail.headers['reply-to']).toBe('Ada Lovelace <ada@example.com>');
    expect(mail.headers.subject).toBe('Contact form: Visiting the temple');
    expect(mail.text).toContain('From: Ada Lovelace <ada@example.com>');
    expect(mail.text).toContain('Hello,\r\nwhen are you open on Sundays?');

    // Marked sent once delivered.
    await expect
      .poll(
        async () =>
          (await test.database.db.select().from(outbox).where(eq(outbox.to, SITE_CONTACT)))[0]?.sentAt,
      )
      .toBeInstanceOf(Date);
  });
});
