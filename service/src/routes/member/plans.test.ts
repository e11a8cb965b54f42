import { ADMIN_PLAN_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, TEAM_PLAN_ID } from '@wf/config/app';
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

describe('POST /member/plans/add', () => {
  it('given the free plan, it adds a FREE connection, and adding it again changes nothing', async () => {
    const { client } = await signedInMember(test);
    const first = await client.addPlan({ planId: FREE_PLAN_ID });
    expect(first.data.planConnections).toEqual([
      {
        id: expect.stringMatching(/^con_/),
        active: true,
        planId: FREE_PLAN_ID,
        type: 'FREE',
        status: 'ACTIVE',
        payment: null,
      },
    ]);
    const again = await client.addPlan({ planId: FREE_PLAN_ID });
    expect(again.data.planConnections).toEqual(first.data.planConnections);
  });

  it.each([
    ['the paid Membership plan', MEMBERSHIP_PLAN_ID],
    ['the restricted admin plan', ADMIN_PLAN_ID],
    ['the restricted team plan (an administrator grants it)', TEAM_PLAN_ID],
    ['an unknown plan', 'pln_does-not-exist'],
  ])('given %s, it refuses with plan/unavailable', async (_, planId) => {
    const { client } = await signedInMember(test);
    await expect(client.addPlan({ planId })).rejects.toMatchObject({
      status: 400,
      code: 'plan/unavailable',
      message: `Plan ${planId} may not exist or is not available`,
    });
    expect((await client.getCurrentMember()).data?.planConnections).toEqual([]);
  });

  it('given no session, it answers 401', async () => {
    await expect(clientOf(test).addPlan({ planId: FREE_PLAN_ID })).rejects.toMatchObject({ status: 401 });
  });
});

describe('POST /member/plans/remove', () => {
  it('given a free plan the member holds, it removes it', async () => {
    const { client } = await signedInMember(test, { planIds: [FREE_PLAN_ID] });
    const { data } = await client.removePlan({ planId: FREE_PLAN_ID });
    expect(data.planConnections).toEqual([]);
  });

  it('given a free plan the member does not hold, it answers 404 naming the plan', async () => {
    const { client } = await signedInMember(test);
    await expect(client.removePlan({ planId: FREE_PLAN_ID })).rejects.toMatchObject({
      status: 404,
      code: 'not-found',
      message: 'You do not have the Free Account plan.',
    });
  });

  it('given the admin plan, it refuses with plan/unavailable and the member keeps it', async () => {
    const { client } = await signedInMember(test, { planIds: [ADMIN_PLAN_ID] });
    await expect(client.removePlan({ planId: ADMIN_PLAN_ID })).rejects.toMatchObject({
      code: 'plan/unavailable',
    });
    expect((await client.getCurrentMember()).data?.planConnections.map((c) => c.planId)).toEqual([
      ADMIN_PLAN_ID,
    ]);
  });

  it('given the team plan of an owner, it refuses with plan/unavailable and the team stays', async () => {
    const { member, client } = await signedInMember(test);
    await grantTestPlan(test.database, member.id, TEAM_PLAN_ID);
    await expect(client.removePlan({ planId: TEAM_PLAN_ID })).rejects.toMatchObject({
      code: 'plan/unavailable',
    });
    const { data } = await client.getCurrentMember();
    expect(data?.teams.ownedTeams).toEqual([{ teamId: expect.stringMatching(/^team_/), planName: 'Team' }]);
  });
});
