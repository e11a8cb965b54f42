import { APP_ID, TEAM_PLAN_ID } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { planConnections, plans, teams } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import type { MemberRecord } from './present.ts';
import {
  ALREADY_IN_TEAM_MESSAGE,
  ensureOwnedTeam,
  INVALID_INVITE_MESSAGE,
  joinTeamByInvite,
  loadTeam,
  MEMBER_NOT_IN_TEAM_MESSAGE,
  NOT_IN_TEAM_MESSAGE,
  OWNER_NOT_REMOVABLE_MESSAGE,
  OWNER_ONLY_MESSAGE,
  regenerateInviteToken,
  removeTeamMember,
  TEAM_FULL_MESSAGE,
} from './teams.ts';
import { insertMember } from './testing.ts';

let test: TestDatabase;
const now = new Date('2025-01-01T00:00:00Z');

beforeAll(async () => {
  test = await openSeededTestDatabase();
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

/** A member who owns a team of the team plan with `seats` seats. */
async function ownerWithTeam(
  seats?: number,
): Promise<{ owner: MemberRecord; teamId: string; inviteToken: string }> {
  const owner = await insertMember(test.database);
  const [plan] = await test.database.db.select().from(plans).where(eq(plans.id, TEAM_PLAN_ID));
  if (!plan) throw new Error('no team plan');
  const team = await test.database.transaction((tx) =>
    ensureOwnedTeam(tx, {
      appId: APP_ID,
      ownerId: owner.id,
      plan: { ...plan, maxTeamMembers: seats ?? plan.maxTeamMembers },
      now,
    }),
  );
  return { owner, teamId: team.id, inviteToken: team.inviteToken };
}

function join(memberId: string, inviteToken: string) {
  return test.database.transaction((tx) =>
    joinTeamByInvite(tx, { appId: APP_ID, memberId, inviteToken, now }),
  );
}

describe('joinTeamByInvite', () => {
  it('given a valid invite token, the member takes a seat and holds the team plan as TEAM', async () => {
    const { teamId, inviteToken } = await ownerWithTeam();
    const joiner = await insertMember(test.database);
    expect(await join(joiner.id, inviteToken)).toBe(teamId);
    const connections = await test.database.db
      .select({ planId: planConnections.planId, type: planConnections.type })
      .from(planConnections)
      .where(eq(planConnections.memberId, joiner.id));
    expect(connections).toEqual([{ planId: TEAM_PLAN_ID, type: 'TEAM' }]);
  });

  it('given an unknown token, it refuses with team/invalid-invite', async () => {
    const joiner = await insertMember(test.database);
    const error = await rejection(join(joiner.id, 'not-a-token'));
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'team/invalid-invite',
      INVALID_INVITE_MESSAGE,
    ]);
  });

  it('given a member already in the team (the owner too), it refuses with team/already-member', async () => {
    const { owner, inviteToken } = await ownerWithTeam();
    const joiner = await insertMember(test.database);
    await join(joiner.id, inviteToken);
    for (const memberId of [joiner.id, owner.id]) {
      const error = await rejection(join(memberId, inviteToken));
      expect([error.status, error.code, error.message]).toEqual([
        409,
        'team/already-member',
        ALREADY_IN_TEAM_MESSAGE,
      ]);
    }
  });

  it('given a team of 2 seats (the owner counts), the second joiner is refused with team/full', async () => {
    const { inviteToken } = await ownerWithTeam(2);
    const first = await insertMember(test.database);
    const second = await insertMember(test.database);
    await join(first.id, inviteToken);
    const error = await rejection(join(second.id, inviteToken));
    expect([error.status, error.code, error.message]).toEqual([409, 'team/full', TEAM_FULL_MESSAGE]);
  });

  it('given a token of another app, it refuses it', async () => {
    const { inviteToken } = await ownerWithTeam();
    const joiner = await insertMember(test.database);
    const error = await rejection(
      test.database.transaction((tx) =>
        joinTeamByInvite(tx, { appId: 'app_other', memberId: joiner.id, inviteToken, now }),
      ),
    );
    expect(error.code).toBe('team/invalid-invite');
  });
});

describe('loadTeam', () => {
  it('given the owner, it shows the plan, the seats, the members (owner first) and the invite token', async () => {
    const { owner, teamId, inviteToken } = await ownerWithTeam();
    const joiner = await insertMember(test.database, { profileImage: 'http://localhost/uploads/a/b.png' });
    await join(joiner.id, inviteToken);
    expect(await loadTeam(test.database.db, APP_ID, teamId, owner.id)).toEqual({
      id: teamId,
      plan: { id: TEAM_PLAN_ID, name: 'Team', teamAccountInviteSignupLink: '/signup' },
      inviteToken,
      maxTeamMembers: 5,
      members: [
        { role: 'OWNER', member: { id: owner.id, profileImage: null, auth: { email: owner.email } } },
        {
          role: 'MEMBER',
          member: {
            id: joiner.id,
            profileImage: 'http://localhost/uploads/a/b.png',
            auth: { email: joiner.email },
          },
        },
      ],
    });
  });

  it('given a member who is not the owner, it hides the invite token', async () => {
    const { teamId, inviteToken } = await ownerWithTeam();
    const joiner = await insertMember(test.database);
    await join(joiner.id, inviteToken);
    const team = await loadTeam(test.database.db, APP_ID, teamId, joiner.id);
    expect(team.inviteToken).toBeNull();
    expect(team.members).toHaveLength(2);
  });

  it('given a member outside the team, it answers 403; given an unknown team, 404', async () => {
    const { teamId } = await ownerWithTeam();
    const outsider = await insertMember(test.database);
    const forbidden = await rejection(loadTeam(test.database.db, APP_ID, teamId, outsider.id));
    expect([forbidden.status, forbidden.message]).toEqual([403, NOT_IN_TEAM_MESSAGE]);
    expect((await rejection(loadTeam(test.database.db, APP_ID, 'team_nope', outsider.id))).status).toBe(404);
    expect((await rejection(loadTeam(test.database.db, 'app_other', teamId, outsider.id))).status).toBe(404);
  });
});

describe('removeTeamMember', () => {
  it('given the owner, it removes a member, who loses the team plan and the seat', async () => {
    const { owner, teamId, inviteToken } = await ownerWithTeam();
    const joiner = await insertMember(test.database);
    await join(joiner.id, inviteToken);
    await test.database.transaction((tx) =>
      removeTeamMember(tx, { appId: APP_ID, teamId, ownerId: owner.id, memberId: joiner.id, now }),
    );
    const team = await loadTeam(test.database.db, APP_ID, teamId, owner.id);
    expect(team.members.map((seat) => seat.member.id)).toEqual([owner.id]);
    expect(
      await test.database.db.select().from(planConnections).where(eq(planConnections.memberId, joiner.id)),
    ).toEqual([]);
  });

  it('given the owner removing themselves, it refuses with team/owner-not-removable', async () => {
    const { owner, teamId } = await ownerWithTeam();
    const error = await rejection(
      test.database.transaction((tx) =>
        removeTeamMember(tx, { appId: APP_ID, teamId, ownerId: owner.id, memberId: owner.id, now }),
      ),
    );
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'team/owner-not-removable',
      OWNER_NOT_REMOVABLE_MESSAGE,
    ]);
  });

  it('given a member who is not the owner, it refuses with 403', async () => {
    const { owner, teamId, inviteToken } = await ownerWithTeam();
    const joiner = await insertMember(test.database);
    await join(joiner.id, inviteToken);
    const error = await rejection(
      test.database.transaction((tx) =>
        removeTeamMember(tx, { appId: APP_ID, teamId, ownerId: joiner.id, memberId: owner.id, now }),
      ),
    );
    expect([error.status, error.message]).toEqual([403, OWNER_ONLY_MESSAGE]);
  });

  it('given someone who is not in the team, it answers 404', async () => {
    const { owner, teamId } = await ownerWithTeam();
    const stranger = await insertMember(test.database);
    const error = await rejection(
      test.database.transaction((tx) =>
        removeTeamMember(tx, { appId: APP_ID, teamId, ownerId: owner.id, memberId: stranger.id, now }),
      ),
    );
    expect([error.status, error.message]).toEqual([404, MEMBER_NOT_IN_TEAM_MESSAGE]);
  });
});

describe('regenerateInviteToken', () => {
  it('given the owner, it replaces the token and the old one stops working', async () => {
    const { owner, teamId, inviteToken } = await ownerWithTeam();
    const fresh = await test.database.transaction((tx) =>
      regenerateInviteToken(tx, { appId: APP_ID, teamId, ownerId: owner.id }),
    );
    expect(fresh).not.toBe(inviteToken);
    expect(fresh).toMatch(/^[\w-]{32}$/);
    const [row] = await test.database.db.select().from(teams).where(eq(teams.id, teamId));
    expect(row?.inviteToken).toBe(fresh);
    const joiner = await insertMember(test.database);
    expect((await rejection(join(joiner.id, inviteToken))).code).toBe('team/invalid-invite');
    expect(await join(joiner.id, fresh)).toBe(teamId);
  });

  it('given a member who is not the owner, it refuses with 403', async () => {
    const { teamId, inviteToken } = await ownerWithTeam();
    const joiner = await insertMember(test.database);
    await join(joiner.id, inviteToken);
    const error = await rejection(
      test.database.transaction((tx) =>
        regenerateInviteToken(tx, { appId: APP_ID, teamId, ownerId: joiner.id }),
      ),
    );
    expect(error.status).toBe(403);
  });
});
