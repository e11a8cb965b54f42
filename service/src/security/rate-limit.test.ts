import { APP_ID } from '@wf/config/app';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { rateLimits } from '../db/schema.ts';
import { parseEnv } from '../env.ts';
import type { ApiEnv, BaseEnv } from '../http/context.ts';
import { handleError } from '../http/errors.ts';
import { silentLogger } from '../log.ts';
import { APP_HEADERS } from '../testing/app.ts';
import {
  openSecondInstanceDatabase,
  openSeededTestDatabase,
  type TestDatabase,
} from '../testing/database.ts';
import type { RateLimitRule } from './limits.ts';
import { hitRateLimits, rateLimit, windowStartOf } from './rate-limit.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
let test: TestDatabase;
const t0 = new Date('2026-03-02T10:00:00.000Z');
const rule: RateLimitRule = { name: 'test-rule', limit: 3, windowSeconds: 600 };

beforeAll(async () => {
  test = await openSeededTestDatabase();
});
afterAll(async () => {
  await test.close();
});

function hit(key: string, now = t0) {
  return hitRateLimits(test.database.db, { appId: APP_ID, now, hits: [{ rule, key }] });
}

describe('rate limits in the database', () => {
  it('given requests up to the limit they pass, and the next answers 429 with Retry-After to the window end', async () => {
    for (let i = 0; i < 3; i += 1) await hit('a');
    const now = new Date(t0.getTime() + 100_000);
    await expect(hit('a', now)).rejects.toMatchObject({
      status: 429,
      code: 'rate-limited',
      headers: { 'Retry-After': String(600 - 100) },
    });
    await expect(hit('b', now)).resolves.toBeUndefined();
  });

  it('given a new window, the count starts again', async () => {
    for (let i = 0; i < 3; i += 1) await hit('c');
    await expect(hit('c')).rejects.toMatchObject({ status: 429 });
    await expect(hit('c', new Date(t0.getTime() + 600_000))).resolves.toBeUndefined();
  });

  it('given one request, it is counted by one row per key and window', async () => {
    await hit('d');
    await hit('d');
    const rows = await test.database.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.appId, APP_ID), eq(rateLimits.key, 'test-rule:d')));
    expect(rows).toEqual([
      { appId: APP_ID, key: 'test-rule:d', windowStart: windowStartOf(rule, t0), count: 2 },
    ]);
  });

  it('given one request counted under several keys and rules, each is counted and the latest-ending window decides Retry-After', async () => {
    const short: RateLimitRule = { name: 'test-short', limit: 1, windowSeconds: 60 };
    const count = (key: string) =>
      hitRateLimits(test.database.db, {
        appId: APP_ID,
        now: t0,
        hits: [
          { rule, key },
          { rule: short, key },
          { rule, key: `${key}-other` },
        ],
      });
    await count('f');
    await expect(count('f')).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '60' } });
    await count('f').catch(() => undefined);
    // The long rule is now over its limit too, and its window ends later.
    await expect(count('f')).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '600' } });
    const rows = await test.database.db.select().from(rateLimits).where(eq(rateLimits.appId, APP_ID));
    const countOf = (key: string) => rows.find((row) => row.key === key)?.count;
    expect([countOf('test-rule:f'), countOf('test-short:f'), countOf('test-rule:f-other')]).toEqual([
      4, 4, 4,
    ]);
  });

  it('given the same key twice in one request, it counts twice', async () => {
    await hitRateLimits(test.database.db, {
      appId: APP_ID,
      now: t0,
      hits: [
        { rule, key: 'g' },
        { rule, key: 'g' },
      ],
    });
    await expect(hit('g')).resolves.toBeUndefined();
    await expect(hit('g')).rejects.toMatchObject({ status: 429 });
  });

  it('given concurrent requests, each is counted exactly once (atomic upsert)', async () => {
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => hit('e')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(3);
  });

  it('given the middleware, it counts by client IP and answers 429 JSON with Retry-After', async () => {
    const limiter = rateLimit({ ...rule, name: 'test-mw' });
    const env = parseEnv({});
    const app = new Hono<ApiEnv>();
    app.onError((error, c) => handleError(error, c as unknown as Context<BaseEnv>));
    app.use('*', async (c, next) => {
      c.set('app', { id: APP_ID } as ApiEnv['Variables']['app']);
      await next();
    });
    app.post('/limited', limiter.middleware({ database: test.database, clock: () => t0, env }), (c) =>
      c.text('ok'),
    );
    for (let i = 0; i < 3; i += 1)
      expect((await app.request('/limited', { method: 'POST' })).status).toBe(200);
    const response = await app.request('/limited', { method: 'POST' });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('600');
    expect((await response.json()).error.message).toBe(
      'Too many attempts. Please wait 10 minutes and try again.',
    );
  });
});

describe('two service instances on one database', () => {
  it('given logins sent alternately to both, one limit counts them all', async () => {
    const env = parseEnv({ TRUST_PROXY: 'true' });
    const clock = () => t0;
    const one = createApp({ db: test.database, env, clock, logger: silentLogger() });
    const secondDatabase = await openSecondInstanceDatabase(test);
    const two = createApp({ db: secondDatabase, env, clock, logger: silentLogger() });
    const login = (app: typeof one) =>
      app.request('/api/auth/login', {
        method: 'POST',
        headers: { ...APP_HEADERS, 'Content-Type': 'application/json', 'X-Forwarded-For': '192.0.2.8' },
        body: JSON.stringify({ email: 'shared-limit@example.org', password: 'wrong password' }),
      });
    // 10 per address per 15 minutes: five on each instance.
    for (let i = 0; i < 5; i += 1) {
      expect((await login(one)).status).toBe(401);
      expect((await login(two)).status).toBe(401);
    }
    expect((await login(one)).status).toBe(429);
    expect((await login(two)).status).toBe(429);
    if (secondDatabase !== test.database) await secondDatabase.close();
  });
});
