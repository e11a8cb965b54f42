/**
 * Writes a seeded app's row: inserted, or brought in line with its definition, keeping the
 * allowed origins already in the database (an administrator's, an earlier WF_ALLOWED_ORIGINS)
 * and adding the definition's without duplicates (README.md "Configuration").
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { apps } from '../db/schema.ts';

type AppRow = typeof apps.$inferInsert;

/** The union of two origin lists, in order, each origin once. */
export function mergeOrigins(kept: readonly string[], added: readonly string[]): string[] {
  return [...new Set([...kept, ...added])];
}

/**
 * Inserts or updates `row`; `keepLiveKey` leaves an existing row's live key as it is (an app
 * whose live key is a random value nobody knows).
 */
export async function upsertSeededApp(
  tx: Tx,
  row: AppRow,
  options: { keepLiveKey?: boolean } = {},
): Promise<void> {
  const [existing] = await tx
    .select({ allowedOrigins: apps.allowedOrigins })
    .from(apps)
    .where(eq(apps.id, row.id))
    .for('update');
  const { id, livePublicKey, ...fields } = row;
  const allowedOrigins = mergeOrigins(existing?.allowedOrigins ?? [], row.allowedOrigins ?? []);
  if (!existing) {
    await tx.insert(apps).values({ ...row, allowedOrigins });
    return;
  }
  await tx
    .update(apps)
    .set({ ...fields, allowedOrigins, ...(options.keepLiveKey ? {} : { livePublicKey }) })
    .where(eq(apps.id, id));
}
