import { APP_ID } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { outbox } from '../db/schema.ts';
import type { Logger } from '../log.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import { createMailer, formatAddress, type MailMessage } from './mailer.ts';
import { MAIL_MAX_ATTEMPTS, RETRY_MAX_DELAY_MS } from './retry.ts';
import { passwordlessCodeEmail } from './templates/index.ts';
import { type SmtpSink, startSmtpSink } from './testing.ts';

/** A logger that keeps its lines for the test to read. */
function capturingLogger(level = 'info'): { logger: Logger; lines: Array<Record<string, unknown>> } {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level }, { write: (line: string) => lines.push(JSON.parse(line)) });
  return { logger, lines };
}

const FROM = 'World Family <no-reply@worldfamily.test>';

function codeMail(to: string): MailMessage {
  return {
    appId: APP_ID,
    to,
    ...passwordlessCodeEmail({
      appName: 'World Family',
      code: '493027',
      purpose: 'login',
      expiresInMinutes: 10,
    }),
  };
}

let test: TestDatabase;
let sink: SmtpSink | undefined;

beforeAll(async () => {
  test = await openSeededTestDatabase();
}, 60_000);
afterAll(async () => {
  await test.close();
});

beforeEach(async () => {
  await test.database.db.delete(outbox);
});
afterEach(async () => {
  await sink?.close();
  sink = undefined;
});

async function outboxRows() {
  return test.database.db.select().from(outbox).where(eq(outbox.appId, APP_ID));
}

describe('createMailer without SMTP_URL', () => {
  it('given a mail, it keeps it in the outbox, unsent', async () => {
    const { logger } = capturingLogger();
    const mailer = createMailer({
      database: test.database,
      env: { smtpUrl: undefined, mailFrom: FROM, testMode: true },
      clock: systemClock,
      logger,
    });
    await mailer.send(codeMail('ada@example.com'));
    await mailer.idle?.();

    const [row] = await outboxRows();
    expect(row).toMatchObject({
      to: 'ada@example.com',
      subject: 'Your login code for World Family',
      sentAt: null,
      error: null,
      attempts: 0,
    });
    expect(row?.text).toContain('493027');
    expect(row?.html).toContain('493027');
  });

  it('given test mode at the info level, it logs the recipient and subject but never the code', async () => {
    const { logger, lines } = capturingLogger('info');
    const mailer = createMailer({
      database: test.database,
      env: { smtpUrl: undefined, mailFrom: FROM, testMode: true },
      clock: systemClock,
      logger,
    });
    await mailer.send(codeMail('ada@example.com'));
    expect(lines).toContainEqual(
      expect.objectContaining({ to: 'ada@example.com', subject: 'Your login code for World Family' }),
    );
    expect(JSON.stringify(lines)).not.toContain('493027');
  });

  it('given test mode at the debug level, the code is logged on a debug line only', async () => {
    const { logger, lines } = capturingLogger('debug');
    const mailer = createMailer({
      database: test.database,
      env: { smtpUrl: undefined, mailFrom: FROM, testMode: true },
      clock: systemClock,
      logger,
    });
    await mailer.send(codeMail('ada@example.com'));
    const withCode = lines.filter((line) => JSON.stringify(line).includes('493027'));
    expect(withCode).toEqual([expect.objectContaining({ level: pino.levels.values.debug, code: '493027' })]);
  });

  it('given test mode off, it never logs the code', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({
      database: test.database,
      env: { smtpUrl: undefined, mailFrom: FROM, testMode: false },
      clock: systemClock,
      logger,
    });
    await mailer.send(codeMail('ada@example.com'));
    expect(lines).toContainEqual(expect.objectContaining({ to: 'ada@example.com' }));
    expect(JSON.stringify(lines)).not.toContain('493027');
  });
});

describe('createMailer with SMTP_URL', () => {
  it('given a mail, it arrives at the SMTP server with its from, to, subject and text, and is marked sent', async () => {
    sink = await startSmtpSink();
    const mailer = createMailer({
      database: test.database,
      env: { smtpUrl: sink.url, mailFrom: FROM, testMode: false },
      clock: systemClock,
      logger: capturingLogger().logger,
    });
    const message = codeMail('ada@example.com');
    await mailer.send(message);
    await mailer.idle?.();

    const mail = await sink.waitFor(1);
    expect(mail.rcptTo).toEqual(['ada@example.com']);
    expect(mail.mailFrom).toBe('no-reply@worldfamily.test');
    expect(mail.headers.from).toBe('World Family <no-reply@worldfamily.test>');
    expect(mail.headers.to).toBe('ada@example.com');
    expect(mail.headers.subject).toBe('Your login code for World Family');
    expect(mail.text.replace(/\r\n/g, '\n').trimEnd()).toBe(message.text.trimEnd());
    expect(mail.raw).toContain('text/html');

    const [row] = await outboxRows();
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.attempts).toBe(1);
    expect(row?.error).toBeNull();
  });

  it('given a Reply-To, the delivered mail carries it', async () => {
    sink = await startSmtpSink();
    const mailer = createMailer({
      database: test.database,
      env: { smtpUrl: sink.url, mailFrom: FROM, testMode: false },
      clock: systemClock,
      logger: capturingLogger().logger,
    });
    await mailer.send({
      ...codeMail('site@example.com'),
      replyTo: { name: 'Ada Lovelace', address: 'ada@example.com' },
    });
    const mail = await sink.waitFor(1);
    expect(mail.headers['reply-to']).toBe('Ada Lovelace <ada@example.com>');
    const [row] = await outboxRows();
    expect(row?.replyTo).toBe('Ada Lovelace <ada@example.com>');
  });

  it('given a server that refuses the recipient, send still resolves and the mail stays in the outbox with the error', async () => {
    sink = await startSmtpSink({ reject: 'Mailbox unavailable' });
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({
      database: test.database,
      env: { smtpUrl: sink.url, mailFrom: FROM, testMode: false },
      clock: systemClock,
      logger,
    });
    await expect(mailer.send(codeMail('ada@example.com'))).resolves.toBeUndefined();
    await mailer.idle?.();

    const [row] = await outboxRows();
    expect(row?.sentAt).toBeNull();
    expect(row?.attempts).toBe(1);
    expect(row?.error).toContain('Mailbox unavailable');
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'mail delivery failed; kept in the outbox and tried again later',
      }),
    );
  });

  it('given no server listening, send still resolves and the error is stored', async () => {
    sink = await startSmtpSink();
    const url = sink.url;
    await sink.close();
    sink = undefined;
    const mailer = createMailer({
      database: test.database,
      env: { smtpUrl: url, mailFrom: FROM, testMode: false },
      clock: systemClock,
      logger: capturingLogger().logger,
    });
    await mailer.send(codeMail('ada@example.com'));
    await mailer.idle?.();

    const [row] = await outboxRows();
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toMatch(/ECONNREFUSED|connect/i);
  });
});

describe('a mail server that refuses mail for a while', () => {
  it('given failures, the mail is kept and tried again with backoff until the server takes it: sent once, none lost', async () => {
    sink = await startSmtpSink();
    sink.refuse('Try again later');
    let now = Date.parse('2026-06-01T10:00:00Z');
    const clock = () => new Date(now);
    const mailer = createMailer({
      database: test.database,
      env: { smtpUrl: sink.url, mailFrom: FROM, testMode: false },
      clock,
      logger: capturingLogger().logger,
    });
    await mailer.send(codeMail('ada@example.com'));
    await mailer.send(codeMail('bola@example.com'));
    await mailer.idle?.();
    let rows = await outboxRows();
    expect(rows.map((row) => [row.attempts, row.nextAttemptAt?.toISOString()])).toEqual([
      [1, '2026-06-01T10:00:30.000Z'],
      [1, '2026-06-01T10:00:30.000Z'],
    ]);

    // Not yet due: nothing is tried.
    now += 29_000;
    expect(await mailer.retryDue?.()).toBe(0);
    // Due, still refused: the wait doubles.
    now += 1_000;
    expect(await mailer.retryDue?.()).toBe(2);
    rows = await outboxRows();
    expect(rows.map((row) => [row.attempts, row.nextAttemptAt?.toISOString(), row.sentAt])).toEqual([
      [2, '2026-06-01T10:01:30.000Z', null],
      [2, '2026-06-01T10:01:30.000Z', null],
    ]);
    expect(rows[0]?.error).toContain('Try again later');

    // The server takes mail again: the next attempt delivers each mail once.
    sink.refuse(undefined);
    now += 60_000;
    expect(await mailer.retryDue?.()).toBe(2);
    expect(sink.received.map((mail) => mail.rcptTo).sort()).toEqual([
      ['ada@example.com'],
      ['bola@example.com'],
    ]);
    rows = await outboxRows();
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 3 && row.nextAttemptAt === null)).toBe(
      true,
    );
    now += 3_600_000;
    expect(await mailer.retryDue?.()).toBe(0);
    expect(sink.received).toHaveLength(2);
  });

  it('given two instances sweeping at once, each due mail is sent by one of them only', async () => {
    sink = await startSmtpSink();
    sink.refuse('Try again later');
    let now = Date.parse('2026-06-01T10:00:00Z');
    const clock = () => new Date(now);
    const env = { smtpUrl: sink.url, mailFrom: FROM, testMode: false };
    const a = createMailer({ database: test.database, env, clock, logger: capturingLogger().logger });
    const b = createMailer({ database: test.database, env, clock, logger: capturingLogger().logger });
    for (let i = 0; i < 6; i += 1) await a.send(codeMail(`member-${i}@example.com`));
    await a.idle?.();
    sink.refuse(undefined);
    now += 30_000;
    const [byA, byB] = await Promise.all([a.retryDue?.(), b.retryDue?.()]);
    expect((byA ?? 0) + (byB ?? 0)).toBe(6);
    expect(sink.received).toHaveLength(6);
  });

  it('given twelve failed attempts, the mail is given up and kept with its error', async () => {
    sink = await startSmtpSink();
    sink.refuse('Mailbox full');
    let now = Date.parse('2026-06-01T10:00:00Z');
    const clock = () => new Date(now);
    const mailer = createMailer({
      database: test.database,
      env: { smtpUrl: sink.url, mailFrom: FROM, testMode: false },
      clock,
      logger: capturingLogger().logger,
    });
    await mailer.send(codeMail('ada@example.com'));
    await mailer.idle?.();
    for (let attempt = 2; attempt <= MAIL_MAX_ATTEMPTS; attempt += 1) {
      now += RETRY_MAX_DELAY_MS;
      expect(await mailer.retryDue?.()).toBe(1);
    }
    const [row] = await outboxRows();
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, nextAttemptAt: null, sentAt: null });
    expect(row?.error).toContain('Mailbox full');
    now += RETRY_MAX_DELAY_MS;
    expect(await mailer.retryDue?.()).toBe(0);
  });
});

describe('formatAddress', () => {
  it('given a plain name, it writes Name <address>', () => {
    expect(formatAddress({ name: 'Ada Lovelace', address: 'ada@example.com' })).toBe(
      'Ada Lovelace <ada@example.com>',
    );
  });

  it('given a name with special characters, it quotes it and drops quotes and line breaks', () => {
    expect(formatAddress({ name: 'Ada "The" <Countess>\r\n', address: 'ada@example.com' })).toBe(
      '"Ada  The  <Countess>" <ada@example.com>',
    );
  });

  it('given no name, it writes the bare address', () => {
    expect(formatAddress({ address: 'ada@example.com' })).toBe('ada@example.com');
  });
});
