/**
 * The lists on each member's row (`members.lists`: providers, plan connections, teams), which
 * every authenticated request reads with the member (docs/architecture.md "Speed"): the database
 * writes them in the transaction of any change to a row they are made of, whichever code path
 * makes the change, including the shared rows (a price, a subscription, a plan's name, a team).
 */
import { APP_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, MEMBERSHIP_PRICE_ID, TEAM_PLAN_ID } from '@wf/config/app';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type MemberLists,
  memberProviders,
  members,
  planConnections,
  plans,
  prices,
  subscriptions,
  teamMembers,
  teams,
} from '../db/schema.ts';
import { newId } from '../ids.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import { addPlansAtOnce, insertMember, testConnection } from './testing.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await openSeededTestDatabase();
}, 60_000);
afterAll(async () => {
  await test.close();
});

const EMPTY: MemberLists = { providers: [], connections: [], joinedTeams: [], ownedTeams: [] };

/**
 * The member's stored lists, after checking that they are what the database would build from the
 * rows now (so a change that fired no refresh fails here, whatever the test expects).
 */
async function listsOf(memberId: string): Promise<MemberLists | undefined> {
  const [row] = await test.database.db
    .select({ stored: members.lists, fresh: sql<MemberLists>`member_lists(${members.id})` })
    .from(members)
    .where(eq(members.id, memberId));
  if (row) expect(row.stored).toEqual(row.fresh);
  return row?.stored;
}

/** A membership subscription of the member's, PAID, and the connection that follows it. */
async function insertPaidConnection(memberId: string, nextBillingAt: Date) {
  const subscriptionId = newId('sub');
  await test.database.db.insert(subscriptions).values({
    id: subscriptionId,
    appId: APP_ID,
    memberId,
    planId: MEMBERSHIP_PLAN_ID,
    priceId: MEMBERSHIP_PRICE_ID,
    provider: 'stripe',
    providerSubscriptionId: `sub_provider_${subscriptionId}`,
    providerCustomerId: 'cus_lists',
    status: 'ACTIVE',
    paymentStatus: 'PAID',
    nextBillingAt,
  });
  const paid = testConnection(memberId, {
    planId: MEMBERSHIP_PLAN_ID,
    type: 'SUBSCRIPTION',
    priceId: MEMBERSHIP_PRICE_ID,
    subscriptionId,
  });
  await test.database.db.insert(planConnections).values(paid);
  return { subscriptionId, paid };
}

async function insertTeam(ownerMemberId: string) {
  const team = {
    id: newId('team'),
    appId: APP_ID,
    planId: TEAM_PLAN_ID,
    ownerMemberId,
    inviteToken: newId('inv'),
    maxTeamMembers: 5,
  };
  await test.database.transaction(async (tx) => {
    await tx.insert(teams).values(team);
    await tx
      .insert(teamMembers)
      .values({ appId: APP_ID, teamId: team.id, memberId: ownerMemberId, role: 'OWNER' });
  });
  return team;
}

/** `memberId` joins the team as a MEMBER. */
async function joinTeam(teamId: string, memberId: string) {
  await test.database.db.insert(teamMembers).values({ appId: APP_ID, teamId, memberId, role: 'MEMBER' });
}

async function planName(planId: string): Promise<string> {
  const [plan] = await test.database.db.select({ name: plans.name }).from(plans).where(eq(plans.id, planId));
  if (!plan) throw new Error(`no plan ${planId}`);
  return plan.name;
}

describe("a member's lists", () => {
  it('given a new member without plans, providers or teams, they are empty', async () => {
    const member = await insertMember(test.database);
    expect(await listsOf(member.id)).toEqual(EMPTY);
  });

  it('given providers linked and one unlinked, they list the linked ones in the order they were linked', async () => {
    const member = await insertMember(test.database);
    const link = (provider: string, createdAt: Date) =>
      test.database.db.insert(memberProviders).values({
        appId: APP_ID,
        memberId: member.id,
        provider,
        providerUserId: `${provider}-${member.id}`,
        createdAt,
      });
    await link('google', new Date('2026-01-02T00:00:00Z'));
    await link('github', new Date('2026-01-01T00:00:00Z'));
    expect((await listsOf(member.id))?.providers).toEqual([{ provider: 'github' }, { provider: 'google' }]);

    await test.database.db.delete(memberProviders).where(eq(memberProviders.provider, 'github'));
    expect((await listsOf(member.id))?.providers).toEqual([{ provider: 'google' }]);
  });

  it("given a paid connection, they follow its status, its subscription's payment and its price", async () => {
    const member = await insertMember(test.database);
    const nextBillingAt = new Date('2026-12-29T10:00:00.000Z');
    const { subscriptionId, paid } = await insertPaidConnection(member.id, nextBillingAt);
    const [price] = await test.database.db.select().from(prices).where(eq(prices.id, MEMBERSHIP_PRICE_ID));
    expect((await listsOf(member.id))?.connections).toEqual([
      {
        id: paid.id,
        planId: MEMBERSHIP_PLAN_ID,
        type: 'SUBSCRIPTION',
        status: 'ACTIVE',
        priceId: MEMBERSHIP_PRICE_ID,
        amount: price?.amount,
        currency: price?.currency,
        paymentStatus: 'PAID',
        lastPaidAt: null,
        nextBillingAt: nextBillingAt.getTime(),
        cancelAt: null,
      },
    ]);

    const cancelAt = new Date('2027-01-29T10:00:00.000Z');
    await test.database.db
      .update(subscriptions)
      .set({ paymentStatus: 'FAILED', cancelAt })
      .where(eq(subscriptions.id, subscriptionId));
    await test.database.db
      .update(planConnections)
      .set({ status: 'PAST_DUE' })
      .where(eq(planConnections.id, paid.id));
    expect((await listsOf(member.id))?.connections[0]).toMatchObject({
      status: 'PAST_DUE',
      paymentStatus: 'FAILED',
      cancelAt: cancelAt.getTime(),
    });

    await test.database.db
      .update(prices)
      .set({ amount: 250, currency: 'eur' })
      .where(eq(prices.id, MEMBERSHIP_PRICE_ID));
    expect((await listsOf(member.id))?.connections[0]).toMatchObject({ amount: 250, currency: 'eur' });

    await test.database.db.delete(subscriptions).where(eq(subscriptions.id, subscriptionId));
    expect((await listsOf(member.id))?.connections[0]).toMatchObject({
      paymentStatus: null,
      nextBillingAt: null,
      cancelAt: null,
    });

    await test.database.db.delete(planConnections).where(eq(planConnections.id, paid.id));
    expect((await listsOf(member.id))?.connections).toEqual([]);
  });

  it("given a team, its owner and members see it, under its plan's current name, until it is gone", async () => {
    const owner = await insertMember(test.database);
    const joiner = await insertMember(test.database);
    const team = await insertTeam(owner.id);
    await joinTeam(team.id, joiner.id);
    const name = await planName(TEAM_PLAN_ID);
    expect(await listsOf(owner.id)).toMatchObject({
      ownedTeams: [{ teamId: team.id, planName: name }],
      joinedTeams: [],
    });
    expect(await listsOf(joiner.id)).toMatchObject({
      ownedTeams: [],
      joinedTeams: [{ teamId: team.id, planName: name }],
    });

    await test.database.db.update(plans).set({ name: 'Family Circle' }).where(eq(plans.id, TEAM_PLAN_ID));
    expect((await listsOf(owner.id))?.ownedTeams).toEqual([{ teamId: team.id, planName: 'Family Circle' }]);
    expect((await listsOf(joiner.id))?.joinedTeams).toEqual([{ teamId: team.id, planName: 'Family Circle' }]);

    // The team passes to the member who joined: each list changes sides.
    await test.database.db.update(teams).set({ ownerMemberId: joiner.id }).where(eq(teams.id, team.id));
    expect((await listsOf(joiner.id))?.ownedTeams).toEqual([{ teamId: team.id, planName: 'Family Circle' }]);
    expect((await listsOf(joiner.id))?.joinedTeams).toEqual([]);
    expect((await listsOf(owner.id))?.ownedTeams).toEqual([]);

    await test.database.db.delete(teams).where(eq(teams.id, team.id));
    expect(await listsOf(owner.id)).toEqual(EMPTY);
    expect(await listsOf(joiner.id)).toEqual(EMPTY);
  });

  it('given a member who leaves a team, the team leaves their lists only', async () => {
    const owner = await insertMember(test.database);
    const joiner = await insertMember(test.database);
    const team = await insertTeam(owner.id);
    await joinTeam(team.id, joiner.id);
    await test.database.db.delete(teamMembers).where(eq(teamMembers.memberId, joiner.id));
    expect((await listsOf(joiner.id))?.joinedTeams).toEqual([]);
    expect((await listsOf(owner.id))?.ownedTeams).toHaveLength(1);
  });

  it('given two transactions adding plans to one member at once, both plans are in the lists', async () => {
    const member = await insertMember(test.database);
    await addPlansAtOnce(test.database, member.id);
    const planIds = (await listsOf(member.id))?.connections.map((held) => held.planId);
    expect(planIds?.sort()).toEqual([FREE_PLAN_ID, MEMBERSHIP_PLAN_ID].sort());
  });

  it("given a webhook, the member's own plan and team changes and a plan's rename at once, again and again, every transaction lands", async () => {
    // Each writer in the order the service's code writes (members/billing/apply.ts, members/plans.ts,
    // members/teams.ts, the console's catalogue): on PostgreSQL they meet each other's locks on
    // the member's row; an order that waits in a circle would fail one of them as a deadlock.
    const member = await insertMember(test.database);
    const owner = await insertMember(test.database);
    const team = await insertTeam(owner.id);
    const { subscriptionId, paid } = await insertPaidConnection(
      member.id,
      new Date('2026-12-29T10:00:00.000Z'),
    );
    // On PostgreSQL, enough rounds that the locks meet: with the refreshes locking FOR UPDATE
    // (before migration 0022) this failed with a deadlock in each of three runs. PGlite runs one
    // transaction at a time, so a few rounds there check only the outcome.
    const rounds = test.database.kind === 'postgres' ? 150 : 10;
    for (let round = 0; round < rounds; round += 1) {
      const paying = round % 2 === 1;
      await Promise.all([
        test.database.transaction(async (tx) => {
          await tx
            .update(subscriptions)
            .set({ paymentStatus: paying ? 'PAID' : 'FAILED' })
            .where(eq(subscriptions.id, subscriptionId));
          await tx
            .update(planConnections)
            .set({ status: paying ? 'ACTIVE' : 'PAST_DUE' })
            .where(eq(planConnections.id, paid.id));
        }),
        test.database.transaction(async (tx) => {
          const free = testConnection(member.id);
          await tx.insert(planConnections).values(free);
          await tx.delete(planConnections).where(eq(planConnections.id, free.id));
        }),
        test.database.transaction(async (tx) => {
          await tx
            .insert(teamMembers)
            .values({ appId: APP_ID, teamId: team.id, memberId: member.id, role: 'MEMBER' });
          await tx
            .delete(teamMembers)
            .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.memberId, member.id)));
        }),
        test.database.db
          .update(plans)
          .set({ name: `Family Circle ${round}` })
          .where(eq(plans.id, TEAM_PLAN_ID)),
      ]);
    }
    expect(await listsOf(member.id)).toMatchObject({
      connections: [{ id: paid.id, status: 'ACTIVE', paymentStatus: 'PAID' }],
      joinedTeams: [],
    });
    expect((await listsOf(owner.id))?.ownedTeams).toEqual([
      { teamId: team.id, planName: `Family Circle ${rounds - 1}` },
    ]);
  });

  it('given a member deleted with their plans, providers and team, nothing is left and nothing fails', async () => {
    const member = await insertMember(test.database, { planIds: [FREE_PLAN_ID] });
    await test.database.db
      .insert(memberProviders)
      .values({ appId: APP_ID, memberId: member.id, provider: 'github', providerUserId: `gh-${member.id}` });
    await insertTeam(member.id);
    await test.database.db.delete(members).where(eq(members.id, member.id));
    expect(await listsOf(member.id)).toBeUndefined();
  });
});
