import { APP_ID } from '@wf/config/app';
import { createClient, MEMBER_COOKIE, memoryStorage } from '@wf/sdk';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../auth/session.ts';
import { apps } from '../db/schema.ts';
import { insertMember } from '../members/testing.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { seedService, TEST_SEED_OPTIONS } from '../testing/database.ts';
import {
  EXAMPLE_APP_ID,
  EXAMPLE_FREE_PLAN_ID,
  EXAMPLE_PRO_LESSON_HTML,
  EXAMPLE_PRO_LESSON_ID,
  EXAMPLE_PRO_PLAN_ID,
  EXAMPLE_PRO_PRICE_ID,
  EXAMPLE_TEST_PUBLIC_KEY,
} from './app.ts';

const HEADERS = { 'X-APP-ID': EXAMPLE_APP_ID, 'X-API-Key': EXAMPLE_TEST_PUBLIC_KEY };

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ WF_ALLOWED_ORIGINS: 'https://shop.example' });
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** A member of the example app, signed in with an SDK client of the example app. */
async function exampleMember(fields: Parameters<typeof insertMember>[1] = {}) {
  const member = await insertMember(test.database, { appId: EXAMPLE_APP_ID, ...fields });
  const session = await createSession(test.database.db, {
    appId: EXAMPLE_APP_ID,
    memberId: member.id,
    now: new Date(),
  });
  const storage = memoryStorage();
  storage.setItem(MEMBER_COOKIE, session.token);
  const client = createClient({
    apiUrl: 'http://localhost/api',
    appId: EXAMPLE_APP_ID,
    publicKey: EXAMPLE_TEST_PUBLIC_KEY,
    storage,
    fetch: (input, init) =>
      Promise.resolve(test.app.request(input instanceof Request ? input : String(input), init)),
  });
  return { member, session, client };
}

describe('the example app (test mode)', () => {
  it('given GET /api/app with its id and key, it answers its plans, content groups and custom fields', async () => {
    const response = await test.app.request('/api/app', { headers: HEADERS });
    expect(response.status).toBe(200);
    const { data } = await response.json();
    expect(data).toMatchObject({ id: EXAMPLE_APP_ID, name: 'Example Membership Site' });
    expect(
      data.customFields.map((field: { key: string; label: string }) => [field.key, field.label]),
    ).toEqual([
      ['first-name', 'First name'],
      ['last-name', 'Last name'],
      ['city', 'City'],
    ]);
    expect(data.plans).toEqual([
      expect.objectContaining({ id: EXAMPLE_FREE_PLAN_ID, name: 'Community', prices: [] }),
      expect.objectContaining({
        id: EXAMPLE_PRO_PLAN_ID,
        name: 'Pro',
        prices: [
          expect.objectContaining({
            id: EXAMPLE_PRO_PRICE_ID,
            amount: 5,
            currency: 'usd',
            type: 'SUBSCRIPTION',
            interval: { type: 'MONTHLY', count: 1 },
          }),
        ],
      }),
    ]);
    expect(data.contentGroups).toEqual([
      {
        key: 'members-area',
        name: 'Members area',
        urls: [{ url: 'examples/membership/members', filter: 'STARTS' }],
        redirect: '/examples/membership/login.html',
        plans: [],
      },
      expect.objectContaining({ key: 'pro-content', urls: [], plans: [EXAMPLE_PRO_PLAN_ID] }),
    ]);
  });

  it('given its allowed origins, they are the service’s own and WF_ALLOWED_ORIGINS', async () => {
    const [app] = await test.database.db.select().from(apps).where(eq(apps.id, EXAMPLE_APP_ID));
    expect(app?.allowedOrigins).toEqual(['http://localhost:4321', 'https://shop.example']);
  });

  it('given a member, they add and remove the Community plan themselves', async () => {
    const { client } = await exampleMember();
    const added = await client.addPlan({ planId: EXAMPLE_FREE_PLAN_ID });
    expect(added.data.planConnections.map((connection) => connection.planId)).toEqual([EXAMPLE_FREE_PLAN_ID]);
    const removed = await client.removePlan({ planId: EXAMPLE_FREE_PLAN_ID });
    expect(removed.data.planConnections).toEqual([]);
  });

  it('given a member without Pro, the Pro lesson is refused; a Pro member gets its HTML', async () => {
    const { client: free } = await exampleMember();
    await expect(free.getSecureContent({ contentId: EXAMPLE_PRO_LESSON_ID })).rejects.toMatchObject({
      status: 403,
    });
    const { client: pro } = await exampleMember({ paidPlanIds: [EXAMPLE_PRO_PLAN_ID] });
    const lesson = await pro.getSecureContent({ contentId: EXAMPLE_PRO_LESSON_ID });
    expect(lesson.data).toEqual({ contentId: EXAMPLE_PRO_LESSON_ID, content: EXAMPLE_PRO_LESSON_HTML });
  });

  it('given a checkout of the Pro price, the test payment provider’s checkout page opens', async () => {
    const { client } = await exampleMember();
    const { data } = await client.purchasePlansWithCheckout({
      priceId: EXAMPLE_PRO_PRICE_ID,
      successUrl: 'http://localhost:4321/examples/membership/members.html',
      cancelUrl: 'http://localhost:4321/examples/membership/index.html',
      autoRedirect: false,
    });
    expect(data.url).toMatch(/^http:\/\/localhost:4321\/api\/test-checkout\/cs_/);
    const page = await test.app.request(new URL(data.url).pathname);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pro');
  });

  it('given a start in live mode, the example app is removed with its members, and its key is refused', async () => {
    await exampleMember();
    const result = await seedService(test.database, { ...TEST_SEED_OPTIONS, testMode: false });
    expect(result.exampleApp).toBe(false);
    expect(await test.database.db.select().from(apps).where(eq(apps.id, EXAMPLE_APP_ID))).toEqual([]);
    const response = await test.app.request('/api/app', { headers: HEADERS });
    expect(response.status).toBe(401);
    const live = await test.app.request('/api/app', {
      headers: { 'X-APP-ID': EXAMPLE_APP_ID, 'X-API-Key': 'pk_example-membership-site-unused' },
    });
    expect(live.status).toBe(401);
    // World Family stays.
    expect(await test.database.db.select().from(apps).where(eq(apps.id, APP_ID))).toHaveLength(1);
  });
});
