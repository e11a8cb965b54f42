/**
 * World Family's own tables, beside the platform's (db/schema.ts): the digital membership passes
 * (docs/product/website.md §2 "Wallet pass widget", §3 "Pass request"). Their migrations are in
 * the service's one history (service/drizzle/), generated from both schemas (drizzle.config.ts).
 */
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appId } from '../db/schema/apps.ts';
import { at, createdAt } from '../db/schema/columns.ts';
import { members } from '../db/schema/members.ts';

/** A member's pass: one per member, reached by anyone holding its serial's URL. */
export const passes = pgTable(
  'passes',
  {
    /** Starts with pas_: the pass member id the passkit functions answer as `member.id`. */
    id: text('id').primaryKey(),
    appId: appId(),
    /** The pass's holder (the pass request's externalId). */
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /**
     * The secret in the public pass URL /passes/{serial} and the pass's serialNumber: 192
     * random bits, base64url, so the URL cannot be guessed.
     */
    serial: text('serial').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    /** Last change of the names or e-mail address. */
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('passes_serial_idx').on(t.serial), uniqueIndex('passes_member_idx').on(t.memberId)],
);
