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
    /** The absolute end of the session, however much it is used. */
    expiresAt: at('expires_at').notNull(),
    createdAt: createdAt(),
    /** When a request last used it (moved at most every few minutes): idle sessions end. */
    lastUsedAt: at('last_used_at').notNull().defaultNow(),
    /** The browser's User-Agent when the session started, shown in the member's list of sessions. */
    userAgent: text('user_agent'),
    /** The client address that last used it. */
    ip: text('ip'),
    revokedAt: at('revoked_at'),
  },
  (t) => [index('sessions_member_idx').on(t.memberId)],
);

/**
 * Why a 6-digit code was sent ('reauth': a member without a password confirms a change of
 * address; 'provider-signup': a provider did not vouch for the address it signs up with).
 */
export const ONE_TIME_CODE_PURPOSES = [
  'login',
  'signup',
  'reset',
  'verify-email',
  'reauth',
  'provider-signup',
] as const;

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

/**
 * Request counters, shared by every instance of the service (security/rate-limit.ts): one row
 * per key, holding the count of the current window and of the one before, from which a sliding
 * window is estimated.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    appId: appId(),
    /** What is limited and for whom, e.g. 'login-ip:203.0.113.7'. */
    key: text('key').notNull(),
    /** Start of the current fixed window. */
    windowStart: at('window_start').notNull(),
    /** Requests counted in the current window. */
    count: integer('count').notNull().default(0),
    /** Requests counted in the window before it. */
    previousCount: integer('previous_count').notNull().default(0),
    /** The rule's window length. */
    windowSeconds: integer('window_seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.appId, t.key] }), index('rate_limits_window_idx').on(t.windowStart)],
);
