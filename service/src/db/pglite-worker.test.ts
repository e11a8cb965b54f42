/**
 * The persisted PGlite the service opens runs in a worker thread (pglite-worker-client.ts):
 * every answer must be the one PGlite in this thread gives (rows, fields, types, errors), a
 * transaction must keep its all-or-nothing and one-at-a-time behaviour, and a worker that stops
 * must fail the calls, not leave them waiting.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { messages, TransactionAbortedError } from '@electric-sql/pglite';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openPglite } from './client.ts';
import { isUniqueViolation } from './errors.ts';
import { migrate } from './migrate.ts';
import { openPgliteWorker, PgliteWorkerStoppedError } from './pglite-worker-client.ts';
import type { AppSettings } from './schema/apps.ts';
import { apps, members } from './schema.ts';
import { ReentrantQueueError } from './serial-queue.ts';

let dataDir: string;
let worker: Database;
/** PGlite in this thread: what every answer of the worker is compared with. */
let local: Database;

const APP = {
  id: 'app_worker_test',
  name: 'Worker test',
  testPublicKey: 'pk_sb_worker_test',
  livePublicKey: 'pk_worker_test',
  allowedOrigins: ['https://example.test'],
  settings: {} as AppSettings,
};

const MEMBER = {
  id: 'mem_worker_1',
  appId: APP.id,
  email: 'ada@example.test',
  customFields: { name: 'Ada', 'first-name': 'Ada' },
  metaData: { nested: { list: [1, 'two', null], flag: true } },
  createdAt: new Date('2026-01-02T03:04:05.678Z'),
  lastLoginAt: new Date('2026-03-04T05:06:07.891Z'),
};

async function seed(database: Database): Promise<void> {
  await database.db.insert(apps).values(APP);
  await database.db.insert(members).values(MEMBER);
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wf-pglite-worker-'));
  worker = await openPglite(dataDir);
  local = await openPglite();
  expect(await migrate(worker)).toBeGreaterThan(0);
  await migrate(local);
  await seed(worker);
  await seed(local);
}, 60_000);

afterAll(async () => {
  await worker?.close();
  await local?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Runs `work` on both databases and answers both results. */
async function both<T>(work: (database: Database) => Promise<T>): Promise<[T, T]> {
  return [await work(worker), await work(local)];
}

describe('PGlite in a worker thread', () => {
  it('given a member read through Drizzle, it answers the same row as PGlite in this thread: Date, jsonb, text[], bigint', async () => {
    const [fromWorker, fromLocal] = await both((database) =>
      database.db.select().from(members).where(eq(members.id, MEMBER.id)),
    );
    expect(fromWorker).toEqual(fromLocal);
    const [row] = fromWorker;
    expect(row?.createdAt).toEqual(MEMBER.createdAt);
    expect(row?.lastLoginAt).toBeInstanceOf(Date);
    expect(row?.metaData).toEqual(MEMBER.metaData);
    expect(row?.consoleTags).toEqual(['none']);
    expect(typeof row?.seq).toBe('number');
  });

  it('given raw SQL, it answers the same rows, fields and counts as PGlite in this thread', async () => {
    const query = sql`select now()::date = now()::date as same_day, '2026-05-06T07:08:09.123Z'::timestamptz as at,
      '{"a":{"b":[1,2]}}'::jsonb as doc, array['x', null, 'z']::text[] as tags, 9007199254740993::int8 as big,
      5::int8 as small, 1.50::numeric as amount, '\\x0102'::bytea as bytes, null::text as nothing,
      1 as dup, 'two' as dup`;
    const [fromWorker, fromLocal] = await both((database) => database.db.execute(query));
    expect(fromWorker).toEqual(fromLocal);
    const row = (fromWorker as unknown as { rows: Record<string, unknown>[] }).rows[0];
    expect(row?.big).toBe(9007199254740993n);
    expect(row?.tags).toEqual(['x', null, 'z']);
    expect(row?.doc).toEqual({ a: { b: [1, 2] } });

    const [updatedInWorker, updatedLocally] = await both((database) =>
      database.db.execute(sql`update members set verified = true where app_id = ${APP.id}`),
    );
    expect(updatedInWorker).toEqual(updatedLocally);
    expect((updatedInWorker as unknown as { affectedRows: number }).affectedRows).toBe(1);
  });

  it('given a second member with the same address, it fails as PGlite does: a unique violation with its constraint', async () => {
    const [inWorker, locally] = await both((database) =>
      database.db
        .insert(members)
        .values({ ...MEMBER, id: 'mem_worker_2' })
        .then(
          () => undefined,
          (error: unknown) => error as Error,
        ),
    );
    expect(isUniqueViolation(inWorker)).toBe(true);
    const cause = inWorker?.cause as InstanceType<typeof messages.DatabaseError>;
    const localCause = locally?.cause as InstanceType<typeof messages.DatabaseError>;
    expect(cause).toBeInstanceOf(messages.DatabaseError);
    expect(cause.code).toBe('23505');
    expect(cause.constraint).toBe('members_app_email_idx');
    for (const field of [
      'message',
      'name',
      'severity',
      'code',
      'detail',
      'schema',
      'table',
      'constraint',
      'routine',
    ]) {
      expect(cause[field as keyof typeof cause], field).toEqual(localCause[field as keyof typeof localCause]);
    }
    expect(inWorker?.message).toBe(locally?.message);
  });

  it('given a transaction that throws, nothing it wrote remains', async () => {
    await expect(
      worker.transaction(async (tx) => {
        await tx.update(members).set({ email: 'changed@example.test' }).where(eq(members.id, MEMBER.id));
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const [row] = await worker.db
      .select({ email: members.email })
      .from(members)
      .where(eq(members.id, MEMBER.id));
    expect(row?.email).toBe(MEMBER.email);
  });

  it('given a transaction rolled back through its handle, nothing it wrote remains', async () => {
    await expect(
      worker.transaction(async (tx) => {
        await tx.update(members).set({ email: 'changed@example.test' }).where(eq(members.id, MEMBER.id));
        tx.rollback();
      }),
    ).rejects.toThrow('Rollback');
    const [row] = await worker.db
      .select({ email: members.email })
      .from(members)
      .where(eq(members.id, MEMBER.id));
    expect(row?.email).toBe(MEMBER.email);
  });

  it('given a transaction whose failed statement was caught, its commit fails as in PGlite', async () => {
    const [inWorker, locally] = await both((database) =>
      database
        .transaction(async (tx) => {
          await tx.execute(sql`select 1 / 0`).catch(() => undefined);
        })
        .then(
          () => undefined,
          (error: unknown) => error as Error,
        ),
    );
    expect(locally).toBeInstanceOf(TransactionAbortedError);
    expect(inWorker).toBeInstanceOf(TransactionAbortedError);
    expect(inWorker?.message).toBe(locally?.message);
    await expect(worker.ping()).resolves.toBeUndefined();
  });

  it('given a nested transaction that throws, only its savepoint is rolled back', async () => {
    await worker.transaction(async (tx) => {
      await tx.update(members).set({ loginRedirect: '/outer' }).where(eq(members.id, MEMBER.id));
      await tx
        .transaction(async (inner) => {
          await inner.update(members).set({ profileImage: '/inner.png' }).where(eq(members.id, MEMBER.id));
          throw new Error('inner fails');
        })
        .catch(() => undefined);
    });
    const [row] = await worker.db
      .select({ loginRedirect: members.loginRedirect, profileImage: members.profileImage })
      .from(members)
      .where(eq(members.id, MEMBER.id));
    expect(row).toEqual({ loginRedirect: '/outer', profileImage: null });
  });

  it('given the database used inside a transaction instead of its handle, it fails at once instead of hanging', async () => {
    const failure = await worker
      .transaction(async () => {
        await worker.db.select().from(apps);
      })
      .catch((error: unknown) => error);
    expect((failure as Error).cause).toBeInstanceOf(ReentrantQueueError);
    await expect(worker.ping()).resolves.toBeUndefined();
  });

  it('given transactions and statements at once, they take turns: no increment is lost and every statement is answered', async () => {
    await worker.db.execute(sql`create table counter (n integer not null)`);
    await worker.db.execute(sql`insert into counter values (0)`);
    const increment = () =>
      worker.transaction(async (tx) => {
        const result = await tx.execute(sql`select n from counter`);
        const n = Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n);
        await new Promise((resolve) => setTimeout(resolve, 2));
        await tx.execute(sql`update counter set n = ${n + 1}`);
      });
    const reads = () => worker.db.execute(sql`select n from counter`);
    const settled = await Promise.all([
      increment(),
      reads(),
      increment(),
      reads(),
      increment(),
      increment(),
      reads(),
    ]);
    for (const read of [settled[1], settled[3], settled[6]]) {
      // Outside a transaction, a read never sees one half done: every value is a whole count.
      expect((read as unknown as { rows: { n: number }[] }).rows).toHaveLength(1);
    }
    const result = await worker.db.execute(sql`select n from counter`);
    expect((result as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(4);
  });

  it('given a long query, the event loop of this thread keeps turning meanwhile', async () => {
    let turns = 0;
    const timer = setInterval(() => {
      turns += 1;
    }, 10);
    try {
      await worker.db.execute(sql`select pg_sleep(0.5)`);
    } finally {
      clearInterval(timer);
    }
    // PGlite in this thread would block for the whole query: no turn at all.
    expect(turns).toBeGreaterThan(0);
  });

  it('given the database closed and opened again, what was written is there and nothing is left to migrate', async () => {
    await worker.close();
    await expect(worker.ping()).rejects.toThrow();
    worker = await openPglite(dataDir);
    expect(await migrate(worker)).toBe(0);
    const [row] = await worker.db.select({ id: members.id }).from(members).where(eq(members.id, MEMBER.id));
    expect(row?.id).toBe(MEMBER.id);
  }, 60_000);
});

describe('a PGlite worker that stops', () => {
  it('given the worker stopped during a query, the query and every later call fail with a clear error, told once', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'wf-pglite-worker-crash-'));
    const failures: Error[] = [];
    const client = await openPgliteWorker(dir, { onFailure: (error) => failures.push(error) });
    try {
      const underWay = client.query('select pg_sleep(5)');
      const stopped = client.worker.terminate();
      await expect(underWay).rejects.toBeInstanceOf(PgliteWorkerStoppedError);
      await stopped;
      await expect(client.query('select 1')).rejects.toThrow(/worker thread stopped/);
      expect(failures).toHaveLength(1);
      expect(failures[0]).toBeInstanceOf(PgliteWorkerStoppedError);
      await expect(client.close()).resolves.toBeUndefined();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it('given the worker closed, calls after it fail and the thread has ended', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'wf-pglite-worker-close-'));
    const failures: Error[] = [];
    const client = await openPgliteWorker(dir, { onFailure: (error) => failures.push(error) });
    try {
      const exited = new Promise<number>((resolve) => client.worker.once('exit', resolve));
      const [answer] = await Promise.all([client.query<{ one: number }>('select 1 as one'), client.close()]);
      expect(answer.rows).toEqual([{ one: 1 }]);
      expect(await exited).toBe(0);
      await expect(client.query('select 1')).rejects.toThrow('closed');
      expect(failures).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
