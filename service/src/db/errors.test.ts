import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable, isUniqueViolation } from './errors.ts';

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
  });
});
