/**
 * The console's Apps routes (docs/console.md "Apps") on a test service: an administrator creates
 * an app (a free plan, an admin plan, their member there holding it, audited in both apps), runs
 * it with the session the creation answers, lists it, comes back to it and creates another from
 * inside it; and the attacks: nobody reaches an app they did not create from their console (not
 * another app's administrator, not a member who shares the creator's address, not a forged id),
 * a session stops being given once the admin plan is taken away there, a creation is limited, and
 * a malformed name is a 400, never a 500.
 */
import { APP_ID } from '@wf/config/app';
import { ADMIN_PLAN_PREFIX } from '@wf/sdk/access';
import {
  CONSOLE_APPS_MAX,
  consoleAppSessionResponseSchema,
  consoleAppsResponseSchema,
  consoleMembersPageSchema,
} from '@wf/sdk/contract';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apps, auditEvents, consoleAppLinks, members, planConnections, plans } from '../../db/schema.ts';
import {
  type ConsoleTest,
  call,
  createConsoleTest,
  insertOtherApp,
  OTHER_ADMIN_PLAN_ID,
  OTHER_APP,
  type SignedIn,
  signIn,
  signInAdmin,
} from './test-kit.ts';

let test: ConsoleTest;
let admin: SignedIn;

beforeAll(async () => {
  test = await createConsoleTest();
  admin = await signInAdmin(test, {
    email: 'apps-admin@example.org',
    verified: true,
    customFields: { 'first-name': 'Ada', 'last-name': 'Lovelace', phone: '+1 555 0100' },
  });
  await insertOtherApp(test);
}, 60_000);
afterAll(async () => {
  await test.close();
});

async function created(headers: Record<string, string>, name: string) {
  const response = await call(test, 'POST', '/api/admin/apps', headers, { name });
  expect(response.status, await response.clone().text()).toBe(200);
  return consoleAppSessionResponseSchema.parse(await response.json()).data;
}

/** The headers of calls made in a created app with the session its route answered. */
function inApp(session: { app: { id: string; publicKey: string }; token: string }) {
  return {
    'X-APP-ID': session.app.id,
    'X-API-Key': session.app.publicKey,
    Authorization: `Bearer ${session.token}`,
  };
}

async function listed(headers: Record<string, string>) {
  const response = await call(test, 'GET', '/api/admin/apps', headers);
  expect(response.status, await response.clone().text()).toBe(200);
  return consoleAppsResponseSchema.parse(await response.json()).data.apps;
}

async function errorOf(response: Response | Promise<Response>) {
  const answer = await response;
  return {
    status: answer.status,
    ...((await answer.json()) as { error: { code: string; message: string } }).error,
  };
}

describe('creating an app from the console', () => {
  it('given a name, it makes the app with a free and an admin plan, the creator its administrator, and a session that runs its console', async () => {
    const session = await created(admin.headers, 'Lotus Studio');
    expect(session.app).toMatchObject({ name: 'Lotus Studio', home: false, current: true });
    expect(session.app.id).toMatch(/^app_lotus-studio-[a-z0-9]{4}$/);
    expect(session.app.publicKey).toMatch(/^pk_sb_lotus-studio-/);

    const offered = await test.database.db.select().from(plans).where(eq(plans.appId, session.app.id));
    expect(offered.map((plan) => plan.name).sort()).toEqual(['Admin', 'Free']);
    expect(offered.find((plan) => plan.name === 'Admin')).toMatchObject({ restricted: true });
    expect(offered.find((plan) => plan.name === 'Admin')?.id.startsWith(ADMIN_PLAN_PREFIX)).toBe(true);

    // Their member there: the address, verification and names of the home member, nothing else.
    const [member] = await test.database.db.select().from(members).where(eq(members.appId, session.app.id));
    expect(member).toMatchObject({
      email: 'apps-admin@example.org',
      verified: true,
      customFields: { 'first-name': 'Ada', 'last-name': 'Lovelace' },
      passwordHash: null,
    });

    // The session runs the new app's console: its members list holds the administrator alone.
    const list = await call(test, 'GET', '/api/admin/members', inApp(session));
    expect(list.status).toBe(200);
    const page = consoleMembersPageSchema.parse(await list.json()).data;
    expect(page.members.map((row) => row.email)).toEqual(['apps-admin@example.org']);

    // The app's own settings: its site is this service's, which the console runs on.
    const [row] = await test.database.db.select().from(apps).where(eq(apps.id, session.app.id));
    expect(row?.allowedOrigins).toContain(new URL(test.env.publicUrl).origin);

    // Audited in both apps, naming the app made.
    for (const appId of [APP_ID, session.app.id]) {
      const events = await test.database.db
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.appId, appId), eq(auditEvents.action, 'console.apps.created')));
      expect(events.map((event) => event.targetId)).toContain(session.app.id);
    }
  });

  it('given the apps listed from home and from inside a created app, both name the same apps, each marked current where it is', async () => {
    const second = await created(admin.headers, 'Second Temple');
    const fromHome = await listed(admin.headers);
    expect(fromHome[0]).toMatchObject({ id: APP_ID, home: true, current: true });
    expect(fromHome.map((app) => app.name)).toEqual(
      expect.arrayContaining(['Lotus Studio', 'Second Temple']),
    );
    const fromInside = await listed(inApp(second));
    expect(fromInside.map((app) => app.id)).toEqual(fromHome.map((app) => app.id));
    expect(fromInside.find((app) => app.current)?.id).toBe(second.app.id);
  });

  it('given an app created from inside a created app, it belongs to the same administrator at home', async () => {
    const first = (await listed(admin.headers)).find((app) => app.name === 'Lotus Studio');
    if (!first) throw new Error('Lotus Studio is not listed');
    const inside = await call(test, 'POST', `/api/admin/apps/${first.id}/session`, admin.headers);
    const session = consoleAppSessionResponseSchema.parse(await inside.json()).data;
    const third = await created(inApp(session), 'Third From Inside');
    const [link] = await test.database.db
      .select()
      .from(consoleAppLinks)
      .where(eq(consoleAppLinks.appId, third.app.id));
    expect(link).toMatchObject({ homeAppId: APP_ID, homeMemberId: admin.member.id });
    expect((await listed(admin.headers)).map((app) => app.id)).toContain(third.app.id);
  });

  it.each<[unknown]>([[{}], [{ name: '   ' }], [{ name: 'x'.repeat(101) }], [{ name: 42 }]])(
    'given the body %j, it answers 400 naming the field and makes nothing',
    async (body) => {
      const before = await test.database.db.select({ id: apps.id }).from(apps);
      const response = await call(test, 'POST', '/api/admin/apps', admin.headers, body);
      expect(response.status).toBe(400);
      expect(
        ((await response.json()) as { error: { details: { fields: object } } }).error.details.fields,
      ).toHaveProperty('name');
      expect(await test.database.db.select({ id: apps.id }).from(apps)).toHaveLength(before.length);
    },
  );
});

describe('a session in a created app', () => {
  it("given an administrator of another app with the creator's address, the app is not theirs: 404, no session", async () => {
    const mine = await created(admin.headers, 'Not For Others');
    const stranger = await signIn(
      test,
      { email: 'apps-admin@example.org', verified: true, planIds: [OTHER_ADMIN_PLAN_ID] },
      OTHER_APP,
    );
    const refused = await errorOf(
      call(test, 'POST', `/api/admin/apps/${mine.app.id}/session`, stranger.headers),
    );
    expect(refused).toMatchObject({ status: 404, code: 'console/app-not-administered' });
    expect((await listed(stranger.headers)).map((app) => app.id)).toEqual([OTHER_APP.id]);
  });

  it('given another administrator of the home app, the app is not theirs', async () => {
    const mine = await created(admin.headers, 'Mine Alone');
    const lookalike = await signInAdmin(test, { email: 'apps-colleague@example.org', verified: true });
    const refused = await errorOf(
      call(test, 'POST', `/api/admin/apps/${mine.app.id}/session`, lookalike.headers),
    );
    expect(refused).toMatchObject({ status: 404, code: 'console/app-not-administered' });
    expect((await listed(lookalike.headers)).map((app) => app.id)).toEqual([APP_ID]);
  });

  it('given an app that exists but was made by a file, or an id that names nothing, both answer the same 404', async () => {
    for (const appId of [OTHER_APP.id, 'app_nothing-here', 'x'.repeat(200)]) {
      const refused = await errorOf(call(test, 'POST', `/api/admin/apps/${appId}/session`, admin.headers));
      expect(refused, appId).toMatchObject({ status: 404, code: 'console/app-not-administered' });
    }
    // A path that climbs out of the route reaches no route at all.
    expect((await call(test, 'POST', '/api/admin/apps/%2e%2e/session', admin.headers)).status).toBe(404);
  });

  it('given a visitor or a member without the admin plan, every Apps route refuses before reading anything', async () => {
    const mine = await created(admin.headers, 'Guarded');
    const member = await signIn(test, { email: 'apps-plain@example.org' });
    const visitor = { 'X-APP-ID': APP_ID, 'X-API-Key': admin.headers['X-API-Key'] ?? '' };
    for (const [headers, status] of [
      [visitor, 401],
      [member.headers, 403],
    ] as const) {
      expect((await call(test, 'GET', '/api/admin/apps', headers)).status).toBe(status);
      expect((await call(test, 'POST', '/api/admin/apps', headers, { name: 'Sneaky' })).status).toBe(status);
      expect((await call(test, 'POST', `/api/admin/apps/${mine.app.id}/session`, headers)).status).toBe(
        status,
      );
    }
    expect(await test.database.db.select().from(apps).where(like(apps.name, 'Sneaky%'))).toEqual([]);
  });

  it('given the admin plan taken away in the created app, no new session is given there', async () => {
    const mine = await created(admin.headers, 'Handed Over');
    const [link] = await test.database.db
      .select()
      .from(consoleAppLinks)
      .where(eq(consoleAppLinks.appId, mine.app.id));
    if (!link) throw new Error('no link');
    await test.database.db.delete(planConnections).where(eq(planConnections.memberId, link.memberId));
    const refused = await errorOf(
      call(test, 'POST', `/api/admin/apps/${mine.app.id}/session`, admin.headers),
    );
    expect(refused).toMatchObject({ status: 403, code: 'forbidden' });
    expect(refused.message).toContain('Handed Over');
  });

  it('given the session of a created app, it does not pass for the home app', async () => {
    const mine = await created(admin.headers, 'Stays Inside');
    const asHome = { ...inApp(mine), 'X-APP-ID': APP_ID, 'X-API-Key': admin.headers['X-API-Key'] ?? '' };
    expect((await call(test, 'GET', '/api/admin/members', asHome)).status).toBe(401);
  });
});

describe('the limit of apps per administrator', () => {
  it(`given ${CONSOLE_APPS_MAX} apps made, the next is refused with 409 and nothing is made`, async () => {
    const owner = await signInAdmin(test, { email: 'apps-many@example.org' });
    for (let i = 0; i < CONSOLE_APPS_MAX; i += 1) await created(owner.headers, `Many ${i}`);
    const refused = await errorOf(
      call(test, 'POST', '/api/admin/apps', owner.headers, { name: 'One Too Many' }),
    );
    expect(refused).toMatchObject({ status: 409, code: 'console/app-limit' });
    expect(await test.database.db.select().from(apps).where(eq(apps.name, 'One Too Many'))).toEqual([]);
  });
});
