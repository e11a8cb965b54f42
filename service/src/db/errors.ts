/** Errors of either driver (PGlite, node-postgres), recognised by their SQLSTATE. */

/** True when `error` or one of its causes carries SQLSTATE `code`. */
function hasSqlState(error: unknown, code: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && typeof current === 'object' && current !== null; depth += 1) {
    if ((current as { code?: unknown }).code === code) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** True for a unique-constraint violation (SQLSTATE 23505), on the error or one of its causes. */
export function isUniqueViolation(error: unknown): boolean {
  return hasSqlState(error, '23505');
}

/**
 * True when the database server is out of disk space: SQLSTATE 53100 disk_full, on the error or
 * one of its causes ("could not extend file ...: No space left on device", from PostgreSQL and
 * from PGlite alike). The statement failed and its transaction was rolled back, so nothing was
 * changed; other storage classes (53200 out_of_memory) and program limits (class 54) are not
 * this. Answered 507 (docs/architecture.md "When the database is down").
 */
export function isDatabaseStorageFull(error: unknown): boolean {
  return hasSqlState(error, '53100');
}

/** Socket errors of a database that is down, restarting or out of reach. */
const UNREACHABLE_SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away or not yet back: admin_shutdown (57P01),
 * crash_shutdown (57P02), cannot_connect_now (57P03, starting up or shutting down),
 * too_many_connections (53300); class 08 is every connection exception.
 */
const UNREACHABLE_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);

/** node-postgres's own errors for a connection that ended or never opened (they carry no code). */
const UNREACHABLE_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
];

function isUnreachableError(value: object): boolean {
  const { code, message } = value as { code?: unknown; message?: unknown };
  if (typeof code === 'string') {
    if (UNREACHABLE_SOCKET_CODES.has(code) || UNREACHABLE_SQLSTATES.has(code)) return true;
    if (/^08[0-9A-Z]{3}$/.test(code)) return true;
  }
  return typeof message === 'string' && UNREACHABLE_MESSAGES.some((known) => message.startsWith(known));
}

/**
 * True when `error` (or one of its causes, or one of an AggregateError's errors) says the
 * database cannot be reached right now: the server is stopped or restarting, or the connection
 * broke. Such a request is answered 503 with Retry-After, never 500 (docs/architecture.md
 * "When the database is down").
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0 && seen.size < 16) {
    const current = pending.shift();
    if (typeof current !== 'object' || current === null || seen.has(current)) continue;
    seen.add(current);
    if (isUnreachableError(current)) return true;
    pending.push((current as { cause?: unknown }).cause);
    const { errors } = current as { errors?: unknown };
    if (Array.isArray(errors)) pending.push(...errors);
  }
  return false;
}
