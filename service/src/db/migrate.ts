/**
 * Applies the generated migrations in service/drizzle/ at start-up. Same journal and same
 * bookkeeping table as Drizzle's own migrator, with two additions: the whole run holds a
 * PostgreSQL advisory lock, so instances starting together migrate once; and a schema other
 * than public can be targeted (tests use a fresh schema per file).
 */
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client.ts';
import { holdStartupLock, MIGRATION_LOCK_KEY } from './startup-lock.ts';

/** The folder drizzle-kit generates into (service/drizzle.config.ts). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('../../drizzle', import.meta.url));

export interface MigrateOptions {
  /**
   * Schema that holds the tables and the bookkeeping table; the connection's search_path
   * must name it too. Default: tables in public, bookkeeping in "drizzle" (Drizzle's layout).
   */
  schema?: string;
}

/** Brings the database up to the latest migration; returns how many were applied. */
export async function migrate(database: Database, options: MigrateOptions = {}): Promise<number> {
  const target = options.schema;
  const bookkeepingSchema = target ?? 'drizzle';
  const migrations = readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER }).map((migration) => ({
    ...migration,
    // drizzle-kit qualifies foreign keys with "public"; point them at the target schema.
    sql: target
      ? migration.sql.map((statement) => statement.replaceAll('"public".', `"${target}".`))
      : migration.sql,
  }));
  const table = sql`${sql.identifier(bookkeepingSchema)}.${sql.identifier('__drizzle_migrations')}`;

  return database.transaction(async (tx) => {
    await holdStartupLock(tx, MIGRATION_LOCK_KEY);
    await tx.execute(sql`create schema if not exists ${sql.identifier(bookkeepingSchema)}`);
    await tx.execute(
      sql`create table if not exists ${table} (id serial primary key, hash text not null, created_at bigint)`,
    );
    const result = await tx.execute(sql`select created_at from ${table} order by created_at desc limit 1`);
    const last = (result as unknown as { rows: { created_at: string | number }[] }).rows[0];
    const lastMillis = last ? Number(last.created_at) : Number.NEGATIVE_INFINITY;
    let applied = 0;
    for (const migration of migrations) {
      if (migration.folderMillis <= lastMillis) continue;
      for (const statement of migration.sql) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(
        sql`insert into ${table} (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
      );
      applied += 1;
    }
    return applied;
  });
}
