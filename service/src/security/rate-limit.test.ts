import { APP_ID } from '@wf/config/app';
import type { RateLimitRule } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../db/schema.ts';
import { parseEnv } from '../env.ts';
import type { ApiEnv, BaseEnv } from '../http/context.ts';
import { handleError } from '../http/errors.ts';
import { routeLimits } from '../http/route-policy.ts';
import { silentLogger } from '../log.ts';
import { APP_HEADERS, createServiceApp } from '../testing/app.ts';
import {
  openSecondInstanceDatabase,
  openSeededTestDatabase,
  type TestDatabase,
} from '../testing/database.ts';
import { hitRateLimits, windowStartOf } from './rate-limit.ts';

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
  it('given requests up to the limit they pass, and the next answers 429 with Retry-After until the sliding window has room', async () => {
    for (let i = 0; i < 3; i += 1) await hit('a');
    const now = new Date(t0.getTime() + 100_000);
    // Four counted in this window: the next window must slide half way (4 x 0.5 + 1 = 3).
    await expect(hit('a', now)).rejects.toMatchObject({
      status: 429,
      code: 'rate-limited',
      headers: { 'Retry-After': String(600 + 300 - 100) },
    });
    await expect(hit('b', now)).resolves.toBeUndefined();
  });

  it('given the window after, the limit lifts gradually as the last window slides out', async () => {
    for (const key of ['lift-early', 'lift-half']) {
      for (let i = 0; i < 3; i += 1) await hit(key);
      await expect(hit(key)).rejects.toMatchObject({ status: 429 });
    }
    // A quarter into the next window the four still weigh 3: 4 x 0.75 + 1 = 4 > 3.
    await expect(hit('lift-early', new Date(t0.getTime() + 600_000 + 150_000))).rejects.toMatchObject({
      status: 429,
    });
    // Half way they weigh 2: 4 x 0.5 + 1 = 3, within the limit.
    await expect(hit('lift-half', new Date(t0.getTime() + 600_000 + 300_000))).resolves.toBeUndefined();
  });

  it('given a burst at the end of a window and another at the start of the next, no more than the limit passes (attack: twice the limit at the edge)', async () => {
    const late = new Date(t0.getTime() + 599_000);
    const early = new Date(t0.getTime() + 601_000);
    const outcomes = [];
    for (const at of [late, late, late, early, early, early]) {
      outcomes.push(
        await hit('edge', at).then(
          () => 'passed',
          () => 'refused',
        ),
      );
    }
    expect(outcomes.filter((outcome) => outcome === 'passed')).toHaveLength(3);
  });

  it('given one request, it is counted by one row per key holding this window and the one before', async () => {
    await hit('d');
    await hit('d');
    await hit('d', new Date(t0.getTime() + 600_000));
    const rows = await test.database.db
      .select()
      .from(rateLimits)
      .where(and(eq(rateLimits.appId, APP_ID), eq(rateLimits.key, 'test-rule:d')));
    expect(rows).toEqual([
      {
        appId: APP_ID,
        key: 'test-rule:d',
        windowStart: new Date(windowStartOf(rule, t0).getTime() + 600_000),
        count: 1,
        previousCount: 2,
        windowSeconds: 600,
      },
    ]);
  });

  it('given a key unused for more than a window, its old count is forgotten', async () => {
    for (let i = 0; i < 4; i += 1) await hit('e-old').catch(() => undefined);
    await expect(hit('e-old', new Date(t0.getTime() + 1_200_000))).resolves.toBeUndefined();
  });

  it('given broader keys after narrower ones, a request refused for its own key never counts against the shared one', async () => {
    const own: RateLimitRule = { name: 'test-own', limit: 1, windowSeconds: 600 };
    const everyone: RateLimitRule = { name: 'test-shared', limit: 2, windowSeconds: 600 };
    const attempt = (who: string) =>
      hitRateLimits(test.database.db, {
        appId: APP_ID,
        now: t0,
        hits: [{ rule: own, key: who }],
        shared: [{ rule: everyone, key: 'member' }],
      });
    await attempt('stranger');
    for (let i = 0; i < 5; i += 1) await expect(attempt('stranger')).rejects.toMatchObject({ status: 429 });
    // The stranger's refused tries left the member's shared allowance: the member gets in.
    await expect(attempt('the member')).resolves.toBeUndefined();
  });

  it('given one request counted under several keys and rules, each is counted and the latest to lift decides Retry-After', async () => {
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
    // Two in the short window: it lifts when the next one has slid all the way.
    await expect(count('f')).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '120' } });
    await count('f').catch(() => undefined);
    // The long rule is now over its limit too, and it lifts later.
    await expect(count('f')).rejects.toMatchObject({ status: 429, headers: { 'Retry-After': '900' } });
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
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => hit('concurrent')));
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(3);
    expect(results.filter((result) => result.status === 'rejected')).toHaveLength(3);
  });

  it("given a route's declared limit, it counts by client IP and answers 429 JSON with Retry-After", async () => {
    const limited = routeLimits(
      {
        method: 'POST',
        path: '/limited',
        summary: 'A limited route.',
        tag: 'Tests',
        access: 'anyone',
        reach: 'app',
        reply: 'html',
        limits: [{ rule: { ...rule, name: 'test-mw' }, per: 'ip' }],
      },
      { database: test.database, clock: () => t0, env: parseEnv({}) },
    ) as MiddlewareHandler;
    const app = new Hono<ApiEnv>();
    app.onError((error, c) => handleError(error, c as unknown as Context<BaseEnv>));
    app.use('*', async (c, next) => {
      c.set('app', { id: APP_ID } as ApiEnv['Variables']['app']);
      await next();
    });
    app.post('/limited', limited, (c) => c.text('ok'));
    for (let i = 0; i < 3; i += 1)
      expect((await app.request('/limited', { method: 'POST' })).status).toBe(200);
    const response = await app.request('/limited', { method: 'POST' });
    expect(response.status).toBe(429);
    expect(response.headers.get('Retry-After')).toBe('900');
    expect((await response.json()).error.message).toBe(
      'Too many attempts. Please wait 15 minutes and try again.',
    );
  });
});

describe('two service instances on one database', () => {
  it('given logins sent alternately to both, one limit counts them all', async () => {
    const env = parseEnv({ TRUST_PROXY: 'true' });
    const clock = () => t0;
    const one = createServiceApp({ db: test.database, env, clock, logger: silentLogger() });
    const secondDatabase = await openSecondInstanceDatabase(test);
    const two = createServiceApp({ db: secondDatabase, env, clock, logger: silentLogger() });
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
