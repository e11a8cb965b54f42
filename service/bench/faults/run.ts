/**
 * `npm run bench:faults`: a benchmark, not a test (docs/architecture.md "When the database is
 * down"). Runs real service instances (`node service/src/main.ts`) and breaks what they stand on:
 *  A. PostgreSQL stopped for ~10 s under steady writes and reads on two instances, then started
 *     again: what was answered in the window (503 + Retry-After, with which sentence), that
 *     nothing failed outside it, how long recovery took, and that every acknowledged write is in
 *     the database afterwards. The cluster is the benchmark's own (initdb in a temporary folder),
 *     never the machine's shared server.
 *  B. `kill -9` of an instance during writes, on PostgreSQL and on PGlite: restarted on the same
 *     data, every acknowledged write is there.
 *  C, D. Faults the suite already covers (a refusing mail server, repeated and reordered Stripe
 *     events, a webhook endpoint down for hours): the covering tests are named in the report.
 *  E. The database server's disk fills up under profile image uploads (disk-full.ts), on
 *     PostgreSQL then on PGlite: 507 'storage-full' for each refused upload, earlier images
 *     intact, uploads again once space is freed; pg_checksums and pg_amcheck clean (PostgreSQL),
 *     every image there after a restart (PGlite). Needs root (it mounts a tmpfs).
 * BENCH_FAULTS picks scenarios by letter (e.g. BENCH_FAULTS=E, or A,B); all by default.
 * Everything it starts (clusters, processes, temporary folders, mounts) is removed on exit, on
 * failure and on Ctrl-C. Exits 1 when a check fails.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { healthy, type Instance, kill, stopInstance } from '../../src/testing/instance.ts';
import { cleanupAll, onCleanup } from './cleanup.ts';
import { type Cluster, createCluster } from './cluster.ts';
import { scenarioDiskFull, scenarioDiskFullPglite } from './disk-full.ts';
import { startInstance } from './instance.ts';
import { openStream, post, prepareWorkers, type Sample, startLoad, verifyAcknowledged } from './load.ts';

/** How long PostgreSQL stays stopped in scenario A (BENCH_OUTAGE_SECONDS overrides). */
const OUTAGE_MS = Number(process.env.BENCH_OUTAGE_SECONDS ?? 10) * 1000;
/** Steady load before the fault and after recovery. */
const STEADY_MS = 5_000;
/** Workers of the load (each a member saving its profile, reading it, signing others up). */
const WORKERS = 6;
/** The scenarios to run, by letter (BENCH_FAULTS=E runs only E); all by default. */
const SCENARIOS = new Set(
  (process.env.BENCH_FAULTS ?? 'A,B,C,D,E')
    .toUpperCase()
    .split(/[\s,]+/)
    .filter(Boolean),
);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const failures: string[] = [];
function check(ok: boolean, what: string): void {
  console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${what}`);
  if (!ok) failures.push(what);
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function onDatabase(url: string, statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

const ok2xx = (sample: Sample) => sample.status >= 200 && sample.status <= 299;

/** One line per kind of answer: `count × status code Retry-After "message"`. */
function tally(samples: Sample[]): string[] {
  const counts = new Map<string, number>();
  for (const sample of samples) {
    const key =
      sample.status === 0
        ? `no answer (${sample.error})`
        : ok2xx(sample)
          ? `${sample.status}`
          : `${sample.status} ${sample.code ?? ''} Retry-After: ${sample.retryAfter ?? 'none'} "${sample.message ?? ''}"`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([key, count]) => `${String(count).padStart(6)} × ${key}`);
}

/** Lines of the instances' output that say the process failed rather than a request. */
function crashLines(instance: Instance): string[] {
  return instance.output
    .split('\n')
    .filter((line) => /"level":60|"msg":"unhandled error"|Uncaught|UnhandledPromiseRejection/.test(line))
    .slice(0, 5);
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** The test secret key of the admin API, from the credentials file the seeding instance wrote. */
function secretKeyIn(root: string): string {
  for (const name of readdirSync(root)) {
    try {
      const text = readFileSync(path.join(root, name, 'admin-credentials.txt'), 'utf8');
      const key = /^secret key: (\S+)$/m.exec(text)?.[1];
      if (key) return key;
    } catch {
      // Not the seeding instance's folder.
    }
  }
  throw new Error("no admin-credentials.txt with a secret key in the instances' data folders");
}

/** A webhook endpoint of the benchmark's own, registered for member.created through `instance`. */
async function webhookReceiver(instance: Instance, secretKey: string) {
  const received = new Map<string, { at: number; count: number }>();
  const server = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      try {
        const id = (JSON.parse(Buffer.concat(chunks).toString('utf8')) as { payload: { id: string } }).payload
          .id;
        const seen = received.get(id);
        received.set(id, { at: seen?.at ?? Date.now(), count: (seen?.count ?? 0) + 1 });
      } catch {
        // Not a member event.
      }
      response.end('ok');
    });
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const closeServer = onCleanup('close the webhook receiver', () => server.close());
  const headers = { 'X-API-Key': secretKey, 'Content-Type': 'application/json' };
  const response = await fetch(`${instance.origin}/admin-api/webhooks`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ url: `http://127.0.0.1:${port}/hooks`, events: ['member.created'] }),
  });
  if (!response.ok)
    throw new Error(`registering the webhook answered ${response.status}: ${await response.text()}`);
  const { id } = ((await response.json()) as { data: { id: string } }).data;
  return {
    received,
    async close(through: Instance) {
      await fetch(`${through.origin}/admin-api/webhooks/${id}`, { method: 'DELETE', headers }).catch(
        () => undefined,
      );
      closeServer();
      server.close();
    },
  };
}

async function scenarioRestart(cluster: Cluster, root: string, mode: 'fast' | 'immediate'): Promise<void> {
  console.log(
    `\nA (${mode}). PostgreSQL stopped with pg_ctl stop -m ${mode}${mode === 'immediate' ? ' (as a crash: no clean shutdown, recovery from the WAL at start)' : ''} for ${OUTAGE_MS / 1000} s under load (two instances, own cluster on port ${cluster.port})`,
  );
  const url = cluster.url('wf_faults');
  const instances = [
    await startInstance({
      name: 'A1',
      port: await freePort(),
      dataDir: path.join(root, `a1-${mode}`),
      databaseUrl: url,
    }),
    await startInstance({
      name: 'A2',
      port: await freePort(),
      dataDir: path.join(root, `a2-${mode}`),
      databaseUrl: url,
    }),
  ];
  await Promise.all(instances.map((instance) => healthy(instance)));
  const workers = await prepareWorkers(instances, WORKERS, `a-${mode}`);
  // A reader of a comments channel streaming from A2: its LISTEN connection breaks with the server.
  const channelKey = `faults-${Date.now()}`;
  const [reader, writer] = workers as [(typeof workers)[0], (typeof workers)[0]];
  const stream = await openStream(instances[1] as Instance, reader.member.token, channelKey);
  // Every signup tells a webhook endpoint (member.created): the delivery loop must go on after the outage.
  const hooks = await webhookReceiver(instances[0] as Instance, secretKeyIn(root));
  const load = startLoad(instances, workers, `a-${mode}`);
  await sleep(STEADY_MS);

  const stopAt = Date.now();
  await cluster.stop(mode);
  const stoppedAt = Date.now();
  await sleep(OUTAGE_MS);
  const startAt = Date.now();
  await cluster.start();
  const readyAt = Date.now();

  // Recovered: each instance has answered a 2xx to a request made once the server had stopped.
  const recoveredAt = new Map<string, number>();
  const deadline = Date.now() + 60_000;
  while (recoveredAt.size < instances.length && Date.now() < deadline) {
    for (const sample of load.samples) {
      if (sample.start > stoppedAt && ok2xx(sample) && !recoveredAt.has(sample.instance)) {
        recoveredAt.set(sample.instance, sample.end);
      }
    }
    await sleep(50);
  }
  // The reader is told to read again once A2 listens anew; a post made through A1 after that
  // reaches it (one made before, in the gap, is what the resync makes the page read).
  const streamDeadline = Date.now() + 20_000;
  const resyncAfterStop = () =>
    stream.events.find((event) => event.type === 'resync' && event.at > stoppedAt);
  while (!resyncAfterStop() && Date.now() < streamDeadline) await sleep(50);
  const postedAt = Date.now();
  const posted = await post(instances[0] as Instance, writer.member.token, channelKey, 'After the restart');
  while (!stream.events.some((event) => event.type === 'post.created') && Date.now() < streamDeadline) {
    await sleep(50);
  }
  await sleep(STEADY_MS);
  await load.stop();
  stream.close();
  const loadEnd = Date.now();
  const expected = load.signups.map((member) => member.id);
  const hooksDeadline = Date.now() + 120_000;
  while (expected.some((id) => !hooks.received.has(id)) && Date.now() < hooksDeadline) await sleep(200);
  const hooksDrained = Date.now();
  await hooks.close(instances[0] as Instance);

  const windowEnd = Math.max(...recoveredAt.values(), readyAt);
  const inWindow = (sample: Sample) => sample.end >= stopAt && sample.start <= windowEnd;
  const during = load.samples.filter(inWindow);
  const outside = load.samples.filter((sample) => !inWindow(sample));
  const refused = during.filter((sample) => !ok2xx(sample));
  const unavailable = refused.filter(
    (sample) => sample.status === 503 && sample.code === 'unavailable' && Number(sample.retryAfter) >= 1,
  );

  console.log(
    `  requests: ${load.samples.length} in all; ${during.length} in the window (stop issued to both instances answering again), ${outside.length} outside it`,
  );
  console.log(
    `  pg_ctl stop -m ${mode} took ${seconds(stoppedAt - stopAt)}; stopped for ${seconds(startAt - stoppedAt)}; pg_ctl start -w took ${seconds(readyAt - startAt)}`,
  );
  for (const instance of instances) {
    const at = recoveredAt.get(instance.name);
    console.log(
      `  ${instance.name} recovered ${at === undefined ? 'NEVER' : `${seconds(at - readyAt)} after the server was ready (${seconds(at - startAt)} after pg_ctl start)`}`,
    );
  }
  console.log('  answers in the window:');
  for (const line of tally(during)) console.log(`    ${line}`);
  const outsideFailures = outside.filter((sample) => !ok2xx(sample));
  console.log('  answers outside the window:');
  for (const line of tally(outside)) console.log(`    ${line}`);

  const resync = resyncAfterStop();
  const delivered = stream.events.find((event) => event.type === 'post.created');
  console.log(
    `  comments stream on A2: ${resync ? `resync ${seconds(resync.at - readyAt)} after the server was ready` : 'no resync'}; a post made through A1 (answered ${posted}) ${delivered ? `arrived in ${seconds(delivered.at - postedAt)}` : 'never arrived'}`,
  );
  const hooked = expected.filter((id) => hooks.received.has(id));
  const twice = hooked.filter((id) => (hooks.received.get(id)?.count ?? 0) > 1).length;
  console.log(
    `  webhooks: member.created of ${hooked.length} of ${expected.length} acknowledged signups received (${twice} more than once), the last ${seconds(hooksDrained - loadEnd)} after the load ended`,
  );
  check(recoveredAt.size === instances.length, 'every instance answered again without a restart');
  check(
    hooked.length === expected.length,
    `the webhook delivery loop went on after the outage: every acknowledged signup was told (${hooked.length} of ${expected.length})`,
  );
  check(
    Boolean(resync && delivered),
    'the comments LISTEN connection listened again by itself (resync, then a post from the other instance)',
  );
  check(refused.length > 0, 'requests were made while the database was down');
  check(
    unavailable.length === refused.length,
    `every failed answer in the window is 503 'unavailable' with Retry-After (${unavailable.length} of ${refused.length})`,
  );
  check(outsideFailures.length === 0, `no failed answer outside the window (${outsideFailures.length})`);
  for (const instance of instances) {
    check(instance.exit === undefined, `${instance.name} is still running (pid ${instance.child.pid})`);
    const crashes = crashLines(instance);
    check(
      crashes.length === 0,
      `${instance.name} logged no unhandled error${crashes.length ? `: ${crashes.join(' | ')}` : ''}`,
    );
  }

  const verified = await verifyAcknowledged(instances[0] as Instance, load);
  const emails = load.signups.map((member) => member.email);
  const { rows } = await onDatabase(url, 'select count(*)::int as n from members where email = any($1)', [
    emails,
  ]);
  console.log(
    `  acknowledged: ${load.signups.length} signups, ${workers.reduce((sum, worker) => sum + worker.lastAcked, 0) > 0 ? workers.length : 0} profiles (last saved values ${workers.map((worker) => worker.lastAcked).join(', ')})`,
  );
  check(
    rows[0]?.n === emails.length,
    `every acknowledged signup is a row in members (${rows[0]?.n} of ${emails.length})`,
  );
  check(
    verified.missing.length === 0,
    `every acknowledged write reads back through the API (${verified.checked - verified.missing.length} of ${verified.checked})${verified.missing.length ? `: ${verified.missing.slice(0, 3).join('; ')}` : ''}`,
  );
  await Promise.all(instances.map(stopInstance));
}

async function scenarioKill(kind: 'postgres' | 'pglite', root: string, cluster: Cluster): Promise<void> {
  console.log(`\nB. kill -9 of the service during writes (${kind === 'postgres' ? 'PostgreSQL' : 'PGlite'})`);
  const databaseUrl = kind === 'postgres' ? cluster.url('wf_faults_kill') : undefined;
  const options = {
    name: `B-${kind}`,
    port: await freePort(),
    dataDir: path.join(root, `b-${kind}`),
    databaseUrl,
  };
  const first = await startInstance(options);
  await healthy(first);
  const workers = await prepareWorkers([first], 4, `b-${kind}`);
  const load = startLoad([first], workers, `b-${kind}`, 5);
  await sleep(3_000);
  const inFlight = () => load.samples.length;
  const before = inFlight();
  kill(first, 'SIGKILL');
  await first.exited;
  await load.stop();
  const unanswered = load.samples.filter((sample) => sample.status === 0).length;
  console.log(
    `  ${before} requests answered before the kill; ${unanswered} cut by it (unacknowledged, not checked); process ended by ${first.exit?.signal}`,
  );
  const restartedAt = Date.now();
  const second = await startInstance({ ...options, reuse: true });
  await healthy(second);
  console.log(`  restarted on the same data in ${seconds(Date.now() - restartedAt)}`);
  const verified = await verifyAcknowledged(second, load);
  console.log(
    `  acknowledged: ${load.signups.length} signups, ${workers.length} profiles (last saved values ${workers.map((worker) => worker.lastAcked).join(', ')})`,
  );
  if (databaseUrl) {
    const emails = load.signups.map((member) => member.email);
    const { rows } = await onDatabase(
      databaseUrl,
      'select count(*)::int as n from members where email = any($1)',
      [emails],
    );
    check(
      rows[0]?.n === emails.length,
      `every acknowledged signup is a row in members (${rows[0]?.n} of ${emails.length})`,
    );
  }
  check(
    verified.missing.length === 0,
    `every acknowledged write is there after the restart (${verified.checked - verified.missing.length} of ${verified.checked})${verified.missing.length ? `: ${verified.missing.slice(0, 3).join('; ')}` : ''}`,
  );
  await stopInstance(second);
}

function coveredElsewhere(): void {
  console.log('\nC. A mail server refusing mail (4xx), then accepting: covered by the suite, not run here');
  console.log(
    "  service/src/mail/mailer.test.ts 'a mail server that refuses mail for a while': a real SMTP server (service/src/mail/testing.ts) answers 4xx; the mail stays in the outbox, is tried again after 30 s then 60 s (the wait doubles), and is sent once, none lost, when the server takes mail again; 'given two instances sweeping at once' (sent by one only) and 'given twelve failed attempts' (given up, kept with its error).",
  );
  console.log('\nD. Other faults: covered by the suite, not run here');
  console.log(
    "  Stripe events repeated and out of order: service/src/routes/billing/stripe-webhook-redelivery.test.ts 'given each event of a paid checkout five times, shuffled, several at once, it has one effect' (15 signed deliveries over HTTP: the plan once, one payment, one receipt); service/src/routes/billing/stripe-webhook.test.ts has the single repeat and the single inversion.",
  );
  console.log(
    "  An outgoing webhook endpoint down for hours: service/src/members/webhooks/worker-outage.test.ts 'given it comes back before the retries run out, every delivery made meanwhile arrives once, in order' (connection refused for 7.6 h of backoff, then delivered once each, in order); service/src/routes/admin-api/webhooks.test.ts 'given an endpoint that answers 500, ... then fails' (given up after 8 attempts, 31.6 h).",
  );
  console.log(
    "  A full disk for uploads: scenario E below (profile images are rows in the database, docs/architecture.md \"Many instances\", so the disk that fills is the database server's: answered 507 'storage-full'); a failed site build (the publisher's disk) is simulated in service/src/site/publish/instances.test.ts and service/src/site/admin/video-changes.test.ts.",
  );
}

async function main(): Promise<void> {
  const started = Date.now();
  const root = mkdtempSync(path.join(tmpdir(), 'wf-faults-'));
  onCleanup(`remove ${root}`, () => rmSync(root, { recursive: true, force: true }));
  console.log(`Scenarios: ${[...SCENARIOS].sort().join(', ')} (BENCH_FAULTS)`);
  if (SCENARIOS.has('A') || SCENARIOS.has('B')) {
    const cluster = createCluster(await freePort());
    await cluster.start();
    await onDatabase(cluster.url('postgres'), 'create database wf_faults');
    await onDatabase(cluster.url('postgres'), 'create database wf_faults_kill');
    if (SCENARIOS.has('A')) {
      await scenarioRestart(cluster, root, 'fast');
      await scenarioRestart(cluster, root, 'immediate');
    }
    if (SCENARIOS.has('B')) {
      await scenarioKill('postgres', root, cluster);
      await scenarioKill('pglite', root, cluster);
    }
  }
  if (SCENARIOS.has('C') || SCENARIOS.has('D')) coveredElsewhere();
  if (SCENARIOS.has('E')) {
    await scenarioDiskFull({ root, freePort, check });
    await scenarioDiskFullPglite({ root, freePort, check });
  }

  console.log(
    `\n${failures.length === 0 ? 'All checks passed' : `${failures.length} check(s) FAILED`} in ${seconds(Date.now() - started)}.`,
  );
}

try {
  await main();
} catch (error) {
  console.error(
    `\nbench:faults stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  failures.push('the benchmark did not finish');
} finally {
  cleanupAll();
}
process.exit(failures.length === 0 ? 0 : 1);
