/**
 * Reading the outbox for the dev mailbox (test mode only; routes/test-mode/): newest first,
 * optionally for one address.
 */
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { outbox } from '../db/schema.ts';

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

/** The newest messages, of one app when given, for `to` only when given (case-insensitive). */
export async function readMailbox(
  database: Database,
  { to, appId }: { to?: string; appId?: string } = {},
): Promise<MailboxEntry[]> {
  const filters: SQL[] = [];
  if (to) filters.push(eq(sql`lower(${outbox.to})`, to.trim().toLowerCase()));
  if (appId) filters.push(eq(outbox.appId, appId));
  const rows = await database.db
    .select()
    .from(outbox)
    .where(and(...filters))
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
