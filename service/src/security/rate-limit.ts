/**
 * Rate limits counted in the rate_limits table, so every instance of the service shares them
 * (docs/security.md "Limits"). A key keeps the count of its current fixed window and of the one
 * before; the sliding window is estimated from the two, weighting the previous window by the
 * part of it still inside the last `windowSeconds`. So no burst at a window's edge gets twice
 * the limit through, and a limit lifts gradually rather than all at once.
 *
 * Count with a query builder OUTSIDE the request's transaction (`database.db`): a request
 * that then fails (a wrong password) must still have been counted.
 */

import type { RateLimitRule } from '@wf/sdk/contract';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { preparedPerHandle } from '../db/prepared.ts';
import { rateLimits } from '../db/schema.ts';
import { rateLimited } from '../http/errors.ts';
import { RATE_LIMIT_RETENTION_SECONDS } from './limits.ts';

/** Share of hits that also delete old windows. */
const PRUNE_PROBABILITY = 0.01;

/** One key counted against one rule. */
export interface RateLimitHit {
  rule: RateLimitRule;
  /** Whom the request is counted for, e.g. an IP address or a lower-case e-mail. */
  key: string;
}

/** The start of the fixed window `now` falls in. */
export function windowStartOf(rule: Pick<RateLimitRule, 'windowSeconds'>, now: Date): Date {
  const windowMs = rule.windowSeconds * 1000;
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** A key's counts after a request was counted. */
export interface WindowCounts {
  windowStart: Date;
  count: number;
  previousCount: number;
}

/** The estimated requests in the last `windowSeconds` at `now`. */
export function slidingCount(
  rule: Pick<RateLimitRule, 'windowSeconds'>,
  counts: WindowCounts,
  now: Date,
): number {
  const windowMs = rule.windowSeconds * 1000;
  const elapsed = Math.min(1, Math.max(0, (now.getTime() - counts.windowStart.getTime()) / windowMs));
  return counts.previousCount * (1 - elapsed) + counts.count;
}

/**
 * Seconds until one more request would be within the rule (the answer's Retry-After), when
 * nothing more is counted meanwhile.
 */
export function secondsUntilAllowed(rule: RateLimitRule, counts: WindowCounts, now: Date): number {
  const windowMs = rule.windowSeconds * 1000;
  const windowEnd = counts.windowStart.getTime() + windowMs;
  const room = rule.limit - 1;
  // Still in this window: the previous window's weight must shrink enough.
  if (counts.count <= room && counts.previousCount > 0) {
    const fraction = 1 - (room - counts.count) / counts.previousCount;
    const at = counts.windowStart.getTime() + Math.max(0, fraction) * windowMs;
    if (at < windowEnd) return Math.max(1, Math.ceil((at - now.getTime()) / 1000));
  }
  // In the next window this window's count is the previous one, and shrinks as time goes by.
  const fraction = counts.count > 0 ? Math.max(0, 1 - room / counts.count) : 0;
  return Math.max(1, Math.ceil((windowEnd + fraction * windowMs - now.getTime()) / 1000));
}

/** 'Please wait 3 minutes', 'Please wait 40 seconds'. */
function waitPhrase(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minutes`;
}

/** The 429 of a request over its limit, retryable when the limit lifts. */
export function rateLimitError(retryAfterSeconds: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  return rateLimited(seconds, `Too many attempts. Please wait ${waitPhrase(seconds)} and try again.`);
}

/** The stored key of a hit: the rule's name and whom it counts. */
function storedKey(hit: RateLimitHit): string {
  return `${hit.rule.name}:${hit.key}`;
}

/**
 * The upsert of `rowCount` counters (placeholders appId, and key{i}, windowStart{i}, count{i},
 * windowSeconds{i} per row): a hit adds its count to its key's current window; a key whose
 * stored window has passed moves its count to the previous window (or drops it when more than
 * one window has passed). SET expressions read the stored row as it was.
 */
function upsertStatement(rowCount: number) {
  const stored = rateLimits;
  return preparedPerHandle((q) =>
    q
      .insert(rateLimits)
      .values(
        Array.from({ length: rowCount }, (_, i) => ({
          appId: sql.placeholder('appId'),
          key: sql.placeholder(`key${i}`),
          windowStart: sql.placeholder(`windowStart${i}`),
          count: sql.placeholder(`count${i}`),
          previousCount: 0,
          windowSeconds: sql.placeholder(`windowSeconds${i}`),
        })),
      )
      .onConflictDoUpdate({
        target: [rateLimits.appId, rateLimits.key],
        set: {
          previousCount: sql`case
            when ${stored.windowStart} >= excluded.window_start then ${stored.previousCount}
            when ${stored.windowStart} = excluded.window_start - make_interval(secs => excluded.window_seconds) then ${stored.count}
            else 0 end`,
          count: sql`case
            when ${stored.windowStart} >= excluded.window_start then ${stored.count} + excluded.count
            else excluded.count end`,
          windowStart: sql`greatest(${stored.windowStart}, excluded.window_start)`,
          windowSeconds: sql`excluded.window_seconds`,
        },
      })
      .returning({
        key: rateLimits.key,
        windowStart: rateLimits.windowStart,
        count: rateLimits.count,
        previousCount: rateLimits.previousCount,
      })
      .prepare(`wf_count_sliding_limits_${rowCount}`),
  );
}

/** One statement per number of rows: requests count under one to a few keys. */
const upserts = new Map<number, ReturnType<typeof upsertStatement>>();

/**
 * Counts every hit in one atomic upsert and answers each hit's counts after it. Hits that share
 * a stored key become one row counted by their number (a row can be changed only once per
 * statement); rows go in key order, so concurrent upserts lock rows in the same order and
 * cannot deadlock.
 */
async function countAll(
  q: Queryable,
  appId: string,
  hits: readonly RateLimitHit[],
  now: Date,
): Promise<WindowCounts[]> {
  const rows = new Map<string, { windowStart: Date; count: number; windowSeconds: number }>();
  for (const hit of hits) {
    const key = storedKey(hit);
    const row = rows.get(key);
    if (row) row.count += 1;
    else
      rows.set(key, {
        windowStart: windowStartOf(hit.rule, now),
        count: 1,
        windowSeconds: hit.rule.windowSeconds,
      });
  }
  const values: Record<string, unknown> = { appId };
  const sorted = [...rows.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  for (const [i, [key, row]] of sorted.entries()) {
    values[`key${i}`] = key;
    values[`windowStart${i}`] = row.windowStart;
    values[`count${i}`] = row.count;
    values[`windowSeconds${i}`] = row.windowSeconds;
  }
  let upsert = upserts.get(sorted.length);
  if (!upsert) {
    upsert = upsertStatement(sorted.length);
    upserts.set(sorted.length, upsert);
  }
  const counted = new Map((await upsert(q).execute(values)).map((row) => [row.key, row]));
  return hits.map((hit) => {
    const row = counted.get(storedKey(hit));
    return row ?? { windowStart: windowStartOf(hit.rule, now), count: 1, previousCount: 0 };
  });
}

async function pruneNowAndThen(q: Queryable, now: Date): Promise<void> {
  if (Math.random() >= PRUNE_PROBABILITY) return;
  const cutoff = new Date(now.getTime() - RATE_LIMIT_RETENTION_SECONDS * 1000);
  await q.delete(rateLimits).where(lt(rateLimits.windowStart, cutoff));
}

/**
 * The counts a key would have at `now` if nothing more were counted: the stored window's, moved
 * on as the upsert moves them when a window has passed.
 */
function countsAt(rule: RateLimitRule, stored: WindowCounts, now: Date): WindowCounts | undefined {
  const current = windowStartOf(rule, now);
  if (stored.windowStart.getTime() >= current.getTime()) return stored;
  if (stored.windowStart.getTime() === current.getTime() - rule.windowSeconds * 1000) {
    return { windowStart: current, count: 0, previousCount: stored.count };
  }
  return undefined;
}

/**
 * Seconds to wait before one more request under `hit` would be within its rule, counting
 * nothing (0: it would be now). For a limit that counts only failures but must refuse a client
 * over it before its request is even tried. `appId` may be a subquery that names the app.
 */
export async function secondsBeforeNextHit(
  q: Queryable,
  { appId, hit, now }: { appId: string | SQL; hit: RateLimitHit; now: Date },
): Promise<number> {
  const [stored] = await q
    .select({
      windowStart: rateLimits.windowStart,
      count: rateLimits.count,
      previousCount: rateLimits.previousCount,
    })
    .from(rateLimits)
    .where(and(eq(rateLimits.appId, appId), eq(rateLimits.key, storedKey(hit))));
  const counts = stored && countsAt(hit.rule, stored, now);
  if (!counts || slidingCount(hit.rule, counts, now) + 1 <= hit.rule.limit) return 0;
  return secondsUntilAllowed(hit.rule, counts, now);
}

/** Counts `hits`; the seconds to wait when any is over its limit, else 0. */
async function countHits(
  q: Queryable,
  appId: string,
  hits: readonly RateLimitHit[],
  now: Date,
): Promise<number> {
  if (hits.length === 0) return 0;
  const counts = await countAll(q, appId, hits, now);
  let retryAfter = 0;
  for (const [index, hit] of hits.entries()) {
    const window = counts[index] as WindowCounts;
    if (slidingCount(hit.rule, window, now) > hit.rule.limit) {
      retryAfter = Math.max(retryAfter, secondsUntilAllowed(hit.rule, window, now));
    }
  }
  return retryAfter;
}

/**
 * Counts one request for every hit, then throws 429 (with Retry-After) when any is over its
 * limit. `shared` are broader keys counted only when `hits` all pass: a request already refused
 * for its own client never counts against a key others share (the member's address), so a
 * stranger's refused guesses cannot use up the member's own allowance.
 */
export async function hitRateLimits(
  q: Queryable,
  {
    appId,
    now,
    hits,
    shared = [],
  }: { appId: string; now: Date; hits: readonly RateLimitHit[]; shared?: readonly RateLimitHit[] },
): Promise<void> {
  let retryAfter = await countHits(q, appId, hits, now);
  if (retryAfter === 0) retryAfter = await countHits(q, appId, shared, now);
  await pruneNowAndThen(q, now);
  if (retryAfter > 0) throw rateLimitError(retryAfter);
}
