/** Outgoing mail and contact-form messages. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { appId } from './apps.ts';
import { at, createdAt } from './columns.ts';

/** Mail waiting to be sent, or kept for the dev mailbox when no SMTP server is configured. */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    appId: appId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Reply-To header, e.g. 'Ada Lovelace <ada@example.com>' (the contact form's sender). */
    replyTo: text('reply_to'),
    createdAt: createdAt(),
    sentAt: at('sent_at'),
    attempts: integer('attempts').notNull().default(0),
    /** Last delivery failure, for the log and the dev mailbox. */
    error: text('error'),
    /**
     * When a failed delivery is tried again (backoff: service/src/mail/retry.ts); null when it
     * is not to be (sent, kept in the outbox without a mail server, or given up).
     */
    nextAttemptAt: at('next_attempt_at'),
  },
  (t) => [
    index('outbox_app_created_idx').on(t.appId, t.createdAt),
    index('outbox_unsent_idx').on(t.createdAt).where(sql`${t.sentAt} is null`),
    index('outbox_retry_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null and ${t.nextAttemptAt} is not null`),
  ],
);

/** A message sent through the site's contact form. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: text('id').primaryKey(),
    appId: appId(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_messages_app_created_idx').on(t.appId, t.createdAt)],
);
