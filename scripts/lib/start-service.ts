/**
 * Starts the membership service (which serves the built site) on a port of its own with a
 * fresh data folder, for reports and tests that need the real product. `stop()` ends it and
 * removes the data folder.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface RunningService {
  url: string;
  stop: () => void;
}

export async function startService({ port, siteDir = 'dist' }: { port: number; siteDir?: string }) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'wf-service-'));
  const child: ChildProcess = spawn(process.execPath, ['service/src/main.ts'], {
    env: { ...process.env, PORT: String(port), SITE_DIR: siteDir, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://localhost:${port}`;
  const stop = () => {
    child.kill();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the service exited with code ${child.exitCode}`);
    const ok = await fetch(`${url}/api/health`)
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return { url, stop } satisfies RunningService;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  stop();
  throw new Error(`the service did not answer on ${url} within 30 s`);
}
