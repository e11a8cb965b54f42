/**
 * `npm run bench:service`: a benchmark, not a test (docs/architecture.md "Speed"). Runs the service in this process
 * on an embedded database and loads it from a separate process, then prints:
 *  - login throughput against the hashing limit (password checks per second with min(cores, libuv
 *    pool) of them running at once, the most logins the machine could answer);
 *  - GET /member throughput against a raw node:http server doing one indexed SELECT on the
 *    same database, in the same run: the two phases alternate, BENCH_ROUNDS times (3 by default),
 *    and the ratio is the median of the rounds' ratios, so that one phase's luck (the machine's
 *    load moved a single pair by several points) does not decide it;
 *  - event-loop delay of the service while it is under login load.
 * Figures depend on the machine and its load: compare them within one run.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { serve } from '@hono/node-server';
import { APP_ID, FREE_PLAN_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { sql } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../src/auth/password.ts';
import { systemClock } from '../src/clock.ts';
import { openDatabase } from '../src/db/client.ts';
import { migrate } from '../src/db/migrate.ts';
import { parseEnv } from '../src/env.ts';
import { createServiceApp, seedService } from '../src/testing/app.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
/** GET /member and raw phases, alternating: one ratio per round. */
const ROUNDS = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const CONNECTIONS = 8;
/**
 * The event-loop sampling timer. Node's histogram records the time between two of its ticks, so
 * every value includes this interval: an idle loop reads it as its p50. The delay reported is the
 * value less the interval.
 */
const LAG_RESOLUTION_MS = 10;
const SERVICE_PORT = 4701;
const RAW_PORT = 4702;
/** Enough accounts that logins stay under the per-address limit (10 per 15 min) at any rate seen here. */
const ACCOUNTS = 300;
const HEADERS = { 'x-app-id': APP_ID, 'x-api-key': TEST_PUBLIC_KEY };

interface LoadResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number };
  non2xx: number;
  errors: number;
}

/** Runs one load phase in a child process; asynchronously, so this process keeps serving. */
async function load(phase: Record<string, unknown>): Promise<LoadResult> {
  const { stdout, stderr } = await promisify(execFile)(
    process.execPath,
    [
      path.join(import.meta.dirname, 'load.ts'),
      JSON.stringify({ seconds: SECONDS, connections: CONNECTIONS, headers: HEADERS, ...phase }),
    ],
    { maxBuffer: 64 * 1024 * 1024 },
  );
  if (stderr) process.stderr.write(stderr);
  return JSON.parse(stdout) as LoadResult;
}

async function post(url: string, body: unknown, ip: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { ...HEADERS, 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return (await response.json()) as { data: { member: { id: string }; tokens: { accessToken: string } } };
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'wf-bench-'));
const env = parseEnv({
  PORT: String(SERVICE_PORT),
  DATA_DIR: dataDir,
  SITE_DIR: dataDir,
  TRUST_PROXY: 'true',
  LOG_LEVEL: 'silent',
  WF_TEST_MODE: 'true',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const database = await openDatabase(env);
await migrate(database);
await seedService(database, { publicUrl: env.publicUrl, testMode: true, clock: systemClock });
const app = createServiceApp({ db: database, env });
const service = serve({ fetch: app.fetch, port: SERVICE_PORT });
const base = `http://localhost:${SERVICE_PORT}`;

try {
  // The hashing limit: argon2 runs on libuv's pool, so at most min(cores, pool size) at once.
  // Measured as such, not as one hash's time multiplied: argon2id at 19 MiB per hash is bound by
  // memory bandwidth, and two at once each take longer than one alone.
  const parallel = Math.min(os.availableParallelism(), Number(process.env.UV_THREADPOOL_SIZE ?? 4));
  const stored = await hashPassword('benchmark password');
  const hashes = 8;
  const started = performance.now();
  for (let i = 0; i < hashes; i += 1) await verifyPassword(stored, 'benchmark password');
  const hashMs = (performance.now() - started) / hashes;
  const multiplied = (parallel * 1000) / hashMs;
  let verified = 0;
  const hashingStarted = performance.now();
  const hashingEnds = hashingStarted + 3_000;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() < hashingEnds) {
        await verifyPassword(stored, 'benchmark password');
        verified += 1;
      }
    }),
  );
  const hashLimit = (verified * 1000) / (performance.now() - hashingStarted);

  const run = Date.now().toString(36);
  const accounts = Array.from({ length: ACCOUNTS }, (_, i) => ({
    // Unique per run: a PostgreSQL database keeps the accounts of the runs before.
    email: `bench-${run}-${i}@example.com`,
    password: `a calm benchmark ${i}`,
  }));
  const ids: string[] = [];
  for (const [i, account] of accounts.entries()) {
    const signed = await post(
      `${base}/api/auth/signup`,
      { ...account, plans: [{ planId: FREE_PLAN_ID }] },
      `198.19.${Math.floor(i / 250)}.${i % 250}`,
    );
    ids.push(signed.data.member.id);
  }
  const token = (await post(`${base}/api/auth/login`, accounts[0], '198.19.1.1')).data.tokens.accessToken;

  const lag = monitorEventLoopDelay({ resolution: LAG_RESOLUTION_MS });
  lag.enable();
  const login = await load({ url: base, scenario: 'login', accounts });
  lag.disable();

  // The baseline: the least a server can do for the same question, on the same database.
  const raw = createServer(async (req, res) => {
    const id = new URL(req.url ?? '/', 'http://x').searchParams.get('id') ?? '';
    const rows = await database.db.execute(sql`select id, email from members where id = ${id}`);
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(rows));
  });
  await new Promise<void>((resolve) => raw.listen(RAW_PORT, resolve));
  const rounds: { member: LoadResult; baseline: LoadResult; ratio: number }[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const member = await load({ url: base, scenario: 'member', token });
    const baseline = await load({ url: `http://localhost:${RAW_PORT}`, scenario: 'raw', ids });
    rounds.push({ member, baseline, ratio: member.requests.average / baseline.requests.average });
  }
  raw.close();
  const byRatio = [...rounds].sort((a, b) => a.ratio - b.ratio);
  const median = byRatio[Math.floor((byRatio.length - 1) / 2)] as (typeof rounds)[number];
  const { member, baseline } = median;

  const ms = (ns: number) => (ns / 1e6).toFixed(1);
  const row = (name: string, r: LoadResult, against: string) =>
    `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${r.non2xx + r.errors} | ${against} |`;
  console.log(
    `\nService benchmark: ${SECONDS} s per phase, ${CONNECTIONS} connections, ${database.kind}, ${os.availableParallelism()} cores` +
      `; GET /member and raw alternated ${ROUNDS} times, the median round shown\n`,
  );
  console.log('| phase | req/s | p50 ms | p99 ms | failed | compare |');
  console.log('|---|---:|---:|---:|---:|---|');
  console.log(
    row(
      'POST /auth/login',
      login,
      `hashing limit ${hashLimit.toFixed(0)}/s (${parallel} at once; 1 alone takes ${hashMs.toFixed(1)} ms, ×${parallel} would be ${multiplied.toFixed(0)}/s): ${((100 * login.requests.average) / hashLimit).toFixed(0)}% (${((100 * login.requests.average) / multiplied).toFixed(0)}% of ×${parallel})`,
    ),
  );
  console.log(
    row(
      'GET /member',
      member,
      `${((100 * member.requests.average) / baseline.requests.average).toFixed(0)}% of the raw server`,
    ),
  );
  console.log(row('raw node:http + 1 indexed SELECT', baseline, 'baseline'));
  console.log(
    `\nGET /member against the raw server, each round: ${rounds
      .map(
        (r) =>
          `${(100 * r.ratio).toFixed(0)}% (${r.member.requests.average.toFixed(0)} of ${r.baseline.requests.average.toFixed(0)})`,
      )
      .join(', ')}; median ${(100 * median.ratio).toFixed(0)}%`,
  );
  const delay = (ns: number) => ms(Math.max(0, ns - LAG_RESOLUTION_MS * 1e6));
  console.log(
    `\nEvent-loop delay under login load: p50 ${delay(lag.percentile(50))} ms, p99 ${delay(lag.percentile(99))} ms, max ${delay(lag.max)} ms` +
      ` (beyond the ${LAG_RESOLUTION_MS} ms sampling timer; the histogram's own p99 ${ms(lag.percentile(99))} ms)`,
  );
} finally {
  service.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
