/** Reading the outbox for the dev mailbox (test mode only): newest first, optionally for one address. */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema.ts';

/** Most messages the mailbox shows. */
export const MAILBOX_LIMIT = 200;

/** One message as the dev mailbox shows it. */
export interface MailboxEntry {
  id: string;
  appId: string;
  to: string;
  /** Reply-To header, when the mail has one (the contact form's sender). */
  replyTo: string | null;
  subject: string;
  text: string;
  html: string | null;
  /** The one-time code in the mail, when it carries one. */
  code: string | null;
  createdAt: string;
  sentAt: string | null;
  error: string | null;
}

/** The code e-mails put their 6-digit code alone on an indented line of the text body. */
const CODE_LINE = /^ {4}(\d{6})\s*$/m;

/** The one-time code a mail's text carries, if any. */
export function codeIn(text: string): string | null {
  return CODE_LINE.exec(text)?.[1] ?? null;
}

/** The newest messages, for `to` only when given (case-insensitive). */
export async function readMailbox(database: Database, to?: string): Promise<MailboxEntry[]> {
  const query = database.db.select().from(outbox);
  const rows = await (to ? query.where(eq(sql`lower(${outbox.to})`, to.trim().toLowerCase())) : query)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(MAILBOX_LIMIT);
  return rows.map((row) => ({
    id: row.id,
    appId: row.appId,
    to: row.to,
    replyTo: row.replyTo,
    subject: row.subject,
    text: row.text,
    html: row.html,
    code: codeIn(row.text),
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt ? row.sentAt.toISOString() : null,
    error: row.error,
  }));
}
