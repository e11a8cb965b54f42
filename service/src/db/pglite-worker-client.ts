/**
 * The main thread's side of the PGlite worker (docs/architecture.md "The membership service"): a persisted
 * PGlite runs in a worker thread (pglite-worker.ts) so that its queries, synchronous WASM, no
 * longer block the service's event loop. This object answers `query`, `exec` and `transaction`
 * as a PGlite client does (same rows, fields and errors), which is all Drizzle's pglite driver
 * calls; client.ts puts the same one-at-a-time queue in front of it as in front of PGlite.
 *
 * A transaction is BEGIN, the callback's statements, then COMMIT (or ROLLBACK when it throws),
 * each a call to the worker, as PGlite's own transaction() does: the queue in front keeps every
 * other statement waiting meanwhile.
 *
 * If the worker stops unexpectedly, every call under way and every later call fails with a
 * {@link PgliteWorkerStoppedError}, and `onFailure` is told once.
 */
import { Worker } from 'node:worker_threads';
import {
  type QueryOptions,
  type Results,
  type Transaction,
  TransactionAbortedError,
} from '@electric-sql/pglite';
import {
  rebuildError,
  type WorkerData,
  type WorkerQueryOptions,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-worker-protocol.ts';

/** Every call fails with this once the worker has stopped without being closed. */
export class PgliteWorkerStoppedError extends Error {
  constructor(reason: string, options?: { cause?: unknown }) {
    super(
      `The embedded database's worker thread stopped (${reason}): database calls fail until the service restarts.`,
      options,
    );
    this.name = 'PgliteWorkerStoppedError';
  }
}

/** The PGlite calls Drizzle makes, answered by the worker. */
export interface PgliteWorkerClient {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string, options?: QueryOptions): Promise<Array<Results>>;
  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Closes PGlite (after the calls already sent) and ends the worker. */
  close(): Promise<void>;
  /** The thread itself (tests stop it to see a crash handled). */
  readonly worker: Worker;
}

export interface PgliteWorkerOptions {
  /** Told when the worker stops unexpectedly (the service logs it). */
  onFailure?: (error: Error) => void;
}

const WORKER_URL = new URL('./pglite-worker.ts', import.meta.url);

/** How long close waits for the thread to end on its own before stopping it. */
const CLOSE_GRACE_MS = 5_000;

/** A request before its id is given (Omit of each member of the union). */
type Unsent<T> = T extends unknown ? Omit<T, 'id'> : never;

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

/** Options PGlite takes that cannot cross to the worker: refused rather than silently ignored. */
function workerOptions(options: QueryOptions | undefined): WorkerQueryOptions {
  if (!options) return { textTypes: [] };
  const { rowMode, paramTypes, parsers, ...rest } = options;
  const unsupported = Object.keys(rest).filter((key) => rest[key as keyof typeof rest] !== undefined);
  if (unsupported.length > 0) {
    throw new Error(`The PGlite worker does not take these query options: ${unsupported.join(', ')}`);
  }
  return {
    ...(rowMode ? { rowMode } : {}),
    ...(paramTypes ? { paramTypes } : {}),
    textTypes: parsers ? Object.keys(parsers).map(Number) : [],
  };
}

/** Applies the caller's parsers to the columns the worker sent as text, as PGlite would have. */
function applyParsers(result: Results, options: QueryOptions | undefined): void {
  const parsers = options?.parsers;
  if (!parsers || result.fields.length === 0) return;
  const arrayMode = options.rowMode === 'array';
  const columns: {
    index: number;
    name: string;
    type: number;
    parse: (value: string, type: number) => unknown;
  }[] = [];
  result.fields.forEach((field, index) => {
    const parse = parsers[field.dataTypeID];
    if (!parse) return;
    // In object mode a name given twice holds the last column's value (PGlite's Object.fromEntries).
    if (!arrayMode && result.fields.findLastIndex((other) => other.name === field.name) !== index) return;
    columns.push({ index, name: field.name, type: field.dataTypeID, parse });
  });
  if (columns.length === 0) return;
  for (const row of result.rows as Record<string | number, unknown>[]) {
    for (const column of columns) {
      const key = arrayMode ? column.index : column.name;
      const value = row[key];
      if (value !== null && value !== undefined) row[key] = column.parse(value as string, column.type);
    }
  }
}

/** Starts the worker on `dataDir` and resolves once PGlite is open there. */
export async function openPgliteWorker(
  dataDir: string,
  options: PgliteWorkerOptions = {},
): Promise<PgliteWorkerClient> {
  const worker = new Worker(WORKER_URL, { workerData: { dataDir } satisfies WorkerData });
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let stopped: Error | undefined;
  let closing = false;
  let ready: Pending | undefined;
  let opened = false;

  const exited = new Promise<number>((resolve) => worker.once('exit', resolve));

  function settleRef(): void {
    // An idle worker does not keep the process alive (as PGlite in the thread would not).
    if (pending.size > 0 || ready) worker.ref();
    else worker.unref();
  }

  function fail(error: Error): void {
    if (stopped) return;
    stopped = error;
    ready?.reject(error);
    ready = undefined;
    for (const call of pending.values()) call.reject(error);
    pending.clear();
    settleRef();
    if (opened && !closing) options.onFailure?.(error);
  }

  worker.on('message', (reply: WorkerReply) => {
    if (reply.type === 'ready') {
      const opening = ready;
      ready = undefined;
      if (reply.ok) opening?.resolve(undefined);
      else opening?.reject(rebuildError(reply.error));
      settleRef();
      return;
    }
    const call = pending.get(reply.id);
    if (!call) return;
    pending.delete(reply.id);
    settleRef();
    if (reply.ok) call.resolve(reply.result);
    else call.reject(rebuildError(reply.error));
  });
  worker.on('messageerror', (error) => {
    // An answer that cannot be read belongs to a call that would wait forever: stop it all.
    fail(new PgliteWorkerStoppedError(`an answer could not be read: ${error.message}`, { cause: error }));
    void worker.terminate();
  });
  worker.on('error', (error) => fail(new PgliteWorkerStoppedError(error.message, { cause: error })));
  worker.on('exit', (code) => {
    fail(
      closing
        ? new Error('The embedded database is closed')
        : new PgliteWorkerStoppedError(`exit code ${code}`),
    );
  });

  function call(request: Unsent<WorkerRequest>): Promise<unknown> {
    if (stopped) return Promise.reject(stopped);
    if (closing && request.op !== 'close')
      return Promise.reject(new Error('The embedded database is closed'));
    const id = nextId++;
    return new Promise((resolve, reject) => {
      try {
        worker.postMessage({ ...request, id } as WorkerRequest);
      } catch (error) {
        // A parameter structured clone cannot carry (a function): this call fails, nothing else.
        reject(error as Error);
        return;
      }
      pending.set(id, { resolve, reject });
      settleRef();
    });
  }

  const query = async <T>(
    sql: string,
    params?: unknown[],
    queryOptions?: QueryOptions,
  ): Promise<Results<T>> => {
    const sent = workerOptions(queryOptions);
    const result = (await call({ op: 'query', sql, params, options: sent })) as Results<T>;
    applyParsers(result as Results, queryOptions);
    return result;
  };

  const exec = async (sql: string, execOptions?: QueryOptions): Promise<Array<Results>> => {
    if (execOptions && Object.values(execOptions).some((value) => value !== undefined)) {
      throw new Error('The PGlite worker does not take exec options');
    }
    return (await call({ op: 'exec', sql })) as Array<Results>;
  };

  const transaction = async <T>(callback: (tx: Transaction) => Promise<T>): Promise<T> => {
    await exec('BEGIN');
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(sql: string, params?: unknown[], queryOptions?: QueryOptions) => {
        open();
        return query<R>(sql, params, queryOptions);
      },
      exec: async (sql: string, execOptions?: QueryOptions) => {
        open();
        return exec(sql, execOptions);
      },
      rollback: async () => {
        open();
        await exec('ROLLBACK');
        closed = true;
      },
      get closed() {
        return closed;
      },
    };
    try {
      const result = await callback(tx as unknown as Transaction);
      if (!closed) {
        closed = true;
        const [commit] = await exec('COMMIT');
        // COMMIT of a transaction a failed statement aborted answers ROLLBACK: PGlite's own error.
        if (commit?.command === 'ROLLBACK') {
          throw Object.assign(new TransactionAbortedError(), {
            query: 'COMMIT',
            params: undefined,
            queryOptions: undefined,
          });
        }
      }
      return result;
    } catch (error) {
      if (!closed) {
        closed = true;
        await exec('ROLLBACK');
      }
      throw error;
    }
  };

  const close = async (): Promise<void> => {
    if (closing) {
      await exited;
      return;
    }
    if (stopped) return;
    const closed = call({ op: 'close' });
    closing = true;
    // A worker that does not answer in time is stopped: shutting down never hangs on it.
    let late = false;
    const timer = setTimeout(() => {
      late = true;
      void worker.terminate();
    }, CLOSE_GRACE_MS);
    try {
      await closed.catch((error: unknown) => {
        throw late
          ? new Error(
              `The embedded database did not close within ${CLOSE_GRACE_MS} ms: its worker was stopped`,
            )
          : error;
      });
    } finally {
      await exited;
      clearTimeout(timer);
    }
  };

  await new Promise((resolve, reject) => {
    ready = { resolve, reject };
    settleRef();
  });
  opened = true;
  return { query, exec, transaction, close, worker };
}
