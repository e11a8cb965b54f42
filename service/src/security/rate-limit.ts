/**
 * Fixed-window rate limits counted in the rate_limits table, so every instance of the service
 * shares them (docs/security.md). One atomic upsert counts the request under all its keys and reads
 * the counts.
 *
 * Count with a query builder OUTSIDE the request's transaction (`database.db`): a request
 * that then fails (a wrong password) must still have been counted.
 */

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/client.ts';
import { preparedPerHandle } from '../db/prepared.ts';
import { rateLimits } from '../db/schema.ts';
import type { ApiEnv, Deps } from '../http/context.ts';
import { rateLimited } from '../http/errors.ts';
import { clientIp } from '../http/origin.ts';
import { readJsonBody } from '../http/validate.ts';
import { RATE_LIMIT_RETENTION_SECONDS, type RateLimitRule } from './limits.ts';

/** Share of hits that also delete old windows. */
const PRUNE_PROBABILITY = 0.01;

/** One key counted against one rule. */
export interface RateLimitHit {
  rule: RateLimitRule;
  /** Whom the request is counted for, e.g. an IP address or a lower-case e-mail. */
  key: string;
}

/** The start of the fixed window `now` falls in. */
export function windowStartOf(rule: RateLimitRule, now: Date): Date {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** 'Please wait 3 minutes', 'Please wait 40 seconds'. */
function waitPhrase(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** The 429 of a request over its limit, retryable when the window ends. */
export function rateLimitError(retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return rateLimited(seconds, `Too many attempts. Please wait ${waitPhrase(seconds)} and try again.`);
}

/** The stored key of a hit: the rule's name and whom it counts. */
function storedKey(hit: RateLimitHit): string {
  return `${hit.rule.name}:${hit.key}`;
}

/**
 * The upsert of `rowCount` counters (placeholders appId, and key{i}, windowStart{i}, count{i}
 * per row): a hit adds its count to its row, or starts the row.
 */
function upsertStatement(rowCount: number) {
  return preparedPerHandle((q) =>
    q
      .insert(rateLimits)
      .values(
        Array.from({ length: rowCount }, (_, i) => ({
          appId: sql.placeholder('appId'),
          key: sql.placeholder(`key${i}`),
          windowStart: sql.placeholder(`windowStart${i}`),
          count: sql.placeholder(`count${i}`),
        })),
      )
      .onConflictDoUpdate({
        target: [rateLimits.appId, rateLimits.key, rateLimits.windowStart],
        set: { count: sql`${rateLimits.count} + excluded.count` },
      })
      .returning({ key: rateLimits.key, windowStart: rateLimits.windowStart, count: rateLimits.count })
      .prepare(`wf_count_rate_limits_${rowCount}`),
  );
}

/** One statement per number of rows: requests count under one to a few keys. */
const upserts = new Map<number, ReturnType<typeof upsertStatement>>();

/**
 * Counts every hit in one atomic upsert and answers each hit's count after it. Hits that share
 * a stored key and window become one row counted by their number (a row can be changed only
 * once per statement); rows go in key order, so concurrent upserts lock rows in the same order
 * and cannot deadlock.
 */
async function countAll(
  q: Queryable,
  appId: string,
  hits: readonly RateLimitHit[],
  now: Date,
): Promise<number[]> {
  const rows = new Map<string, { key: string; windowStart: Date; count: number }>();
  const rowKeys = hits.map((hit) => {
    const windowStart = windowStartOf(hit.rule, now);
    const rowKey = `${windowStart.toISOString()} ${storedKey(hit)}`;
    const row = rows.get(rowKey);
    if (row) row.count += 1;
    else rows.set(rowKey, { key: storedKey(hit), windowStart, count: 1 });
    return rowKey;
  });
  const values: Record<string, unknown> = { appId };
  const sorted = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [i, [, row]] of sorted.entries()) {
    values[`key${i}`] = row.key;
    values[`windowStart${i}`] = row.windowStart;
    values[`count${i}`] = row.count;
  }
  let upsert = upserts.get(sorted.length);
  if (!upsert) {
    upsert = upsertStatement(sorted.length);
    upserts.set(sorted.length, upsert);
  }
  const counted = await upsert(q).execute(values);
  const countOf = new Map(counted.map((row) => [`${row.windowStart.toISOString()} ${row.key}`, row.count]));
  return rowKeys.map((rowKey) => countOf.get(rowKey) ?? rows.get(rowKey)?.count ?? 1);
}

async function pruneNowAndThen(q: Queryable, now: Date): Promise<void> {
  if (Math.random() >= PRUNE_PROBABILITY) return;
  const cutoff = new Date(now.getTime() - RATE_LIMIT_RETENTION_SECONDS * 1000);
  await q.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff));
}

/**
 * Counts one request for every hit, then throws 429 (with Retry-After: the seconds until the
 * latest-ending exceeded window ends) when any count is over its rule's limit.
 */
export async function hitRateLimits(
  q: Queryable,
  { appId, now, hits }: { appId: string; now: Date; hits: readonly RateLimitHit[] },
): Promise<void> {
  const counts = hits.length > 0 ? await countAll(q, appId, hits, now) : [];
  let retryAfterMs = 0;
  for (const [index, hit] of hits.entries()) {
    const count = counts[index] ?? 1;
    if (count > hit.rule.limit) {
      const windowEnd = windowStartOf(hit.rule, now).getTime() + hit.rule.windowSeconds * 1000;
      retryAfterMs = Math.max(retryAfterMs, windowEnd - now.getTime());
    }
  }
  await pruneNowAndThen(q, now);
  if (retryAfterMs > 0) throw rateLimitError(retryAfterMs / 1000);
}

/**
 * Throws 429 when a key is already at its rule's limit, without counting (for limits that
 * count failures only: check first, count with {@link hitRateLimits} when the request fails).
 */
export async function assertUnderLimits(
  q: Queryable,
  { appId, now, hits }: { appId: string; now: Date; hits: readonly RateLimitHit[] },
): Promise<void> {
  for (const hit of hits) {
    const windowStart = windowStartOf(hit.rule, now);
    const [row] = await q
      .select({ count: rateLimits.count })
      .from(rateLimits)
      .where(
        and(
          eq(rateLimits.appId, appId),
          eq(rateLimits.key, storedKey(hit)),
          eq(rateLimits.windowStart, windowStart),
        ),
      );
    if ((row?.count ?? 0) >= hit.rule.limit) {
      throw rateLimitError((windowStart.getTime() + hit.rule.windowSeconds * 1000 - now.getTime()) / 1000);
    }
  }
}

/** The keys a request is counted under; `body` is its JSON body, or undefined. */
export type RateLimitKey = (c: Context<ApiEnv>, body: unknown) => string[];

/** A rate limit usable as a function and as Hono middleware. */
export interface RateLimiter {
  readonly rule: RateLimitRule;
  /** Counts one request for each key; throws 429 when one is over the limit. */
  hit(q: Queryable, appId: string, keys: readonly string[], now: Date): Promise<void>;
  /** Middleware counting each request under `key(c, body)` (default: the client IP). */
  middleware(deps: Pick<Deps, 'database' | 'clock' | 'env'>): MiddlewareHandler<ApiEnv>;
}

/** Builds a rate limiter for a rule. */
export function rateLimit(rule: RateLimitRule & { key?: RateLimitKey }): RateLimiter {
  const { key, ...plainRule } = rule;
  return {
    rule: plainRule,
    hit: (q, appId, keys, now) =>
      hitRateLimits(q, { appId, now, hits: keys.map((value) => ({ rule: plainRule, key: value })) }),
    middleware: (deps) => async (c, next) => {
      let keys: string[];
      if (key) {
        const body = c.req.method === 'GET' ? undefined : await readJsonBody(c).catch(() => undefined);
        keys = key(c, body);
      } else {
        keys = [clientIp(c, deps.env.trustProxy)];
      }
      await hitRateLimits(deps.database.db, {
        appId: c.var.app.id,
        now: deps.clock(),
        hits: keys.map((value) => ({ rule: plainRule, key: value })),
      });
      await next();
    },
  };
}
