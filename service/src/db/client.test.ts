import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../testing/database.ts';
import { type Database, openPglite } from './client.ts';
import { migrate } from './migrate.ts';
import { apps } from './schema.ts';
import { ReentrantQueueError } from './serial-queue.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(async () => {
  await test.close();
});

describe(`the database (${process.env.WF_TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('given a migrated database, migrating again applies nothing', async () => {
    expect(await migrate(test.database, test.where === 'pglite' ? {} : { schema: test.where })).toBe(0);
  });

  it('given two transactions at once, neither sees the other half-done', async () => {
    const { database } = test;
    await database.db.execute(sql`create table if not exists counter (n integer not null)`);
    await database.db.execute(sql`delete from counter`);
    await database.db.execute(sql`insert into counter values (0)`);
    const increment = () =>
      database.transaction(async (tx) => {
        const result = await tx.execute(sql`select n from counter for update`);
        const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
        await new Promise((resolve) => setTimeout(resolve, 5));
        await tx.execute(sql`update counter set n = ${n + 1}`);
      });
    await Promise.all(Array.from({ length: 8 }, increment));
    const result = await database.db.execute(sql`select n from counter`);
    expect(Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n)).toBe(8);
  });

  it('given a transaction that throws, nothing it wrote remains', async () => {
    const { database } = test;
    await expect(
      database.transaction(async (tx) => {
        await tx.execute(sql`update counter set n = 1000`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const result = await database.db.execute(sql`select n from counter`);
    expect(Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n)).not.toBe(1000);
  });

  it('given a ping, it answers', async () => {
    await expect(test.database.ping()).resolves.toBeUndefined();
  });
});

// The serial queue guards PGlite's single connection, so this runs on PGlite in both suites.
describe('PGlite serialisation', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openPglite();
    await migrate(database);
  });
  afterAll(async () => {
    await database.close();
  });

  it('given a query through the database inside a transaction, it fails at once instead of hanging', async () => {
    const failure = await database
      .transaction(async () => {
        await database.db.select().from(apps);
      })
      .catch((error: unknown) => error);
    // Drizzle wraps driver errors: the queue's error is the cause.
    expect((failure as Error).cause).toBeInstanceOf(ReentrantQueueError);
    await expect(database.db.select().from(apps)).resolves.toEqual([]);
  });
});
