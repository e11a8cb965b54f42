import {
  ADMIN_PLAN_ID,
  APP_ID,
  FREE_PLAN_ID,
  MEMBERSHIP_PLAN_ID,
  TEAM_MAX_MEMBERS,
  TEAM_PLAN_ID,
} from '@wf/config/app';
import { isWfError } from '@wf/sdk';
import { EMAIL_TAKEN_MESSAGE, planUnavailableMessage } from '@wf/sdk/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../../auth/password-policy.ts';
import { type AppSettings, apps, members, teams } from '../../db/schema.ts';
import { presentMember } from '../../members/present.ts';
import { grantTestPlan } from '../../members/testing.ts';
import { type AuthTest, createAuthTest, GOOD_PASSWORD, solveCaptcha } from './test-kit.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: AuthTest;

beforeAll(async () => {
  t = await createAuthTest();
});
afterAll(async () => {
  await t.close();
});

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isWfError(error)) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected the call to fail');
}

async function memberCount(email: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(members)
    .where(and(eq(members.appId, APP_ID), eq(members.email, email)));
  return row?.n ?? 0;
}

async function updateSettings(change: (settings: AppSettings) => AppSettings) {
  const [app] = await t.database.db.select().from(apps).where(eq(apps.id, APP_ID));
  if (!app) throw new Error('no app');
  await t.database.db
    .update(apps)
    .set({ settings: change(app.settings) })
    .where(eq(apps.id, APP_ID));
}

describe('POST /auth/signup', () => {
  it('given an address, a password, custom fields, metaData and the free plan, it creates the member and signs in', async () => {
    const client = t.client();
    const { data } = await client.signupMemberEmailPassword({
      email: ' New.Member@Example.org ',
      password: GOOD_PASSWORD,
      customFields: { 'first-name': ' Ada ', 'last-name': 'Lovelace' },
      metaData: { source: 'test' },
      plans: [{ planId: FREE_PLAN_ID }],
    });
    expect(data.member).toMatchObject({
      verified: false,
      customFields: { 'first-name': 'Ada', 'last-name': 'Lovelace' },
      metaData: { source: 'test' },
      auth: { email: 'new.member@example.org', hasPassword: true, providers: [] },
      planConnections: [
        {
          id: expect.stringMatching(/^con_/),
          active: true,
          planId: FREE_PLAN_ID,
          type: 'FREE',
          status: 'ACTIVE',
          payment: null,
        },
      ],
      stripeCustomerId: null,
      teams: { ownedTeams: [], joinedTeams: [] },
    });
    expect(new Date(data.member.createdAt).toISOString()).toBe(data.member.createdAt);
    expect((await client.getCurrentMember()).data?.id).toBe(data.member.id);
  });

  it('given a first and a last name and no name (the signup modal asks no name), the name is "First Last"', async () => {
    const { data } = await t.client().signupMemberEmailPassword({
      email: 'derived.name@example.org',
      password: GOOD_PASSWORD,
      customFields: { 'first-name': ' Ada ', 'last-name': ' Lovelace ' },
    });
    expect(data.member.customFields).toEqual({
      'first-name': 'Ada',
      'last-name': 'Lovelace',
      name: 'Ada Lovelace',
    });
  });

  it('given a name with the first and last names (a page of its own asks it), the name is the one given', async () => {
    const { data } = await t.client().signupMemberEmailPassword({
      email: 'own.name@example.org',
      password: GOOD_PASSWORD,
      customFields: { 'first-name': 'Ada', 'last-name': 'Lovelace', name: 'Countess of Lovelace' },
    });
    expect(data.member.customFields.name).toBe('Countess of Lovelace');
  });

  it('given the answer, it is 201 and sets the session and XSRF cookies', async () => {
    const response = await t.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'cookie-signup@example.org', password: GOOD_PASSWORD }),
    });
    expect(response.status).toBe(201);
    const names = response.headers.getSetCookie().map((cookie) => cookie.split('=')[0]);
    expect(names).toEqual(['_ms-mid', 'XSRF-TOKEN']);
  });

  it('given a @memberstack/dom client (it keeps the token itself, in a _ms-mid of its own), no cookie is set, and its bearer token works', async () => {
    const response = await t.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-User-Agent': '@memberstack/client@1.2.0' },
      body: JSON.stringify({ email: 'dom-signup@example.org', password: GOOD_PASSWORD }),
    });
    expect(response.status).toBe(201);
    expect(response.headers.getSetCookie()).toEqual([]);
    const { data } = await response.json();
    const member = await t.request('/api/member', {
      headers: {
        Authorization: `Bearer ${data.tokens.accessToken}`,
        'X-User-Agent': '@memberstack/client@1.2.0',
      },
    });
    expect((await member.json()).data.auth.email).toBe('dom-signup@example.org');
  });

  it('given an address that has an account (in any case), it answers 409 and creates nothing', async () => {
    await t.client().signupMemberEmailPassword({ email: 'taken@example.org', password: GOOD_PASSWORD });
    const error = await failure(
      t.client().signupMemberEmailPassword({ email: 'TAKEN@example.org', password: GOOD_PASSWORD }),
    );
    expect(error).toEqual({ status: 409, code: 'auth/email-taken', message: EMAIL_TAKEN_MESSAGE });
    expect(await memberCount('taken@example.org')).toBe(1);
  });

  it.each([
    ['the paid plan', MEMBERSHIP_PLAN_ID],
    ['the admin plan', ADMIN_PLAN_ID],
    ['an unknown plan', 'pln_nope'],
  ])('given %s, it answers 400 with the spec message and creates nothing', async (_, planId) => {
    const email = `plan-${planId.slice(4, 12)}@example.org`;
    const error = await failure(
      t.client().signupMemberEmailPassword({ email, password: GOOD_PASSWORD, plans: [{ planId }] }),
    );
    expect(error).toEqual({ status: 400, code: 'plan/unavailable', message: planUnavailableMessage(planId) });
    expect(await memberCount(email)).toBe(0);
  });

  it('given a custom field the app does not define, it answers 400 and creates nothing', async () => {
    const error = await failure(
      t.client().signupMemberEmailPassword({
        email: 'field@example.org',
        password: GOOD_PASSWORD,
        customFields: { 'favourite-colour': 'blue' },
      }),
    );
    expect(error?.status).toBe(400);
    expect(error?.message).toContain('favourite-colour');
    expect(await memberCount('field@example.org')).toBe(0);
  });

  it.each(['password1', 'iloveyou1', 'qwertyuiop', 'weak.local'])(
    'given the weak password %s, it answers 400 auth/weak-password',
    async (password) => {
      const error = await failure(
        t.client().signupMemberEmailPassword({ email: 'weak.local@example.org', password }),
      );
      expect(error).toEqual({ status: 400, code: 'auth/weak-password', message: WEAK_PASSWORD_MESSAGE });
    },
  );

  it('given a password of 7 characters, it answers 400 with the spec message', async () => {
    const response = await t.request('/api/auth/signup', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'short@example.org', password: 'Xy7-abc' }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe('Minimum 8 characters required');
  });

  it('given hidden custom fields stored for a member, they are never shown', async () => {
    const { data } = await t.client().signupMemberEmailPassword({
      email: 'hidden@example.org',
      password: GOOD_PASSWORD,
      customFields: { name: 'Ada' },
    });
    await updateSettings((settings) => ({
      ...settings,
      customFields: [
        ...settings.customFields,
        { key: 'staff-note', label: 'Staff note', order: 9, hidden: true, visibility: 'PRIVATE' },
      ],
    }));
    try {
      await t.database.db
        .update(members)
        .set({ customFields: { name: 'Ada', 'staff-note': 'secret' } })
        .where(eq(members.id, data.member.id));
      const member = await presentMember(t.database.db, data.member.id);
      expect(member.customFields).toEqual({ name: 'Ada' });
    } finally {
      await updateSettings((settings) => ({
        ...settings,
        customFields: settings.customFields.filter((field) => field.key !== 'staff-note'),
      }));
    }
  });
});

describe('POST /auth/signup with an invite token', () => {
  it('given a team owner, invitees join until the seats are taken, then signup fails and creates nothing', async () => {
    const ownerClient = t.client();
    const owner = await ownerClient.signupMemberEmailPassword({
      email: 'owner@example.org',
      password: GOOD_PASSWORD,
    });
    await grantTestPlan(t.database, owner.data.member.id, TEAM_PLAN_ID);
    const [ownedTeam] = (await ownerClient.getCurrentMember()).data?.teams.ownedTeams ?? [];
    expect(ownedTeam).toEqual({ teamId: expect.any(String), planName: 'Team' });
    const [team] = await t.database.db
      .select()
      .from(teams)
      .where(eq(teams.id, ownedTeam?.teamId ?? ''));
    const inviteToken = team?.inviteToken ?? '';

    for (let seat = 2; seat <= TEAM_MAX_MEMBERS; seat += 1) {
      const { data } = await t.client().signupMemberEmailPassword({
        email: `invitee${seat}@example.org`,
        password: GOOD_PASSWORD,
        inviteToken,
      });
      expect(data.member.teams.joinedTeams).toEqual([{ teamId: ownedTeam?.teamId, planName: 'Team' }]);
      expect(data.member.planConnections).toEqual([
        {
          id: expect.stringMatching(/^con_/),
          active: true,
          planId: TEAM_PLAN_ID,
          type: 'TEAM',
          status: 'ACTIVE',
          payment: null,
        },
      ]);
    }
    const error = await failure(
      t.client().signupMemberEmailPassword({
        email: 'one-too-many@example.org',
        password: GOOD_PASSWORD,
        inviteToken,
      }),
    );
    expect(error).toMatchObject({ status: 409, code: 'team/full' });
    expect(await memberCount('one-too-many@example.org')).toBe(0);
  });

  it('given an unknown invite token, it answers 400 team/invalid-invite and creates nothing', async () => {
    const error = await failure(
      t.client().signupMemberEmailPassword({
        email: 'bad-invite@example.org',
        password: GOOD_PASSWORD,
        inviteToken: 'no-such-token',
      }),
    );
    expect(error).toMatchObject({ status: 400, code: 'team/invalid-invite' });
    expect(await memberCount('bad-invite@example.org')).toBe(0);
  });
});

describe('POST /auth/signup when the app requires a captcha', () => {
  beforeAll(async () => {
    await updateSettings((settings) => ({ ...settings, captchaRequired: true }));
  });
  afterAll(async () => {
    await updateSettings((settings) => ({ ...settings, captchaRequired: false }));
  });

  it('given no captcha token, it answers 400 auth/captcha-failed', async () => {
    const error = await failure(
      t.client().signupMemberEmailPassword({ email: 'no-captcha@example.org', password: GOOD_PASSWORD }),
    );
    expect(error).toEqual({
      status: 400,
      code: 'auth/captcha-failed',
      message: 'The captcha check failed. Please try again.',
    });
  });

  it('given a solved challenge, signup passes once; the same token is refused after', async () => {
    const response = await t.request('/api/auth/captcha/challenge');
    expect(response.status).toBe(200);
    const captchaToken = solveCaptcha(await response.json());
    await t
      .client()
      .signupMemberEmailPassword({ email: 'captcha@example.org', password: GOOD_PASSWORD, captchaToken });
    const error = await failure(
      t
        .client()
        .signupMemberEmailPassword({ email: 'captcha2@example.org', password: GOOD_PASSWORD, captchaToken }),
    );
    expect(error?.code).toBe('auth/captcha-failed');
  });
});
