import { Writable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { Hono } from 'hono';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BaseEnv } from './context.ts';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  handleError,
  INTERNAL_ERROR_MESSAGE,
  STORAGE_FULL_CODE,
  STORAGE_FULL_MESSAGE,
  STORAGE_FULL_RETRY_AFTER_SECONDS,
} from './errors.ts';
import { requestId } from './request-id.ts';

/** A parameter of the failing query: it must never reach the log. */
const SECRET_PARAMETER = 'parameter-that-must-not-be-logged';

let pglite: PGlite;

beforeAll(async () => {
  pglite = await PGlite.create();
  // A real server error of each kind, raised by PL/pgSQL with the SQLSTATE a full disk, a lack
  // of memory and a broken connection carry; the text is PostgreSQL's own for a full disk.
  await pglite.exec(`
    create function wf_fail(state text, reason text) returns void language plpgsql as $$
    begin
      raise exception using errcode = state, message = 'could not extend file "base/5/16390": No space left on device',
        hint = reason;
    end $$;`);
});

afterAll(async () => {
  await pglite.close();
});

/** An app whose routes fail with the database's error `state`, its log lines kept. */
function failingApp(state: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const db = drizzle(pglite);
  const app = new Hono<BaseEnv>();
  app.onError(handleError);
  app.use('*', requestId(pino({ level: 'info' }, stream)));
  const fail = async () => {
    await db.execute(sql`select wf_fail(${state}, ${SECRET_PARAMETER})`);
    return new Response('stored');
  };
  app.post('/api/member/profile-image', fail);
  app.post('/settings/save', fail);
  return { app, lines };
}

describe('handleError', () => {
  describe('given the database is out of disk space (SQLSTATE 53100)', () => {
    it("answers 507 'storage-full' with Retry-After and the sentence for people", async () => {
      const { app } = failingApp('53100');
      const response = await app.request('/api/member/profile-image', { method: 'POST' });
      expect(response.status).toBe(507);
      expect(response.headers.get('Retry-After')).toBe(String(STORAGE_FULL_RETRY_AFTER_SECONDS));
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.json()).toEqual({
        error: { code: STORAGE_FULL_CODE, message: STORAGE_FULL_MESSAGE },
      });
      expect(STORAGE_FULL_MESSAGE).toBe(
        'The service cannot store this right now: its storage is full. Nothing was changed; please try again later.',
      );
    });

    it('logs one error line naming the cause, without the query or its parameters', async () => {
      const { app, lines } = failingApp('53100');
      await app.request('/api/member/profile-image', { method: 'POST' });
      const errors = lines.filter((line) => line.level === 50);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({
        msg: 'database storage full (SQLSTATE 53100): answered 507',
        path: '/api/member/profile-image',
        reason: 'could not extend file "base/5/16390": No space left on device',
      });
      const logged = JSON.stringify(lines);
      expect(logged).not.toContain(SECRET_PARAMETER);
      expect(logged).not.toContain('wf_fail');
    });

    it('answers a page the same in plain text', async () => {
      const { app } = failingApp('53100');
      const response = await app.request('/settings/save', { method: 'POST' });
      expect(response.status).toBe(507);
      expect(response.headers.get('Retry-After')).toBe(String(STORAGE_FULL_RETRY_AFTER_SECONDS));
      expect(await response.text()).toBe(STORAGE_FULL_MESSAGE);
    });
  });

  it.each([
    ['out of memory (53200)', '53200'],
    ['a program limit (54000)', '54000'],
  ])('given %s, it answers 500 as before', async (_, state) => {
    const { app, lines } = failingApp(state);
    const response = await app.request('/api/member/profile-image', { method: 'POST' });
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ error: { code: 'internal', message: INTERNAL_ERROR_MESSAGE } });
    expect(lines.filter((line) => line.msg === 'unhandled error')).toHaveLength(1);
  });

  it("given a connection failure (08006), it still answers 503 'unavailable'", async () => {
    const { app } = failingApp('08006');
    const response = await app.request('/api/member/profile-image', { method: 'POST' });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
    });
  });
});
