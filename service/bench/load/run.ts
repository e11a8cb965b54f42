/**
 * `npm run bench:load`: a benchmark, not a test (docs/architecture.md "Speed", "The load
 * benchmark"). Three real service instances, each its own process started through
 * service/src/main.ts in test mode: two on one PostgreSQL database made for the run (dropped at
 * its end, whatever happens) and one on the embedded database (PGlite). A generator in a process
 * of its own (generate.ts) sends each of them a mix of requests at a fixed arrival rate; then this
 * script prints per target and route the count, p50, p99, max and failures, checks every
 * acknowledged write in the databases (verify.ts), and exits non-zero on a failure, a lost
 * write or an answer that showed a member someone else's data.
 *
 * Payments go to the repository's fake Stripe (service/src/testing/stripe/fake-stripe.ts), run in
 * this process, so checkouts are real Stripe checkouts and webhook deliveries are signed as Stripe
 * signs them (docs/product/payments-and-providers.md "Providers of payments").
 *
 *   BENCH_SECONDS  length of the load (default 60)
 *   BENCH_RATE     requests per second per instance (default 30: on two shared cores the three
 *                  instances keep up with it, while at 60 the PGlite instance falls behind and
 *                  its requests time out)
 *   BENCH_PORT_BASE  the three instances' first port (default 4890)
 *   BENCH_PG_SERVER  the PostgreSQL server (default postgres://postgres@127.0.0.1:5432)
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { APP_ID, FREE_PLAN_ID, MEMBERSHIP_PRICE_ID, TEST_PUBLIC_KEY, videoContentId } from '@wf/config/app';
import pg from 'pg';
import {
  databaseUrl as databaseOn,
  healthy,
  type Instance,
  onServer as onPostgresServer,
  startInstance,
  stopInstance,
} from '../../src/testing/instance.ts';
import { type FakeStripe, startFakeStripe } from '../../src/testing/stripe/fake-stripe.ts';
import {
  type Account,
  COMMENTS_PER_MEMBER_MINUTE_SAFE,
  EVENT_ID_PLACEHOLDER,
  type LoadPlan,
  type LoadResult,
  MIX,
  quantile,
  type RouteName,
  type TargetPlan,
} from './plan.ts';
import { type Query, type Verification, verifyWrites } from './verify.ts';

const ROOT = path.resolve(import.meta.dirname, '../../..');
process.chdir(ROOT);

const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const RATE = Number(process.env.BENCH_RATE ?? 30);
const PORT_BASE = Number(process.env.BENCH_PORT_BASE ?? 4890);
/** The PostgreSQL server the benchmark makes its database on (trust auth). */
const SERVER_URL = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';
const WEBHOOK_SECRET = 'whsec_loadbenchmark';
const APP_HEADERS = { 'x-app-id': APP_ID, 'x-api-key': TEST_PUBLIC_KEY };
/** Members with the Membership per target: the secure content's readers, the webhooks' subscriptions. */
const SUBSCRIBED = 3;
const PASSWORD = 'a calm load benchmark';

if (!(SECONDS > 0) || !(RATE > 0)) {
  console.error('BENCH_SECONDS and BENCH_RATE must be positive numbers');
  process.exit(2);
}

/**
 * Free members per target: enough that no member posts more comments than the per-member limits
 * allow (COMMENTS_PER_MEMBER_MINUTE, and 60 an hour), and that logins stay far under the
 * per-address limits.
 */
function membersPerTarget(): number {
  const commentsPerSecond = (RATE * MIX['POST /api/comments/posts']) / 100;
  const perMinute = Math.ceil((commentsPerSecond * 60) / COMMENTS_PER_MEMBER_MINUTE_SAFE);
  const perHour = Math.ceil((commentsPerSecond * SECONDS) / 50);
  return Math.max(40, perMinute, perHour);
}

const onServer = (statement: string) => onPostgresServer(SERVER_URL, statement, 'the load benchmark');

// ---- Cleanup: everything started is stopped, the database dropped, also on Ctrl-C or failure.

const instances: Instance[] = [];
let database: string | undefined;
let fake: FakeStripe | undefined;
let workDir: string | undefined;
let generator: ReturnType<typeof spawn> | undefined;
let cleaned: Promise<void> | undefined;
let interrupted = false;

function cleanup(): Promise<void> {
  cleaned ??= (async () => {
    if (generator && generator.exitCode === null) generator.kill('SIGTERM');
    await Promise.all(instances.map(stopInstance));
    await fake?.close().catch(() => undefined);
    if (database) {
      await onServer(`drop database if exists ${database} with (force)`).catch((error: unknown) =>
        console.error(`could not drop database ${database}: ${String(error)}`),
      );
    }
    if (workDir) await rm(workDir, { recursive: true, force: true });
  })();
  return cleaned;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    interrupted = true;
    console.error(`\n${signal}: stopping the instances and dropping the database`);
    void cleanup().finally(() => process.exit(130));
  });
}

// ---- Setup

/** The site build to serve: dist/ when there is one, else dist-bench/ (built once when missing). */
function siteBuild(): string | undefined {
  if (existsSync('dist/index.html')) return 'dist';
  if (existsSync('dist-bench/index.html')) {
    console.log('Serving the site build in dist-bench/ (delete it to build it again).');
    return 'dist-bench';
  }
  console.log('No site build in dist/: building one into dist-bench/ ...');
  const built = spawnSync('npm', ['run', 'build', '--', '--outDir', 'dist-bench'], { stdio: 'inherit' });
  if (built.status === 0 && existsSync('dist-bench/index.html')) return 'dist-bench';
  console.log('NOTE: the site build failed; page views and widget loads are left out of the mix.');
  return undefined;
}

interface Answer {
  status: number;
  data: Record<string, unknown> | undefined;
  text: string;
}

async function call(
  origin: string,
  method: string,
  route: string,
  options: {
    token?: string;
    body?: unknown;
    ip?: string;
    headers?: Record<string, string>;
    raw?: string;
  } = {},
): Promise<Answer> {
  const response = await fetch(`${origin}${route}`, {
    method,
    headers: {
      ...APP_HEADERS,
      ...(options.ip ? { 'x-forwarded-for': options.ip } : {}),
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined || options.raw !== undefined
        ? { 'content-type': 'application/json' }
        : {}),
      ...options.headers,
    },
    body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  const text = await response.text();
  let data: Record<string, unknown> | undefined;
  try {
    data = (JSON.parse(text) as { data?: Record<string, unknown> }).data;
  } catch {
    data = undefined;
  }
  return { status: response.status, data, text };
}

function expectOk(what: string, answer: Answer): Record<string, unknown> {
  if (answer.status < 200 || answer.status >= 300 || !answer.data) {
    throw new Error(`${what}: ${answer.status} ${answer.text.slice(0, 300)}`);
  }
  return answer.data;
}

/** Signs up `count` members through the target, four at a time, each from a client address of its own. */
async function signUp(origin: string, block: number, count: number, tag: string): Promise<Account[]> {
  const accounts: Account[] = [];
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < count; i = next++) {
      const email = `bench-${tag}-${i}-${randomBytes(3).toString('hex')}@example.org`;
      const data = expectOk(
        `signup of ${email}`,
        await call(origin, 'POST', '/api/auth/signup', {
          body: { email, password: PASSWORD, plans: [{ planId: FREE_PLAN_ID }] },
          ip: `10.${block}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        }),
      );
      const member = data.member as { id: string };
      const tokens = data.tokens as { accessToken: string };
      accounts[i] = { id: member.id, email, password: PASSWORD, token: tokens.accessToken };
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  return accounts;
}

function stripeSignature(payload: string): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', WEBHOOK_SECRET).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

/**
 * Gives members the Membership as a member gets it: a checkout at (fake) Stripe, completed with a
 * trial, and Stripe's signed checkout.session.completed delivered. Answers the templates of the
 * load's webhook deliveries about their subscriptions.
 */
async function subscribe(stripe: FakeStripe, origin: string, accounts: Account[]): Promise<string[]> {
  const templates: string[] = [];
  for (const account of accounts) {
    const checkout = expectOk(
      `checkout of ${account.email}`,
      await call(origin, 'POST', '/api/member/plans/create-checkout-session', {
        token: account.token,
        body: { priceId: MEMBERSHIP_PRICE_ID },
      }),
    );
    const sessionId = new URL(String(checkout.url)).pathname.split('/').pop() ?? '';
    const session = stripe.completeCheckout(sessionId, null);
    const payload = stripe.event('checkout.session.completed', session);
    const delivered = await call(origin, 'POST', '/api/webhooks/stripe', {
      raw: payload,
      headers: { 'stripe-signature': stripeSignature(payload) },
    });
    if (delivered.status !== 200) throw new Error(`checkout webhook: ${delivered.status} ${delivered.text}`);
    expectOk(
      `secure content for ${account.email} after the checkout`,
      await call(origin, 'POST', '/api/secure-content', {
        token: account.token,
        body: { contentId: videoContentId('leadership-challenging-times') },
      }),
    );
    const subscription = stripe.read(String(session.subscription), 'subscription');
    templates.push(stripe.event('customer.subscription.updated', subscription, EVENT_ID_PLACEHOLDER));
  }
  return templates;
}

// ---- Report

function table(result: LoadResult): string {
  const lines = [
    '| target | route | count | p50 ms | p99 ms | max ms | errors |',
    '|---|---|---:|---:|---:|---:|---:|',
  ];
  const ms = (value: number) => (Number.isNaN(value) ? '-' : value.toFixed(1));
  for (const target of result.targets) {
    const all: number[] = [];
    let errors = 0;
    for (const route of Object.keys(MIX) as RouteName[]) {
      const entry = target.routes[route];
      if (!entry) continue;
      const sorted = [...entry.latencies].sort((a, b) => a - b);
      all.push(...sorted);
      errors += entry.errors;
      lines.push(
        `| ${target.name} | ${route} | ${sorted.length} | ${ms(quantile(sorted, 0.5))} | ${ms(quantile(sorted, 0.99))} | ${ms(sorted.at(-1) ?? Number.NaN)} | ${entry.errors} |`,
      );
    }
    all.sort((a, b) => a - b);
    lines.push(
      `| ${target.name} | **all** (${(all.length / result.seconds).toFixed(1)} req/s; send lag max ${target.maxSendLagMs.toFixed(1)} ms; ${target.retries} resent on a closed keep-alive connection) | ${all.length} | ${ms(quantile(all, 0.5))} | ${ms(quantile(all, 0.99))} | ${ms(all.at(-1) ?? Number.NaN)} | ${errors} |`,
    );
  }
  return lines.join('\n');
}

// ---- The run

let exitCode = 1;
try {
  const build = siteBuild();
  fake = await startFakeStripe();
  const stripeEnv = {
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  };
  workDir = await mkdtemp(path.join(os.tmpdir(), 'wf-bench-load-'));
  database = `bench_load_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${database}`);
  const databaseUrl = databaseOn(SERVER_URL, database);

  const start = (name: string, offset: number, url: string | undefined) => {
    const started = startInstance({
      name,
      port: PORT_BASE + offset,
      dataDir: path.join(workDir ?? '', name.replace(/\W+/g, '-').toLowerCase()),
      siteBuild: build,
      databaseUrl: url,
      env: {
        WF_TEST_MODE: 'true',
        // Every request carries its client's address in X-Forwarded-For (one proxy hop).
        TRUST_PROXY: 'true',
        ...stripeEnv,
      },
      // The last 64 kB are enough to tell why it failed.
      outputLimit: 65_536,
    });
    return started.then((instance) => {
      instances.push(instance);
      return instance;
    });
  };
  // A migrates and seeds the database; B then finds it ready (as e2e/two-instances.spec.ts).
  const [a, lite] = await Promise.all([start('PG A', 0, databaseUrl), start('PGlite', 2, undefined)]);
  await Promise.all([healthy(a), healthy(lite)]);
  const b = await start('PG B', 1, databaseUrl);
  await healthy(b);
  console.log(`Instances: PG A ${a.origin}, PG B ${b.origin} (database ${database}), PGlite ${lite.origin}`);

  const perTarget = membersPerTarget();
  console.log(`Seeding ${perTarget} members and ${SUBSCRIBED} with the Membership per instance ...`);
  const targets: TargetPlan[] = [];
  const seeded = new Map<string, { id: string; email: string }[]>();
  for (const [index, instance] of [a, b, lite].entries()) {
    const members = await signUp(instance.origin, 100 + index, perTarget, `${index}m`);
    const subscribed = await signUp(instance.origin, 110 + index, SUBSCRIBED, `${index}s`);
    const webhookTemplates = await subscribe(fake, instance.origin, subscribed);
    seeded.set(
      instance.name,
      [...members, ...subscribed].map(({ id, email }) => ({ id, email })),
    );
    targets.push({
      name: instance.name,
      origin: instance.origin,
      ipBlock: 10 + index,
      members,
      subscribed,
      webhookTemplates,
      channelKey: `bench-load-${index}`,
    });
  }

  const pages = build !== undefined;
  const plan: LoadPlan = {
    seconds: SECONDS,
    rate: RATE,
    pages,
    templePath: '/temples/chicago',
    appHeaders: APP_HEADERS,
    webhookSecret: WEBHOOK_SECRET,
    membershipPriceId: MEMBERSHIP_PRICE_ID,
    freePlanId: FREE_PLAN_ID,
    lockedContentId: videoContentId('leadership-challenging-times'),
    targets,
    resultFile: path.join(workDir, 'result.json'),
  };
  const planFile = path.join(workDir, 'plan.json');
  await writeFile(planFile, JSON.stringify(plan));

  console.log(
    `Load: ${SECONDS} s at ${RATE} req/s per instance (${RATE * 3} req/s in all), open model, ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((value) => value.toFixed(2))
      .join(' ')}`,
  );
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'generate.ts'), planFile], {
    stdio: 'inherit',
  });
  generator = child;
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the generator exited with ${code}`);
  const result = JSON.parse(await readFile(plan.resultFile, 'utf8')) as LoadResult;
  const loadAfter = os.loadavg();

  console.log(`\nLoad benchmark: ${SECONDS} s, ${RATE} req/s scheduled per instance\n`);
  console.log(table(result));
  console.log(
    `\nLoad average at the end of the load: ${loadAfter.map((value) => value.toFixed(2)).join(' ')}`,
  );
  if (!pages) console.log('NOTE: no site build, so no page views or widget loads.');
  for (const target of result.targets) {
    for (const [route, entry] of Object.entries(target.routes)) {
      for (const sample of entry?.samples ?? []) console.log(`  failure ${target.name} ${route}: ${sample}`);
    }
  }

  // Verification, from the databases themselves once every instance stopped.
  await Promise.all(instances.map(stopInstance));
  const verifications: Verification[] = [];
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const query: Query = (text, params) => client.query(text, params);
    for (const target of result.targets.filter((t) => t.name !== 'PGlite')) {
      verifications.push(
        await verifyWrites(target.name, query, target.acknowledged, seeded.get(target.name) ?? []),
      );
    }
  } finally {
    await client.end();
  }
  const embedded = await PGlite.create(path.join(lite.dataDir, 'pglite'));
  try {
    const query: Query = (text, params) => embedded.query<Record<string, unknown>>(text, params);
    const target = result.targets.find((t) => t.name === 'PGlite');
    if (target)
      verifications.push(
        await verifyWrites(target.name, query, target.acknowledged, seeded.get('PGlite') ?? []),
      );
  } finally {
    await embedded.close();
  }

  console.log('\nVerification:');
  for (const verification of verifications) for (const line of verification.checked) console.log(`  ${line}`);
  const problems = verifications.flatMap((verification) => verification.problems);
  const leaks = result.targets.flatMap((target) => target.leaks);
  const errors = result.targets.reduce(
    (sum, target) => sum + Object.values(target.routes).reduce((n, entry) => n + (entry?.errors ?? 0), 0),
    0,
  );
  console.log(
    `  members' data seen by another member, or private fields in comment answers: ${leaks.length}`,
  );
  for (const line of [...problems, ...leaks]) console.log(`  PROBLEM ${line}`);
  console.log(`  failed requests: ${errors}`);
  exitCode = problems.length > 0 || leaks.length > 0 || errors > 0 ? 1 : 0;
  console.log(exitCode === 0 ? '\nOK: no failures, no lost writes, no leaks.' : '\nFAILED (see above).');
} catch (error) {
  // Interrupted: the generator's or a request's failure that follows says nothing more.
  if (!interrupted) console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  for (const instance of instances) {
    if (instance.child.exitCode !== null) console.error(`--- ${instance.name} output:\n${instance.output}`);
  }
} finally {
  await cleanup();
}
process.exit(exitCode);
