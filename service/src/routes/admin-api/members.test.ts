/**
 * The admin API's member routes in-process (docs/admin-api.md): every route, and the attacks a
 * secret-key API invites: another app's key, a revoked key, a public key, a browser's Origin,
 * malformed queries and bodies (400, never 500), a paid plan through add-plan, the rate limit.
 */
import { ADMIN_PLAN_ID, APP_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { ADMIN_API_PER_KEY, ADMIN_API_ROUTES, AUDIT_ACTION_PATTERN, type Route } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretKey, revokeSecretKey } from '../../apps/secret-keys.ts';
import { createSession, findSessionAnyApp } from '../../auth/session.ts';
import { sessions } from '../../db/schema.ts';
import { EXAMPLE_APP_ID } from '../../examples/app.ts';
import { signedInMember } from '../../members/testing.ts';
import { latestAuditEvents } from '../../security/audit.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';

let test: TestApp;
let key: string;
let otherAppKey: string;

beforeAll(async () => {
  test = await createTestApp({ WF_TEST_MODE: 'true' });
  const now = new Date();
  key = (await createSecretKey(test.database.db, { appId: APP_ID, mode: 'test', now })).key;
  otherAppKey = (await createSecretKey(test.database.db, { appId: EXAMPLE_APP_ID, mode: 'test', now })).key;
});
afterAll(async () => {
  await test.close();
});

function call(
  path: string,
  init: { method?: string; body?: unknown; key?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { 'X-API-Key': init.key ?? key, ...init.headers };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return test.app.request(`/admin-api${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined
      ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }
      : {}),
  });
}

let counter = 0;
async function createMember(extra: Record<string, unknown> = {}, withKey = key) {
  counter += 1;
  const response = await call('/members', {
    method: 'POST',
    key: withKey,
    body: { email: `owner-made-${counter}@example.com`, password: 'a-long-pass-phrase-9', ...extra },
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { id: string; auth: { email: string } } }).data;
}

describe('given a secret key of World Family', () => {
  it('when creating a member with a free plan, fields, metadata, JSON and a login redirect, it answers the member', async () => {
    const response = await call('/members', {
      method: 'POST',
      body: {
        email: 'Jane.Owner@Example.com',
        password: 'a-long-pass-phrase-9',
        plans: [{ planId: FREE_PLAN_ID }],
        customFields: { 'first-name': ' Jane ' },
        metaData: { source: 'crm' },
        json: { score: 3 },
        loginRedirect: '/dashboard',
      },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      auth: { email: 'jane.owner@example.com' },
      verified: false,
      customFields: { 'first-name': 'Jane' },
      metaData: { source: 'crm' },
      json: { score: 3 },
      loginRedirect: '/dashboard',
      permissions: [],
      planConnections: [{ planId: FREE_PLAN_ID, planName: expect.any(String), type: 'FREE', active: true }],
    });
    expect(data.id).toMatch(/^mem_/);
  });

  it('when creating a member whose address is taken, it answers 409', async () => {
    const member = await createMember();
    const response = await call('/members', {
      method: 'POST',
      body: { email: member.auth.email, password: 'a-long-pass-phrase-9' },
    });
    expect(response.status).toBe(409);
  });

  it('when creating a member with a paid or an administrators plan, it answers 400 and creates nobody', async () => {
    for (const planId of [MEMBERSHIP_PLAN_ID, ADMIN_PLAN_ID]) {
      const response = await call('/members', {
        method: 'POST',
        body: { email: `paid-${planId}@example.com`, password: 'a-long-pass-phrase-9', plans: [{ planId }] },
      });
      expect(response.status).toBe(400);
      const found = await call(`/members/${encodeURIComponent(`paid-${planId}@example.com`)}`);
      expect(await found.json()).toEqual({ data: null });
    }
  });

  it('when retrieving by id and by e-mail address, it answers the member; a missing one is data null', async () => {
    const member = await createMember();
    const byId = (await (await call(`/members/${member.id}`)).json()) as { data: { id: string } };
    expect(byId.data.id).toBe(member.id);
    const byEmail = (await (await call(`/members/${encodeURIComponent(member.auth.email)}`)).json()) as {
      data: { id: string };
    };
    expect(byEmail.data.id).toBe(member.id);
    const missing = await call('/members/mem_nobody');
    expect(missing.status).toBe(200);
    expect(await missing.json()).toEqual({ data: null });
    expect(await (await call('/members/nobody%40example.com')).json()).toEqual({ data: null });
  });

  it('when updating, custom fields and metadata are merged, JSON replaced, address, verified and redirect set', async () => {
    const member = await createMember({
      customFields: { 'first-name': 'Ann', 'last-name': 'Lee' },
      metaData: { a: 1, b: 2 },
      json: { old: true },
    });
    const response = await call(`/members/${member.id}`, {
      method: 'PATCH',
      body: {
        customFields: { 'first-name': 'Anna' },
        metaData: { b: 3, c: 4 },
        json: { fresh: true },
        email: 'anna.new@example.com',
        verified: true,
        loginRedirect: null,
      },
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: Record<string, unknown> };
    expect(data).toMatchObject({
      customFields: { 'first-name': 'Anna', 'last-name': 'Lee' },
      metaData: { a: 1, b: 3, c: 4 },
      json: { fresh: true },
      auth: { email: 'anna.new@example.com' },
      verified: true,
      loginRedirect: null,
    });
  });

  it('when updating with an empty body, it answers the member unchanged', async () => {
    const member = await createMember();
    const response = await call(`/members/${member.id}`, { method: 'PATCH', body: {} });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { id: string } }).data.id).toBe(member.id);
    const noBody = await call(`/members/${member.id}`, { method: 'PATCH' });
    expect(noBody.status).toBe(200);
  });

  it('when updating to an address another member has, it answers 409', async () => {
    const first = await createMember();
    const second = await createMember();
    const response = await call(`/members/${second.id}`, {
      method: 'PATCH',
      body: { email: first.auth.email },
    });
    expect(response.status).toBe(409);
  });

  it('when adding and removing a free plan, it answers the text OK; a paid or administrators plan is refused', async () => {
    const member = await createMember();
    const added = await call(`/members/${member.id}/add-plan`, {
      method: 'POST',
      body: { planId: FREE_PLAN_ID },
    });
    expect(added.status).toBe(200);
    expect(await added.text()).toBe('OK');
    const paid = await call(`/members/${member.id}/add-plan`, {
      method: 'POST',
      body: { planId: MEMBERSHIP_PLAN_ID },
    });
    expect(paid.status).toBe(400);
    const admin = await call(`/members/${member.id}/add-plan`, {
      method: 'POST',
      body: { planId: ADMIN_PLAN_ID },
    });
    expect(admin.status).toBe(400);
    const held = (await (await call(`/members/${member.id}`)).json()) as {
      data: { planConnections: { planId: string }[] };
    };
    expect(held.data.planConnections.map((connection) => connection.planId)).toEqual([FREE_PLAN_ID]);
    const removed = await call(`/members/${member.id}/remove-plan`, {
      method: 'POST',
      body: { planId: FREE_PLAN_ID },
    });
    expect(await removed.text()).toBe('OK');
    const again = await call(`/members/${member.id}/remove-plan`, {
      method: 'POST',
      body: { planId: FREE_PLAN_ID },
    });
    expect(again.status).toBe(404);
  });

  it('when deleting, it answers the id and the member is gone', async () => {
    const member = await createMember();
    const response = await call(`/members/${member.id}`, {
      method: 'DELETE',
      body: { cancelStripeSubscriptions: true },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { id: member.id } });
    expect(await (await call(`/members/${member.id}`)).json()).toEqual({ data: null });
    expect((await call(`/members/${member.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('when listing two at a time, every member comes once, in order, with the total', async () => {
    for (let i = 0; i < 3; i += 1) await createMember();
    for (const order of ['ASC', 'DESC'] as const) {
      const seen: string[] = [];
      let after: number | undefined;
      let total = 0;
      for (let guard = 0; guard < 100; guard += 1) {
        const query = `?first=2&order=${order}${after !== undefined ? `&after=${after}` : ''}`;
        const page = (await (await call(`/members${query}`)).json()) as {
          data: { id: string; createdAt: string }[];
          totalCount: number;
          hasNextPage: boolean;
          endCursor: number;
        };
        expect(page.data.length).toBeLessThanOrEqual(2);
        seen.push(...page.data.map((member) => member.id));
        total = page.totalCount;
        if (!page.hasNextPage) break;
        after = page.endCursor;
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(total);
      const all = (await (await call('/members?first=100')).json()) as { data: { id: string }[] };
      const ids = all.data.map((member) => member.id);
      expect(seen).toEqual(order === 'ASC' ? ids : [...ids].reverse());
    }
  });

  it('when listing without a limit, the page holds up to 50 (the query may start with &)', async () => {
    const response = await call('/members?&order=ASC');
    expect(response.status).toBe(200);
    const page = (await response.json()) as { data: unknown[]; totalCount: number };
    expect(page.data.length).toBe(Math.min(50, page.totalCount));
  });

  it('when calling, each call is recorded in the audit log with the key as the actor', async () => {
    const member = await createMember();
    const events = await latestAuditEvents(test.database.db, APP_ID, { action: 'members.create', limit: 1 });
    expect(events[0]).toMatchObject({
      actorKind: 'secret-key',
      action: 'members.create',
      targetId: member.id,
      detail: { status: 200, mode: 'test' },
    });
    expect(events[0]?.actorId).toMatch(/^skey_/);
  });

  it("when changing a member's address, every session of the member ends; other changes end none", async () => {
    const { member, client } = await signedInMember(test, { password: 'a-long-pass-phrase-9' });
    const second = await createSession(test.database.db, {
      appId: APP_ID,
      memberId: member.id,
      now: new Date(),
    });
    const liveSessions = async () =>
      (await test.database.db.select().from(sessions).where(eq(sessions.memberId, member.id))).filter(
        (row) => row.revokedAt === null,
      ).length;

    const metaData = await call(`/members/${member.id}`, { method: 'PATCH', body: { metaData: { crm: 2 } } });
    expect(metaData.status).toBe(200);
    const sameAddress = await call(`/members/${member.id}`, {
      method: 'PATCH',
      body: { email: member.email },
    });
    expect(sameAddress.status).toBe(200);
    expect(await liveSessions()).toBe(2);
    expect((await client.getCurrentMember()).data?.id).toBe(member.id);

    const moved = await call(`/members/${member.id}`, {
      method: 'PATCH',
      body: { email: `moved-by-owner.${member.id}@example.com` },
    });
    expect(moved.status).toBe(200);
    expect(await liveSessions()).toBe(0);
    // The member's own browser is told its token is no longer valid.
    await expect(client.getCurrentMember()).rejects.toThrow(/invalid token/);
    expect(await findSessionAnyApp(test.database.db, { token: second.token, now: new Date() })).toBeNull();
  });
});

describe("the audit log of the site's admin routes", () => {
  it('given a signed-in administrator calling an admin route, the call is recorded with the member as the actor', async () => {
    const { member, session } = await signedInMember(test, { planIds: [ADMIN_PLAN_ID] });
    const response = await test.app.request('/api/admin/publish/pub_unknown', {
      headers: { ...APP_HEADERS, Authorization: `Bearer ${session.token}` },
    });
    expect(response.status).toBe(404);
    const [event] = await latestAuditEvents(test.database.db, APP_ID, {
      action: 'videos.publish-status',
      limit: 1,
    });
    expect(event).toMatchObject({
      actorKind: 'member',
      actorId: member.id,
      targetId: null,
      detail: { status: 404 },
    });
  });
});

describe('attacks on the admin API', () => {
  it("given another app's key, World Family's members are never reached", async () => {
    const member = await createMember();
    expect(await (await call(`/members/${member.id}`, { key: otherAppKey })).json()).toEqual({ data: null });
    const byEmail = await call(`/members/${encodeURIComponent(member.auth.email)}`, { key: otherAppKey });
    expect(await byEmail.json()).toEqual({ data: null });
    const update = await call(`/members/${member.id}`, {
      method: 'PATCH',
      key: otherAppKey,
      body: { verified: true },
    });
    expect(update.status).toBe(404);
    expect((await call(`/members/${member.id}`, { method: 'DELETE', key: otherAppKey })).status).toBe(404);
    const plan = await call(`/members/${member.id}/add-plan`, {
      method: 'POST',
      key: otherAppKey,
      body: { planId: FREE_PLAN_ID },
    });
    expect(plan.status).toBe(404);
    const list = (await (await call('/members?first=100', { key: otherAppKey })).json()) as {
      data: { id: string }[];
    };
    expect(list.data.map((m) => m.id)).not.toContain(member.id);
    // And the member is unchanged.
    const after = (await (await call(`/members/${member.id}`)).json()) as { data: { verified: boolean } };
    expect(after.data.verified).toBe(false);
  });

  it('given a revoked key, it answers 401', async () => {
    const made = await createSecretKey(test.database.db, { appId: APP_ID, mode: 'live', now: new Date() });
    expect((await call('/members', { key: made.key })).status).toBe(200);
    await revokeSecretKey(test.database.db, {
      appId: APP_ID,
      idOrLastFour: made.summary.id,
      now: new Date(),
    });
    const response = await call('/members', { key: made.key });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });

  it('given a public key, no key or a made-up secret key, it refuses', async () => {
    expect((await call('/members', { key: TEST_PUBLIC_KEY })).status).toBe(403);
    expect((await call('/members', { key: '' })).status).toBe(401);
    expect((await call('/members', { key: 'sk_sb_made-up-key-0000000000000000' })).status).toBe(401);
    const withAppId = await call('/members', { key: TEST_PUBLIC_KEY, headers: { 'X-APP-ID': APP_ID } });
    expect(withAppId.status).toBe(403);
  });

  it("given a browser's Origin, it answers 403 with no CORS headers, and a preflight gets none either", async () => {
    const response = await call('/members', { headers: { Origin: 'http://localhost:4321' } });
    expect(response.status).toBe(403);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await test.app.request('/admin-api/members', {
      method: 'OPTIONS',
      headers: { Origin: 'http://localhost:4321', 'Access-Control-Request-Method': 'GET' },
    });
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(preflight.headers.get('Access-Control-Allow-Methods')).toBeNull();
  });

  it.each([
    ['/members?first=0'],
    ['/members?first=101'],
    ['/members?first=abc'],
    ['/members?first=1.5'],
    ['/members?after=-1'],
    ['/members?after=1e400'],
    ['/members?order=up'],
  ])('given the malformed query %s, it answers 400', async (path) => {
    const response = await call(path);
    expect(response.status).toBe(400);
  });

  it.each([
    ['POST', '/members', '{not json'],
    ['POST', '/members', []],
    ['POST', '/members', { email: 'no-at-sign', password: 'a-long-pass-phrase-9' }],
    ['POST', '/members', { email: 'short@example.com', password: 'short' }],
    [
      'POST',
      '/members',
      { email: 'n@example.com', password: 'a-long-pass-phrase-9', customFields: { a: 1 } },
    ],
    [
      'POST',
      '/members',
      { email: 'u@example.com', password: 'a-long-pass-phrase-9', customFields: { nope: 'x' } },
    ],
    ['POST', '/members', { email: 'm@example.com', password: 'a-long-pass-phrase-9', metaData: 'text' }],
    ['POST', '/members', { email: 'p@example.com', password: 'a-long-pass-phrase-9', plans: [{}] }],
    ['PATCH', '/members/mem_x', { verified: 'yes' }],
    ['PATCH', '/members/mem_x', { json: [1, 2] }],
    ['PATCH', '/members/mem_x', { loginRedirect: 5 }],
    ['POST', '/members/mem_x/add-plan', {}],
    ['POST', '/members/mem_x/remove-plan', { planId: '' }],
    ['DELETE', '/members/mem_x', { cancelStripeSubscriptions: 'yes' }],
  ])('given %s %s with a malformed body, it answers 400', async (method, path, body) => {
    const response = await call(path, { method, body });
    expect(response.status, await response.clone().text()).toBe(400);
    expect(await response.json()).toMatchObject({
      error: { code: expect.any(String), message: expect.any(String) },
    });
  });

  it.each([
    ['/members/%00'],
    ['/members/a%00b'],
    ['/members/%E0%A4%A'],
    ['/members/%ED%A0%80'],
    ['/members/%F0%9F%98%80@example.com'],
    [`/members/${'x'.repeat(400)}`],
  ])('given the path %s, it answers 400 or data null, never 500', async (path) => {
    for (const method of ['GET', 'PATCH', 'DELETE']) {
      const response = await call(path, { method, ...(method === 'PATCH' ? { body: {} } : {}) });
      expect([200, 400, 404], `${method} ${path}`).toContain(response.status);
      if (response.status === 200) expect(await response.json()).toEqual({ data: null });
    }
    const plan = await call(`${path}/add-plan`, { method: 'POST', body: { planId: FREE_PLAN_ID } });
    expect([400, 404]).toContain(plan.status);
  });

  it('given an unknown path under /admin-api, it answers a JSON 404', async () => {
    const response = await call('/nothing-here');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: 'not-found' } });
  });
});

describe('the admin API route table', () => {
  it.each(Object.entries(ADMIN_API_ROUTES as Record<string, Route>))(
    'given %s without a key, its own route refuses it with 401 (not the catch-all 404) and names an audit action',
    async (_name, route) => {
      const path = route.path.replace('{id}', 'mem_unknown');
      const response = await test.app.request(`/admin-api${path}`, { method: route.method });
      expect(response.status).toBe(401);
      expect(route.audit).toMatch(AUDIT_ACTION_PATTERN);
    },
  );

  it('given the OpenAPI document, it describes the admin API under its own server', async () => {
    const document = (await (await test.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, { servers?: { url: string }[]; get?: { security: unknown[] } }>;
    };
    expect(document.paths['/members']?.servers?.[0]?.url).toBe('http://localhost:4321/admin-api');
    expect(document.paths['/members']?.get?.security).toEqual([{ secretKey: [] }]);
    expect(Object.keys(document.paths)).toContain('/members/{id}/add-plan');
  });
});

describe('the rate limit per key', () => {
  it('given more calls with one key than ADMIN_API_PER_KEY allows, the next is refused with 429 and Retry-After; another key still works', async () => {
    const frozen = new Date('2026-06-01T12:00:00Z');
    const limited = await createTestApp({ WF_TEST_MODE: 'true' }, { clock: () => frozen });
    try {
      const first = await createSecretKey(limited.database.db, { appId: APP_ID, mode: 'test', now: frozen });
      const second = await createSecretKey(limited.database.db, { appId: APP_ID, mode: 'test', now: frozen });
      const ask = (withKey: string) =>
        limited.app.request('/admin-api/members?first=1', { headers: { 'X-API-Key': withKey } });
      for (let i = 0; i < ADMIN_API_PER_KEY.limit; i += 1) expect((await ask(first.key)).status).toBe(200);
      const refused = await ask(first.key);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await ask(second.key)).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
