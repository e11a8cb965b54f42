import { describe, expect, it } from 'vitest';
import { isDatabaseStorageFull, isDatabaseUnavailable, isUniqueViolation } from './errors.ts';

/** A driver error as node-postgres makes them: an Error with a code. */
function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

/** A failed query as Drizzle wraps it: its own message, the driver's error as the cause. */
function wrapped(cause: unknown): Error {
  return new Error('Failed query: select 1\nparams: ', { cause });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a connection that ended', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    [
      'a server shutting down (57P01)',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['a server restarting after a crash (57P02)', withCode('terminating connection', '57P02')],
    ['a server starting up (57P03)', withCode('the database system is starting up', '57P03')],
    ['a connection exception (class 08)', withCode('connection failure', '08006')],
    ['every address refused (AggregateError)', new AggregateError([withCode('refused', 'ECONNREFUSED')], '')],
  ])('given %s, wrapped in a failed query, it is true', (_, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('duplicate key', '23505')],
    ['a syntax error', withCode('syntax error', '42601')],
    ['a plain error', new Error('something else')],
    ['not an error', 'ECONNREFUSED'],
  ])('given %s, it is false', (_, error) => {
    expect(isDatabaseUnavailable(wrapped(error))).toBe(false);
  });

  it('given an error that is its own cause, it ends', () => {
    const error = new Error('loop');
    Object.assign(error, { cause: error });
    expect(isDatabaseUnavailable(error)).toBe(false);
    expect(isUniqueViolation(error)).toBe(false);
    expect(isDatabaseStorageFull(error)).toBe(false);
  });

  it('given a full disk (53100), it is false: the server is reachable', () => {
    expect(isDatabaseUnavailable(wrapped(withCode('could not extend file', '53100')))).toBe(false);
  });
});

describe('isDatabaseStorageFull', () => {
  /** PostgreSQL's own words when a table's file cannot grow (PGlite says the same). */
  const diskFull = () =>
    withCode('could not extend file "base/16384/16402": No space left on device', '53100');

  it('given disk_full (53100), wrapped in a failed query, it is true', () => {
    expect(isDatabaseStorageFull(wrapped(diskFull()))).toBe(true);
    expect(isDatabaseStorageFull(diskFull())).toBe(true);
  });

  it.each([
    ['out of memory (53200)', withCode('out of memory', '53200')],
    ['too many connections (53300)', withCode('too many clients already', '53300')],
    ['a program limit (54000)', withCode('index row size exceeds maximum', '54000')],
    ['statement too complex (54001)', withCode('stack depth limit exceeded', '54001')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a plain error naming the disk', new Error('No space left on device')],
    ['not an error', '53100'],
  ])('given %s, it is false', (_, error) => {
    expect(isDatabaseStorageFull(wrapped(error))).toBe(false);
  });
});
