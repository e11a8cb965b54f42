import { TEAM_MAX_MEMBERS, TEAM_PLAN_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, grantTestPlan, signedInMember } from '../../members/testing.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** A member an administrator gave the team plan, their team's id and its invite token. */
async function teamOwner() {
  const owner = await signedInMember(test);
  await grantTestPlan(test.database, owner.member.id, TEAM_PLAN_ID);
  const { data } = await owner.client.getCurrentMember();
  const teamId = data?.teams.ownedTeams[0]?.teamId ?? '';
  const team = await owner.client.getTeam({ teamId });
  return { ...owner, teamId, inviteToken: team.data.inviteToken ?? '' };
}

describe('team invite links', () => {
  it("given a team owner's invite token, a second member joins and sees the team in joinedTeams", async () => {
    const owner = await teamOwner();
    const joiner = await signedInMember(test);
    const joined = await joiner.client.joinTeam({ inviteToken: owner.inviteToken });
    expect(joined.data.teams.joinedTeams).toEqual([{ teamId: owner.teamId, planName: 'Team' }]);
    expect(joined.data.planConnections).toEqual([
      {
        id: expect.stringMatching(/^con_/),
        active: true,
        planId: TEAM_PLAN_ID,
        type: 'TEAM',
        status: 'ACTIVE',
        payment: null,
      },
    ]);

    const team = await owner.client.getTeam({ teamId: owner.teamId });
    expect(team.data).toMatchObject({
      id: owner.teamId,
      plan: { id: TEAM_PLAN_ID, name: 'Team', teamAccountInviteSignupLink: '/signup' },
      inviteToken: owner.inviteToken,
      maxTeamMembers: TEAM_MAX_MEMBERS,
    });
    expect(team.data.members).toEqual([
      {
        role: 'OWNER',
        member: { id: owner.member.id, profileImage: null, auth: { email: owner.member.email } },
      },
      {
        role: 'MEMBER',
        member: { id: joiner.member.id, profileImage: null, auth: { email: joiner.member.email } },
      },
    ]);
  });

  it('given a member of the team who is not its owner, GET shows the team without the invite token', async () => {
    const owner = await teamOwner();
    const joiner = await signedInMember(test);
    await joiner.client.joinTeam({ inviteToken: owner.inviteToken });
    const team = await joiner.client.getTeam({ teamId: owner.teamId });
    expect(team.data.inviteToken).toBeNull();
    expect(team.data.members).toHaveLength(2);
  });

  it('given a member outside the team, GET answers 403; an unknown team answers 404', async () => {
    const owner = await teamOwner();
    const outsider = await signedInMember(test);
    await expect(outsider.client.getTeam({ teamId: owner.teamId })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'You are not a member of this team.',
    });
    await expect(outsider.client.getTeam({ teamId: 'team_nope' })).rejects.toMatchObject({ status: 404 });
  });

  it('given a full team (the owner counts), the next member is refused with team/full', async () => {
    const owner = await teamOwner();
    for (let seat = 1; seat < TEAM_MAX_MEMBERS; seat += 1) {
      const joiner = await signedInMember(test);
      await joiner.client.joinTeam({ inviteToken: owner.inviteToken });
    }
    const late = await signedInMember(test);
    await expect(late.client.joinTeam({ inviteToken: owner.inviteToken })).rejects.toMatchObject({
      status: 409,
      code: 'team/full',
      message: 'This team has no seats left.',
    });
    expect((await owner.client.getTeam({ teamId: owner.teamId })).data.members).toHaveLength(
      TEAM_MAX_MEMBERS,
    );
  });

  it('given two members joining at once for the last seat, exactly one gets it', async () => {
    const owner = await teamOwner();
    for (let seat = 2; seat < TEAM_MAX_MEMBERS; seat += 1) {
      const joiner = await signedInMember(test);
      await joiner.client.joinTeam({ inviteToken: owner.inviteToken });
    }
    const racers = [await signedInMember(test), await signedInMember(test)];
    const results = await Promise.allSettled(
      racers.map((racer) => racer.client.joinTeam({ inviteToken: owner.inviteToken })),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({
      reason: { code: 'team/full' },
    });
    expect((await owner.client.getTeam({ teamId: owner.teamId })).data.members).toHaveLength(
      TEAM_MAX_MEMBERS,
    );
  });

  it('given a member already in the team, joining again is refused', async () => {
    const owner = await teamOwner();
    await expect(owner.client.joinTeam({ inviteToken: owner.inviteToken })).rejects.toMatchObject({
      status: 409,
      code: 'team/already-member',
    });
  });

  it('given an unknown invite token, joining is refused with team/invalid-invite', async () => {
    const joiner = await signedInMember(test);
    await expect(joiner.client.joinTeam({ inviteToken: 'nope' })).rejects.toMatchObject({
      status: 400,
      code: 'team/invalid-invite',
    });
  });

  it('given no session, joining answers 401', async () => {
    await expect(clientOf(test).joinTeam({ inviteToken: 'x' })).rejects.toMatchObject({ status: 401 });
  });
});

describe('teams at signup', () => {
  it('given signup with the team plan, it is refused: an administrator grants that plan', async () => {
    await expect(
      clientOf(test).signupMemberEmailPassword({
        email: 'team.owner@example.com',
        password: 'a long team password',
        plans: [{ planId: TEAM_PLAN_ID }],
      }),
    ).rejects.toMatchObject({ status: 400, code: 'plan/unavailable' });
  });

  it("given signup with a team owner's invite token, the new member joins the team", async () => {
    const owner = await teamOwner();
    const joined = await clientOf(test).signupMemberEmailPassword({
      email: 'team.joiner@example.com',
      password: 'another long password',
      inviteToken: owner.inviteToken,
    });
    expect(joined.data.member.teams.joinedTeams).toEqual([{ teamId: owner.teamId, planName: 'Team' }]);
    expect(
      (await owner.client.getTeam({ teamId: owner.teamId })).data.members.map((seat) => seat.role),
    ).toEqual(['OWNER', 'MEMBER']);
  });
});

describe('POST /member/team/remove-member', () => {
  it('given the owner, it removes a member, who loses the team and its plan', async () => {
    const owner = await teamOwner();
    const joiner = await signedInMember(test);
    await joiner.client.joinTeam({ inviteToken: owner.inviteToken });
    const response = await owner.client.removeMemberFromTeam({
      teamId: owner.teamId,
      memberId: joiner.member.id,
    });
    expect(response.message).toBe('Member has been removed from team.');
    expect(response.data.members.map((seat) => seat.member.id)).toEqual([owner.member.id]);
    const { data } = await joiner.client.getCurrentMember();
    expect(data?.teams.joinedTeams).toEqual([]);
    expect(data?.planConnections).toEqual([]);
  });

  it('given the owner removing the OWNER, it refuses with team/owner-not-removable', async () => {
    const owner = await teamOwner();
    await expect(
      owner.client.removeMemberFromTeam({ teamId: owner.teamId, memberId: owner.member.id }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'team/owner-not-removable',
      message: 'The team owner cannot be removed from the team.',
    });
  });

  it('given a member who is not the owner, it refuses with 403', async () => {
    const owner = await teamOwner();
    const joiner = await signedInMember(test);
    const other = await signedInMember(test);
    await joiner.client.joinTeam({ inviteToken: owner.inviteToken });
    await other.client.joinTeam({ inviteToken: owner.inviteToken });
    await expect(
      joiner.client.removeMemberFromTeam({ teamId: owner.teamId, memberId: other.member.id }),
    ).rejects.toMatchObject({ status: 403, code: 'forbidden', message: 'Only the team owner can do this.' });
  });
});

describe('POST /member/team/generate-invite-link', () => {
  it('given the owner, it answers a new token; the old one stops working and the new one works', async () => {
    const owner = await teamOwner();
    const response = await owner.client.generateInviteToken({ teamId: owner.teamId });
    expect(response.message).toBe('Invite Link Regenerated');
    expect(response.data.inviteToken).not.toBe(owner.inviteToken);

    const joiner = await signedInMember(test);
    await expect(joiner.client.joinTeam({ inviteToken: owner.inviteToken })).rejects.toMatchObject({
      code: 'team/invalid-invite',
    });
    const joined = await joiner.client.joinTeam({ inviteToken: response.data.inviteToken });
    expect(joined.data.teams.joinedTeams.map((team) => team.teamId)).toEqual([owner.teamId]);
  });

  it('given a member who is not the owner, it refuses with 403', async () => {
    const owner = await teamOwner();
    const joiner = await signedInMember(test);
    await joiner.client.joinTeam({ inviteToken: owner.inviteToken });
    await expect(joiner.client.generateInviteToken({ teamId: owner.teamId })).rejects.toMatchObject({
      status: 403,
    });
  });
});
