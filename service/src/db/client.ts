/**
 * Opens the database: PGlite (PostgreSQL in WASM, persisted under DATA_DIR) by default, or a
 * PostgreSQL server through a node-postgres pool when DATABASE_URL is set (docs/architecture.md).
 * A persisted PGlite runs in a worker thread (pglite-worker-client.ts): its queries are
 * synchronous WASM and would otherwise block the service's event loop. PGlite in memory (tests)
 * stays in this thread. Later code uses the returned {@link Database} only, never a driver directly.
 */
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { type ExtractTablesWithRelations, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Env } from '../env.ts';
import { preparedStatements } from './pglite-statements.ts';
import { openPgliteWorker } from './pglite-worker-client.ts';
import * as schema from './schema.ts';
import { SerialQueue } from './serial-queue.ts';

export type Schema = typeof schema;

/** The Drizzle query builder over either driver. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/** The handle passed to {@link Database.transaction}'s callback: use it for every query inside. */
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

/** A query builder that may or may not be inside a transaction (for functions that accept both). */
export type Queryable = Db | Tx;

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /**
   * The Drizzle query builder. On PGlite every statement waits its turn on the one
   * connection; inside {@link transaction} use the `tx` handle instead (using `db` there fails
   * at once with ReentrantQueueError rather than waiting forever).
   */
  readonly db: Db;
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
  /** Fails when the database cannot answer. */
  ping(): Promise<void>;
  /** Closes the connection(s); the object is unusable afterwards. */
  close(): Promise<void>;
}

/** The PGlite calls Drizzle makes: PGlite itself, or the worker that runs it (pglite-worker-client.ts). */
type PgliteClient = Pick<PGlite, 'query' | 'exec' | 'transaction'>;

/**
 * The PGlite client as Drizzle sees it, with every query and transaction queued: PGlite is
 * one connection, so a transaction runs alone and never interleaves with others' statements;
 * statements queued one after another are sent without waiting for each other's answers.
 * Statements inside a transaction go through the transaction's own handle, not this queue.
 */
function serialise(client: PgliteClient): PGlite {
  const queue = new SerialQueue();
  const serialised: PgliteClient = {
    query: (...args) => queue.runShared(() => client.query(...args)),
    exec: (...args) => queue.runShared(() => client.exec(...args)),
    transaction: (callback) => queue.run(() => client.transaction(callback)),
  };
  return serialised as PGlite;
}

export interface PgliteOptions {
  /** Told when the worker running a persisted PGlite stops unexpectedly (every call fails then). */
  onFailure?: (error: Error) => void;
}

/**
 * Opens PGlite persisted in `dataDir` (created if missing) in a worker thread, or in memory in
 * this thread when it is undefined.
 */
export async function openPglite(dataDir?: string, options: PgliteOptions = {}): Promise<Database> {
  if (!dataDir) return pgliteDatabase(await PGlite.create());
  await mkdir(dataDir, { recursive: true });
  const worker = await openPgliteWorker(dataDir, { onFailure: options.onFailure });
  return pgliteOver(worker, () => worker.close());
}

/** The {@link Database} over an open PGlite client (tests open theirs from a migrated template). */
export function pgliteDatabase(client: PGlite): Database {
  return pgliteOver(withPreparedStatements(client), () => client.close());
}

/**
 * PGlite's calls with its statements kept prepared (pglite-statements.ts), in its transactions
 * too; PGlite as it is when that is not available. The worker does the same on its side.
 */
function withPreparedStatements(client: PGlite): PgliteClient {
  const prepared = preparedStatements(client);
  if (!prepared) return client;
  return {
    query: prepared.query,
    exec: (...args) => client.exec(...args),
    transaction: (callback) =>
      client.transaction((tx) =>
        callback({
          ...tx,
          query: async (sql, params, options) => {
            // PGlite's own handle refuses a closed transaction; so does this one.
            if (tx.closed) throw new Error('Transaction is closed');
            // What only PGlite's own path handles (COPY's blob, notices) goes there, as outside.
            if (options?.blob || options?.onNotice) return tx.query(sql, params, options);
            return prepared.transactionQuery(sql, params, options);
          },
          // Spreading copies `closed` once: read it from the transaction itself.
          get closed() {
            return tx.closed;
          },
        }),
      ),
  };
}

function pgliteOver(client: PgliteClient, close: () => Promise<void>): Database {
  const db = drizzlePglite({ client: serialise(client), schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    transaction: (work) => db.transaction(work),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close,
  };
}

export interface PostgresOptions {
  /** Schema to use instead of public (tests use a fresh one per file). */
  schema?: string;
  /** Connections in the pool. */
  maxConnections?: number;
  /** Called when an idle pooled connection fails (the pool replaces it). */
  onIdleError?: (error: Error) => void;
  /** How long opening a connection may take before the query fails (default 5 s). */
  connectionTimeoutMs?: number;
}

/** How long opening a pooled connection may take: a server out of reach fails requests, never hangs them. */
const CONNECTION_TIMEOUT_MS = 5_000;

/** Opens a node-postgres pool on `url`. */
export async function openPostgres(url: string, options: PostgresOptions = {}): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMs ?? CONNECTION_TIMEOUT_MS,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', (error) => {
    // pg-pool hangs the whole connection on the error; its reason is what a log needs.
    delete (error as { client?: unknown }).client;
    options.onIdleError?.(error);
  });
  // A connection the pool has lent (a transaction) has no 'error' listener of the pool's, and an
  // 'error' event without a listener ends the process. When the server goes away mid-transaction
  // the failed query rejects anyway (answered 503); this listener only keeps the process up, and
  // the pool drops the broken connection when it is released (docs/architecture.md "When the
  // database is down").
  pool.on('connect', (client) => {
    client.on('error', () => undefined);
  });
  const db = drizzleNodePostgres({ client: pool, schema }) as unknown as Db;
  const database: Database = {
    kind: 'postgres',
    db,
    transaction: (work) => db.transaction(work),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
  try {
    await database.ping();
  } catch (error) {
    await pool.end();
    throw error;
  }
  return database;
}

/**
 * Opens the database the configuration names: DATABASE_URL, else PGlite under DATA_DIR/pglite.
 * `onIdleError` is told of a failure outside any request: an idle pooled connection's
 * (PostgreSQL) or the PGlite worker thread stopping.
 */
export function openDatabase(env: Env, onIdleError?: (error: Error) => void): Promise<Database> {
  if (env.databaseUrl) return openPostgres(env.databaseUrl, { onIdleError });
  return openPglite(path.join(env.dataDir, 'pglite'), { onFailure: onIdleError });
}
