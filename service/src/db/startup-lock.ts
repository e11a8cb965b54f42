/**
 * The advisory locks instances take while they start on one database (docs/architecture.md
 * "Many instances"): migrations run under one, seeding under another. PostgreSQL grants a
 * transaction-level advisory lock to one transaction at a time, so instances started together
 * take turns: the second finds what the first wrote instead of inserting it again. PGlite is one
 * connection; the same statements run there and change nothing.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from './client.ts';

/** Arbitrary constants naming the locks among the server's advisory locks. */
export const MIGRATION_LOCK_KEY = 7_240_311;
export const SEED_LOCK_KEY = 7_240_312;

/** Waits until this transaction holds `key`; released when it commits or rolls back. */
export async function holdStartupLock(tx: Tx, key: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${key})`);
}
