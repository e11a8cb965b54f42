/**
 * Real service instances for the faults benchmark: the real entry point (`node
 * service/src/main.ts`) as e2e/two-instances.spec.ts starts it, each with a data folder and a
 * copy of content/ of its own, no built site (the API runs without one).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { onCleanup } from './cleanup.ts';

export interface Instance {
  name: string;
  origin: string;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote, for the report and for a failure. */
  output: string;
  /** How the process ended, once it did. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
}

export interface InstanceOptions {
  name: string;
  port: number;
  dataDir: string;
  /** undefined: PGlite under the data folder. */
  databaseUrl: string | undefined;
  /** Keep the data folder as it is (a restart); otherwise it is made anew. */
  reuse?: boolean;
}

/** Starts one instance; wait for it with {@link healthy}. */
export function startInstance(options: InstanceOptions): Instance {
  const { dataDir } = options;
  if (!options.reuse) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(path.join(dataDir, 'site'), { recursive: true });
    cpSync('content', path.join(dataDir, 'content'), { recursive: true });
  }
  const { HOST: _host, NODE_ENV: _mode, PUBLIC_URL: _url, DATABASE_URL: _db, ...inherited } = process.env;
  const child = spawn(process.execPath, ['service/src/main.ts'], {
    env: {
      ...inherited,
      PORT: String(options.port),
      SITE_DIR: path.join(dataDir, 'site'),
      CONTENT_DIR: path.join(dataDir, 'content'),
      DATA_DIR: dataDir,
      WF_TEST_MODE: 'true',
      // Each simulated client names its own address (one proxy hop), so the per-address limits
      // of signups do not stop the load.
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const instance: Instance = {
    name: options.name,
    origin: `http://127.0.0.1:${options.port}`,
    dataDir,
    child,
    output: '',
    exit: undefined,
  };
  const collect = (chunk: Buffer) => {
    instance.output += chunk.toString('utf8');
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('exit', (code, signal) => {
    instance.exit = { code, signal };
  });
  const forget = onCleanup(`stop instance ${options.name}`, () => kill(instance, 'SIGKILL'));
  child.on('exit', () => forget());
  return instance;
}

/** Sends `signal` to the instance's process group (nothing if it has ended). */
export function kill(instance: Instance, signal: NodeJS.Signals): void {
  const { child } = instance;
  if (instance.exit || child.pid === undefined) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

/** Ends the instance with SIGTERM (SIGKILL after 10 s) and waits for it. */
export async function stopInstance(instance: Instance): Promise<void> {
  if (instance.exit) return;
  const exited = new Promise((resolve) => instance.child.once('exit', resolve));
  kill(instance, 'SIGTERM');
  const late = setTimeout(() => kill(instance, 'SIGKILL'), 10_000);
  await exited;
  clearTimeout(late);
}

/** Resolves once the instance answers /api/health 200; throws with its output if it ends or hangs. */
export async function healthy(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (instance.exit) {
      throw new Error(
        `instance ${instance.name} exited (${JSON.stringify(instance.exit)}):\n${instance.output}`,
      );
    }
    const up = await fetch(`${instance.origin}/api/health`, { signal: AbortSignal.timeout(5_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (up) return;
    if (Date.now() > deadline)
      throw new Error(`instance ${instance.name} did not start:\n${instance.output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
