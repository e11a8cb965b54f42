/**
 * The console's view of the outbox (docs/console.md "Content and community"): the app's mails,
 * newest first, paged by keys, with each one's delivery status and last error, never its text or
 * HTML (a mail may carry a sign-in code); and 'retry now', which tries that one mail again at
 * once through the mailer (mail/mailer.ts `retryOne`, docs/architecture.md "Mail"), every other
 * mail keeping its schedule.
 */
import {
  CONSOLE_COMMUNITY_ERROR_CODES,
  type ConsoleMail,
  type ConsoleMailQuery,
  type ConsoleMailStatus,
} from '@wf/sdk/contract';
import { and, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database, Queryable } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { ApiError, invalidRequest, notFound } from '../http/errors.ts';
import { recordAuditEvent } from '../security/audit.ts';
import type { Mailer } from './mailer.ts';

/** A page when the call names no limit. */
const PAGE = 50;
const NOT_FOUND = 'This site has no mail with this id.';
const BAD_CURSOR = 'This cursor is not one of this list: start again from the first page.';

const columns = {
  id: outbox.id,
  to: outbox.to,
  subject: outbox.subject,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
  attempts: outbox.attempts,
  error: outbox.error,
  nextAttemptAt: outbox.nextAttemptAt,
};
type Row = Pick<
  typeof outbox.$inferSelect,
  'id' | 'to' | 'subject' | 'createdAt' | 'sentAt' | 'attempts' | 'error' | 'nextAttemptAt'
>;

/** A mail's delivery status from its row. */
export function mailStatus(row: Pick<Row, 'sentAt' | 'nextAttemptAt' | 'error'>): ConsoleMailStatus {
  if (row.sentAt) return 'sent';
  if (row.nextAttemptAt) return 'retrying';
  return row.error ? 'failed' : 'kept';
}

function present(row: Row): ConsoleMail {
  return {
    id: row.id,
    to: row.to,
    subject: row.subject,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    attempts: row.attempts,
    status: mailStatus(row),
    error: row.error ?? null,
    nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
  };
}

function statusCondition(status: ConsoleMailStatus): SQL | undefined {
  switch (status) {
    case 'sent':
      return isNotNull(outbox.sentAt);
    case 'retrying':
      return and(isNull(outbox.sentAt), isNotNull(outbox.nextAttemptAt));
    case 'failed':
      return and(isNull(outbox.sentAt), isNull(outbox.nextAttemptAt), isNotNull(outbox.error));
    case 'kept':
      return and(isNull(outbox.sentAt), isNull(outbox.nextAttemptAt), isNull(outbox.error));
  }
}

function encodeCursor(row: Row): string {
  return Buffer.from(JSON.stringify([row.createdAt.toISOString(), row.id])).toString('base64url');
}

function decodeCursor(text: string): { at: Date; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    parsed = null;
  }
  if (Array.isArray(parsed) && parsed.length === 2) {
    const [at, id] = parsed;
    const date = typeof at === 'string' ? new Date(at) : new Date(Number.NaN);
    if (!Number.isNaN(date.getTime()) && typeof id === 'string' && id.length > 0 && id.length <= 100) {
      return { at: date, id };
    }
  }
  throw invalidRequest(BAD_CURSOR, { fields: { after: 'Not a cursor of this list.' } });
}

/** A page of the app's outbox, newest first. */
export async function listOutbox(
  db: Queryable,
  appId: string,
  query: ConsoleMailQuery,
): Promise<{ mails: ConsoleMail[]; nextCursor: string | null }> {
  const limit = query.limit ?? PAGE;
  const conditions: (SQL | undefined)[] = [eq(outbox.appId, appId)];
  if (query.status) conditions.push(statusCondition(query.status));
  const q = query.q?.trim().toLowerCase();
  if (q) {
    if (q.includes('\u0000'))
      throw invalidRequest('The search holds a character that is not taken.', {
        fields: { q: 'Not taken.' },
      });
    conditions.push(sql`lower(${outbox.to}) like ${`${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`}`);
  }
  if (query.after) {
    const cursor = decodeCursor(query.after);
    conditions.push(sql`(${outbox.createdAt}, ${outbox.id}) < (${cursor.at}, ${cursor.id})`);
  }
  const rows = (await db
    .select(columns)
    .from(outbox)
    .where(and(...conditions))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(limit + 1)) as Row[];
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { mails: page.map(present), nextCursor: rows.length > limit && last ? encodeCursor(last) : null };
}

async function readMail(db: Queryable, appId: string, id: string): Promise<Row> {
  const [row] = (await db
    .select(columns)
    .from(outbox)
    .where(and(eq(outbox.appId, appId), eq(outbox.id, id)))) as Row[];
  if (!row) throw notFound(NOT_FOUND);
  return row;
}

/**
 * Tries a failed mail (waiting for a retry, or given up) again now, and that mail only: the
 * other mails due keep their schedule for the sweep. Refused for a sent mail, for one
 * never attempted, and without a mail server. Audited with the mail's delivery before and after.
 */
export async function retryMailNow(
  database: Database,
  mailer: Mailer,
  input: { appId: string; actorId: string; id: string; now: Date },
): Promise<{ mail: ConsoleMail; message: string }> {
  const before = await readMail(database.db, input.appId, input.id);
  const status = mailStatus(before);
  if (status === 'sent') {
    throw new ApiError(
      409,
      CONSOLE_COMMUNITY_ERROR_CODES.mailSent,
      'This mail was sent: there is nothing to retry.',
    );
  }
  if (status === 'kept' || !mailer.retryOne) {
    throw new ApiError(
      409,
      mailer.retryOne
        ? CONSOLE_COMMUNITY_ERROR_CODES.mailNotFailed
        : CONSOLE_COMMUNITY_ERROR_CODES.noMailServer,
      mailer.retryOne
        ? 'This mail has not failed: it is waiting to be sent.'
        : 'No mail server is set up (SMTP_URL): mail is kept in the outbox.',
    );
  }
  // The row was read of this app above: its id alone names it now.
  await mailer.retryOne(before.id);
  const after = await readMail(database.db, input.appId, input.id);
  const detail = (row: Row) => ({ status: mailStatus(row), attempts: row.attempts, error: row.error });
  await recordAuditEvent(database.db, {
    appId: input.appId,
    actorKind: 'member',
    actorId: input.actorId,
    action: 'mail.retried',
    targetId: input.id,
    detail: { before: detail(before), after: detail(after) },
    now: input.now,
  });
  const mail = present(after);
  const message =
    mail.status === 'sent'
      ? `The mail to ${mail.to} was sent.`
      : `The mail to ${mail.to} failed again: ${mail.error ?? 'unknown error'}.`;
  return { mail, message };
}
