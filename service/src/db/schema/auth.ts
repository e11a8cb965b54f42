/** Sessions, one-time codes and rate limits (docs/architecture.md "Security"). */
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { appId } from './apps.ts';
import { at, createdAt } from './columns.ts';
import { members } from './members.ts';

/** A signed-in session; only the SHA-256 of its opaque token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    appId: appId(),
    memberId: text('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Hex SHA-256 of the token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/** Why a 6-digit code was sent. */
export const ONE_TIME_CODE_PURPOSES = ['login', 'signup', 'reset', 'verify-email'] as const;

/** A 6-digit code sent by e-mail: hashed, single use, expiring, attempt-limited. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text('id').primaryKey(),
    appId: appId(),
    purpose: text('purpose', { enum: ONE_TIME_CODE_PURPOSES }).notNull(),
    /** Lower case. */
    email: text('email').notNull(),
    memberId: text('member_id').references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_lookup_idx').on(t.appId, t.purpose, t.email)],
);

/** Fixed-window request counters, shared by every instance of the service. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    appId: appId(),
    /** What is limited and for whom, e.g. 'login:ip:203.0.113.7'. */
    key: text('key').notNull(),
    windowStart: at('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.appId, t.key, t.windowStart] }),
    index('rate_limits_window_idx').on(t.windowStart),
  ],
);
