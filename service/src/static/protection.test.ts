import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_ID, MEMBERS_VIDEOS_GROUP, MEMBERSHIP_PLAN_ID } from '@wf/config/app';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, revokeSession } from '../auth/session.ts';
import { contentGroups } from '../db/schema.ts';
import { EXAMPLE_APP_ID, EXAMPLE_PRO_PLAN_ID } from '../examples/app.ts';
import { insertMember } from '../members/testing.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';

/** What only members may read. */
const SECRET = 'Members-only lesson list';

/** A fixture of the examples folder (the real one may not exist yet, or be half written). */
const EXAMPLE_FILES: Readonly<Record<string, string>> = {
  'membership/index.html': '<!doctype html><title>Example</title><p>Welcome</p>',
  'membership/login.html': '<!doctype html><title>Login</title><p>Log in</p>',
  'membership/members.html': `<!doctype html><title>Members</title><p>${SECRET}</p>`,
  'membership/members-photo.png': 'not really a png',
  'membership/style.css': 'body { color: black; }',
  'membership/app.js': 'console.log("example");',
  'membership/.env': 'SECRET=1',
};

let test: TestApp;
let live: TestApp;

beforeAll(async () => {
  const make = async (overrides: Record<string, string>) => {
    const app = await createTestApp(overrides);
    return app;
  };
  test = await make({});
  const examplesDir = path.join(test.dir, 'examples');
  for (const [name, content] of Object.entries(EXAMPLE_FILES)) {
    await mkdir(path.dirname(path.join(examplesDir, name)), { recursive: true });
    await writeFile(path.join(examplesDir, name), content);
  }
  // The app is built before the folder is written, as the folder may appear after start-up.
  test = { ...test, ...(await rebuild(test, { EXAMPLES_DIR: examplesDir })) };
  live = await make({ EXAMPLES_DIR: examplesDir, WF_TEST_MODE: 'false' });
}, 60_000);
afterAll(async () => {
  await test.close();
  await live.close();
});

/** The same test database, served by an app with other variables. */
async function rebuild(
  base: TestApp,
  overrides: Record<string, string>,
): Promise<Pick<TestApp, 'app' | 'env'>> {
  const { createServiceApp } = await import('../testing/app.ts');
  const { parseEnv } = await import('../env.ts');
  const { silentLogger } = await import('../log.ts');
  const env = parseEnv({
    SITE_DIR: base.env.siteDir,
    DATA_DIR: base.env.dataDir,
    CONTENT_DIR: base.env.contentDir,
    APP_CACHE_SECONDS: '0',
    ...overrides,
  });
  return { app: createServiceApp({ db: base.database, env, logger: silentLogger() }), env };
}

/** A signed-in member of `appId` (with `paidPlanIds`), as the cookie a browser would send. */
async function memberCookie(appId: string, paidPlanIds: string[] = []): Promise<string> {
  const member = await insertMember(test.database, { appId, paidPlanIds });
  const session = await createSession(test.database.db, { appId, memberId: member.id, now: new Date() });
  return `_ms-mid=${session.token}`;
}

function get(target: string, cookie?: string, app: TestApp = test) {
  return app.app.request(target, cookie ? { headers: { Cookie: cookie } } : {});
}

async function expectTurnedAway(response: Response, location = '/examples/membership/login.html') {
  expect(response.status).toBe(302);
  expect(response.headers.get('Location')).toBe(location);
  expect(response.headers.get('Cache-Control')).toBe('no-store');
  expect(await response.text()).not.toContain(SECRET);
}

describe('/examples/ in test mode', () => {
  it('given a folder, it redirects to its slash and serves its index.html with the pages’ CSP', async () => {
    const bare = await get('/examples/membership?x=1');
    expect(bare.status).toBe(301);
    expect(bare.headers.get('Location')).toBe('/examples/membership/?x=1');
    const response = await get('/examples/membership/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Welcome');
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).toContain("style-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('given a page with or without .html, it serves the page; styles and scripts with their types', async () => {
    expect(await (await get('/examples/membership/login')).text()).toContain('Log in');
    expect(await (await get('/examples/membership/login.html')).text()).toContain('Log in');
    const css = await get('/examples/membership/style.css');
    expect(css.headers.get('Content-Type')).toBe('text/css; charset=utf-8');
    const js = await get('/examples/membership/app.js');
    expect(js.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('Content-Security-Policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('given a path to no file, a hidden file or outside the folder, it answers 404', async () => {
    for (const target of [
      '/examples/nothing.html',
      '/examples/membership/.env',
      '/examples/membership/%2e%2e/%2e%2e/package.json',
      '/examples/membership/..%2f..%2fpackage.json',
      '/examples/membership/login.html%00',
    ]) {
      const response = await get(target);
      expect(response.status, target).toBe(404);
    }
  });

  it('given a POST, it answers 405', async () => {
    const response = await test.app.request('/examples/membership/login.html', { method: 'POST' });
    expect(response.status).toBe(405);
  });

  it('given live mode, nothing under /examples/ is served (404)', async () => {
    for (const target of [
      '/examples',
      '/examples/membership/',
      '/examples/membership/login.html',
      '/examples/membership/style.css',
    ]) {
      const response = await get(target, undefined, live);
      expect(response.status, target).toBe(404);
      expect(await response.text()).not.toContain('Log in');
    }
  });
});

describe('page protection of the example app’s members area (attacks)', () => {
  it('given no session, the members page in every spelling is a 302 to the login page and none of the page', async () => {
    for (const target of [
      '/examples/membership/members',
      '/examples/membership/members.html',
      '/examples/membership/members/',
      '/examples/membership/members.html?preview=1',
      '/examples/membership/%2e/members.html',
      '/examples/membership/%2Fmembers.html',
      '/examples/membership//members.html',
      '/examples/membership/./members',
      '/examples/membership/members-photo.png',
    ]) {
      await expectTurnedAway(await get(target));
    }
  });

  it('given other spellings, none serves the page: a double slash before /examples, case variants', async () => {
    for (const target of [
      '//examples/membership/members.html',
      '/examples/membership/MEMBERS.html',
      '/examples/membership/Members',
      '/examples/Membership/members.html',
      '/Examples/membership/members.html',
    ]) {
      const response = await get(target);
      expect(response.status, target).not.toBe(200);
      expect(await response.text()).not.toContain(SECRET);
    }
  });

  it('given a session of another app (World Family’s), the members page is refused', async () => {
    await expectTurnedAway(await get('/examples/membership/members', await memberCookie(APP_ID)));
  });

  it('given a made-up or revoked session, the members page is refused', async () => {
    await expectTurnedAway(await get('/examples/membership/members', '_ms-mid=made-up-token'));
    const member = await insertMember(test.database, { appId: EXAMPLE_APP_ID });
    const session = await createSession(test.database.db, {
      appId: EXAMPLE_APP_ID,
      memberId: member.id,
      now: new Date(),
    });
    await revokeSession(test.database.db, session.id, new Date());
    await expectTurnedAway(await get('/examples/membership/members', `_ms-mid=${session.token}`));
  });

  it('given a signed-in member of the example app, the page is served, private and never stored', async () => {
    const cookie = await memberCookie(EXAMPLE_APP_ID);
    for (const target of ['/examples/membership/members', '/examples/membership/members.html']) {
      const response = await get(target, cookie);
      expect(response.status, target).toBe(200);
      expect(response.headers.get('Cache-Control')).toBe('private, no-store');
      expect(await response.text()).toContain(SECRET);
    }
  });

  it('given a page no group lists, anyone gets it', async () => {
    const response = await get('/examples/membership/login.html');
    expect(response.status).toBe(200);
  });
});

describe('page protection of the site (World Family’s content groups)', () => {
  const group = and(eq(contentGroups.appId, APP_ID), eq(contentGroups.key, MEMBERS_VIDEOS_GROUP));

  beforeAll(async () => {
    await test.database.db
      .update(contentGroups)
      .set({ urls: [{ url: 'temples/phoenix', filter: 'EQUALS' }] })
      .where(group);
  });
  afterAll(async () => {
    await test.database.db.update(contentGroups).set({ urls: [] }).where(group);
  });

  it('given no session, the page and its spellings are a 302 to the group’s redirect, or a 301 to the page', async () => {
    for (const target of [
      '/temples/phoenix',
      '/temples//phoenix',
      '/temples/./phoenix',
      '/temples/phoenix?x=1',
    ]) {
      const response = await get(target);
      expect(response.status, target).toBe(302);
      expect(response.headers.get('Location')).toBe('/membership');
      expect(response.headers.get('Cache-Control')).toBe('no-store');
      expect(await response.text()).not.toContain('Phoenix Temple');
    }
    for (const target of ['/temples/phoenix.html', '/temples/phoenix/']) {
      const response = await get(target);
      expect(response.status, target).toBe(301);
      expect(await response.text()).not.toContain('Phoenix Temple');
    }
  });

  it('given a member without the group’s plans, the page is refused; with the Membership, it is served privately', async () => {
    const free = await get('/temples/phoenix', await memberCookie(APP_ID));
    expect(free.status).toBe(302);
    const paid = await get('/temples/phoenix', await memberCookie(APP_ID, [MEMBERSHIP_PLAN_ID]));
    expect(paid.status).toBe(200);
    expect(paid.headers.get('Cache-Control')).toBe('private, no-store');
    expect(await paid.text()).toContain('Phoenix Temple');
  });

  it('given a plan of another app, it grants nothing here', async () => {
    const response = await get('/temples/phoenix', await memberCookie(EXAMPLE_APP_ID, [EXAMPLE_PRO_PLAN_ID]));
    expect(response.status).toBe(302);
  });

  it('given a group whose redirect is another origin, the viewer goes to / instead (no open redirect)', async () => {
    await test.database.db.update(contentGroups).set({ redirect: '//evil.example/x' }).where(group);
    try {
      const response = await get('/temples/phoenix');
      expect(response.headers.get('Location')).toBe('/');
    } finally {
      await test.database.db.update(contentGroups).set({ redirect: '/membership' }).where(group);
    }
  });

  it('given pages no group lists, they are served as before', async () => {
    const response = await get('/temples');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
  });
});
