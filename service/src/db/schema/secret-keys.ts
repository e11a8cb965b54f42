/**
 * The secret keys of an app (docs/admin-api.md): the owner's servers call the admin API with one.
 * Only a key's SHA-256 is kept (a key is a high-entropy random secret, so a plain hash is enough)
 * with its last four characters, to tell keys apart in a listing.
 */
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { appId } from './apps.ts';
import { at, createdAt } from './columns.ts';

/** A key's mode: sk_sb_ keys are test keys, the other sk_ keys live ones. */
export const SECRET_KEY_MODES = ['test', 'live'] as const;

export const secretKeys = pgTable(
  'secret_keys',
  {
    /** Starts with skey_. */
    id: text('id').primaryKey(),
    appId: appId(),
    mode: text('mode', { enum: SECRET_KEY_MODES }).notNull(),
    /** Hex SHA-256 of the whole key. */
    keyHash: text('key_hash').notNull(),
    /** The key's last four characters. */
    lastFour: text('last_four').notNull(),
    createdAt: createdAt(),
    /** The latest admin API call made with the key, kept to the minute (http/secret-key.ts). */
    lastUsedAt: at('last_used_at'),
    /** Set once the key is revoked: it opens nothing from then on. */
    revokedAt: at('revoked_at'),
  },
  (t) => [uniqueIndex('secret_keys_hash_idx').on(t.keyHash), index('secret_keys_app_idx').on(t.appId)],
);
