import {
  ADMIN_PLAN_ID,
  APP_ID,
  FREE_PLAN_ID,
  MEMBERSHIP_PLAN_ID,
  TEAM_MAX_MEMBERS,
  TEAM_PLAN_ID,
} from '@wf/config/app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planConnections, plans, teamMembers, teams } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import {
  addFreePlan,
  checkSignupPlans,
  grantPlan,
  planNotHeldMessage,
  removeFreePlan,
  selfServicePlan,
} from './plans.ts';
import { joinTeamByInvite } from './teams.ts';
import { insertMember } from './testing.ts';

let test: TestDatabase;
const now = new Date('2025-01-01T00:00:00Z');

/**
 * World Family's team plan is restricted (granted by an administrator); an app may also offer a
 * team plan members take by themselves, as this one.
 */
const OPEN_TEAM_PLAN_ID = 'pln_open_team';
const OPEN_TEAM_SEATS = 3;

beforeAll(async () => {
  test = await openSeededTestDatabase();
  await test.database.db
    .insert(plans)
    .values({ id: OPEN_TEAM_PLAN_ID, appId: APP_ID, name: 'Open Team', maxTeamMembers: OPEN_TEAM_SEATS });
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function rejection(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof ApiError) return error;
  throw new Error(`expected an ApiError, got ${String(error)}`);
}

async function connectionsOf(memberId: string) {
  return test.database.db
    .select({ planId: planConnections.planId, type: planConnections.type })
    .from(planConnections)
    .where(eq(planConnections.memberId, memberId));
}

function add(memberId: string, planId: string) {
  return test.database.transaction((tx) => addFreePlan(tx, { appId: APP_ID, memberId, planId, now }));
}

function grant(memberId: string, planId: string) {
  return test.database.transaction((tx) => grantPlan(tx, { appId: APP_ID, memberId, planId, now }));
}

function remove(memberId: string, planId: string) {
  return test.database.transaction((tx) => removeFreePlan(tx, { appId: APP_ID, memberId, planId, now }));
}

describe('selfServicePlan', () => {
  it('given a free plan, it answers it', async () => {
    expect((await selfServicePlan(test.database.db, APP_ID, FREE_PLAN_ID)).id).toBe(FREE_PLAN_ID);
  });

  it.each([
    ['a paid plan', MEMBERSHIP_PLAN_ID],
    ['a restricted (admin) plan', ADMIN_PLAN_ID],
    ['an unknown plan', 'pln_nope'],
  ])('given %s, it refuses with plan/unavailable and the spec sentence', async (_, planId) => {
    const error = await rejection(selfServicePlan(test.database.db, APP_ID, planId));
    expect(error.status).toBe(400);
    expect(error.code).toBe('plan/unavailable');
    expect(error.message).toBe(`Plan ${planId} may not exist or is not available`);
  });

  it('given a plan of another app, it refuses it', async () => {
    const error = await rejection(selfServicePlan(test.database.db, 'app_other', FREE_PLAN_ID));
    expect(error.code).toBe('plan/unavailable');
  });
});

describe('addFreePlan', () => {
  it('given a member without the free plan, when adding it twice, it holds one FREE connection', async () => {
    const member = await insertMember(test.database);
    await add(member.id, FREE_PLAN_ID);
    await add(member.id, FREE_PLAN_ID);
    expect(await connectionsOf(member.id)).toEqual([{ planId: FREE_PLAN_ID, type: 'FREE' }]);
  });

  it('given the paid plan, it refuses and writes nothing', async () => {
    const member = await insertMember(test.database);
    expect((await rejection(add(member.id, MEMBERSHIP_PLAN_ID))).code).toBe('plan/unavailable');
    expect(await connectionsOf(member.id)).toEqual([]);
  });

  it('given the restricted team plan, it refuses and writes nothing', async () => {
    const member = await insertMember(test.database);
    expect((await rejection(add(member.id, TEAM_PLAN_ID))).code).toBe('plan/unavailable');
    expect(await connectionsOf(member.id)).toEqual([]);
    expect(await test.database.db.select().from(teams).where(eq(teams.ownerMemberId, member.id))).toEqual([]);
  });

  it('given an unrestricted team plan, it makes the member the OWNER of one team with the plan seats', async () => {
    const member = await insertMember(test.database);
    await add(member.id, OPEN_TEAM_PLAN_ID);
    await add(member.id, OPEN_TEAM_PLAN_ID);
    const owned = await test.database.db.select().from(teams).where(eq(teams.ownerMemberId, member.id));
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({ planId: OPEN_TEAM_PLAN_ID, maxTeamMembers: OPEN_TEAM_SEATS });
    const seats = await test.database.db
      .select()
      .from(teamMembers)
      .where(eq(teamMembers.teamId, owned[0]?.id ?? ''));
    expect(seats.map((seat) => [seat.memberId, seat.role])).toEqual([[member.id, 'OWNER']]);
    expect(await connectionsOf(member.id)).toEqual([{ planId: OPEN_TEAM_PLAN_ID, type: 'FREE' }]);
  });
});

describe('grantPlan', () => {
  it('given the restricted team plan, it makes the member the OWNER of one team with the plan seats', async () => {
    const member = await insertMember(test.database);
    await grant(member.id, TEAM_PLAN_ID);
    await grant(member.id, TEAM_PLAN_ID);
    const owned = await test.database.db.select().from(teams).where(eq(teams.ownerMemberId, member.id));
    expect(owned).toHaveLength(1);
    expect(owned[0]).toMatchObject({ planId: TEAM_PLAN_ID, maxTeamMembers: TEAM_MAX_MEMBERS });
    expect(await connectionsOf(member.id)).toEqual([{ planId: TEAM_PLAN_ID, type: 'FREE' }]);
  });

  it('given the admin plan, it gives it', async () => {
    const member = await insertMember(test.database);
    await grant(member.id, ADMIN_PLAN_ID);
    expect(await connectionsOf(member.id)).toEqual([{ planId: ADMIN_PLAN_ID, type: 'FREE' }]);
  });

  it.each([
    ['the paid plan (it is bought)', MEMBERSHIP_PLAN_ID],
    ['an unknown plan', 'pln_nope'],
  ])('given %s, it refuses with plan/unavailable and writes nothing', async (_, planId) => {
    const member = await insertMember(test.database);
    expect((await rejection(grant(member.id, planId))).code).toBe('plan/unavailable');
    expect(await connectionsOf(member.id)).toEqual([]);
  });
});

describe('removeFreePlan', () => {
  it('given a held free plan, it removes the connection', async () => {
    const member = await insertMember(test.database, { planIds: [FREE_PLAN_ID] });
    await remove(member.id, FREE_PLAN_ID);
    expect(await connectionsOf(member.id)).toEqual([]);
  });

  it('given a free plan the member does not hold, it answers 404 naming the plan', async () => {
    const member = await insertMember(test.database);
    const error = await rejection(remove(member.id, FREE_PLAN_ID));
    expect(error.status).toBe(404);
    expect(error.message).toBe(planNotHeldMessage('Free Account'));
  });

  it('given the admin plan, it refuses with plan/unavailable and keeps it', async () => {
    const member = await insertMember(test.database, { planIds: [ADMIN_PLAN_ID] });
    expect((await rejection(remove(member.id, ADMIN_PLAN_ID))).code).toBe('plan/unavailable');
    expect(await connectionsOf(member.id)).toEqual([{ planId: ADMIN_PLAN_ID, type: 'FREE' }]);
  });

  it('given the owner of the restricted team plan, dropping it is refused and the team stays', async () => {
    const owner = await insertMember(test.database);
    await grant(owner.id, TEAM_PLAN_ID);
    expect((await rejection(remove(owner.id, TEAM_PLAN_ID))).code).toBe('plan/unavailable');
    expect(await connectionsOf(owner.id)).toEqual([{ planId: TEAM_PLAN_ID, type: 'FREE' }]);
    expect(await test.database.db.select().from(teams).where(eq(teams.ownerMemberId, owner.id))).toHaveLength(
      1,
    );
  });

  it('given a team owner with a member, when the owner drops the team plan, the team goes and the member loses the plan', async () => {
    const owner = await insertMember(test.database);
    const joiner = await insertMember(test.database);
    await add(owner.id, OPEN_TEAM_PLAN_ID);
    const [team] = await test.database.db.select().from(teams).where(eq(teams.ownerMemberId, owner.id));
    await test.database.transaction((tx) =>
      joinTeamByInvite(tx, { appId: APP_ID, memberId: joiner.id, inviteToken: team?.inviteToken ?? '', now }),
    );
    expect(await connectionsOf(joiner.id)).toEqual([{ planId: OPEN_TEAM_PLAN_ID, type: 'TEAM' }]);

    await remove(owner.id, OPEN_TEAM_PLAN_ID);
    expect(
      await test.database.db
        .select()
        .from(teams)
        .where(eq(teams.id, team?.id ?? '')),
    ).toEqual([]);
    expect(await connectionsOf(owner.id)).toEqual([]);
    expect(await connectionsOf(joiner.id)).toEqual([]);
  });

  it('given a member who joined a team, when removing the team plan, they leave the team (Leave Team)', async () => {
    const owner = await insertMember(test.database);
    const joiner = await insertMember(test.database);
    await grant(owner.id, TEAM_PLAN_ID);
    const [team] = await test.database.db.select().from(teams).where(eq(teams.ownerMemberId, owner.id));
    await test.database.transaction((tx) =>
      joinTeamByInvite(tx, { appId: APP_ID, memberId: joiner.id, inviteToken: team?.inviteToken ?? '', now }),
    );

    await remove(joiner.id, TEAM_PLAN_ID);
    expect(await connectionsOf(joiner.id)).toEqual([]);
    const seats = await test.database.db
      .select()
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team?.id ?? ''), eq(teamMembers.memberId, joiner.id)));
    expect(seats).toEqual([]);
    expect(await connectionsOf(owner.id)).toEqual([{ planId: TEAM_PLAN_ID, type: 'FREE' }]);
  });

  it('given a member who joined a team, when adding the team plan, it becomes their own and they own a team too', async () => {
    const owner = await insertMember(test.database);
    const joiner = await insertMember(test.database);
    await add(owner.id, OPEN_TEAM_PLAN_ID);
    const [team] = await test.database.db.select().from(teams).where(eq(teams.ownerMemberId, owner.id));
    await test.database.transaction((tx) =>
      joinTeamByInvite(tx, { appId: APP_ID, memberId: joiner.id, inviteToken: team?.inviteToken ?? '', now }),
    );
    await add(joiner.id, OPEN_TEAM_PLAN_ID);
    expect(await connectionsOf(joiner.id)).toEqual([{ planId: OPEN_TEAM_PLAN_ID, type: 'FREE' }]);
    expect(
      await test.database.db.select().from(teams).where(eq(teams.ownerMemberId, joiner.id)),
    ).toHaveLength(1);
  });
});

describe('checkSignupPlans', () => {
  it('given free plans (repeated), it answers each once', async () => {
    expect(
      await checkSignupPlans(test.database.db, APP_ID, [{ planId: FREE_PLAN_ID }, { planId: FREE_PLAN_ID }]),
    ).toEqual([FREE_PLAN_ID]);
  });

  it('given a paid plan among them, it refuses with the spec sentence', async () => {
    const error = await rejection(
      checkSignupPlans(test.database.db, APP_ID, [{ planId: FREE_PLAN_ID }, { planId: MEMBERSHIP_PLAN_ID }]),
    );
    expect(error.message).toBe(`Plan ${MEMBERSHIP_PLAN_ID} may not exist or is not available`);
  });
});
