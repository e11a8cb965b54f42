/**
 * A PostgreSQL cluster of the benchmark's own, which it may stop and start at will (never the
 * machine's shared server). initdb refuses to run as root, so the cluster belongs to the
 * `postgres` user and its commands run through `runuser` when this process is root.
 */
import { execFile, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { onCleanup } from './cleanup.ts';

/** Where Debian puts the server's programs (PG_BIN overrides). */
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

export interface Cluster {
  port: number;
  /** The data directory. */
  dataDir: string;
  /** The server's log file. */
  logFile: string;
  /** postgres://postgres@127.0.0.1:port/<database> */
  url(database: string): string;
  /** Starts the server and waits until it accepts connections (without blocking this process). */
  start(): Promise<void>;
  /** `fast`: sessions are ended cleanly; `immediate`: as if the server crashed. */
  stop(mode: 'fast' | 'immediate'): Promise<void>;
  /** True while the server runs. */
  running(): boolean;
}

/** Runs one of the server's programs as the `postgres` user (through runuser when root). */
export function asPostgres(command: string, args: string[]): { status: number | null; output: string } {
  const root = process.getuid?.() === 0;
  const file = path.join(PG_BIN, command);
  const result = root
    ? spawnSync('runuser', ['-u', 'postgres', '--', file, ...args], { encoding: 'utf8' })
    : spawnSync(file, args, { encoding: 'utf8' });
  return { status: result.status, output: `${result.stdout ?? ''}${result.stderr ?? ''}` };
}

function run(command: string, args: string[]): void {
  const { status, output } = asPostgres(command, args);
  if (status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${status}):\n${output}`);
}

/** {@link run} without blocking the event loop: the load goes on while the server stops or starts. */
function runAsync(command: string, args: string[]): Promise<void> {
  const root = process.getuid?.() === 0;
  const file = path.join(PG_BIN, command);
  const [program, argv] = root ? ['runuser', ['-u', 'postgres', '--', file, ...args]] : [file, args];
  return new Promise((resolve, reject) => {
    execFile(program as string, argv as string[], (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`));
      else resolve();
    });
  });
}

export interface ClusterOptions {
  /**
   * Where the data directory goes (a path the `postgres` user may create, e.g. on a small
   * tmpfs); by default inside the cluster's temporary folder.
   */
  dataDir?: string;
  /** WAL (pg_wal) in the cluster's temporary folder, not in the data directory (initdb --waldir). */
  separateWal?: boolean;
  /** initdb --data-checksums, so that pg_checksums can check every page. */
  checksums?: boolean;
}

/** Makes a new cluster (not started) on `port`, in a temporary folder removed at clean-up. */
export function createCluster(port: number, clusterOptions: ClusterOptions = {}): Cluster {
  if (!existsSync(path.join(PG_BIN, 'initdb'))) {
    throw new Error(`no PostgreSQL server programs in ${PG_BIN} (set PG_BIN)`);
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'wf-faults-pg-'));
  const removeDir = onCleanup(`remove ${dir}`, () => rmSync(dir, { recursive: true, force: true }));
  if (process.getuid?.() === 0) {
    const ids = spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' });
    const gids = spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' });
    chownSync(dir, Number(ids.stdout.trim()), Number(gids.stdout.trim()));
  }
  const data = clusterOptions.dataDir ?? path.join(dir, 'data');
  run('initdb', [
    '-D',
    data,
    '-A',
    'trust',
    '-U',
    'postgres',
    '--no-sync',
    ...(clusterOptions.separateWal ? ['--waldir', path.join(dir, 'wal')] : []),
    ...(clusterOptions.checksums ? ['--data-checksums'] : []),
  ]);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`;
  let up = false;
  const cluster: Cluster = {
    port,
    dataDir: data,
    logFile: path.join(dir, 'server.log'),
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async start() {
      up = true;
      await runAsync('pg_ctl', [
        '-D',
        data,
        '-o',
        options,
        '-l',
        path.join(dir, 'server.log'),
        '-w',
        'start',
      ]);
    },
    async stop(mode) {
      await runAsync('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
      up = false;
    },
    running: () => up,
  };
  // Registered after the folder's removal, so it runs before it.
  onCleanup(`stop the cluster on port ${port}`, () => {
    if (up) asPostgres('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    up = false;
  });
  void removeDir;
  return cluster;
}
