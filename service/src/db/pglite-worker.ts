/**
 * The worker thread that owns a persisted PGlite instance (docs/architecture.md "The membership service"):
 * PGlite runs PostgreSQL in WASM synchronously, so on the service's own thread every query
 * would block the event loop. The main thread talks to it through pglite-worker-client.ts;
 * this file only answers its messages, one PGlite call per message.
 *
 * Plain erasable TypeScript: Node loads it directly as the worker's entry.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { type PreparedQuery, preparedStatements } from './pglite-statements.ts';
import {
  describeError,
  type WorkerData,
  type WorkerReply,
  type WorkerRequest,
} from './pglite-worker-protocol.ts';

const port = parentPort;
if (!port) throw new Error('pglite-worker.ts runs as a worker thread only');
const { dataDir } = workerData as WorkerData;

/** Keeps a column's text as it came: the main thread applies the caller's own parser to it. */
const keepText = (value: string) => value;

let client: PGlite;
try {
  client = await PGlite.create(dataDir);
} catch (error) {
  port.postMessage({ type: 'ready', ok: false, error: describeError(error) } satisfies WorkerReply);
  port.close();
  throw error;
}
port.postMessage({ type: 'ready', ok: true } satisfies WorkerReply);

/** Statements kept prepared (pglite-statements.ts); PGlite's own query if that is unavailable. */
const prepared = preparedStatements(client);
const query: PreparedQuery =
  prepared?.query ?? ((sql, params, options) => client.query(sql, params, options));

/** Calls under way, so that close waits for them. */
const inFlight = new Set<Promise<unknown>>();

async function answer(request: WorkerRequest): Promise<unknown> {
  switch (request.op) {
    case 'query': {
      const { rowMode, paramTypes, textTypes } = request.options;
      const options: QueryOptions = {};
      if (rowMode) options.rowMode = rowMode;
      if (paramTypes) options.paramTypes = paramTypes;
      if (textTypes.length > 0) options.parsers = Object.fromEntries(textTypes.map((oid) => [oid, keepText]));
      return query(request.sql, request.params, options);
    }
    case 'exec':
      return client.exec(request.sql);
    case 'close':
      await Promise.allSettled([...inFlight]);
      await client.close();
      return undefined;
  }
}

port.on('message', (request: WorkerRequest) => {
  const call = answer(request);
  inFlight.add(call);
  call.then(
    (result) => {
      inFlight.delete(call);
      try {
        port.postMessage({ type: 'result', id: request.id, ok: true, result } satisfies WorkerReply);
      } catch (error) {
        // A value structured clone cannot carry: the call fails, the thread goes on.
        port.postMessage({
          type: 'result',
          id: request.id,
          ok: false,
          error: describeError(error),
        } satisfies WorkerReply);
      }
      // Nothing else will come: let the thread end once the reply is out.
      if (request.op === 'close') port.close();
    },
    (error: unknown) => {
      inFlight.delete(call);
      port.postMessage({
        type: 'result',
        id: request.id,
        ok: false,
        error: describeError(error),
      } satisfies WorkerReply);
    },
  );
});
