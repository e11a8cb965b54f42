/**
 * Changes to how a member signs in, kept with the links that confirm or undo them
 * (docs/security.md "Changing the e-mail address"): an e-mail change waits for its confirmation
 * by the new address; every change mails the member's address a notice whose "this wasn't me"
 * link cancels or reverts it and ends every session.
 */
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { appId } from './apps.ts';
import { at, createdAt } from './columns.ts';
import { members } from './members.ts';

/** What changed. */
export const SECURITY_EVENT_KINDS = ['email-change', 'password-change', 'password-reset'] as const;

export const securityEvents = pgTable(
  'security_events',
  {
    /** Starts with sev_. */
    id: text('id').primaryKey(),
    appId: appId(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SECURITY_EVENT_KINDS }).notNull(),
    /** The member's address when it happened: the notice went there. */
    oldEmail: text('old_email').notNull(),
    /** email-change: the address asked for (lower case). */
    newEmail: text('new_email'),
    /** email-change: SHA-256 of the confirmation link's secret, mailed to the new address. */
    confirmHash: text('confirm_hash'),
    /** email-change: the confirmation link works until then. */
    confirmBy: at('confirm_by'),
    /** SHA-256 of the "this wasn't me" link's secret, mailed to the old address. */
    secureHash: text('secure_hash').notNull(),
    /** The "this wasn't me" link works until then. */
    secureBy: at('secure_by').notNull(),
    confirmedAt: at('confirmed_at'),
    /** A pending change cancelled by "this wasn't me", or replaced by a newer request. */
    cancelledAt: at('cancelled_at'),
    /** When "this wasn't me" was used. */
    securedAt: at('secured_at'),
    createdAt: createdAt(),
  },
  (t) => [index('security_events_member_idx').on(t.memberId)],
);
