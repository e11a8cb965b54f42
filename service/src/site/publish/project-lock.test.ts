/**
 * One site build at a time per checkout (docs/architecture.md "Many instances"): a second build
 * waits for the first, a lock left by a process that died is taken over, and a build that waits
 * too long is stopped without taking the lock.
 */
import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { projectLockPath, withProjectLock } from './project-lock.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'wf-lock-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** The id of a process that has ended. */
function endedPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('the build lock of a checkout', () => {
  it('given two builds at once, the second starts after the first ends', async () => {
    const events: string[] = [];
    const build = (name: string) =>
      withProjectLock(root, new AbortController().signal, async () => {
        events.push(`${name} start`);
        await sleep(150);
        events.push(`${name} end`);
      });
    await Promise.all([build('a'), build('b')]);
    // Either may win the race for the lock; what matters is that they never overlap.
    const first = events[0]?.split(' ')[0];
    const second = first === 'a' ? 'b' : 'a';
    expect(events).toEqual([`${first} start`, `${first} end`, `${second} start`, `${second} end`]);
    await expect(stat(projectLockPath(root))).rejects.toThrow(/ENOENT/);
  });

  it('given a build that fails, the lock is let go', async () => {
    await expect(
      withProjectLock(root, new AbortController().signal, async () => {
        throw new Error('the build failed');
      }),
    ).rejects.toThrow('the build failed');
    await expect(withProjectLock(root, new AbortController().signal, async () => 'next')).resolves.toBe(
      'next',
    );
  });

  it('given a lock left by a process that has ended, it is taken over', async () => {
    const lock = projectLockPath(root);
    await mkdir(lock, { recursive: true });
    await writeFile(path.join(lock, 'owner'), String(endedPid()));
    await expect(withProjectLock(root, new AbortController().signal, async () => 'built')).resolves.toBe(
      'built',
    );
  });

  it('given a lock held by a running process, a build waiting past its time is stopped and the lock stays', async () => {
    const lock = projectLockPath(root);
    await mkdir(lock, { recursive: true });
    await writeFile(path.join(lock, 'owner'), String(process.pid));
    let ran = false;
    await expect(
      withProjectLock(root, AbortSignal.timeout(500), async () => {
        ran = true;
      }),
    ).rejects.toThrow();
    expect(ran).toBe(false);
    expect((await stat(lock)).isDirectory()).toBe(true);
  });
});
