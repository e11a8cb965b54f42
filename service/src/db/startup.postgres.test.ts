/**
 * Instances started together on one PostgreSQL database (docs/architecture.md "Many
 * instances"): every one comes up, on a new database and on an existing one, and the seed is
 * written once. Runs the real entry point (service/src/main.ts) as three child processes on a
 * database of its own, created on the test server and dropped afterwards. PostgreSQL only: the
 * embedded PGlite is one process's database, so `npm run test:postgres` runs this file and the
 * PGlite pass does not (vitest.config.ts, project 'postgres').
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ID } from '@wf/config/app';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_ADMIN_EMAIL } from '../site/seed/admin.ts';
import { TEST_DATABASE_URL } from '../testing/database.ts';

vi.setConfig({ testTimeout: 180_000, hookTimeout: 60_000 });

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));
const INSTANCES = 3;

/** A port nobody listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

interface Instance {
  child: ChildProcess;
  port: number;
  dataDir: string;
  output: string;
}

/** Starts one instance of the service on `databaseUrl`, without waiting for it. */
async function startInstance(databaseUrl: string): Promise<Instance> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wf-instance-'));
  const port = await freePort();
  const { HOST: _host, NODE_ENV: _mode, WF_TEST_MODE: _test, ...inherited } = process.env;
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...inherited,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      SITE_DIR: path.join(dataDir, 'no-site'),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = { child, port, dataDir, output: '' };
  const collect = (chunk: Buffer) => {
    instance.output += chunk.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return instance;
}

/** Resolves when the instance answers its health check; rejects, with its output, when it exits or hangs. */
async function upOrDown(instance: Instance): Promise<void> {
  const deadline = Date.now() + 150_000;
  for (;;) {
    if (instance.child.exitCode !== null) {
      throw new Error(`an instance exited (${instance.child.exitCode}):\n${instance.output}`);
    }
    const up = await fetch(`http://127.0.0.1:${instance.port}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return;
    if (Date.now() > deadline) throw new Error(`an instance did not start:\n${instance.output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function stopAll(instances: readonly Instance[]): Promise<void> {
  await Promise.all(
    instances.map(async (instance) => {
      if (instance.child.exitCode === null) {
        const exited = new Promise((resolve) => instance.child.once('exit', resolve));
        instance.child.kill('SIGTERM');
        await exited;
      }
      await rm(instance.dataDir, { recursive: true, force: true });
    }),
  );
}

/** Starts INSTANCES instances at once and waits for every one to come up (or for the first failure). */
async function startTogether(databaseUrl: string): Promise<Instance[]> {
  const instances = await Promise.all(Array.from({ length: INSTANCES }, () => startInstance(databaseUrl)));
  try {
    await Promise.all(instances.map(upOrDown));
  } catch (error) {
    await stopAll(instances);
    throw error;
  }
  return instances;
}

describe(`${INSTANCES} instances started at once on one PostgreSQL database`, () => {
  const serverUrl = TEST_DATABASE_URL;
  const name = `wf_start_${randomBytes(6).toString('hex')}`;
  let databaseUrl: string;
  let admin: pg.Client;

  beforeAll(async () => {
    if (!serverUrl)
      throw new Error('WF_TEST_DATABASE_URL is not set: run this file with npm run test:postgres');
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.href;
  });

  afterAll(async () => {
    await admin?.query(`drop database if exists "${name}" with (force)`);
    await admin?.end();
  });

  /** How many rows of `table` match `where` in the instances' database. */
  async function count(table: string, where = 'true'): Promise<number> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const result = await client.query<{ n: string }>(`select count(*) as n from ${table} where ${where}`);
      return Number(result.rows[0]?.n);
    } finally {
      await client.end();
    }
  }

  it('given a new database, every instance comes up, and each app and the test administrator are written once', async () => {
    const instances = await startTogether(databaseUrl);
    try {
      for (const instance of instances) {
        const health = await fetch(`http://127.0.0.1:${instance.port}/api/health`);
        expect(health.status).toBe(200);
      }
      expect(await count('apps', `id = '${APP_ID}'`)).toBe(1);
      expect(await count('members', `email = '${TEST_ADMIN_EMAIL}'`)).toBe(1);
    } finally {
      await stopAll(instances);
    }
  });

  it('given the database they left, every instance comes up again and nothing is written twice', async () => {
    const appsBefore = await count('apps');
    const instances = await startTogether(databaseUrl);
    try {
      expect(await count('apps')).toBe(appsBefore);
      expect(await count('members', `email = '${TEST_ADMIN_EMAIL}'`)).toBe(1);
    } finally {
      await stopAll(instances);
    }
  });
});
