import { APP_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, MEMBERSHIP_PRICE_ID, TEAM_PLAN_ID } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, memberProviders, planConnections, teamMembers, teams } from '../db/schema.ts';
import { newId } from '../ids.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import { presentMember } from './present.ts';
import { insertMember } from './testing.ts';

let test: TestDatabase;

beforeAll(async () => {
  test = await openSeededTestDatabase();
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function theApp() {
  const [app] = await test.database.db.select().from(apps).where(eq(apps.id, APP_ID));
  if (!app) throw new Error('no app');
  return app;
}

async function insertTeam(ownerMemberId: string, createdAt: Date) {
  const id = newId('team');
  await test.database.db.insert(teams).values({
    id,
    appId: APP_ID,
    planId: TEAM_PLAN_ID,
    ownerMemberId,
    inviteToken: newId('inv'),
    maxTeamMembers: 5,
    createdAt,
  });
  await test.database.db
    .insert(teamMembers)
    .values({ appId: APP_ID, teamId: id, memberId: ownerMemberId, role: 'OWNER', createdAt });
  return id;
}

describe('presentMember', () => {
  it('given a member without providers, plans or teams / when presented / it answers empty lists', async () => {
    const member = await insertMember(test.database, { email: 'plain@example.com' });
    expect(await presentMember(test.database.db, member)).toEqual({
      id: member.id,
      profileImage: null,
      createdAt: member.createdAt.toISOString(),
      verified: false,
      metaData: {},
      customFields: {},
      auth: { email: 'plain@example.com', hasPassword: false, providers: [] },
      planConnections: [],
      stripeCustomerId: null,
      teams: { ownedTeams: [], joinedTeams: [] },
    });
  });

  it('given providers, plans and teams / when presented / it lists each in the order they were made', async () => {
    const t0 = Date.parse('2026-01-01T00:00:00.000Z');
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);
    const member = await insertMember(test.database, { passwordHash: 'x', stripeCustomerId: 'cus_1' });
    const other = await insertMember(test.database);
    await test.database.db.insert(memberProviders).values([
      { appId: APP_ID, memberId: member.id, provider: 'google', providerUserId: 'g1', createdAt: at(2) },
      { appId: APP_ID, memberId: member.id, provider: 'github', providerUserId: 'h1', createdAt: at(1) },
    ]);
    await test.database.db.insert(planConnections).values([
      {
        id: newId('con'),
        appId: APP_ID,
        memberId: member.id,
        planId: MEMBERSHIP_PLAN_ID,
        type: 'SUBSCRIPTION',
        status: 'PAST_DUE',
        priceId: MEMBERSHIP_PRICE_ID,
        createdAt: at(5),
      },
      {
        id: newId('con'),
        appId: APP_ID,
        memberId: member.id,
        planId: FREE_PLAN_ID,
        type: 'FREE',
        createdAt: at(4),
      },
    ]);
    const ownedLater = await insertTeam(member.id, at(8));
    const ownedFirst = await insertTeam(member.id, at(7));
    const joined = await insertTeam(other.id, at(6));
    await test.database.db
      .insert(teamMembers)
      .values({ appId: APP_ID, teamId: joined, memberId: member.id, role: 'MEMBER', createdAt: at(9) });

    const presented = await presentMember(test.database.db, member);

    expect(presented.auth).toEqual({
      email: member.email,
      hasPassword: true,
      providers: [{ provider: 'github' }, { provider: 'google' }],
    });
    expect(presented.planConnections).toEqual([
      {
        id: expect.stringMatching(/^con_/),
        active: true,
        planId: FREE_PLAN_ID,
        type: 'FREE',
        status: 'ACTIVE',
        payment: null,
      },
      {
        id: expect.stringMatching(/^con_/),
        // PAST_DUE is a grace period: the plan is still held.
        active: true,
        planId: MEMBERSHIP_PLAN_ID,
        type: 'SUBSCRIPTION',
        status: 'PAST_DUE',
        // Major units on the wire; no subscription row: no dates yet.
        payment: {
          priceId: MEMBERSHIP_PRICE_ID,
          amount: 1,
          currency: 'usd',
          status: 'NONE',
          lastBillingDate: null,
          nextBillingDate: null,
          cancelAtDate: null,
        },
      },
    ]);
    expect(presented.stripeCustomerId).toBe('cus_1');
    expect(presented.teams).toEqual({
      ownedTeams: [
        { teamId: ownedFirst, planName: 'Team' },
        { teamId: ownedLater, planName: 'Team' },
      ],
      joinedTeams: [{ teamId: joined, planName: 'Team' }],
    });
    // The other member owns the team this one joined, and has joined none.
    expect((await presentMember(test.database.db, other.id)).teams).toEqual({
      ownedTeams: [{ teamId: joined, planName: 'Team' }],
      joinedTeams: [],
    });
  });

  it('given an id or a row, with or without the app / when presented / it answers the same member', async () => {
    const member = await insertMember(test.database, {
      customFields: { 'first-name': 'Ada', 'internal-note': 'hidden: the app does not list it' },
      metaData: { source: 'test' },
      planIds: [FREE_PLAN_ID],
    });
    const app = await theApp();
    const fromRow = await presentMember(test.database.db, member);
    expect(fromRow.customFields).toEqual({ 'first-name': 'Ada' });
    expect(fromRow.metaData).toEqual({ source: 'test' });
    expect(await presentMember(test.database.db, member.id)).toEqual(fromRow);
    expect(await presentMember(test.database.db, member, { app })).toEqual(fromRow);
    expect(await presentMember(test.database.db, member.id, { app })).toEqual(fromRow);
    const inTransaction = await test.database.transaction((tx) => presentMember(tx, member.id, { app }));
    expect(inTransaction).toEqual(fromRow);
  });

  it('given the app passed by the caller / when presented / its settings decide which custom fields show', async () => {
    const member = await insertMember(test.database, {
      customFields: { 'first-name': 'Ada', 'last-name': 'L' },
    });
    const app = await theApp();
    const hidingLastName = {
      ...app,
      settings: {
        ...app.settings,
        customFields: app.settings.customFields.map((field) =>
          field.key === 'last-name' ? { ...field, hidden: true } : field,
        ),
      },
    };
    expect((await presentMember(test.database.db, member, { app: hidingLastName })).customFields).toEqual({
      'first-name': 'Ada',
    });
    // An app that is not the member's is not used: the member's own app's settings are read.
    const otherApp = { ...hidingLastName, id: 'app_other' };
    expect((await presentMember(test.database.db, member, { app: otherApp })).customFields).toEqual({
      'first-name': 'Ada',
      'last-name': 'L',
    });
  });

  it('given an unknown id / when presented / it fails', async () => {
    await expect(presentMember(test.database.db, 'mem_nobody')).rejects.toThrow('no member mem_nobody');
  });
});
