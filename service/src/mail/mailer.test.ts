import { APP_ID } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../clock.ts';
import { outbox } from '../db/schema.ts';
import type { Logger } from '../log.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import { createMailer, formatAddress, type MailMessage } from './mailer.ts';
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
      expect.objectContaining({ level: 50, msg: 'mail delivery failed; kept in the outbox' }),
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
