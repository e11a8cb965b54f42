/**
 * The messages between the main thread and the PGlite worker (pglite-worker.ts), and how an
 * error crosses between them. Structured clone carries rows as they are (Date, bigint, arrays,
 * plain objects, Uint8Array) but an Error loses its own fields (code, constraint, detail...),
 * which the service reads (errors.ts): those are sent as a plain record and put back.
 */
import { messages, TransactionAbortedError } from '@electric-sql/pglite';

export interface WorkerData {
  dataDir: string;
}

/** What the main thread sends of a query's options: functions cannot cross threads. */
export interface WorkerQueryOptions {
  rowMode?: 'array' | 'object';
  paramTypes?: number[];
  /** Types whose columns come back as text: the caller's parsers for them run on the main thread. */
  textTypes: number[];
}

export type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[] | undefined; options: WorkerQueryOptions }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'close' };

export interface SentError {
  /** Which class to rebuild: PGlite's own errors keep their class. */
  kind: 'DatabaseError' | 'TransactionAbortedError' | 'Error';
  message: string;
  stack: string | undefined;
  /** The error's own fields that structured clone can carry (name, code, constraint, query...). */
  fields: Record<string, unknown>;
}

export type WorkerReply =
  | { type: 'ready'; ok: true }
  | { type: 'ready'; ok: false; error: SentError }
  | { type: 'result'; id: number; ok: true; result: unknown }
  | { type: 'result'; id: number; ok: false; error: SentError };

function cloneable(value: unknown): boolean {
  if (typeof value === 'function' || typeof value === 'symbol') return false;
  if (typeof value !== 'object' || value === null) return true;
  try {
    structuredClone(value);
    return true;
  } catch {
    return false;
  }
}

/** An error as a message can carry it. */
export function describeError(error: unknown): SentError {
  if (!(error instanceof Error)) {
    return { kind: 'Error', message: String(error), stack: undefined, fields: {} };
  }
  const fields: Record<string, unknown> = {};
  for (const key of Object.keys(error)) {
    const value = (error as unknown as Record<string, unknown>)[key];
    if (cloneable(value)) fields[key] = value;
  }
  const kind =
    error instanceof TransactionAbortedError
      ? 'TransactionAbortedError'
      : error instanceof messages.DatabaseError
        ? 'DatabaseError'
        : 'Error';
  return { kind, message: error.message, stack: error.stack, fields };
}

/** The error again, on the receiving side: same class, message, fields and stack. */
export function rebuildError(sent: SentError): Error {
  let error: Error;
  if (sent.kind === 'TransactionAbortedError') error = new TransactionAbortedError();
  else if (sent.kind === 'DatabaseError') error = new messages.DatabaseError(sent.message, 0, 'error');
  else error = new Error(sent.message);
  Object.assign(error, sent.fields);
  if (sent.stack) error.stack = sent.stack;
  return error;
}
