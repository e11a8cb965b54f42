/**
 * Outgoing mail. Without SMTP_URL, mail is kept in the database outbox (readable in test mode
 * at the dev mailbox), so codes work locally with no mail server (ARCHITECTURE.md "Mail").
 */
import type { Clock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { newId } from '../ids.ts';

/** One e-mail. */
export interface MailMessage {
  /** The app the mail is sent for. */
  appId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Sends (or queues) one e-mail. */
  send(message: MailMessage): Promise<void>;
}

/** A mailer that stores every message in the outbox table, unsent. */
export function createOutboxMailer(database: Database, clock: Clock): Mailer {
  return {
    async send(message) {
      await database.db.insert(outbox).values({
        id: newId('mail'),
        appId: message.appId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html ?? null,
        createdAt: clock(),
      });
    },
  };
}
