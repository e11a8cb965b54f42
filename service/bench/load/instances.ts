/**
 * The load benchmark's service instances: real processes started through the real entry point
 * (`node service/src/main.ts`), as e2e/two-instances.spec.ts starts them, each with copies of
 * the site build and of content/ in a data folder of its own; and the PostgreSQL database the
 * PostgreSQL instances share, created for the run and dropped at its end.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';

/** The PostgreSQL server the benchmark makes its database on (trust auth). */
export const SERVER_URL = process.env.BENCH_PG_SERVER ?? 'postgres://postgres@127.0.0.1:5432';

export interface Instance {
  name: string;
  origin: string;
  dataDir: string;
  child: ChildProcess;
  /** The instance's output, kept to print when it fails. */
  output: string;
}

/** Runs one statement on the server's `postgres` database. */
export async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: `${SERVER_URL}/postgres` });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`the load benchmark needs the PostgreSQL server at ${SERVER_URL}: ${String(error)}`);
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export interface StartOptions {
  name: string;
  port: number;
  dataDir: string;
  /** The site build to copy in; undefined: none (the instance then serves no pages). */
  siteBuild: string | undefined;
  /** undefined: the embedded database (PGlite) under the data folder. */
  databaseUrl: string | undefined;
  /** Variables added to the instance's environment. */
  env: Record<string, string>;
}

/** Starts one instance; resolve its readiness with {@link healthy}. */
export async function startInstance(options: StartOptions): Promise<Instance> {
  const { dataDir } = options;
  await rm(dataDir, { recursive: true, force: true });
  await mkdir(dataDir, { recursive: true });
  await cp('content', path.join(dataDir, 'content'), { recursive: true });
  const siteDir = path.join(dataDir, 'site');
  if (options.siteBuild) await cp(options.siteBuild, siteDir, { recursive: true });
  else await mkdir(siteDir);
  const { HOST: _host, NODE_ENV: _mode, PUBLIC_URL: _url, DATABASE_URL: _db, ...inherited } = process.env;
  const child = spawn(process.execPath, ['service/src/main.ts'], {
    env: {
      ...inherited,
      PORT: String(options.port),
      SITE_DIR: siteDir,
      CONTENT_DIR: path.join(dataDir, 'content'),
      DATA_DIR: dataDir,
      WF_TEST_MODE: 'true',
      // Every request carries its client's address in X-Forwarded-For (one proxy hop).
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    // A group of its own, so that stopping it also stops a site build it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = {
    name: options.name,
    origin: `http://127.0.0.1:${options.port}`,
    dataDir,
    child,
    output: '',
  };
  const collect = (chunk: Buffer) => {
    // The last 64 kB are enough to tell why it failed.
    instance.output = (instance.output + chunk.toString('utf8')).slice(-65_536);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  return instance;
}

/** Resolves once the instance answers /api/health; throws with its output when it exits or hangs. */
export async function healthy(instance: Instance): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (instance.child.exitCode !== null) {
      throw new Error(`instance ${instance.name} exited (${instance.child.exitCode}):\n${instance.output}`);
    }
    const up = await fetch(`${instance.origin}/api/health`)
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return;
    if (Date.now() > deadline)
      throw new Error(`instance ${instance.name} did not start:\n${instance.output}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops the instance's process group: SIGTERM, then SIGKILL after 10 s. Keeps its data folder. */
export async function stopInstance(instance: Instance): Promise<void> {
  const { child } = instance;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // already gone
    }
  };
  signal('SIGTERM');
  const late = setTimeout(() => signal('SIGKILL'), 10_000);
  await exited;
  clearTimeout(late);
}
