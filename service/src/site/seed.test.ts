import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ADMIN_PLAN_ID, APP_ID, FREE_PLAN_ID, MEMBERS_VIDEOS_GROUP, TEAM_PLAN_ID } from '@wf/config/app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.ts';
import { apps, members, planConnections, secureContent } from '../db/schema.ts';
import { EXAMPLE_APP_ID } from '../examples/app.ts';
import { openTestDatabase, seedService, TEST_SEED_OPTIONS, type TestDatabase } from '../testing/database.ts';
import { TEST_ADMIN_EMAIL } from './seed/admin.ts';

let test: TestDatabase;
let credentialsFile: string;

beforeAll(async () => {
  test = await openTestDatabase();
  credentialsFile = path.join(await mkdtemp(path.join(tmpdir(), 'wf-seed-')), 'admin-credentials.txt');
});
afterAll(async () => {
  await test.close();
  await rm(path.dirname(credentialsFile), { recursive: true, force: true });
});

describe('seed', () => {
  it('given an empty database in test mode, it creates the app and a test administrator with a password', async () => {
    const result = await seedService(test.database, { ...TEST_SEED_OPTIONS, credentialsFile });
    expect(result.admin?.email).toBe(TEST_ADMIN_EMAIL);
    expect(result.admin?.password).toMatch(/^[\w-]{20}$/);
    expect(result.lockedVideos).toBeGreaterThan(0);

    const [app] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    expect(app?.allowedOrigins).toEqual(['http://localhost:4321']);

    const [admin] = await test.database.db.select().from(members).where(eq(members.email, TEST_ADMIN_EMAIL));
    expect(await verifyPassword(admin?.passwordHash, result.admin?.password ?? '')).toBe(true);
    const plans = await test.database.db
      .select({ planId: planConnections.planId })
      .from(planConnections)
      .where(eq(planConnections.memberId, admin?.id ?? ''));
    // The test administrator also owns a team, so the team pane can be tried with their account.
    expect(plans.map((p) => p.planId).sort()).toEqual([ADMIN_PLAN_ID, FREE_PLAN_ID, TEAM_PLAN_ID].sort());

    const file = await readFile(credentialsFile, 'utf8');
    expect(file).toContain(`password: ${result.admin?.password}`);
    expect((await stat(credentialsFile)).mode & 0o777).toBe(0o600);
  });

  it('given a second start, it changes nothing and does not show the password again', async () => {
    const before = await test.database.db.select().from(members);
    const result = await seedService(test.database, { ...TEST_SEED_OPTIONS, credentialsFile });
    expect(result.admin).toEqual({ email: TEST_ADMIN_EMAIL, credentialsFile });
    expect(await test.database.db.select().from(members)).toEqual(before);
  });

  it('given the locked videos of content/videos, it stores each player id as secure content', async () => {
    const rows = await test.database.db
      .select()
      .from(secureContent)
      .where(
        and(
          eq(secureContent.appId, APP_ID),
          eq(secureContent.contentId, 'video:leadership-challenging-times'),
        ),
      );
    expect(rows).toHaveLength(1);
    expect(rows[0]?.content).toEqual({ vimeoId: expect.stringMatching(/^\d+$/) });
    expect(rows[0]?.contentGroupId).toContain(MEMBERS_VIDEOS_GROUP);
  });

  it('given a new public URL, its origin replaces the old one the file had allowed', async () => {
    await seedService(test.database, { ...TEST_SEED_OPTIONS, publicUrl: 'https://worldfamily.example' });
    const [app] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    expect(app?.allowedOrigins).toEqual(['https://worldfamily.example']);
  });

  it('given WF_ALLOWED_ORIGINS, each is added once to World Family and to the example app, and an origin set in the database stays', async () => {
    await test.database.db
      .update(apps)
      .set({ allowedOrigins: ['https://worldfamily.example', 'https://admin-added.example'] })
      .where(eq(apps.id, APP_ID));
    const allowedOrigins = ['https://shop.example', 'https://admin-added.example'];
    await seedService(test.database, {
      ...TEST_SEED_OPTIONS,
      publicUrl: 'https://worldfamily.example',
      allowedOrigins,
    });
    await seedService(test.database, {
      ...TEST_SEED_OPTIONS,
      publicUrl: 'https://worldfamily.example',
      allowedOrigins,
    });
    const [app] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
    expect(app?.allowedOrigins).toEqual([
      'https://worldfamily.example',
      'https://admin-added.example',
      'https://shop.example',
    ]);
    const [example] = await test.database.db.select().from(apps).where(eq(apps.id, EXAMPLE_APP_ID));
    expect(example?.allowedOrigins).toEqual(
      expect.arrayContaining(['https://worldfamily.example', ...allowedOrigins]),
    );
    expect(new Set(example?.allowedOrigins).size).toBe(example?.allowedOrigins.length);
  });

  it('given test mode off, it creates no administrator and reports the one left from test mode', async () => {
    const result = await seedService(test.database, { ...TEST_SEED_OPTIONS, testMode: false });
    expect(result.admin).toBeNull();
    expect(result.strayTestAdmin).toBe(true);
  });
});
