/**
 * The README's backup and restore of the embedded database ("Running in production": with the
 * service stopped, `tar` of DATA_DIR, and back into an emptied DATA_DIR), run as written through
 * the shell on the database the service opens (PGlite under DATA_DIR, in its worker thread): what
 * was there at the backup is there after the restore, and what came after it is gone.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ID } from '@wf/config/app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { parseEnv } from '../env.ts';
import { insertMember } from '../members/testing.ts';
import { seedService, TEST_SEED_OPTIONS } from '../testing/database.ts';
import { openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { members, uploads } from './schema.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

/** The README's commands, with the archive named by the test. */
const BACKUP = 'tar -C "$DATA_DIR" -czf "$ARCHIVE" .';
const RESTORE = 'tar -C "$DATA_DIR" -xzf "$ARCHIVE"';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'wf-backup-pglite-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function shell(command: string, dataDir: string, archive: string): void {
  execFileSync('sh', ['-c', command], {
    env: { ...process.env, DATA_DIR: dataDir, ARCHIVE: archive },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

async function open(dataDir: string) {
  const database = await openDatabase(
    parseEnv({ DATA_DIR: dataDir, SITE_DIR: dataDir, WF_TEST_MODE: 'true' }),
  );
  await migrate(database);
  return database;
}

describe("the README's embedded database backup and restore", () => {
  it('given DATA_DIR archived with the service stopped, restoring it into an emptied DATA_DIR brings back its rows and only those', async () => {
    const dataDir = path.join(folder, 'data');
    const archive = path.join(folder, 'wf.tgz');
    const image = randomBytes(4096);

    const before = await open(dataDir);
    try {
      await seedService(before, TEST_SEED_OPTIONS);
      await insertMember(before, { email: 'kept@example.org' });
      await before.db
        .insert(uploads)
        .values({ appId: APP_ID, name: 'kept.png', contentType: 'image/png', bytes: image });
    } finally {
      await before.close();
    }
    shell(BACKUP, dataDir, archive);

    const later = await open(dataDir);
    try {
      await insertMember(later, { email: 'after-the-backup@example.org' });
    } finally {
      await later.close();
    }

    await rm(dataDir, { recursive: true, force: true });
    await mkdir(dataDir);
    shell(RESTORE, dataDir, archive);
    const restored = await open(dataDir);
    try {
      const emails = (await restored.db.select({ email: members.email }).from(members)).map(
        (row) => row.email,
      );
      expect(emails).toContain('kept@example.org');
      expect(emails).not.toContain('after-the-backup@example.org');
      const [stored] = await restored.db
        .select({ bytes: uploads.bytes })
        .from(uploads)
        .where(and(eq(uploads.appId, APP_ID), eq(uploads.name, 'kept.png')));
      expect(Buffer.from(stored?.bytes ?? []).equals(image)).toBe(true);
    } finally {
      await restored.close();
    }
  });
});
