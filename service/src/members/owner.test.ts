/**
 * The owner's view of members (docs/admin-api.md "Members"): a page of the list costs the same
 * number of statements whatever its size (no statement per member), each member shows the same
 * plan connections as the Member entity does, with their plans' names, and `lastLogin` is the
 * start of the member's latest session.
 */
import { APP_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import { drizzle as drizzleNodePostgres } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretKey } from '../apps/secret-keys.ts';
import { createSession, revokeAllSessions } from '../auth/session.ts';
import type { Database, Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { apps, members } from '../db/schema.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { listMembersForOwner } from './owner.ts';
import { presentMember } from './present.ts';
import { insertMember } from './testing.ts';

let test: TestApp;
let app: typeof apps.$inferSelect;

beforeAll(async () => {
  test = await createTestApp({ WF_TEST_MODE: 'true' });
  [app] = (await test.database.db.select().from(apps).where(eq(apps.id, APP_ID))) as [typeof app];
  // Members that hold a free plan and a paid one, and have signed in, so every part is read.
  for (let i = 0; i < 30; i += 1) {
    const member = await insertMember(test.database, {
      planIds: [FREE_PLAN_ID],
      paidPlanIds: i % 2 === 0 ? [MEMBERSHIP_PLAN_ID] : [],
    });
    await createSession(test.database.db, { appId: APP_ID, memberId: member.id, now: new Date() });
  }
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** The same database through a query builder that counts the statements it sends. */
function countingDb(database: Database): { db: Db; statements: () => number } {
  let statements = 0;
  const logger = {
    logQuery: () => {
      statements += 1;
    },
  };
  const client = (database.db as unknown as { $client: never }).$client;
  const db = (database.kind === 'pglite'
    ? drizzlePglite({ client, schema, logger })
    : drizzleNodePostgres({ client, schema, logger })) as unknown as Db;
  return { db, statements: () => statements };
}

async function statementsForPage(first: number): Promise<number> {
  const counting = countingDb(test.database);
  const page = await listMembersForOwner(counting.db, app, { first, after: undefined, order: 'ASC' });
  expect(page.data).toHaveLength(first);
  return counting.statements();
}

describe('the members list of the admin API', () => {
  it('given pages of 1, 5 and 30 members, each takes the same number of statements', async () => {
    const one = await statementsForPage(1);
    expect(one).toBeLessThanOrEqual(6);
    expect(await statementsForPage(5)).toBe(one);
    expect(await statementsForPage(30)).toBe(one);
  });

  it('given a page, each member shows the plan connections of the Member entity, with their plans named, and the last sign-in', async () => {
    const page = await listMembersForOwner(test.database.db, app, {
      first: 30,
      after: undefined,
      order: 'DESC',
    });
    for (const shown of page.data) {
      const member = await presentMember(test.database.db, shown.id, { app });
      expect(shown.planConnections.map(({ planName: _name, ...connection }) => connection)).toEqual(
        member.planConnections,
      );
      expect(shown.planConnections.every((connection) => connection.planName !== connection.planId)).toBe(
        true,
      );
      expect(shown.lastLogin).toEqual(expect.any(String));
    }
  });
});

describe('lastLogin', () => {
  it("is null before any sign-in, then the start of the member's latest session, kept after the sessions end", async () => {
    const { key } = await createSecretKey(test.database.db, { appId: APP_ID, mode: 'test', now: new Date() });
    const member = await insertMember(test.database);
    const retrieve = async () => {
      const response = await test.app.request(`/admin-api/members/${member.id}`, {
        headers: { 'X-API-Key': key },
      });
      return ((await response.json()) as { data: { lastLogin: string | null } }).data.lastLogin;
    };
    expect(await retrieve()).toBeNull();
    const first = new Date('2026-05-01T08:00:00.000Z');
    const latest = new Date('2026-05-03T09:30:00.000Z');
    await createSession(test.database.db, { appId: APP_ID, memberId: member.id, now: latest });
    await createSession(test.database.db, { appId: APP_ID, memberId: member.id, now: first });
    expect(await retrieve()).toBe(latest.toISOString());
    await revokeAllSessions(test.database.db, { memberId: member.id, now: new Date() });
    expect(await retrieve()).toBe(latest.toISOString());
    // The list says the same.
    const [row] = await test.database.db.select().from(members).where(eq(members.id, member.id));
    const page = await listMembersForOwner(test.database.db, app, {
      first: 1,
      after: (row?.seq ?? 1) - 1,
      order: 'ASC',
    });
    expect(page.data[0]).toMatchObject({ id: member.id, lastLogin: latest.toISOString() });
  });
});
