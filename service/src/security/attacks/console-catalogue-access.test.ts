/**
 * Attacks on the console's Plans and access and the members import (docs/console.md "Plans and
 * access", "Importing members"). Every route of the table is walked by console-access.test.ts
 * (401 for a visitor, 403 without the admin plan); here, what those checks do not show: an
 * administrator of another app can neither read nor change this app's plans, prices and content
 * groups, whatever ids they send, nor import members into it or give them this app's plans.
 */
import {
  APP_ID,
  FREE_PLAN_ID,
  MEMBERS_VIDEOS_GROUP,
  MEMBERSHIP_PLAN_ID,
  MEMBERSHIP_PRICE_ID,
} from '@wf/config/app';
import { consoleCatalogueResponseSchema, consoleImportResponseSchema } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentGroupPlans, contentGroups, members, plans, prices } from '../../db/schema.ts';
import {
  type ConsoleTest,
  call,
  createConsoleTest,
  insertOtherApp,
  OTHER_ADMIN_PLAN_ID,
  OTHER_APP,
  type SignedIn,
  signIn,
} from '../../routes/console/test-kit.ts';
import { APP_HEADERS } from '../../testing/app.ts';

let test: ConsoleTest;
let foreignAdmin: SignedIn;

beforeAll(async () => {
  test = await createConsoleTest();
  await insertOtherApp(test);
  foreignAdmin = await signIn(
    test,
    { email: 'catalogue-admin-elsewhere@example.org', planIds: [OTHER_ADMIN_PLAN_ID] },
    { id: OTHER_APP.id, publicKey: OTHER_APP.publicKey },
  );
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** World Family's plans, prices and groups as stored. */
async function catalogueRows() {
  const db = test.database.db;
  return {
    plans: await db.select().from(plans).where(eq(plans.appId, APP_ID)),
    prices: await db.select().from(prices).where(eq(prices.appId, APP_ID)),
    groups: await db.select().from(contentGroups).where(eq(contentGroups.appId, APP_ID)),
    grants: await db.select().from(contentGroupPlans).where(eq(contentGroupPlans.appId, APP_ID)),
  };
}

const ATTEMPTS: [string, string, unknown][] = [
  ['PATCH', `/admin/plans/${MEMBERSHIP_PLAN_ID}`, { name: 'Hijacked' }],
  ['POST', `/admin/plans/${MEMBERSHIP_PLAN_ID}/archive`, undefined],
  ['DELETE', `/admin/plans/${FREE_PLAN_ID}`, undefined],
  [
    'POST',
    `/admin/plans/${MEMBERSHIP_PLAN_ID}/prices`,
    { name: 'Cheap', amount: 1, currency: 'usd', interval: 'year' },
  ],
  ['PATCH', `/admin/plans/${MEMBERSHIP_PLAN_ID}/prices/${MEMBERSHIP_PRICE_ID}`, { name: 'Renamed' }],
  ['DELETE', `/admin/plans/${MEMBERSHIP_PLAN_ID}/prices/${MEMBERSHIP_PRICE_ID}`, undefined],
  ['PATCH', `/admin/content-groups/${MEMBERS_VIDEOS_GROUP}`, { plans: [] }],
  ['DELETE', `/admin/content-groups/${MEMBERS_VIDEOS_GROUP}`, undefined],
];

describe("another app's administrator", () => {
  it.each(ATTEMPTS)(
    "given this app's ids in their own app, %s %s answers 404 and changes nothing",
    async (method, path, body) => {
      const before = await catalogueRows();
      const response = await call(test, method, `/api${path}`, foreignAdmin.headers, body);
      expect(response.status).toBe(404);
      expect(await catalogueRows()).toEqual(before);
    },
  );

  it.each(ATTEMPTS)(
    'given naming this app, %s %s answers 401 and changes nothing',
    async (method, path, body) => {
      const before = await catalogueRows();
      const response = await call(
        test,
        method,
        `/api${path}`,
        { ...foreignAdmin.headers, ...APP_HEADERS },
        body,
      );
      expect(response.status).toBe(401);
      expect(await catalogueRows()).toEqual(before);
    },
  );

  it("given their own list, it holds their app's plans only", async () => {
    const response = await call(test, 'GET', '/api/admin/plans', foreignAdmin.headers);
    const data = consoleCatalogueResponseSchema.parse(await response.json()).data;
    expect(data.plans.map((plan) => plan.id)).toEqual([OTHER_ADMIN_PLAN_ID]);
    expect(data.contentGroups).toEqual([]);
  });

  it("given a content group of their own naming this app's plan, it is refused", async () => {
    const response = await call(test, 'POST', '/api/admin/content-groups', foreignAdmin.headers, {
      key: 'borrowed',
      name: 'Borrowed',
      plans: [MEMBERSHIP_PLAN_ID],
      urls: [{ url: '/x/', filter: 'STARTS' }],
      redirect: '/',
    });
    expect(response.status).toBe(400);
  });

  it("given an import, members go to their own app, never given this app's plans", async () => {
    const response = await call(test, 'POST', '/api/admin/members/import', foreignAdmin.headers, {
      csv: `email,plans\nmoved@example.org,\nplanned@example.org,${FREE_PLAN_ID}\n`,
    });
    expect(response.status).toBe(200);
    const data = consoleImportResponseSchema.parse(await response.json()).data;
    expect(data.created).toBe(1);
    expect(data.refused[0]).toMatchObject({ line: 3 });
    const rows = await test.database.db.select().from(members).where(eq(members.email, 'moved@example.org'));
    expect(rows.map((row) => row.appId)).toEqual([OTHER_APP.id]);
    expect(
      await test.database.db.select().from(members).where(eq(members.email, 'planned@example.org')),
    ).toEqual([]);
  });
});
