/**
 * Fixed-window rate limits counted in the rate_limits table, so every instance of the service
 * shares them (issue 3). One atomic upsert per key counts the request and reads the count.
 *
 * Count with a query builder OUTSIDE the request's transaction (`database.db`): a request
 * that then fails (a wrong password) must still have been counted.
 */

import { and, eq, lt, sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { Queryable } from '../db/client.ts';
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

async function countOne(q: Queryable, appId: string, hit: RateLimitHit, now: Date): Promise<number> {
  const windowStart = windowStartOf(hit.rule, now);
  const [row] = await q
    .insert(rateLimits)
    .values({ appId, key: `${hit.rule.name}:${hit.key}`, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.appId, rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
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
  let retryAfterMs = 0;
  for (const hit of hits) {
    const count = await countOne(q, appId, hit, now);
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
          eq(rateLimits.key, `${hit.rule.name}:${hit.key}`),
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
