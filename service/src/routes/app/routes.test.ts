import {
  ADMIN_PLAN_ID,
  APP_ID,
  FREE_PLAN_ID,
  LIVE_PUBLIC_KEY,
  MEMBERS_VIDEOS_GROUP,
  MEMBERSHIP_PLAN_ID,
  MEMBERSHIP_PRICE_ID,
  TEAM_PLAN_ID,
} from '@wf/config/app';
import { appResponseSchema, errorBodySchema, planResponseSchema } from '@wf/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HEADERS, connectionFrom, createTestApp, type TestApp } from '../../testing/app.ts';
import { seedService, TEST_SEED_OPTIONS } from '../../testing/database.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

/** GET /api/app from the machine owner's unlocked browser (the developer's own, in test mode). */
async function getApp() {
  const response = await test.app.request(
    '/api/app',
    { headers: { ...APP_HEADERS, Cookie: test.testToolsCookie } },
    connectionFrom('127.0.0.1'),
  );
  expect(response.status).toBe(200);
  return appResponseSchema.parse(await response.json());
}

describe('GET /api/app', () => {
  it('given World Family / it carries the app’s redirects and the plans’ own, for pages that say none (§9)', async () => {
    const { data } = await getApp();
    expect(data).toMatchObject({
      loginRedirect: '/dashboard',
      signupRedirect: '/dashboard',
      logoutRedirect: '/',
      mode: 'sandbox',
    });
    const plan = (id: string) => data.plans.find((candidate) => candidate.id === id);
    expect(plan(ADMIN_PLAN_ID)?.redirects).toEqual({
      afterLogin: '/admin/videos',
      afterSignup: null,
      afterLogout: null,
    });
    expect(plan(MEMBERSHIP_PLAN_ID)?.redirects?.afterLogin).toBe('/videos');
    expect(plan(FREE_PLAN_ID)?.redirects).toBeNull();
  });

  it('given the seeded app, it answers the site configuration in the contract shape', async () => {
    const { data } = await getApp();
    expect(data).toMatchObject({
      id: APP_ID,
      name: 'World Family',
      captchaRequired: false,
      // apps/world-family.json: the site's deep accent and its mark (docs/apps.md "Branding").
      branding: { logo: '/favicon.svg', colors: { lightMode: { primaryButton: '#3a2e7a' } } },
      additionalAuthMethods: { passwordless: { enabled: true, isDefault: false } },
    });
    expect(data.customFields.map((field) => [field.key, field.label])).toEqual([
      ['first-name', 'First Name'],
      ['last-name', 'Last Name'],
      ['name', 'Name'],
    ]);
    expect(data.authProviders.map((p) => p.provider)).toEqual([
      'google',
      'facebook',
      'github',
      'linkedin',
      'spotify',
      'dribbble',
    ]);
    // Test mode, test key, the machine's owner: every provider is offered (by the test sign-in page).
    expect(data.authProviders.every((p) => p.enabled === true)).toBe(true);
  });

  it('given a visitor from another machine in test mode, the providers without credentials stay disabled', async () => {
    const response = await test.app.request(
      '/api/app',
      { headers: APP_HEADERS },
      connectionFrom('203.0.113.7'),
    );
    const { data } = appResponseSchema.parse(await response.json());
    expect(data.authProviders.every((p) => p.enabled === false)).toBe(true);
  });

  it('given the live key and no provider credentials, the providers stay listed and disabled', async () => {
    const response = await test.app.request('/api/app', {
      headers: { ...APP_HEADERS, 'X-API-Key': LIVE_PUBLIC_KEY },
    });
    const { data } = appResponseSchema.parse(await response.json());
    expect(data.authProviders).toHaveLength(6);
    expect(data.authProviders.every((p) => p.enabled === false)).toBe(true);
  });

  it('given the seeded plans, it lists them with the $1.00 monthly price on Membership only', async () => {
    const { data } = await getApp();
    expect(data.plans.map((plan) => plan.id).sort()).toEqual(
      [FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, TEAM_PLAN_ID, ADMIN_PLAN_ID].sort(),
    );
    const membership = data.plans.find((plan) => plan.id === MEMBERSHIP_PLAN_ID);
    expect(membership?.prices).toEqual([
      {
        id: MEMBERSHIP_PRICE_ID,
        name: 'Monthly',
        type: 'SUBSCRIPTION',
        // Major units on the wire: $1.00 is 1 (the service keeps 100 cents inside).
        amount: 1,
        currency: 'usd',
        interval: { type: 'MONTHLY', count: 1 },
        freeTrial: { days: 7 },
      },
    ]);
    expect(data.plans.find((plan) => plan.id === FREE_PLAN_ID)?.prices).toEqual([]);
    expect(data.plans.find((plan) => plan.id === TEAM_PLAN_ID)).toMatchObject({
      maxTeamMembers: 5,
      teamAccountInviteSignupLink: '/signup',
    });
  });

  it('given content groups, it lists the members group and its plans without any secure content', async () => {
    const response = await test.app.request('/api/app', { headers: APP_HEADERS });
    const text = await response.text();
    const { data } = appResponseSchema.parse(JSON.parse(text));
    expect(data.contentGroups).toEqual([
      expect.objectContaining({
        key: MEMBERS_VIDEOS_GROUP,
        plans: [ADMIN_PLAN_ID, MEMBERSHIP_PLAN_ID, TEAM_PLAN_ID].sort(),
      }),
    ]);
    expect(text).not.toContain('vimeoId');
  });

  it('given a second seed, the answer is identical (the seed is idempotent)', async () => {
    const first = await getApp();
    await seedService(test.database, { ...TEST_SEED_OPTIONS, publicUrl: test.env.publicUrl });
    expect(await getApp()).toEqual(first);
  });

  it('answers with no-store caching and a request id', async () => {
    const response = await test.app.request('/api/app', { headers: APP_HEADERS });
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(response.headers.get('X-Request-Id')).toMatch(/.+/);
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });
});

describe('GET /api/app/plans/:planId', () => {
  it('given the Membership plan id, it answers the plan with its price', async () => {
    const response = await test.app.request(`/api/app/plans/${MEMBERSHIP_PLAN_ID}`, { headers: APP_HEADERS });
    expect(response.status).toBe(200);
    const { data } = planResponseSchema.parse(await response.json());
    expect(data.name).toBe('Membership');
    expect(data.prices[0]?.amount).toBe(1);
  });

  it('given an unknown plan id, it answers 404 with the spec message', async () => {
    const response = await test.app.request('/api/app/plans/pln_nope', { headers: APP_HEADERS });
    expect(response.status).toBe(404);
    expect(errorBodySchema.parse(await response.json()).error).toEqual({
      code: 'not-found',
      message: 'Plan pln_nope may not exist or is not available',
    });
  });
});

describe('POST /api/page-view', () => {
  const post = (body: string, headers: Record<string, string> = APP_HEADERS) =>
    test.app.request('/api/page-view', {
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/json' },
      body,
    });

  it("given @memberstack/dom's page view, it answers { data: null } and makes no analytics session", async () => {
    const response = await post(
      JSON.stringify({
        data: {
          sessionData: {
            browser: 'CHROME',
            os: 'LINUX',
            screenSize: 'DESKTOP',
            sessionId: 's1',
            utmParams: {},
          },
        },
      }),
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: null });
  });

  it('given a body of the wrong shape, it answers 400 validation/invalid-request', async () => {
    const response = await post(JSON.stringify({ data: 'every page' }));
    expect(response.status).toBe(400);
    expect(errorBodySchema.parse(await response.json()).error.code).toBe('validation/invalid-request');
  });

  it('given no app key, it is refused like every app call', async () => {
    const response = await post('{}', {});
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
  });
});
