/**
 * Outgoing mail. Every message is first written to the database outbox, so nothing is lost;
 * with SMTP_URL set it is then delivered in the background and marked sent (or its error is
 * stored and logged). Without SMTP the outbox is the mailbox, readable in test mode at
 * /dev/mailbox, so codes work locally with no mail server (docs/architecture.md "Mail").
 */
import { and, asc, eq, inArray, isNull, lte } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { apps, outbox } from '../db/schema.ts';
import type { Env } from '../env.ts';
import { newId } from '../ids.ts';
import type { Logger } from '../log.ts';
import { paintButtons, senderFor } from './app-brand.ts';
import { nextAttemptAfter, RETRY_CLAIM_MS } from './retry.ts';
import { createSmtpTransport, type MailTransport } from './smtp.ts';

/** One e-mail. */
export interface MailMessage {
  /** The app the mail is sent for. */
  appId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The one-time code the mail carries: logged at debug level in test mode only, never stored apart from the body. */
  code?: string;
  /** Where answers go (the contact form's sender). */
  replyTo?: { name?: string; address: string };
}

export interface Mailer {
  /**
   * Stores one e-mail in the outbox and starts its delivery. Resolves once the mail is stored
   * (delivery runs in the background, so a slow or failing mail server never slows or breaks
   * the request, and answers take the same time whether or not a mail was sent).
   * Call it outside `database.transaction(...)`.
   */
  send(message: MailMessage): Promise<void>;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle?(): Promise<void>;
  /**
   * Tries again the failed deliveries that are due (mail/retry.ts); answers how many were
   * tried. Without a mail server there is nothing to retry.
   */
  retryDue?(): Promise<number>;
  /**
   * Tries one unsent mail again now, whatever its schedule (the console's 'retry now'); the
   * other due mails keep theirs. Answers whether it was tried (false: sent meanwhile, or
   * no mail server). Resolves once the attempt has finished.
   */
  retryOne?(id: string): Promise<boolean>;
}

/** A stored mail as it goes to the transport. */
interface Envelope {
  to: string;
  subject: string;
  text: string;
  html: string | null;
  /** Formatted (formatAddress). */
  replyTo: string | null;
}

/** Mails retried per sweep, at most. */
const RETRY_BATCH = 50;

/** Options of {@link createOutboxMailer}. */
export interface OutboxMailerOptions {
  /** Delivers each stored mail; without it mail stays in the outbox. */
  transport?: MailTransport;
  /** Sender (MAIL_FROM), required with a transport. */
  from?: string;
  /** Where each mail is logged. */
  logger?: Logger;
  /** Test mode logs the code a mail carries, at debug level; nothing else ever does. */
  testMode?: boolean;
}

/** 'Name <address>' with the name quoted when it needs to be (RFC 5322), or the bare address. */
export function formatAddress({ name, address }: { name?: string; address: string }): string {
  const clean = (name ?? '').replace(/[\r\n"\\]/g, ' ').trim();
  if (!clean) return address;
  return /^[\w !#$%&'*+\-/=?^`{|}~]+$/.test(clean) ? `${clean} <${address}>` : `"${clean}" <${address}>`;
}

/** The message of an error, without its stack. */
function describeError(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).slice(0, 1000);
}

/** A mailer that stores every message in the outbox table and, given a transport, delivers it. */
export function createOutboxMailer(
  database: Database,
  clock: Clock,
  options: OutboxMailerOptions = {},
): Mailer {
  const { transport, from = '', logger, testMode = false } = options;
  const pending = new Set<Promise<void>>();

  function track(delivery: Promise<void>): void {
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
  }

  /** The sender of an app's mail: MAIL_FROM's address under the app's name. */
  async function senderOf(
    appId: string,
  ): Promise<{ sender: string; primaryColor: string | null | undefined }> {
    const [app] = await database.db
      .select({ name: apps.name, settings: apps.settings })
      .from(apps)
      .where(eq(apps.id, appId));
    return {
      sender: app && from ? senderFor(from, app.settings.pageBranding?.name ?? app.name) : from,
      primaryColor: app?.settings.pageBranding?.primaryColor,
    };
  }

  /** One attempt; `attempts` is how many were made before it. */
  async function deliver(id: string, envelope: Envelope, sender: string, attempts: number): Promise<void> {
    if (!transport) return;
    try {
      await transport.deliver({
        from: sender,
        to: envelope.to,
        subject: envelope.subject,
        text: envelope.text,
        ...(envelope.html ? { html: envelope.html } : {}),
        ...(envelope.replyTo ? { replyTo: envelope.replyTo } : {}),
      });
      await database.db
        .update(outbox)
        .set({ sentAt: clock(), error: null, attempts: attempts + 1, nextAttemptAt: null })
        .where(eq(outbox.id, id));
      logger?.info({ mailId: id, attempts: attempts + 1 }, 'mail sent');
    } catch (error) {
      const reason = describeError(error);
      const next = nextAttemptAfter(clock(), attempts + 1);
      logger?.error(
        { mailId: id, error: reason, attempts: attempts + 1, nextAttemptAt: next },
        next
          ? 'mail delivery failed; kept in the outbox and tried again later'
          : 'mail delivery failed for good; kept in the outbox',
      );
      await database.db
        .update(outbox)
        .set({ error: reason, attempts: attempts + 1, nextAttemptAt: next })
        .where(eq(outbox.id, id))
        .catch((updateError: unknown) =>
          logger?.error({ mailId: id, error: describeError(updateError) }, 'recording a mail failure failed'),
        );
    }
  }

  return {
    async send(unbranded) {
      const id = newId('mail');
      // The app's own name as the sender, its colour on the buttons (mail/app-brand.ts).
      const { sender, primaryColor } = await senderOf(unbranded.appId);
      const message = unbranded.html
        ? { ...unbranded, html: paintButtons(unbranded.html, primaryColor) }
        : unbranded;
      const envelope: Envelope = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        replyTo: message.replyTo ? formatAddress(message.replyTo) : null,
      };
      await database.db.insert(outbox).values({ id, appId: message.appId, ...envelope, createdAt: clock() });
      logger?.info(
        { mailId: id, to: message.to, subject: message.subject },
        transport ? 'mail queued for delivery' : 'mail stored in the outbox',
      );
      // A code is a password for ten minutes: it reaches the log only at debug level, in test
      // mode (docs/security.md), where a developer without a mailbox may want it.
      if (testMode && message.code) logger?.debug({ mailId: id, code: message.code }, 'code in the mail');
      track(deliver(id, envelope, sender, 0));
    },
    async retryDue() {
      if (!transport) return 0;
      const now = clock();
      // Claimed first: another instance's sweep skips these rows, and a claim whose instance
      // died comes due again after RETRY_CLAIM_MS.
      const claimed = await database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(now.getTime() + RETRY_CLAIM_MS) })
        .where(
          inArray(
            outbox.id,
            database.db
              .select({ id: outbox.id })
              .from(outbox)
              .where(and(isNull(outbox.sentAt), lte(outbox.nextAttemptAt, now)))
              .orderBy(asc(outbox.nextAttemptAt))
              .limit(RETRY_BATCH)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning();
      for (const row of claimed) {
        const { sender } = await senderOf(row.appId);
        logger?.info({ mailId: row.id, attempts: row.attempts }, 'mail tried again');
        track(deliver(row.id, row, sender, row.attempts));
      }
      await Promise.all(pending);
      return claimed.length;
    },
    async retryOne(id) {
      if (!transport) return false;
      const now = clock();
      // Claimed like a sweep's rows, so a sweep of another instance does not take it meanwhile.
      const [row] = await database.db
        .update(outbox)
        .set({ nextAttemptAt: new Date(now.getTime() + RETRY_CLAIM_MS) })
        .where(and(eq(outbox.id, id), isNull(outbox.sentAt)))
        .returning();
      if (!row) return false;
      const { sender } = await senderOf(row.appId);
      logger?.info({ mailId: row.id, attempts: row.attempts }, 'mail tried again on request');
      const delivery = deliver(row.id, row, sender, row.attempts);
      track(delivery);
      await delivery;
      return true;
    },
    async idle() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/** What {@link createMailer} needs. */
export interface MailerDeps {
  database: Database;
  env: Pick<Env, 'smtpUrl' | 'mailFrom' | 'testMode'>;
  clock: Clock;
  logger: Logger;
}

/** The service's mailer: SMTP delivery when SMTP_URL is set, the outbox alone otherwise. */
export function createMailer({ database, env, clock, logger }: MailerDeps): Mailer {
  return createOutboxMailer(database, clock, {
    ...(env.smtpUrl ? { transport: createSmtpTransport(env.smtpUrl) } : {}),
    from: env.mailFrom,
    logger,
    testMode: env.testMode,
  });
}
