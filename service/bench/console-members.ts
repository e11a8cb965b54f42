/**
 * `npm run bench:console`: a benchmark, not a test (docs/console.md "Speed"). Seeds 100,000
 * members of World Family's app into a fresh schema on the PostgreSQL server at
 * WF_TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test, as npm run
 * test:postgres), then times 200 calls of GET /api/admin/members through the real route (the
 * service in this process, app.request) with mixed searches, filters, orders and pages, and
 * prints p50 and p99. The target is p99 under 50 ms. The schema is dropped at the end.
 *
 *   WF_TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:console
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import {
  ADMIN_PLAN_ID,
  APP_ID,
  FREE_PLAN_ID,
  MEMBERSHIP_PLAN_ID,
  MEMBERSHIP_PRICE_ID,
  TEST_PUBLIC_KEY,
} from '@wf/config/app';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { createSession } from '../src/auth/session.ts';
import { systemClock } from '../src/clock.ts';
import { openPostgres } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { parseEnv } from '../src/env.ts';
import { silentLogger } from '../src/log.ts';
import { insertMember } from '../src/members/testing.ts';
import { createServiceApp, seedService } from '../src/testing/app.ts';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 100_000);
const CALLS = 200;
const WARM_UP = 20;
const TARGET_P99_MS = 50;
const url = process.env.WF_TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const FIRST_NAMES = [
  'Ada',
  'Bola',
  'Carmen',
  'Dele',
  'Esther',
  'Femi',
  'Grace',
  'Hugo',
  'Ines',
  'Jonas',
  'Kemi',
  'Luis',
  'Maria',
  'Nia',
  'Omar',
  'Paula',
  'Quinn',
  'Rosa',
  'Sade',
  'Tomas',
];
const LAST_NAMES = [
  'Adeyemi',
  'Baptiste',
  'Castillo',
  'Diallo',
  'Eze',
  'Fernandes',
  'Garcia',
  'Hernandez',
  'Ibeh',
  'Johnson',
  'Okafor',
  'Lopez',
  'Mensah',
  'Nwosu',
  'Ortiz',
];

/** 100,000 members in a few statements: generate_series, not a loop. */
async function seedMembers(database: Awaited<ReturnType<typeof openPostgres>>): Promise<void> {
  const db = database.db;
  const firsts = sql.raw(`array[${FIRST_NAMES.map((name) => `'${name}'`).join(',')}]`);
  const lasts = sql.raw(`array[${LAST_NAMES.map((name) => `'${name}'`).join(',')}]`);
  await db.execute(sql`
    insert into members (id, app_id, email, verified, custom_fields, created_at, last_login_at)
    select 'mem_bench' || g,
      ${APP_ID},
      substr(md5(g::text), 1, 6) || '.' || g || '@example.org',
      g % 3 <> 0,
      jsonb_build_object('first-name', (${firsts})[1 + g % ${FIRST_NAMES.length}],
                         'last-name', (${lasts})[1 + (g * 7) % ${LAST_NAMES.length}]),
      now() - make_interval(secs => g * 60),
      case when g % 5 = 0 then null else now() - make_interval(secs => (g * 7919) % 5000000) end
    from generate_series(1, ${MEMBERS}) as g`);
  await db.execute(sql`
    insert into plan_connections (id, app_id, member_id, plan_id, type, status)
    select 'con_bf' || g, ${APP_ID}, 'mem_bench' || g, ${FREE_PLAN_ID}, 'FREE', 'ACTIVE'
    from generate_series(1, ${MEMBERS}) as g where g % 5 < 3`);
  await db.execute(sql`
    insert into plan_connections (id, app_id, member_id, plan_id, type, status, price_id)
    select 'con_bp' || g, ${APP_ID}, 'mem_bench' || g, ${MEMBERSHIP_PLAN_ID}, 'SUBSCRIPTION',
      case when g % 20 < 14 then 'ACTIVE' when g % 20 < 16 then 'TRIALING' when g % 20 = 16 then 'PAST_DUE' else 'CANCELED' end,
      ${MEMBERSHIP_PRICE_ID}
    from generate_series(1, ${MEMBERS}) as g where g % 4 = 1`);
  await db.execute(sql`
    insert into member_providers (app_id, member_id, provider, provider_user_id, proves_email)
    select ${APP_ID}, 'mem_bench' || g, case when g % 20 = 0 then 'github' else 'google' end, 'bench-' || g, true
    from generate_series(1, ${MEMBERS}) as g where g % 7 = 0`);
  // As autovacuum leaves a table in use: statistics, and the visibility map index-only scans need.
  await db.execute(sql`vacuum analyze members, plan_connections, member_providers`);
}

/** A pseudo-random sequence, the same in every run. */
function* numbers(seed: number): Generator<number> {
  let state = seed;
  for (;;) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    yield state / 2 ** 31;
  }
}

const random = numbers(42);
const pick = <T>(values: readonly T[]): T =>
  values[Math.floor((random.next().value as number) * values.length)] as T;

/** The query of one call: a mix of searches, filters and orders (about half with none). */
function mixedQuery(): Record<string, string> {
  const query: Record<string, string> = { sort: pick(['created', 'email', 'lastLogin']) };
  if (random.next().value < 0.5) query.order = pick(['asc', 'desc']);
  if (random.next().value < 0.4) {
    query.q = pick([
      pick(FIRST_NAMES).slice(0, 3).toLowerCase(),
      pick(LAST_NAMES).toUpperCase(),
      pick(['a', 'b', 'c', 'd', 'e', 'f', '0', '1', '2']) + pick(['a', 'b', 'c', '3', '9']),
      'mensah',
      'zz-nobody',
    ]);
  }
  if (random.next().value < 0.3) query.status = pick(['active', 'trialing', 'past_due', 'canceled', 'none']);
  if (random.next().value < 0.2) query.plan = pick([FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, ADMIN_PLAN_ID]);
  if (random.next().value < 0.2) query.verified = pick(['true', 'false']);
  if (random.next().value < 0.15) query.provider = pick(['google', 'github']);
  query.limit = pick(['25', '50', '50', '100']);
  return query;
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const schema = `t_bench_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wf-bench-console-'));
await admin(`create schema "${schema}"`);
const database = await openPostgres(url, { schema, maxConnections: 4 });
try {
  await migrate(database, { schema });
  await seedService(database, { publicUrl: 'http://localhost:4321', testMode: true, clock: systemClock });
  const started = performance.now();
  await seedMembers(database);
  console.log(`seeded ${MEMBERS} members in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  const env = parseEnv({ DATA_DIR: dataDir, SITE_DIR: dataDir, LOG_LEVEL: 'silent', WF_TEST_MODE: 'true' });
  const app = createServiceApp({ db: database, env, logger: silentLogger() });
  const administrator = await insertMember(database, {
    email: 'bench-admin@example.org',
    planIds: [ADMIN_PLAN_ID],
  });
  const session = await createSession(database.db, {
    appId: APP_ID,
    memberId: administrator.id,
    now: new Date(),
  });
  const headers = {
    'X-APP-ID': APP_ID,
    'X-API-Key': TEST_PUBLIC_KEY,
    Authorization: `Bearer ${session.token}`,
  };

  const timings: { ms: number; query: string; page: number }[] = [];
  let next: { query: Record<string, string>; after: string; page: number } | undefined;
  for (let i = 0; i < WARM_UP + CALLS; i += 1) {
    // About a third of the calls go on to the next page of the call before (pages 2, 3, ...).
    const query = next && random.next().value < 0.35 ? { ...next.query, after: next.after } : mixedQuery();
    const page = query.after && next ? next.page + 1 : 1;
    const search = new URLSearchParams(query).toString();
    const start = performance.now();
    const response = await app.request(`/api/admin/members?${search}`, { headers });
    const body = (await response.json()) as { data?: { nextCursor: string | null } };
    const ms = performance.now() - start;
    if (response.status !== 200) throw new Error(`${search}: ${response.status} ${JSON.stringify(body)}`);
    if (i >= WARM_UP) timings.push({ ms, query: search, page });
    const { after: _after, ...base } = query;
    next = body.data?.nextCursor ? { query: base, after: body.data.nextCursor, page } : undefined;
  }
  const sorted = timings.map((timing) => timing.ms).sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const p99 = percentile(sorted, 99);
  console.log(`GET /api/admin/members, ${CALLS} calls over ${MEMBERS} members (PostgreSQL):`);
  console.log(
    `  p50 ${p50.toFixed(1)} ms · p90 ${percentile(sorted, 90).toFixed(1)} ms · p99 ${p99.toFixed(1)} ms · max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`,
  );
  console.log(`  pages beyond the first: ${timings.filter((timing) => timing.page > 1).length}`);
  console.log('  slowest:');
  for (const timing of [...timings].sort((a, b) => b.ms - a.ms).slice(0, 5)) {
    console.log(
      `    ${timing.ms.toFixed(1)} ms  page ${timing.page}  ${timing.query.replace(/after=[^&]+&?/, 'after=…&')}`,
    );
  }
  console.log(
    p99 < TARGET_P99_MS
      ? `  p99 under the ${TARGET_P99_MS} ms target`
      : `  p99 OVER the ${TARGET_P99_MS} ms target`,
  );
  if (p99 >= TARGET_P99_MS) process.exitCode = 1;
} finally {
  await database.close();
  // BENCH_KEEP_SCHEMA=1 leaves the seeded schema for EXPLAIN (its name is printed).
  if (process.env.BENCH_KEEP_SCHEMA) console.log(`schema kept: ${schema}`);
  else await admin(`drop schema "${schema}" cascade`);
  rmSync(dataDir, { recursive: true, force: true });
}
