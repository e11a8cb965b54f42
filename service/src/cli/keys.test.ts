/**
 * npm run keys (docs/admin-api.md "Secret keys"): a new key is printed once, the list shows only
 * its last four characters, and a revoked key opens nothing. The commands run in-process on a
 * seeded database (cli/keys-command.ts); the script itself is run as the owner runs it, on a
 * PGlite database under DATA_DIR, for a key made (success) and for refusals before and after the
 * database is opened (exit code 1). Few processes: each opens and migrates a database.
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
import { parseEnv } from '../env.ts';
import {
  openSeededTestDatabase,
  seedService,
  TEST_SEED_OPTIONS,
  type TestDatabase,
} from '../testing/database.ts';
import { parseKeysArgs, runKeysCommand } from './keys-command.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const KEYS = fileURLToPath(new URL('./keys.ts', import.meta.url));
let test: TestDatabase;
let dataDir: string;

interface Run {
  stdout: string;
  stderr: string;
  code: number;
}

/** Runs the command in-process on the test database, as the script does; answers its output and exit code. */
async function keys(...args: string[]): Promise<Run> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const command = parseKeysArgs(args);
  if ('error' in command) return { stdout: '', stderr: command.error, code: 1 };
  const code = await runKeysCommand(test.database.db, command, {
    testMode: true,
    now: new Date(),
    output: { out: (line) => stdout.push(line), err: (line) => stderr.push(line) },
  });
  return { stdout: stdout.map((line) => `${line}\n`).join(''), stderr: stderr.join('\n'), code };
}

async function withDataDirDatabase<T>(
  use: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>,
) {
  const database = await openDatabase(parseEnv({ DATA_DIR: dataDir }));
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** Runs the script with only DATA_DIR configured (PGlite); answers its output and exit code. */
async function script(...args: string[]): Promise<Run> {
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
  test = await openSeededTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'wf-keys-'));
});
afterAll(async () => {
  await test.close();
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
    expect(await findActiveSecretKey(test.database.db, key)).toMatchObject({ appId: APP_ID, mode: 'live' });

    const revoked = await keys('revoke', APP_ID, key.slice(-4));
    expect(revoked.code, revoked.stderr).toBe(0);
    expect(revoked.stdout).toContain('Revoked');
    expect((await keys('list', APP_ID)).stdout).toContain('revoked');
    expect(await findActiveSecretKey(test.database.db, key)).toBeUndefined();
  });

  it('given a test key, it starts with sk_sb_', async () => {
    const created = await keys('create', APP_ID, '--mode', 'test');
    expect(created.stdout).toMatch(/^sk_sb_[\w-]{32}$/m);
  });

  it('given an unknown app, a wrong command or nothing to revoke, it says so and exits 1', async () => {
    expect(await keys('create', 'app_nobody')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('app_nobody'),
    });
    expect(await keys('rotate', APP_ID)).toMatchObject({ code: 1, stderr: expect.stringContaining('Usage') });
    expect(await keys('revoke', APP_ID, 'zzzz')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('zzzz'),
    });
    expect((await keys('create', APP_ID, '--mode', 'staging')).code).toBe(1);
  });

  it('given the script run with DATA_DIR, it prints a key that database holds, and exits 1 when refused', async () => {
    // Refused by the database (no such app): the script made and migrated it under DATA_DIR.
    expect(await script('create', 'app_nobody')).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('app_nobody'),
    });
    await withDataDirDatabase((database) => seedService(database, TEST_SEED_OPTIONS));
    const created = await script('create', APP_ID, '--mode', 'live');
    expect(created.code, created.stderr).toBe(0);
    const key = created.stdout.match(/^(sk_\S+)$/m)?.[1] as string;
    expect(key).toMatch(/^sk_[\w-]{32}$/);
    expect(await withDataDirDatabase((database) => findActiveSecretKey(database.db, key))).toMatchObject({
      appId: APP_ID,
      mode: 'live',
    });
    // Refused before the database is opened (no such command).
    expect(await script('rotate', APP_ID)).toMatchObject({
      code: 1,
      stderr: expect.stringContaining('Usage'),
    });
  });
});
