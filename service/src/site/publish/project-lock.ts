/**
 * One site build at a time per checkout, across processes. `astro build` writes the content
 * collections' modules (`content-assets.mjs`, `content-modules.mjs`) into the project's own
 * `.astro/` folder whatever content folder it reads, so two builds of one checkout at once (two
 * instances on one host, or a build while another instance catches up) would import each other's
 * images and fail. The publisher's lease keeps one job building across instances; this lock keeps
 * their catch-up builds apart too (docs/architecture.md "Many instances").
 *
 * The lock is a folder (`mkdir` is atomic) holding the owner's process id; a lock whose owner is
 * no longer running is taken over.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

/** How often a waiting build looks again. */
const POLL_MS = 200;

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The lock's folder for the Astro project at `root`. */
export function projectLockPath(root: string): string {
  return path.join(root, '.astro', 'wf-build.lock');
}

/** Takes the lock, waiting while another live process holds it; rejects when `signal` aborts. */
async function acquire(lock: string, signal: AbortSignal): Promise<void> {
  await mkdir(path.dirname(lock), { recursive: true });
  for (;;) {
    signal.throwIfAborted();
    try {
      await mkdir(lock);
      await writeFile(path.join(lock, 'owner'), String(process.pid));
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const owner = Number.parseInt(await readFile(path.join(lock, 'owner'), 'utf8').catch(() => ''), 10);
    // No owner yet: it is being taken right now; wait. An owner that is gone: take it over.
    if (Number.isSafeInteger(owner) && owner > 0 && !isRunning(owner)) {
      await rm(lock, { recursive: true, force: true });
      continue;
    }
    await sleep(POLL_MS, undefined, { signal }).catch(() => {});
  }
}

/** Runs `work` holding the build lock of the project at `root`. */
export async function withProjectLock<T>(
  root: string,
  signal: AbortSignal,
  work: () => Promise<T>,
): Promise<T> {
  const lock = projectLockPath(root);
  await acquire(lock, signal);
  try {
    return await work();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}
