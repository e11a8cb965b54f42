/**
 * The README's backup and restore of a PostgreSQL database ("Running in production": `pg_dump
 * -Fc` while serving, `pg_restore --clean --if-exists --no-owner` into a database nobody writes
 * to), run as written through the shell: a member, their plan and a stored image made before the
 * dump are all there after the restore into another database, the restored database needs no
 * migration, and a restore over a database holding other rows puts back the dump's. Needs the
 * PostgreSQL server and its client programs (pg_dump, pg_restore), as CI has.
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ID, FREE_PLAN_ID } from '@wf/config/app';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { insertMember } from '../members/testing.ts';
import { seedService, TEST_DATABASE_URL, TEST_SEED_OPTIONS } from '../testing/database.ts';
import { openPostgres } from './client.ts';
import { migrate } from './migrate.ts';
import { members, planConnections, uploads } from './schema.ts';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

/** The README's commands, with the file named by the test. */
const DUMP = 'pg_dump -Fc "$DATABASE_URL" > "$DUMP_FILE"';
const RESTORE = 'pg_restore --clean --if-exists --no-owner -d "$DATABASE_URL" "$DUMP_FILE"';

const server = TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const names = [`wf_backup_${randomBytes(4).toString('hex')}`, `wf_restore_${randomBytes(4).toString('hex')}`];
const [sourceUrl, targetUrl] = names.map((name) => {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}) as [string, string];
let folder: string;

async function admin(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

function shell(command: string, databaseUrl: string, dumpFile: string): void {
  execFileSync('sh', ['-c', command], {
    env: { ...process.env, DATABASE_URL: databaseUrl, DUMP_FILE: dumpFile },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
}

beforeAll(async () => {
  folder = await mkdtemp(path.join(tmpdir(), 'wf-backup-'));
  for (const name of names) await admin(`create database "${name}"`);
});
afterAll(async () => {
  for (const name of names) await admin(`drop database if exists "${name}" with (force)`);
  await rm(folder, { recursive: true, force: true });
});

describe("the README's PostgreSQL backup and restore", () => {
  it('given a dump taken while serving, a restore into another database holds every row, and needs no migration', async () => {
    const source = await openPostgres(sourceUrl);
    const image = randomBytes(2048);
    let memberId: string;
    try {
      await migrate(source);
      await seedService(source, TEST_SEED_OPTIONS);
      const member = await insertMember(source, { email: 'kept@example.org', planIds: [FREE_PLAN_ID] });
      memberId = member.id;
      await source.db
        .insert(uploads)
        .values({ appId: APP_ID, name: 'kept.jpg', contentType: 'image/jpeg', bytes: image });
      // The dump runs while the source is open and serving.
      shell(DUMP, sourceUrl, path.join(folder, 'wf.dump'));
    } finally {
      await source.close();
    }

    shell(RESTORE, targetUrl, path.join(folder, 'wf.dump'));
    const target = await openPostgres(targetUrl);
    try {
      expect(await migrate(target)).toBe(0);
      const [member] = await target.db.select().from(members).where(eq(members.id, memberId));
      expect(member?.email).toBe('kept@example.org');
      const plans = await target.db
        .select({ planId: planConnections.planId })
        .from(planConnections)
        .where(eq(planConnections.memberId, memberId));
      expect(plans).toEqual([{ planId: FREE_PLAN_ID }]);
      const [stored] = await target.db
        .select({ bytes: uploads.bytes })
        .from(uploads)
        .where(and(eq(uploads.appId, APP_ID), eq(uploads.name, 'kept.jpg')));
      expect(Buffer.from(stored?.bytes ?? []).equals(image)).toBe(true);

      // A member made after the dump, then the same restore again: the dump's rows come back.
      await insertMember(target, { email: 'after-the-dump@example.org' });
    } finally {
      await target.close();
    }
    shell(RESTORE, targetUrl, path.join(folder, 'wf.dump'));
    const again = await openPostgres(targetUrl);
    try {
      const emails = (await again.db.select({ email: members.email }).from(members)).map((row) => row.email);
      expect(emails).toContain('kept@example.org');
      expect(emails).not.toContain('after-the-dump@example.org');
    } finally {
      await again.close();
    }
  });
});
