/** Test fixtures of the members layer: rows made directly in the database, and signed-in SDK clients. */

import { APP_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { createClient, MEMBER_COOKIE, memoryStorage, type WfClient } from '@wf/sdk';
import { hashPassword } from '../auth/password.ts';
import { createSession, type NewSession } from '../auth/session.ts';
import type { Database } from '../db/client.ts';
import { members, planConnections } from '../db/schema.ts';
import { newId } from '../ids.ts';
import type { TestApp } from '../testing/app.ts';
import { grantPlan } from './plans.ts';
import type { MemberRecord } from './present.ts';

/**
 * Fields of {@link insertMember}: any member column, plus free plans to hold, paid plans held
 * through an ACTIVE subscription connection (as after a checkout; no provider subscription behind
 * it), and a password to hash.
 */
export type TestMemberFields = Partial<typeof members.$inferInsert> & {
  planIds?: string[];
  paidPlanIds?: string[];
  password?: string;
};

/** Inserts a member of the World Family app (no password, no plan unless given). */
export async function insertMember(database: Database, fields: TestMemberFields = {}): Promise<MemberRecord> {
  const { planIds = [], paidPlanIds = [], password, ...values } = fields;
  const id = values.id ?? newId('mem');
  const passwordHash = password === undefined ? values.passwordHash : await hashPassword(password);
  return database.transaction(async (tx) => {
    const [member] = await tx
      .insert(members)
      .values({ id, appId: APP_ID, email: `${id}@example.com`, ...values, passwordHash })
      .returning();
    if (!member) throw new Error('insertMember: nothing inserted');
    for (const planId of planIds) {
      await tx
        .insert(planConnections)
        .values({ id: newId('con'), appId: member.appId, memberId: member.id, planId, type: 'FREE' });
    }
    for (const planId of paidPlanIds) {
      await tx.insert(planConnections).values({
        id: newId('con'),
        appId: member.appId,
        memberId: member.id,
        planId,
        type: 'SUBSCRIPTION',
        status: 'ACTIVE',
      });
    }
    return member;
  });
}

/** An SDK client of the World Family app that talks to the in-process app (no sockets). */
export function clientOf(test: Pick<TestApp, 'app'>, token?: string): WfClient {
  const storage = memoryStorage();
  if (token !== undefined) storage.setItem(MEMBER_COOKIE, token);
  return createClient({
    apiUrl: 'http://localhost/api',
    appId: APP_ID,
    publicKey: TEST_PUBLIC_KEY,
    storage,
    fetch: (input, init) =>
      Promise.resolve(test.app.request(input instanceof Request ? input : String(input), init)),
  });
}

/** A new member with a session, and an SDK client signed in with its bearer token. */
export async function signedInMember(
  test: Pick<TestApp, 'app' | 'database'>,
  fields: TestMemberFields = {},
): Promise<{ member: MemberRecord; session: NewSession; client: WfClient }> {
  const member = await insertMember(test.database, fields);
  const session = await createSession(test.database.db, {
    appId: APP_ID,
    memberId: member.id,
    now: new Date(),
  });
  return { member, session, client: clientOf(test, session.token) };
}

/** Gives a member a plan as an administrator would (restricted plans too, such as the team plan). */
export async function grantTestPlan(database: Database, memberId: string, planId: string): Promise<void> {
  await database.transaction((tx) => grantPlan(tx, { appId: APP_ID, memberId, planId, now: new Date() }));
}

/** A plan connection of the World Family app for `memberId`: the free plan unless `fields` say otherwise. */
export function testConnection(
  memberId: string,
  fields: Partial<typeof planConnections.$inferInsert> = {},
): typeof planConnections.$inferInsert {
  return { id: newId('con'), appId: APP_ID, memberId, planId: FREE_PLAN_ID, type: 'FREE', ...fields };
}

/**
 * Adds a free plan and the membership plan to one member in two transactions at once: the second
 * starts once the first has made its change and is still open (on PostgreSQL, it meets the first
 * uncommitted; PGlite runs one transaction at a time and the second simply follows). For what the
 * database keeps on the member's row from its connections (console tags, lists).
 */
export async function addPlansAtOnce(database: Database, memberId: string): Promise<void> {
  let firstInserted!: () => void;
  const inserted = new Promise<void>((resolve) => {
    firstInserted = resolve;
  });
  const first = database.transaction(async (tx) => {
    await tx.insert(planConnections).values(testConnection(memberId));
    firstInserted();
    // Stay open a moment, so that the second transaction's change meets this one uncommitted.
    await new Promise((resolve) => setTimeout(resolve, 150));
  });
  await Promise.race([inserted, first]);
  const second = database.transaction(async (tx) => {
    await tx
      .insert(planConnections)
      .values(testConnection(memberId, { planId: MEMBERSHIP_PLAN_ID, type: 'SUBSCRIPTION' }));
  });
  await Promise.all([first, second]);
}
