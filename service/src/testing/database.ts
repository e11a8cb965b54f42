/**
 * Test databases: PGlite in memory by default; with WF_TEST_DATABASE_URL set, a PostgreSQL
 * server, in a fresh schema per call that is dropped at close. (Test code only: the one place
 * besides env.ts that reads process.env, because the test runner, not the service, owns it.)
 *
 *   WF_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vitest run --project unit service
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { systemClock } from '../clock.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { type SeedOptions, type SeedResult, seed } from '../site/seed.ts';

/** The PostgreSQL server tests run against, when set. */
export const TEST_DATABASE_URL = process.env.WF_TEST_DATABASE_URL || undefined;

export interface TestDatabase {
  database: Database;
  /** 'pglite' or the schema used on the PostgreSQL server. */
  where: string;
  /** Closes the database (and drops the test schema). */
  close(): Promise<void>;
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** A migrated, empty database of its own. */
export async function openTestDatabase(): Promise<TestDatabase> {
  if (!TEST_DATABASE_URL) {
    const database = await openPglite();
    await migrate(database);
    return { database, where: 'pglite', close: () => database.close() };
  }
  const url = TEST_DATABASE_URL;
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `create schema "${schema}"`);
  const database = await openPostgres(url, { schema, maxConnections: 4 });
  await migrate(database, { schema });
  return {
    database,
    where: schema,
    close: async () => {
      await database.close();
      await adminQuery(url, `drop schema "${schema}" cascade`);
    },
  };
}

/**
 * What a second service instance would open on the same database: on PostgreSQL, a pool of
 * its own on the test's schema (so nothing is shared but the server); PGlite is embedded and
 * single-connection, so there the second instance can only share the first one's database.
 * Close it with `.close()` when it is not the test's own database.
 */
export async function openSecondInstanceDatabase(test: TestDatabase): Promise<Database> {
  if (!TEST_DATABASE_URL) return test.database;
  return openPostgres(TEST_DATABASE_URL, { schema: test.where, maxConnections: 4 });
}

/** Test defaults of the seed: localhost origin, test mode, no credentials file. */
export const TEST_SEED_OPTIONS: SeedOptions = {
  publicUrl: 'http://localhost:4321',
  testMode: true,
  clock: systemClock,
};

/** A migrated database seeded with the World Family app. */
export async function openSeededTestDatabase(
  options: Partial<SeedOptions> = {},
): Promise<TestDatabase & { seeded: SeedResult }> {
  const test = await openTestDatabase();
  try {
    const seeded = await seed(test.database, { ...TEST_SEED_OPTIONS, ...options });
    return { ...test, seeded };
  } catch (error) {
    await test.close();
    throw error;
  }
}
