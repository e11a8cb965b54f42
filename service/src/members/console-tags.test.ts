/**
 * The console's filter tags on each member's row (`members.console_tags`, docs/console.md
 * "Speed"): the database writes them in the transaction that changes a plan connection or a
 * provider, whichever code path makes the change, and they say what the filters ask.
 */
import { APP_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID } from '@wf/config/app';
import { PLAN_CONNECTION_STATUSES, PLAN_HOLDING_STATUSES } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProviders, members, planConnections } from '../db/schema.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import { addPlansAtOnce, insertMember, testConnection } from './testing.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await openSeededTestDatabase();
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function tagsOf(memberId: string): Promise<string[]> {
  const [row] = await test.database.db
    .select({ tags: members.consoleTags })
    .from(members)
    .where(eq(members.id, memberId));
  return row?.tags ?? [];
}

describe("a member's console tags", () => {
  it('given a new member without plans or providers, they say that no plan is held', async () => {
    const member = await insertMember(test.database);
    expect(await tagsOf(member.id)).toEqual(['none']);
  });

  it.each(PLAN_CONNECTION_STATUSES)(
    'given a paid connection %s, the plan is held exactly when the access rule says so',
    async (status) => {
      const member = await insertMember(test.database);
      await test.database.db
        .insert(planConnections)
        .values(testConnection(member.id, { planId: MEMBERSHIP_PLAN_ID, type: 'SUBSCRIPTION', status }));
      const holds = (PLAN_HOLDING_STATUSES as readonly string[]).includes(status);
      expect((await tagsOf(member.id)).sort()).toEqual(
        [
          `paid:${status}`,
          `plan:${MEMBERSHIP_PLAN_ID}:${status}`,
          ...(holds ? [`plan:${MEMBERSHIP_PLAN_ID}`] : ['none']),
        ].sort(),
      );
    },
  );

  it('given a free plan, it is held but not paid', async () => {
    const member = await insertMember(test.database, { planIds: [FREE_PLAN_ID] });
    expect(await tagsOf(member.id)).toEqual([`plan:${FREE_PLAN_ID}`, `plan:${FREE_PLAN_ID}:ACTIVE`]);
  });

  it("given a connection's status changed and then the connection removed, the tags follow each change", async () => {
    const member = await insertMember(test.database);
    const added = testConnection(member.id, { planId: MEMBERSHIP_PLAN_ID, type: 'SUBSCRIPTION' });
    await test.database.db.insert(planConnections).values(added);
    expect(await tagsOf(member.id)).toContain(`plan:${MEMBERSHIP_PLAN_ID}`);

    await test.database.db
      .update(planConnections)
      .set({ status: 'CANCELED' })
      .where(eq(planConnections.id, added.id));
    expect((await tagsOf(member.id)).sort()).toEqual(
      ['none', 'paid:CANCELED', `plan:${MEMBERSHIP_PLAN_ID}:CANCELED`].sort(),
    );

    await test.database.db.delete(planConnections).where(eq(planConnections.id, added.id));
    expect(await tagsOf(member.id)).toEqual(['none']);
  });

  it('given a provider linked and then unlinked, its tag comes and goes', async () => {
    const member = await insertMember(test.database, { planIds: [FREE_PLAN_ID] });
    await test.database.db
      .insert(memberProviders)
      .values({ appId: APP_ID, memberId: member.id, provider: 'github', providerUserId: `gh-${member.id}` });
    expect(await tagsOf(member.id)).toContain('provider:github');

    await test.database.db.delete(memberProviders).where(eq(memberProviders.memberId, member.id));
    expect(await tagsOf(member.id)).not.toContain('provider:github');
  });

  it('given two transactions adding plans to one member at once, both plans are in the tags', async () => {
    const member = await insertMember(test.database);
    await addPlansAtOnce(test.database, member.id);
    expect(await tagsOf(member.id)).toEqual(
      expect.arrayContaining([`plan:${FREE_PLAN_ID}`, `plan:${MEMBERSHIP_PLAN_ID}`]),
    );
    expect(await tagsOf(member.id)).not.toContain('none');
  });

  it("given a member deleted, their connections' removal leaves nothing behind", async () => {
    const member = await insertMember(test.database, { planIds: [FREE_PLAN_ID] });
    await test.database.db.delete(members).where(eq(members.id, member.id));
    expect(await tagsOf(member.id)).toEqual([]);
  });
});
