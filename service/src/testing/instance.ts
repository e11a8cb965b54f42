/**
 * Real service instances as child processes, started through the real entry point (`node
 * service/src/main.ts`), for what needs the service as it runs in production rather than
 * composed in-process (app.ts): several instances on one PostgreSQL database
 * (e2e/two-instances.spec.ts, docs/architecture.md "Many instances"), the load benchmark
 * (service/bench/load/) and the faults benchmark, which kills and restarts them
 * (service/bench/faults/); also a builder's own service, restarted in live mode
 * (e2e/builder-app.spec.ts), and the service the reports and e2e/temples.spec.ts measure
 * (scripts/lib/start-service.ts). Each instance has a data folder of its own with a copy of
 * content/ and of a site build (or an empty site folder: the API runs without one).
 *
 * Also the PostgreSQL server helpers those callers share: a named database's URL on a server,
 * and one statement on the server (CREATE or DROP DATABASE for a run's database).
 *
 * Test code only, like database.ts: the caller, not the service, owns process.env, of which the
 * instance inherits everything but the variables that would make it another kind of instance.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const MAIN = path.join(REPO_ROOT, 'service', 'src', 'main.ts');
const CONTENT = path.join(REPO_ROOT, 'content');

/**
 * Inherited variables an instance never takes from its caller: where it listens and what it calls
 * itself (HOST, PUBLIC_URL: from PORT instead), its mode (NODE_ENV, WF_TEST_MODE) and its database
 * (DATABASE_URL: an instance without one runs on PGlite) and its image storage (S3_URL: without one,
 * images are kept in the database). A caller that wants one passes it.
 */
const NOT_INHERITED = ['HOST', 'NODE_ENV', 'PUBLIC_URL', 'WF_TEST_MODE', 'DATABASE_URL', 'S3_URL'] as const;

/** How long a stopped instance has to end by itself before it is killed. */
const STOP_GRACE_MS = 10_000;

/** How much output an error message quotes: the end, where a failure is told. */
const QUOTED_OUTPUT = 20_000;

export interface Instance {
  name: string;
  /** http://<host>:<port>, where the instance answers. */
  origin: string;
  dataDir: string;
  child: ChildProcess;
  /** What the process wrote on stdout and stderr (its end only, with `outputLimit`). */
  output: string;
  /** How the process ended, once it did. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** Resolves when the process has ended. */
  exited: Promise<void>;
  /** Whether it leads a process group of its own (see {@link InstanceOptions.ownGroup}). */
  ownGroup: boolean;
}

export interface InstanceOptions {
  /** Names the instance in error messages. */
  name: string;
  port: number;
  /**
   * The host of the origin the caller reaches it on. 'localhost' for browsers (e2e: cookies on
   * localhost are shared between ports); default 127.0.0.1.
   */
  host?: string;
  dataDir: string;
  /** The site build copied in as the instance's site; undefined: an empty site folder. */
  siteBuild?: string | undefined;
  /** Keep the data folder as it is (a restart on the same data); otherwise it is made anew. */
  reuse?: boolean;
  /** undefined: the embedded database (PGlite) under the data folder. */
  databaseUrl?: string | undefined;
  /** Variables added to the instance's environment (LOG_LEVEL is 'warn' unless given here). */
  env?: Record<string, string>;
  /** Keep only the last this many characters of output; undefined: all of it. */
  outputLimit?: number;
  /**
   * Start it in a process group of its own (default), which stopping it ends whole. false: it
   * stays in the caller's group, so that a Ctrl-C at the terminal ends it with a script run by hand
   * (scripts/lib/start-service.ts) rather than leaving it on its port; only its own process is
   * signalled then.
   */
  ownGroup?: boolean;
}

/** Prepares the data folder and starts one instance; wait for it with {@link healthy}. */
export async function startInstance(options: InstanceOptions): Promise<Instance> {
  const dataDir = path.resolve(options.dataDir);
  const siteDir = path.join(dataDir, 'site');
  const contentDir = path.join(dataDir, 'content');
  if (!options.reuse) {
    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir, { recursive: true });
    await cp(CONTENT, contentDir, { recursive: true });
    if (options.siteBuild) await cp(path.resolve(options.siteBuild), siteDir, { recursive: true });
    else await mkdir(siteDir);
  }
  const ownGroup = options.ownGroup ?? true;
  const inherited: NodeJS.ProcessEnv = { ...process.env };
  for (const name of NOT_INHERITED) delete inherited[name];
  const child = spawn(process.execPath, [MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...inherited,
      PORT: String(options.port),
      SITE_DIR: siteDir,
      CONTENT_DIR: contentDir,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
      ...options.env,
    },
    // A group of its own, so that stopping it also stops a site build it started.
    detached: ownGroup,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let ended: () => void = () => undefined;
  const instance: Instance = {
    name: options.name,
    origin: `http://${options.host ?? '127.0.0.1'}:${options.port}`,
    dataDir,
    child,
    output: '',
    exit: undefined,
    exited: new Promise<void>((resolve) => {
      ended = resolve;
    }),
    ownGroup,
  };
  const { outputLimit } = options;
  const collect = (chunk: Buffer | string) => {
    instance.output += chunk.toString();
    if (outputLimit !== undefined && instance.output.length > outputLimit)
      instance.output = instance.output.slice(-outputLimit);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.once('exit', (code, signal) => {
    instance.exit = { code, signal };
    ended();
  });
  child.once('error', (error) => {
    collect(`\n[launcher] ${String(error)}\n`);
    // Never spawned: no 'exit' will come.
    if (child.pid === undefined) {
      instance.exit = { code: null, signal: null };
      ended();
    }
  });
  return instance;
}

/** The end of the instance's output, for an error message. */
function lastOutput(instance: Instance): string {
  const output = instance.output.slice(-QUOTED_OUTPUT).trimEnd();
  return output ? `its last output:\n${output}` : 'it wrote nothing';
}

/** How an ended process ended, in words. */
function howEnded(exit: NonNullable<Instance['exit']>): string {
  if (exit.signal) return `killed by ${exit.signal}`;
  return exit.code === null ? 'not started' : `exit code ${exit.code}`;
}

/**
 * Resolves once the instance answers /api/health with 200; throws, naming the instance and
 * quoting its output, when it ends first or does not answer within `timeoutMs`.
 */
export async function healthy(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (instance.exit) {
      // Its last words may still be in the pipes.
      await new Promise((resolve) => setTimeout(resolve, 100));
      throw new Error(
        `instance ${instance.name} (${instance.origin}) ended before it answered /api/health (${howEnded(instance.exit)}); ${lastOutput(instance)}`,
      );
    }
    const up = await fetch(`${instance.origin}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return;
    if (Date.now() > deadline) {
      throw new Error(
        `instance ${instance.name} (${instance.origin}) did not answer /api/health within ${Math.round(timeoutMs / 1000)} s; ${lastOutput(instance)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Sends `signal` to the instance's process group, or to its process alone when it has none of its
 * own (nothing once it has ended): 'SIGKILL' is kill -9.
 */
export function kill(instance: Instance, signal: NodeJS.Signals): void {
  const { child } = instance;
  if (instance.exit || child.pid === undefined) return;
  try {
    process.kill(instance.ownGroup ? -child.pid : child.pid, signal);
  } catch {
    // Already gone.
  }
}

/**
 * Ends the instance (its process group, see {@link kill}) with SIGTERM, SIGKILL after 10 s, and
 * waits for it. Keeps its data folder. (One argument only: callers pass it to `instances.map`.)
 */
export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.exit) return;
  kill(instance, 'SIGTERM');
  const late = setTimeout(() => kill(instance, 'SIGKILL'), STOP_GRACE_MS);
  await instance.exited;
  clearTimeout(late);
}

/** The URL of database `name` on the PostgreSQL server at `server` (whose own path, if any, it replaces). */
export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.href;
}

/**
 * Runs one statement (CREATE DATABASE, DROP DATABASE ...) on the server's `postgres` database.
 * `neededBy` names the caller in the error when the server cannot be reached.
 */
export async function onServer(server: string, statement: string, neededBy: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl(server, 'postgres') });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(`${neededBy} needs the PostgreSQL server at ${server} (trust auth): ${String(error)}`);
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
