/**
 * Starts the membership service (which serves the built site) on a port of its own with a
 * fresh data folder, for reports and tests that need the real product (scripts/report-size.ts,
 * scripts/lighthouse.ts, e2e/temples.spec.ts), through the shared launcher of real instances
 * (service/src/testing/instance.ts). `stop()` ends it and removes the data folder.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { healthy, startInstance, stopInstance } from '../../service/src/testing/instance.ts';

export interface RunningService {
  url: string;
  stop: () => Promise<void>;
}

export async function startService({
  port,
  siteDir = 'dist',
}: {
  port: number;
  siteDir?: string;
}): Promise<RunningService> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'wf-service-'));
  const instance = await startInstance({
    name: 'service',
    port,
    host: 'localhost',
    dataDir,
    siteBuild: siteDir,
    // These scripts are run by hand: a Ctrl-C must end the service with them.
    ownGroup: false,
  });
  const stop = async () => {
    await stopInstance(instance);
    // What it warned about (LOG_LEVEL=warn), told once it has ended rather than lost.
    if (instance.output.trim()) process.stderr.write(instance.output);
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await healthy(instance, 30_000);
  } catch (error) {
    await stopInstance(instance);
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return { url: instance.origin, stop };
}
