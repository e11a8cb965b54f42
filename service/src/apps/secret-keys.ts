/**
 * An app's secret keys (docs/admin-api.md "Secret keys"): made with 24 random bytes, shown once,
 * stored as their SHA-256 with the last four characters; a revoked key opens nothing.
 */
import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { apps, secretKeys } from '../db/schema.ts';
import { newId, sha256 } from '../ids.ts';

/** A key's mode: test keys start with sk_sb_, live ones with sk_ alone. */
export type SecretKeyMode = (typeof secretKeys.$inferSelect)['mode'];

/** The prefix of a test secret key. */
export const TEST_SECRET_KEY_PREFIX = 'sk_sb_';
/** The prefix of every secret key (a live key has nothing after it but its random part). */
export const SECRET_KEY_PREFIX = 'sk_';
/** Random bytes in a key: 192 bits. */
const SECRET_KEY_BYTES = 24;

/** A key as listed: never the key itself. */
export interface SecretKeySummary {
  id: string;
  appId: string;
  mode: SecretKeyMode;
  lastFour: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** A new key of `mode`; a live key's random part never starts with 'sb_', so its prefix cannot mislead. */
export function generateSecretKey(mode: SecretKeyMode): string {
  for (;;) {
    const random = randomBytes(SECRET_KEY_BYTES).toString('base64url');
    if (mode === 'test') return `${TEST_SECRET_KEY_PREFIX}${random}`;
    if (!random.startsWith('sb_')) return `${SECRET_KEY_PREFIX}${random}`;
  }
}

/** Thrown when a key is made for an app that does not exist. */
export class UnknownAppError extends Error {}

/** Makes and stores a key for the app; answers the key (the only time it is known) and its row. */
export async function createSecretKey(
  db: Queryable,
  input: { appId: string; mode: SecretKeyMode; now: Date },
): Promise<{ key: string; summary: SecretKeySummary }> {
  const [app] = await db.select({ id: apps.id }).from(apps).where(eq(apps.id, input.appId));
  if (!app) throw new UnknownAppError(`No app has the id "${input.appId}".`);
  const key = generateSecretKey(input.mode);
  const [row] = await db
    .insert(secretKeys)
    .values({
      id: newId('skey'),
      appId: input.appId,
      mode: input.mode,
      keyHash: sha256(key),
      lastFour: key.slice(-4),
      createdAt: input.now,
    })
    .returning();
  if (!row) throw new Error('the secret key was not stored');
  return { key, summary: summaryOf(row) };
}

function summaryOf(row: typeof secretKeys.$inferSelect): SecretKeySummary {
  const { keyHash: _hash, ...summary } = row;
  return summary;
}

/** The app's keys, newest first, revoked ones too. */
export async function listSecretKeys(db: Queryable, appId: string): Promise<SecretKeySummary[]> {
  const rows = await db
    .select()
    .from(secretKeys)
    .where(eq(secretKeys.appId, appId))
    .orderBy(desc(secretKeys.createdAt), desc(secretKeys.id));
  return rows.map(summaryOf);
}

/**
 * Revokes the app's live keys named by their id or their last four characters; answers the keys
 * revoked (none when nothing matched).
 */
export async function revokeSecretKey(
  db: Queryable,
  input: { appId: string; idOrLastFour: string; now: Date },
): Promise<SecretKeySummary[]> {
  const rows = await db
    .update(secretKeys)
    .set({ revokedAt: input.now })
    .where(
      and(
        eq(secretKeys.appId, input.appId),
        isNull(secretKeys.revokedAt),
        or(eq(secretKeys.id, input.idOrLastFour), eq(secretKeys.lastFour, input.idOrLastFour)),
      ),
    )
    .returning();
  return rows.map(summaryOf);
}

/** The unrevoked key a caller sent, or undefined. */
export async function findActiveSecretKey(
  db: Queryable,
  key: string,
): Promise<Pick<SecretKeySummary, 'id' | 'appId' | 'mode'> | undefined> {
  const [row] = await db
    .select({ id: secretKeys.id, appId: secretKeys.appId, mode: secretKeys.mode })
    .from(secretKeys)
    .where(and(eq(secretKeys.keyHash, sha256(key)), isNull(secretKeys.revokedAt)));
  return row;
}

/** How stale a key's last use may get before a call writes it again: one write a minute at most. */
export const LAST_USED_PRECISION_MS = 60_000;

/** Records that the key opened a call now, unless it was already recorded within the minute. */
export async function markSecretKeyUsed(db: Queryable, id: string, now: Date): Promise<void> {
  const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  await db
    .update(secretKeys)
    .set({ lastUsedAt: now })
    .where(and(eq(secretKeys.id, id), or(isNull(secretKeys.lastUsedAt), lt(secretKeys.lastUsedAt, stale))));
}

/** Revokes the app's key with this id; answers it, or undefined when the app has no such key. */
export async function revokeSecretKeyById(
  db: Queryable,
  input: { appId: string; id: string; now: Date },
): Promise<SecretKeySummary | undefined> {
  const [row] = await db
    .select()
    .from(secretKeys)
    .where(and(eq(secretKeys.appId, input.appId), eq(secretKeys.id, input.id)));
  if (!row) return undefined;
  if (row.revokedAt) return summaryOf(row);
  const [revoked] = await db
    .update(secretKeys)
    .set({ revokedAt: input.now })
    .where(and(eq(secretKeys.id, row.id), isNull(secretKeys.revokedAt)))
    .returning();
  return summaryOf(revoked ?? row);
}
