/**
 * Scenario E of `npm run bench:faults`: the database server's disk fills up under profile image
 * uploads (docs/architecture.md "When the database is down": images are rows of the uploads
 * table, so a full disk is the database server's). A cluster of its own whose data directory is
 * on a small tmpfs (WAL on the ordinary disk: see below); a filler file on the same tmpfs leaves
 * a few MB; members upload images until PostgreSQL cannot extend a file (SQLSTATE 53100). Every
 * refused upload must answer 507 'storage-full' with Retry-After and the sentence for people, the
 * service must go on (reads, health), every acknowledged image must still be served byte for
 * byte; once the filler is removed the next upload succeeds without a restart; at the end
 * pg_checksums (server stopped) and pg_amcheck plus a count of every table show nothing broke.
 *
 * Then the same on PGlite: the instance's DATA_DIR on the tmpfs, and a restart on the same files.
 *
 * Why pg_wal is not on the small disk: when PostgreSQL cannot write WAL it stops with PANIC (the
 * PostgreSQL manual, "Disk Full Failure"), which the service answers as an unreachable database
 * (503); this scenario measures the case where the data files' disk is the one that fills.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chownSync,
  closeSync,
  mkdtempSync,
  openSync,
  readFileSync,
  rmSync,
  statfsSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import pg from 'pg';
import sharp from 'sharp';
import { healthy, type Instance, stopInstance } from '../../src/testing/instance.ts';
import { onCleanup } from './cleanup.ts';
import { asPostgres, createCluster } from './cluster.ts';
import { startInstance } from './instance.ts';
import { prepareWorkers, readMember, type Worker } from './load.ts';

/** Size of the tmpfs the data directory lives on (BENCH_DISK_MB overrides). */
const DISK_MB = Number(process.env.BENCH_DISK_MB ?? 64);
/** What the filler leaves free once the database and its tables are made (BENCH_DISK_SPARE_MB). */
const SPARE_MB = Number(process.env.BENCH_DISK_SPARE_MB ?? 4);
/**
 * BENCH_DISK_WAL=tmpfs puts pg_wal on the small disk too, to see what PostgreSQL does when it
 * cannot write WAL (the checks are the same, and are expected to fail).
 */
const WAL_ON_TMPFS = process.env.BENCH_DISK_WAL === 'tmpfs';
/** Refused uploads to see before the space is freed. */
const REFUSALS_WANTED = 5;
/** Members, each uploading one image (a new image replaces and deletes a member's previous one). */
const MEMBERS = 24;
/** The sentence the service answers with (service/src/http/errors.ts STORAGE_FULL_MESSAGE). */
const STORAGE_FULL_MESSAGE =
  'The service cannot store this right now: its storage is full. Nothing was changed; please try again later.';
const LOG_MESSAGE = 'database storage full (SQLSTATE 53100): answered 507';

const MB = 1024 * 1024;

export interface ScenarioContext {
  root: string;
  freePort: () => Promise<number>;
  check: (ok: boolean, what: string) => void;
}

interface Upload {
  member: string;
  status: number;
  code: string | undefined;
  message: string | undefined;
  retryAfter: string | null;
  ms: number;
  url: string | undefined;
  /** sha256 of the bytes served right after the upload was acknowledged. */
  servedSha: string | undefined;
  storedBytes: number | undefined;
}

/** An SQL identifier, quoted. */
const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

function freeBytes(dir: string): number {
  const stats = statfsSync(dir);
  return stats.bavail * stats.bsize;
}

const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

/** A photo-like upload that does not compress: 1024 × 1024 pixels of noise as a JPEG (about 860 KB). */
async function noiseJpeg(): Promise<Buffer> {
  const side = 1024;
  return sharp(randomBytes(side * side * 3), { raw: { width: side, height: side, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function served(instance: Instance, url: string): Promise<{ status: number; sha: string | undefined }> {
  const response = await fetch(`${instance.origin}${new URL(url).pathname}`, {
    signal: AbortSignal.timeout(20_000),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { status: response.status, sha: response.ok ? sha256(bytes) : undefined };
}

/** POST /api/member/profile-image as the widget sends it (multipart, field profileImage). */
async function uploadImage(instance: Instance, worker: Worker): Promise<Upload> {
  const form = new FormData();
  form.append(
    'profileImage',
    new Blob([new Uint8Array(await noiseJpeg())], { type: 'image/jpeg' }),
    'photo.jpg',
  );
  const started = Date.now();
  const upload: Upload = {
    member: worker.member.email,
    status: 0,
    code: undefined,
    message: undefined,
    retryAfter: null,
    ms: 0,
    url: undefined,
    servedSha: undefined,
    storedBytes: undefined,
  };
  try {
    const response = await fetch(`${instance.origin}/api/member/profile-image`, {
      method: 'POST',
      headers: {
        'X-APP-ID': APP_ID,
        'X-API-Key': TEST_PUBLIC_KEY,
        Authorization: `Bearer ${worker.member.token}`,
      },
      body: form,
      signal: AbortSignal.timeout(30_000),
    });
    upload.status = response.status;
    upload.retryAfter = response.headers.get('Retry-After');
    const json = (await response.json().catch(() => undefined)) as
      | { data?: { profileImage?: string }; error?: { code?: string; message?: string } }
      | undefined;
    upload.code = json?.error?.code;
    upload.message = json?.error?.message;
    upload.url = json?.data?.profileImage;
  } catch (error) {
    const cause = error instanceof Error && error.cause ? `: ${String(error.cause)}` : '';
    upload.message = `no answer: ${String(error)}${cause}`;
  }
  upload.ms = Date.now() - started;
  if (upload.status === 200 && upload.url) {
    const { sha } = await served(instance, upload.url);
    upload.servedSha = sha;
  }
  return upload;
}

async function query(url: string, statement: string, values: unknown[] = []): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(statement, values);
  } finally {
    await client.end();
  }
}

function describe(upload: Upload): string {
  return upload.status === 200
    ? `200 (${upload.ms} ms)`
    : `${upload.status} ${upload.code ?? ''} Retry-After: ${upload.retryAfter ?? 'none'} "${upload.message ?? ''}"`;
}

/** Mounts a tmpfs of `sizeMb` on a new temporary folder; unmounted at clean-up (and by the answer). */
function mountTmpfs(sizeMb: number): { dir: string; unmount: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'wf-faults-disk-'));
  let mounted = false;
  const unmount = () => {
    if (mounted) {
      // Synchronous (clean-up runs from 'exit' too): a process killed a moment ago may still hold
      // a file open, so try for a second, then detach it (it goes once the last file closes).
      for (let attempt = 0; mounted && attempt < 10; attempt += 1) {
        try {
          execFileSync('umount', [dir], { stdio: 'ignore' });
          mounted = false;
        } catch {
          Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
        }
      }
      if (mounted) execFileSync('umount', ['-l', dir]);
      mounted = false;
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const forget = onCleanup(`unmount the tmpfs ${dir}`, unmount);
  execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0755`, 'tmpfs', dir]);
  mounted = true;
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  return {
    dir,
    unmount: () => {
      unmount();
      forget();
    },
  };
}

/** Writes zeros into `file` until `dir` has about `spare` bytes free. */
function fill(dir: string, file: string, spare: number): number {
  const chunk = Buffer.alloc(MB);
  const fd = openSync(file, 'w');
  let written = 0;
  try {
    for (let free = freeBytes(dir); free > spare; free = freeBytes(dir)) {
      const size = Math.min(chunk.length, free - spare);
      writeSync(fd, chunk, 0, size);
      written += size;
    }
  } finally {
    closeSync(fd);
  }
  return written;
}

export async function scenarioDiskFull({ root, freePort, check }: ScenarioContext): Promise<void> {
  if (process.getuid?.() !== 0) {
    console.log('\nE. A full disk under uploads: NOT run (mounting a tmpfs needs root)');
    check(false, 'scenario E ran');
    return;
  }
  console.log(
    `\nE. The database server's disk fills up under profile image uploads (data directory on a ${DISK_MB} MB tmpfs, WAL ${WAL_ON_TMPFS ? 'on it too' : 'elsewhere'}; a filler leaves ${SPARE_MB} MB)`,
  );
  const disk = mountTmpfs(DISK_MB);
  const filler = path.join(disk.dir, 'filler');
  const cluster = createCluster(await freePort(), {
    dataDir: path.join(disk.dir, 'data'),
    separateWal: !WAL_ON_TMPFS,
    checksums: true,
  });
  await cluster.start();
  const url = cluster.url('wf_faults_disk');
  await query(cluster.url('postgres'), 'create database wf_faults_disk');
  const options = { name: 'E', port: await freePort(), dataDir: path.join(root, 'e'), databaseUrl: url };
  const instance = await startInstance(options);
  await healthy(instance);
  const workers = await prepareWorkers([instance], MEMBERS, 'e');
  const usedBefore = DISK_MB * MB - freeBytes(disk.dir);
  const filled = fill(disk.dir, filler, SPARE_MB * MB);
  console.log(
    `  initdb, the database, its tables and ${MEMBERS} members use ${mb(usedBefore)} of the tmpfs; the filler takes ${mb(filled)}, ${mb(freeBytes(disk.dir))} left`,
  );

  // Uploads, one member after another, until the disk has refused REFUSALS_WANTED of them.
  const uploads: Upload[] = [];
  let next = 0;
  while (
    uploads.filter((upload) => upload.status !== 200).length < REFUSALS_WANTED &&
    next < workers.length
  ) {
    uploads.push(await uploadImage(instance, workers[next++] as Worker));
  }
  const acknowledged = uploads.filter((upload) => upload.status === 200);
  const refused = uploads.filter((upload) => upload.status !== 200);
  const firstRefused = uploads.findIndex((upload) => upload.status !== 200);
  console.log(
    `  ${uploads.length} uploads (about 860 KB each): ${acknowledged.length} acknowledged, ${refused.length} refused; the first refusal was upload ${firstRefused + 1}, with ${mb(freeBytes(disk.dir))} free on the tmpfs`,
  );
  console.log('  answers, in order:');
  for (const [index, upload] of uploads.entries())
    console.log(`    ${String(index + 1).padStart(2)}. ${describe(upload)}`);

  const serverUp = () => asPostgres('pg_ctl', ['-D', cluster.dataDir, 'status']).status === 0;
  const stoppedItself = !serverUp();
  if (stoppedItself) {
    const lines = readFileSync(cluster.logFile, 'utf8')
      .split('\n')
      .filter((line) => /PANIC|FATAL|shut down/.test(line))
      .slice(0, 6);
    console.log(`  PostgreSQL stopped by itself; its log:\n${lines.map((line) => `    ${line}`).join('\n')}`);
  }

  // While the disk is full: the instance answers, reads work, earlier images are served as stored.
  const health = await fetch(`${instance.origin}/api/health`).then((response) => response.status);
  const reader = workers[0] as Worker;
  const read = await readMember(instance, reader.member.token);
  console.log(`  while full: GET /api/health ${health}, GET /api/member ${read.sample.status}`);
  const clear = refused.filter(
    (upload) =>
      upload.status === 507 &&
      upload.code === 'storage-full' &&
      upload.message === STORAGE_FULL_MESSAGE &&
      Number(upload.retryAfter) >= 1,
  );
  check(refused.length >= 1, `the disk filled up: uploads were refused (${refused.length})`);
  check(
    clear.length === refused.length,
    `every refused upload answered 507 'storage-full' with Retry-After and the sentence (${clear.length} of ${refused.length})`,
  );
  check(!stoppedItself, 'PostgreSQL kept running with its data disk full');
  check(instance.exit === undefined, `E is still running with a full disk (pid ${instance.child.pid})`);
  check(health === 200 && read.sample.status === 200, 'reads go on while the disk is full (health, member)');

  /** Each acknowledged image, served now, against the row's bytes; and the rows of uploads. */
  const intactImages = async () => {
    const rows = await query(url, "select name, encode(sha256(bytes), 'hex') as sha from uploads");
    const storedSha = new Map(rows.rows.map((row: { name: string; sha: string }) => [row.name, row.sha]));
    let intact = 0;
    for (const upload of acknowledged) {
      const name = upload.url ? path.basename(new URL(upload.url).pathname) : '';
      const now = upload.url ? await served(instance, upload.url) : { status: 0, sha: undefined };
      if (now.status === 200 && now.sha === upload.servedSha && storedSha.get(name) === now.sha) intact += 1;
    }
    return { intact, rows: rows.rowCount ?? 0 };
  };
  if (!stoppedItself) {
    const { intact, rows } = await intactImages();
    check(
      acknowledged.length > 0 && intact === acknowledged.length,
      `while full, every acknowledged image is served byte for byte as stored (${intact} of ${acknowledged.length}, sha-256 of the answer = of the row)`,
    );
    check(
      rows === acknowledged.length,
      `the refused uploads left no row behind (${rows} rows in uploads for ${acknowledged.length} acknowledged)`,
    );
  }

  // Space comes back: the next upload succeeds, same process (a server that stopped is started again).
  unlinkSync(filler);
  if (stoppedItself) {
    const startedAt = Date.now();
    const logged = readFileSync(cluster.logFile, 'utf8').length;
    const started = await cluster.start().then(
      () => true,
      () => false,
    );
    const log = readFileSync(cluster.logFile, 'utf8').slice(logged).trim().split('\n');
    console.log(
      `  filler removed; pg_ctl start ${started ? `took ${((Date.now() - startedAt) / 1000).toFixed(2)} s` : 'FAILED'}; its log:\n${log
        .slice(-8)
        .map((line) => `    ${line}`)
        .join('\n')}`,
    );
    check(started, 'PostgreSQL starts again once space is freed');
    if (!started) return;
  }
  const retryWorker = workers[firstRefused >= 0 ? firstRefused : next] as Worker;
  let again = await uploadImage(instance, retryWorker);
  let attempts = 1;
  const deadline = Date.now() + 30_000;
  while (stoppedItself && again.status !== 200 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    again = await uploadImage(instance, retryWorker);
    attempts += 1;
  }
  const againServed = again.url ? await served(instance, again.url) : undefined;
  console.log(
    `  filler removed (${mb(freeBytes(disk.dir))} free): the first refused member uploads again: ${describe(again)}${attempts > 1 ? ` at attempt ${attempts}` : ''}, served ${againServed?.status ?? 'not at all'}`,
  );
  check(
    again.status === 200 &&
      attempts === 1 &&
      againServed?.status === 200 &&
      againServed.sha === again.servedSha,
    'once space is freed, the next upload succeeds without a restart',
  );
  const after = await intactImages();
  check(
    acknowledged.length > 0 && after.intact === acknowledged.length,
    `afterwards, every image acknowledged before is served byte for byte as stored (${after.intact} of ${acknowledged.length})`,
  );
  check(instance.exit === undefined, `E never restarted (the same pid ${instance.child.pid})`);

  const logLines = instance.output.split('\n').filter((line) => line.includes(LOG_MESSAGE));
  const crashes = instance.output
    .split('\n')
    .filter((line) => /"level":60|"msg":"unhandled error"|Uncaught|UnhandledPromiseRejection/.test(line));
  if (logLines[0]) console.log(`  its log line: ${logLines[0]}`);
  check(
    logLines.length === refused.length,
    `one error line per refused upload naming the cause (${logLines.length} for ${refused.length})`,
  );
  check(
    logLines.every((line) => !/params:|insert into/i.test(line)),
    'the log lines carry no query and no parameters',
  );
  check(
    crashes.length === 0,
    `E logged no unhandled error${crashes.length ? `: ${crashes.slice(0, 3).join(' | ')}` : ''}`,
  );
  await stopInstance(instance);

  // Nothing is broken: checksums of every page with the server stopped, then amcheck and a read of every table.
  await cluster.stop('fast');
  const checksums = asPostgres('pg_checksums', ['--check', '-D', cluster.dataDir]);
  const summary = checksums.output
    .split('\n')
    .filter((line) => /Checksum operation|Files scanned|Blocks scanned|Bad checksums/.test(line))
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('; ');
  console.log(`  pg_checksums --check (server stopped): exit ${checksums.status}; ${summary}`);
  check(
    checksums.status === 0 && /Bad checksums:\s+0\b/.test(checksums.output),
    'pg_checksums: no bad checksum',
  );
  await cluster.start();
  const amcheck = asPostgres('pg_amcheck', [
    '-h',
    '127.0.0.1',
    '-p',
    String(cluster.port),
    '-U',
    'postgres',
    '--install-missing',
    '--heapallindexed',
    '-d',
    'wf_faults_disk',
  ]);
  console.log(
    `  pg_amcheck --heapallindexed (tables, their TOAST and every btree index): exit ${amcheck.status}${amcheck.output.trim() ? `: ${amcheck.output.trim().split('\n').slice(0, 5).join(' | ')}` : ', nothing to report'}`,
  );
  check(amcheck.status === 0 && amcheck.output.trim() === '', 'pg_amcheck found no corruption');
  const tables = await query(
    url,
    "select schemaname, relname from pg_stat_user_tables where schemaname not in ('pg_catalog', 'information_schema')",
  );
  let counted = 0;
  let total = 0;
  const unreadable: string[] = [];
  for (const { schemaname, relname } of tables.rows as { schemaname: string; relname: string }[]) {
    try {
      const { rows: counts } = await query(
        url,
        `select count(*)::int as n from ${quoted(schemaname)}.${quoted(relname)}`,
      );
      counted += 1;
      total += counts[0]?.n ?? 0;
    } catch (error) {
      unreadable.push(`${schemaname}.${relname}: ${String(error)}`);
    }
  }
  const { rows: finalUploads } = await query(url, 'select count(*)::int as n from uploads');
  console.log(
    `  select count(*) of every table: ${counted} tables, ${total} rows; uploads holds ${finalUploads[0]?.n}`,
  );
  check(unreadable.length === 0, `every table reads (${unreadable.slice(0, 3).join('; ') || 'all'})`);
  check(
    finalUploads[0]?.n === acknowledged.length + 1,
    `uploads holds exactly the acknowledged images (${finalUploads[0]?.n} = ${acknowledged.length} + the one after freeing)`,
  );
  await cluster.stop('fast');
  disk.unmount();
}

/**
 * E on PGlite: the instance's DATA_DIR (PGlite's files, WAL included) on the small tmpfs. The
 * same uploads until refused; then space is freed, the next upload must succeed, and the
 * instance is restarted on the same data, where every acknowledged image must be served as it was.
 */
export async function scenarioDiskFullPglite({ freePort, check }: ScenarioContext): Promise<void> {
  if (process.getuid?.() !== 0) return;
  console.log(
    `\nE (PGlite). The service's DATA_DIR (PGlite, its WAL too) on a ${DISK_MB} MB tmpfs; a filler leaves ${SPARE_MB} MB`,
  );
  const disk = mountTmpfs(DISK_MB);
  const filler = path.join(disk.dir, 'filler');
  const options = {
    name: 'E-pglite',
    port: await freePort(),
    dataDir: path.join(disk.dir, 'service'),
    databaseUrl: undefined,
  };
  const instance = await startInstance(options);
  await healthy(instance);
  const workers = await prepareWorkers([instance], MEMBERS, 'e-pglite');
  const usedBefore = DISK_MB * MB - freeBytes(disk.dir);
  const filled = fill(disk.dir, filler, SPARE_MB * MB);
  console.log(
    `  PGlite, its tables and ${MEMBERS} members use ${mb(usedBefore)} of the tmpfs; the filler takes ${mb(filled)}, ${mb(freeBytes(disk.dir))} left`,
  );
  const uploads: Upload[] = [];
  let next = 0;
  while (
    uploads.filter((upload) => upload.status !== 200).length < REFUSALS_WANTED &&
    next < workers.length
  ) {
    uploads.push(await uploadImage(instance, workers[next++] as Worker));
  }
  const acknowledged = uploads.filter((upload) => upload.status === 200);
  const refused = uploads.filter((upload) => upload.status !== 200);
  const firstRefused = uploads.findIndex((upload) => upload.status !== 200);
  console.log(
    `  ${uploads.length} uploads: ${acknowledged.length} acknowledged, ${refused.length} refused; the first refusal was upload ${firstRefused + 1}`,
  );
  console.log('  answers, in order:');
  for (const [index, upload] of uploads.entries())
    console.log(`    ${String(index + 1).padStart(2)}. ${describe(upload)}`);
  const health = await fetch(`${instance.origin}/api/health`).then((response) => response.status);
  const read = await readMember(instance, (workers[0] as Worker).member.token);
  console.log(`  while full: GET /api/health ${health}, GET /api/member ${read.sample.status}`);
  const clear = refused.filter(
    (upload) =>
      upload.status === 507 &&
      upload.code === 'storage-full' &&
      upload.message === STORAGE_FULL_MESSAGE &&
      Number(upload.retryAfter) >= 1,
  );
  check(refused.length >= 1, `the disk filled up: uploads were refused (${refused.length})`);
  check(
    clear.length === refused.length,
    `every refused upload answered 507 'storage-full' with Retry-After and the sentence (${clear.length} of ${refused.length})`,
  );
  check(
    instance.exit === undefined,
    `E-pglite is still running with a full disk (pid ${instance.child.pid})`,
  );
  check(health === 200 && read.sample.status === 200, 'reads go on while the disk is full (health, member)');

  /** How many acknowledged images `through` serves as they were served when acknowledged. */
  const intactThrough = async (through: Instance) => {
    let intact = 0;
    for (const upload of acknowledged) {
      const now = upload.url ? await served(through, upload.url) : { status: 0, sha: undefined };
      if (now.status === 200 && now.sha === upload.servedSha) intact += 1;
    }
    return intact;
  };
  const whileFull = await intactThrough(instance);
  check(
    acknowledged.length > 0 && whileFull === acknowledged.length,
    `while full, every acknowledged image is served byte for byte (${whileFull} of ${acknowledged.length})`,
  );

  unlinkSync(filler);
  const again = await uploadImage(instance, workers[firstRefused >= 0 ? firstRefused : next] as Worker);
  console.log(
    `  filler removed (${mb(freeBytes(disk.dir))} free): the first refused member uploads again: ${describe(again)}`,
  );
  check(again.status === 200, 'once space is freed, the next upload succeeds without a restart');
  const logLines = instance.output.split('\n').filter((line) => line.includes(LOG_MESSAGE));
  if (logLines[0]) console.log(`  its log line: ${logLines[0]}`);
  const crashes = instance.output
    .split('\n')
    .filter((line) => /"level":60|"msg":"unhandled error"|Uncaught|UnhandledPromiseRejection/.test(line));
  check(
    logLines.length === refused.length,
    `one error line per refused upload naming the cause (${logLines.length} for ${refused.length})`,
  );
  check(
    crashes.length === 0,
    `E-pglite logged no unhandled error${crashes.length ? `: ${crashes.slice(0, 3).join(' | ')}` : ''}`,
  );
  check(instance.exit === undefined, `E-pglite never restarted (the same pid ${instance.child.pid})`);

  // Restarted on the same files: PGlite opens them (recovery if needed) and every image is there.
  await stopInstance(instance);
  const restartedAt = Date.now();
  const second = await startInstance({ ...options, reuse: true });
  await healthy(second);
  const afterRestart = await intactThrough(second);
  const latest = again.url ? await served(second, again.url) : undefined;
  console.log(
    `  restarted on the same DATA_DIR in ${((Date.now() - restartedAt) / 1000).toFixed(2)} s: ${afterRestart} of ${acknowledged.length} images as acknowledged, the one after freeing ${latest?.sha === again.servedSha ? 'too' : 'MISSING'}`,
  );
  check(
    afterRestart === acknowledged.length && latest?.sha === again.servedSha,
    'after a restart on the same data, every acknowledged image is served byte for byte',
  );
  await stopInstance(second);
  disk.unmount();
}
