/**
 * The changes a member makes themselves are told to the owner's endpoints (docs/admin-api.md
 * "Webhooks"): a new address once its link is opened (and the old one put back by "this wasn't
 * me"), the member JSON, the address's proof, the profile image (member.updated); leaving a team
 * and a dissolved team (team.member.removed). Each delivery is written in the change's own
 * transaction: a change rolled back tells nothing.
 */
import { APP_ID, TEAM_PLAN_ID } from '@wf/config/app';
import { MEMBER_COOKIE } from '@wf/sdk/contract';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretKey } from '../../apps/secret-keys.ts';
import { teams, webhookDeliveries } from '../../db/schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { imageBytes } from '../../testing/images.ts';
import { dissolveOwnedTeams, joinTeamByInvite } from '../teams.ts';
import { grantTestPlan, signedInMember } from '../testing.ts';

let test: TestApp;
let endpointId: string;
const sent: MailMessage[] = [];
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  test = await createTestApp(
    { WF_TEST_MODE: 'true' },
    { mailer: { send: async (message) => void sent.push(message) } },
  );
  const { key } = await createSecretKey(test.database.db, { appId: APP_ID, mode: 'test', now: new Date() });
  const response = await test.app.request('/admin-api/webhooks', {
    method: 'POST',
    headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      url: 'https://hooks.example.com/members',
      events: ['member.updated', 'team.member.added', 'team.member.removed'],
    }),
  });
  expect(response.status).toBe(200);
  endpointId = ((await response.json()) as { data: { id: string } }).data.id;
}, 60_000);
afterAll(async () => {
  await test.close();
});

interface Told {
  event: string;
  payload: {
    id?: string;
    auth?: { email: string };
    verified?: boolean;
    json?: unknown;
    profileImage?: string | null;
    member?: { id: string } | null;
    team?: { id: string; ownerId: string };
  };
}

/** What the endpoint was told about the member, in the order the changes were made. */
async function toldAbout(memberId: string): Promise<Told[]> {
  const rows = await test.database.db
    .select({ body: webhookDeliveries.body })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(asc(webhookDeliveries.seq));
  return rows
    .map((row) => JSON.parse(row.body) as Told)
    .filter((told) => (told.payload.id ?? told.payload.member?.id) === memberId);
}

function lastMailTo(to: string): MailMessage {
  const mail = sent.findLast((message) => message.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** Presses the button of a mailed link's page (the POST its form makes). */
function press(mail: MailMessage, page: 'email-change' | 'secure-account' | 'verify-email') {
  const match = mail.text.match(new RegExp(`https?://\\S+/api/auth/${page}\\?\\S+`));
  if (!match) throw new Error(`no ${page} link in "${mail.subject}"`);
  const link = new URL(match[0]);
  return test.app.request(link.pathname, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: test.env.publicUrl },
    body: new URLSearchParams({
      token: link.searchParams.get('token') ?? '',
      app: link.searchParams.get('app') ?? '',
    }).toString(),
  });
}

describe('given an endpoint of member.updated', () => {
  it('when the member changes their address, it is told once the new address opens its link, and again when "this wasn\'t me" puts the old one back', async () => {
    const { client, member } = await signedInMember(test, { password: PASSWORD, verified: true });
    const newEmail = `moved.${member.id}@example.net`;
    await client.updateMemberAuth({ email: newEmail, oldPassword: PASSWORD });
    // Asked for, not done: nothing yet.
    expect(await toldAbout(member.id)).toEqual([]);
    expect((await press(lastMailTo(newEmail), 'email-change')).status).toBeLessThan(400);
    const told = await toldAbout(member.id);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ event: 'member.updated', payload: { auth: { email: newEmail } } });

    expect((await press(lastMailTo(member.email), 'secure-account')).status).toBeLessThan(400);
    const after = await toldAbout(member.id);
    expect(after).toHaveLength(2);
    expect(after[1]).toMatchObject({ event: 'member.updated', payload: { auth: { email: member.email } } });
  });

  it('when the member replaces their JSON, it is told with the new JSON', async () => {
    const { client, member } = await signedInMember(test);
    await client.updateMemberJSON({ json: { theme: 'dark', score: 7 } });
    expect(await toldAbout(member.id)).toMatchObject([
      { event: 'member.updated', payload: { json: { theme: 'dark', score: 7 } } },
    ]);
  });

  it('when the member proves their address by the verification link, it is told verified; a second proof tells nothing', async () => {
    const { client, member, session } = await signedInMember(test, { password: PASSWORD });
    await client.sendMemberVerificationEmail();
    const mail = lastMailTo(member.email);
    const link = mail.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
    if (!link) throw new Error('no link mailed');
    const url = new URL(link);
    const opened = await test.app.request(`${url.pathname}${url.search}`, {
      headers: { Cookie: `${MEMBER_COOKIE}=${session.token}` },
    });
    expect(opened.status).toBe(303);
    expect(await toldAbout(member.id)).toMatchObject([
      { event: 'member.updated', payload: { verified: true } },
    ]);
    // Already verified: the link is used up and nothing changes.
    await test.app.request(`${url.pathname}${url.search}`, {
      headers: { Cookie: `${MEMBER_COOKIE}=${session.token}` },
    });
    expect(await toldAbout(member.id)).toHaveLength(1);
  });

  it('when the member uploads then removes a profile image, each is told', async () => {
    const { client, member } = await signedInMember(test);
    const png = await imageBytes('png', { width: 8, height: 8 });
    const { data } = await client.updateMemberProfileImage({
      profileImage: new File([png], 'me.png', { type: 'image/png' }),
    });
    await client.deleteMemberProfileImage();
    expect(await toldAbout(member.id)).toMatchObject([
      { event: 'member.updated', payload: { profileImage: data.profileImage } },
      { event: 'member.updated', payload: { profileImage: null } },
    ]);
  });
});

describe('given an endpoint of team.member.removed', () => {
  /** An owner of the team plan's team and a member who joined it by its invite. */
  async function teamWithMember() {
    const owner = await signedInMember(test);
    await grantTestPlan(test.database, owner.member.id, TEAM_PLAN_ID);
    const [team] = await test.database.db
      .select()
      .from(teams)
      .where(eq(teams.ownerMemberId, owner.member.id));
    if (!team) throw new Error('no team made');
    const joined = await signedInMember(test);
    await joined.client.joinTeam({ inviteToken: team.inviteToken });
    return { owner, joined, team };
  }

  it('when a member leaves the team (gives its plan up), it is told with the team', async () => {
    const { owner, joined, team } = await teamWithMember();
    await joined.client.removePlan({ planId: TEAM_PLAN_ID });
    expect(await toldAbout(joined.member.id)).toMatchObject([
      { event: 'team.member.added', payload: { team: { id: team.id, ownerId: owner.member.id } } },
      {
        event: 'team.member.removed',
        payload: { member: { id: joined.member.id }, team: { id: team.id, ownerId: owner.member.id } },
      },
    ]);
  });

  it("when the owner's team is dissolved, each other member is told; a dissolution rolled back tells nothing", async () => {
    const { owner, joined, team } = await teamWithMember();
    const second = await signedInMember(test);
    await test.database.transaction((tx) =>
      joinTeamByInvite(tx, {
        appId: APP_ID,
        memberId: second.member.id,
        inviteToken: team.inviteToken,
        now: new Date(),
      }),
    );
    await expect(
      test.database.transaction(async (tx) => {
        await dissolveOwnedTeams(tx, APP_ID, owner.member.id, TEAM_PLAN_ID, new Date());
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect((await toldAbout(joined.member.id)).map((told) => told.event)).toEqual(['team.member.added']);

    await test.database.transaction((tx) =>
      dissolveOwnedTeams(tx, APP_ID, owner.member.id, TEAM_PLAN_ID, new Date()),
    );
    for (const member of [joined.member, second.member]) {
      expect(await toldAbout(member.id)).toMatchObject([
        { event: 'team.member.added' },
        { event: 'team.member.removed', payload: { team: { id: team.id, ownerId: owner.member.id } } },
      ]);
    }
    // The owner is not a member who was removed.
    expect((await toldAbout(owner.member.id)).map((told) => told.event)).toEqual([]);
  });
});
