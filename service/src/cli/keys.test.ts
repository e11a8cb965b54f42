/**
 * npm run keys (docs/admin-api.md "Secret keys") on a PGlite database under DATA_DIR, run as the
 * owner runs it: a new key is printed once, the list shows only its last four characters, and a
 * revoked key opens nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { findActiveSecretKey } from '../apps/secret-keys.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { parseEnv } from '../env.ts';
import { seedService, TEST_SEED_OPTIONS } from '../testing/database.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const KEYS = fileURLToPath(new URL('./keys.ts', import.meta.url));
let dataDir: string;

async function withDatabase<T>(use: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>) {
  const database = await openDatabase(parseEnv({ DATA_DIR: dataDir }));
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** Runs the script with only DATA_DIR configured (PGlite); answers its output and exit code. */
async function keys(...args: string[]): Promise<{ stdout: string; stderr: string; code: number }> {
  const { DATABASE_URL: _url, WF_TEST_MODE: _mode, ...inherited } = process.env;
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [KEYS, ...args], {
      env: { ...inherited, DATA_DIR: dataDir },
    });
    return { stdout, stderr, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; stderr: string; code: number };
    return { stdout: failed.stdout, stderr: failed.stderr, code: failed.code };
  }
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wf-keys-'));
  await withDatabase(async (database) => {
    await migrate(database);
    await seedService(database, TEST_SEED_OPTIONS);
  });
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

describe('npm run keys', () => {
  it('given create, list and revoke, the key is shown once, listed by its last four and then refused', async () => {
    const created = await keys('create', APP_ID, '--mode', 'live');
    expect(created.code, created.stderr).toBe(0);
    const key = created.stdout.match(/^(sk_\S+)$/m)?.[1] as string;
    expect(key).toMatch(/^sk_[\w-]{32}$/);
    expect(key.startsWith('sk_sb_')).toBe(false);

    const listed = await keys('list', APP_ID);
    expect(listed.stdout).toContain(`…${key.slice(-4)}`);
    expect(listed.stdout).toContain('live');
    expect(listed.stdout).not.toContain(key);
    expect(await withDatabase((database) => findActiveSecretKey(database.db, key))).toMatchObject({
      appId: APP_ID,
      mode: 'live',
    });

    const revoked = await keys('revoke', APP_ID, key.slice(-4));
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain('Revoked');
    expect((await keys('list', APP_ID)).stdout).toContain('revoked');
    expect(await withDatabase((database) => findActiveSecretKey(database.db, key))).toBeUndefined();
  });

  it('given a test key, it starts with sk_sb_', async () => {
    const created = await keys('create', APP_ID, '--mode', 'test');
    expect(created.stdout).toMatch(/^sk_sb_[\w-]{32}$/m);
  });

  it('given an unknown app, a wrong command or nothing to revoke, it says so and exits 1', async () => {
    expect((await keys('create', 'app_nobody')).code).toBe(1);
    expect((await keys('rotate', APP_ID)).code).toBe(1);
    expect((await keys('revoke', APP_ID, 'zzzz')).code).toBe(1);
  });
});
