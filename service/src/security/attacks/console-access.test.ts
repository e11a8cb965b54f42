/**
 * Who may use the console (docs/console.md "Who may call it"). The table is walked, so a route
 * added to CONSOLE_ROUTES is covered without a new test: a visitor gets 401 and a member without
 * the admin plan 403 from every route, before anything is read or changed. An administrator of
 * another app on the same service neither sees nor changes this app's members, whichever app
 * they name.
 */
import { ADMIN_PLAN_ID, APP_ID, FREE_PLAN_ID } from '@wf/config/app';
import { CONSOLE_ROUTES, consoleMembersPageSchema, type Route } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apps,
  commentBlockedWords,
  commentBlocks,
  commentModerators,
  members,
  planConnections,
  secretKeys,
  sessions,
  webhookEndpoints,
} from '../../db/schema.ts';
import type { MemberRecord } from '../../members/present.ts';
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
let victim: SignedIn;
let member: SignedIn;
let foreignAdmin: SignedIn;

beforeAll(async () => {
  test = await createConsoleTest();
  victim = await signIn(test, { email: 'victim@example.org', planIds: [FREE_PLAN_ID] });
  member = await signIn(test, { email: 'not-an-admin@example.org', planIds: [FREE_PLAN_ID] });
  await insertOtherApp(test);
  foreignAdmin = await signIn(
    test,
    { email: 'admin-elsewhere@example.org', planIds: [OTHER_ADMIN_PLAN_ID] },
    { id: OTHER_APP.id, publicKey: OTHER_APP.publicKey },
  );
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** A call of the route on the victim, with a body the route would accept. */
function callOn(route: Route, headers: Record<string, string>, target: MemberRecord = victim.member) {
  const path = route.path
    .replace('{id}', target.id)
    .replace('{planId}', FREE_PLAN_ID)
    .replace('{memberId}', target.id)
    .replace('{commentId}', 'cmt_console-access')
    .replace('{provider}', 'google');
  const body =
    route.body === undefined || route.body === 'multipart'
      ? undefined
      : (MEMBER_BODIES[route.path] ??
        SITE_BODIES[route.path] ??
        CATALOGUE_BODIES[route.path] ??
        COMMUNITY_BODIES[route.path] ??
        SIGN_IN_BODIES[route.path] ??
        (route.path.endsWith('/plans') ? { planId: FREE_PLAN_ID } : { confirmEmail: target.email }));
  return call(test, route.method, `/api${path}`, headers, body);
}

/** Bodies the Members routes would accept beyond a plan and an address (docs/console.md "Actions"). */
const MEMBER_BODIES: Record<string, unknown> = {
  '/admin/members/{id}/comment-block': { duration: 'permanent', reason: 'Taken over' },
};

/** Bodies the Site and embedding routes would accept (docs/console.md "Site and embedding"). */
const SITE_BODIES: Record<string, unknown> = {
  '/admin/site': { name: 'Taken over', primaryColor: '#000000' },
  '/admin/site/origins': { origin: 'https://attacker.example' },
  '/admin/secret-keys': {},
  '/admin/webhooks': { url: 'http://127.0.0.1:9/steal', events: ['member.created'] },
};

/** Bodies the Plans and access routes would accept (docs/console.md "Plans and access"). */
const CATALOGUE_BODIES: Record<string, unknown> = {
  '/admin/plans/{id}/prices': { name: 'Stolen', amount: 100, currency: 'usd', interval: 'month' },
};

/** Bodies the Content and community routes would accept (docs/console.md "Content and community"). */
const COMMUNITY_BODIES: Record<string, unknown> = {
  '/admin/comments/reports/{commentId}/review': { action: 'hide' },
  '/admin/comments/blocked-words': { word: 'attack' },
  '/admin/comments/moderators': { member: 'victim@example.org' },
};

/** Bodies the Sign-up and sign-in routes would accept (docs/console.md "Sign-up and sign-in"). */
const SIGN_IN_BODIES: Record<string, unknown> = {
  '/admin/sign-in': { captchaRequired: false, loginRedirect: '/taken-over' },
  '/admin/sign-in/custom-fields': {
    fields: [{ key: 'stolen', label: 'Stolen', hidden: false, visibility: 'PUBLIC' }],
  },
  '/admin/sign-in/providers/{provider}': { enabled: false },
  '/admin/sign-in/providers/{provider}/credentials': {
    clientId: 'attacker',
    clientSecret: 'attacker-secret',
  },
};

/** What the victim is: their row, plans and sessions, and the app's settings, keys and webhooks. */
async function victimState() {
  const db = test.database.db;
  return {
    member: await db.select().from(members).where(eq(members.id, victim.member.id)),
    plans: await db.select().from(planConnections).where(eq(planConnections.memberId, victim.member.id)),
    sessions: await db.select().from(sessions).where(eq(sessions.memberId, victim.member.id)),
    app: await db.select().from(apps).where(eq(apps.id, APP_ID)),
    secretKeys: await db.select().from(secretKeys).where(eq(secretKeys.appId, APP_ID)),
    webhooks: await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.appId, APP_ID)),
    blockedWords: await db.select().from(commentBlockedWords).where(eq(commentBlockedWords.appId, APP_ID)),
    moderators: await db.select().from(commentModerators).where(eq(commentModerators.appId, APP_ID)),
    commentBlocks: await db.select().from(commentBlocks).where(eq(commentBlocks.memberId, victim.member.id)),
  };
}

const ROUTES = Object.entries(CONSOLE_ROUTES as Record<string, Route>);

describe('every route of the console', () => {
  it('given the table, every route is an admin route reached with the app headers, naming its audit action', () => {
    for (const [, route] of ROUTES) {
      expect(route.access, `${route.method} ${route.path}`).toBe('admin');
      expect(route.reach).toBe('app');
      expect(route.audit).toMatch(/^console\.[a-z-]+\./);
    }
  });

  it.each(ROUTES)('given a visitor, %s answers 401 and changes nothing', async (_name, route) => {
    const before = await victimState();
    const response = await callOn(route, { ...APP_HEADERS });
    expect(response.status, `${route.method} ${route.path}`).toBe(401);
    expect(await victimState()).toEqual(before);
  });

  it.each(ROUTES)(
    'given a member without the admin plan, %s answers 403 and changes nothing',
    async (_name, route) => {
      const before = await victimState();
      const response = await callOn(route, member.headers);
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect(await victimState()).toEqual(before);
    },
  );

  it.each(ROUTES)(
    "given another app's administrator naming this app, %s answers 401: their token is not this app's",
    async (_name, route) => {
      const before = await victimState();
      const response = await callOn(route, { ...foreignAdmin.headers, ...APP_HEADERS });
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      expect(await victimState()).toEqual(before);
    },
  );
});

describe("another app's administrator, in their own app", () => {
  it("given the list and the export, this app's members are not in them", async () => {
    const list = await call(test, 'GET', '/api/admin/members?limit=100', foreignAdmin.headers);
    expect(list.status).toBe(200);
    const page = consoleMembersPageSchema.parse(await list.json()).data;
    expect(page.members.map((row) => row.id)).toEqual([foreignAdmin.member.id]);
    expect(page.totalCount).toBe(1);
    const found = await call(test, 'GET', '/api/admin/members?q=victim', foreignAdmin.headers);
    expect(consoleMembersPageSchema.parse(await found.json()).data.members).toEqual([]);
    const csv = await (await call(test, 'GET', '/api/admin/members/export.csv', foreignAdmin.headers)).text();
    expect(csv).not.toContain('victim@example.org');
    expect(csv).not.toContain(victim.member.id);
  });

  it.each(ROUTES.filter(([, route]) => route.path.includes('{id}')))(
    "given this app's member's id, %s answers 404 and changes nothing",
    async (_name, route) => {
      const before = await victimState();
      const response = await callOn(route, foreignAdmin.headers);
      expect(response.status, `${route.method} ${route.path}`).toBe(404);
      expect(await victimState()).toEqual(before);
    },
  );

  it("given a cursor of this app's list, it still pages their own app only", async () => {
    const admin = await signIn(test, { email: 'cursor-admin@example.org', planIds: [ADMIN_PLAN_ID] });
    const ours = await call(test, 'GET', '/api/admin/members?limit=1&sort=email', admin.headers);
    const cursor = consoleMembersPageSchema.parse(await ours.json()).data.nextCursor;
    const theirs = await call(
      test,
      'GET',
      `/api/admin/members?sort=email&after=${cursor}`,
      foreignAdmin.headers,
    );
    const rows = consoleMembersPageSchema.parse(await theirs.json()).data.members;
    for (const row of rows) expect(row.id).not.toBe(victim.member.id);
    const [victimRow] = await test.database.db.select().from(members).where(eq(members.id, victim.member.id));
    expect(victimRow?.appId).toBe(APP_ID);
  });
});
