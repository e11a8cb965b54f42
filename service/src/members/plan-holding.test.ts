/**
 * The access rule asked of the database agrees with the one every client follows: each status a
 * plan connection can have is walked through the service's SQL (holdsAnyPlan, and the admin
 * check built on it) and through @wf/sdk/access's holdsPlan, and both must give the same answer.
 */
import { ADMIN_PLAN_ID, APP_ID, MEMBERSHIP_PLAN_ID } from '@wf/config/app';
import { holdsPlan } from '@wf/sdk/access';
import { PLAN_CONNECTION_STATUSES } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdsAdminPlan } from '../auth/admin.ts';
import { planConnections } from '../db/schema.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import { holdsAnyPlan } from './plan-holding.ts';
import { insertMember } from './testing.ts';

let test: TestDatabase;
beforeAll(async () => {
  test = await openSeededTestDatabase();
});
afterAll(async () => {
  await test.close();
});

/** A member of World Family holding `planId` through a connection of `status`. */
async function memberWith(planId: string, status: (typeof PLAN_CONNECTION_STATUSES)[number]) {
  const member = await insertMember(test.database, { paidPlanIds: [planId] });
  await test.database.db
    .update(planConnections)
    .set({ status })
    .where(eq(planConnections.memberId, member.id));
  return member;
}

describe('holdsAnyPlan and holdsPlan agree', () => {
  it.each(PLAN_CONNECTION_STATUSES)(
    'given a Membership connection %s, the SQL says what the predicate says',
    async (status) => {
      const member = await memberWith(MEMBERSHIP_PLAN_ID, status);
      const held = await holdsAnyPlan(test.database.db, {
        appId: APP_ID,
        memberId: member.id,
        plans: [MEMBERSHIP_PLAN_ID],
      });
      expect(held).toBe(holdsPlan({ status }));
    },
  );

  it.each(PLAN_CONNECTION_STATUSES)(
    "given an admin connection %s, the server's admin check says what the predicate says",
    async (status) => {
      const member = await memberWith(ADMIN_PLAN_ID, status);
      expect(await holdsAdminPlan(test.database.db, APP_ID, member.id)).toBe(holdsPlan({ status }));
    },
  );
});

describe('holdsAnyPlan', () => {
  it('given a member holding the Membership, it is not asked of another plan', async () => {
    const member = await memberWith(MEMBERSHIP_PLAN_ID, 'ACTIVE');
    expect(
      await holdsAnyPlan(test.database.db, { appId: APP_ID, memberId: member.id, plans: [ADMIN_PLAN_ID] }),
    ).toBe(false);
  });

  it('given no plans to ask about, nobody holds one of them', async () => {
    const member = await memberWith(MEMBERSHIP_PLAN_ID, 'ACTIVE');
    expect(await holdsAnyPlan(test.database.db, { appId: APP_ID, memberId: member.id, plans: [] })).toBe(
      false,
    );
  });

  it("given a prefix with LIKE's wildcards, only the literal prefix matches", async () => {
    const member = await memberWith(MEMBERSHIP_PLAN_ID, 'ACTIVE');
    // 'pln_world%' would match the Membership if '%' were a wildcard; 'pln\\_w' is not its prefix either.
    for (const prefix of ['pln_world%', 'pln_w_rld']) {
      expect(
        await holdsAnyPlan(test.database.db, { appId: APP_ID, memberId: member.id, plans: { prefix } }),
      ).toBe(false);
    }
    expect(
      await holdsAnyPlan(test.database.db, {
        appId: APP_ID,
        memberId: member.id,
        plans: { prefix: 'pln_world-' },
      }),
    ).toBe(true);
  });
});
