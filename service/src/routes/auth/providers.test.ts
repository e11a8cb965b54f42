/**
 * The provider sign-in popup through the service's own routes: the test provider (test mode,
 * zero configuration) end to end, the refusals a stranger meets (foreign origin, live key, a
 * token in the URL, a replayed callback, too many windows), and GitHub configured against a
 * real local OAuth server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_ID, FREE_PLAN_ID, LIVE_PUBLIC_KEY, TEST_PUBLIC_KEY } from '@wf/config/app';
import { MEMBER_COOKIE } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberProviders, members, planConnections } from '../../db/schema.ts';
import { signedInMember } from '../../members/testing.ts';
import { connectionFrom, createTestApp, type TestApp } from '../../testing/app.ts';
import { call, signInAdmin } from '../console/test-kit.ts';

const ORIGIN = 'http://localhost:4321';
let test: TestApp;
let ip = 0;

beforeAll(async () => {
  test = await createTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

/**
 * Each test's requests come from their own client address, as separate visitors would: all on
 * this machine (127.0.0.0/8), where test mode offers the test sign-in page.
 */
function nextClient() {
  ip += 1;
  return connectionFrom(`127.0.${ip}.1`);
}

type Client = ReturnType<typeof nextClient>;

/**
 * Each client's cookies, kept as its browser would: the flow cookie set when a popup opens binds
 * the flow to that browser (auth/providers/binding.ts), and its callback must carry it.
 */
const jars = new WeakMap<Client, Map<string, string>>();

/** A request from the client's browser: its cookies go out (besides `headers`), new ones are kept. */
async function send(app: TestApp['app'], url: string, init: RequestInit, client: Client): Promise<Response> {
  // Each browser starts unlocked by the machine's owner (docs/security.md "Test mode").
  const [ownerCookie = '', ownerToken = ''] = test.testToolsCookie.split('=');
  const jar = jars.get(client) ?? new Map<string, string>([[ownerCookie, ownerToken]]);
  jars.set(client, jar);
  const headers = new Headers(init.headers);
  const carried = [...jar].map(([name, value]) => `${name}=${value}`);
  if (carried.length > 0)
    headers.set('Cookie', [headers.get('Cookie'), ...carried].filter(Boolean).join('; '));
  const response = await app.request(url, { ...init, headers }, client);
  for (const line of response.headers.getSetCookie()) {
    const [name = '', value = ''] = (line.split(';')[0] ?? '').split('=');
    if (value) jar.set(name, value);
  }
  return response;
}

function get(app: TestApp['app'], url: string, client: Client, headers: Record<string, string> = {}) {
  return send(app, url, { headers }, client);
}

function startUrl(mode: 'signup' | 'login' | 'connect', params: Record<string, string> = {}) {
  const query = new URLSearchParams({
    provider: 'github',
    appId: APP_ID,
    publicKey: TEST_PUBLIC_KEY,
    origin: ORIGIN,
    ...params,
  });
  return `/api/auth-provider/${mode}?${query}`;
}

function pathOf(response: Response): string {
  const location = response.headers.get('location') ?? '';
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
}

/** A posted message, loosely: each test reads the fields it checks. */
interface Posted {
  origin: string;
  message: {
    data: { member: { id: string; auth: { email: string } }; tokens: { accessToken: string } };
    error: { code: string; message: string };
  };
}

/** What the result page posts to its opener, and where; null when it posts nothing. */
async function posted(response: Response): Promise<Posted | null> {
  const html = await response.text();
  const block = html.match(/<script type="application\/json" id="wf-popup-result">(.*?)<\/script>/s)?.[1];
  return block ? JSON.parse(block) : null;
}

/** The test provider's whole popup: start, the sign-in page, its form, the callback. */
async function testPopup(
  mode: 'signup' | 'login' | 'connect',
  form: Record<string, string>,
  options: { params?: Record<string, string>; cookie?: string; client?: Client } = {},
) {
  const client = options.client ?? nextClient();
  const headers: Record<string, string> = options.cookie
    ? { Cookie: `${MEMBER_COOKIE}=${options.cookie}` }
    : {};
  const started = await get(test.app, startUrl(mode, options.params), client, headers);
  expect(started.status).toBe(303);
  const signInPage = pathOf(started);
  expect(signInPage).toMatch(/^\/api\/auth-provider\/test-sign-in\?state=/);
  const state = new URL(signInPage, 'http://localhost').searchParams.get('state') ?? '';
  const submitted = await send(
    test.app,
    '/api/auth-provider/test-sign-in',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:4321' },
      body: new URLSearchParams({ state, action: 'continue', verified: 'yes', ...form }).toString(),
    },
    client,
  );
  const callback = submitted.status === 303 ? await get(test.app, pathOf(submitted), client) : submitted;
  return { started, state, submitted, callback, client };
}

describe('the test provider (test mode, no credentials)', () => {
  it('given the sign-in page, it names the provider and test mode, and has labelled fields', async () => {
    const started = await get(test.app, startUrl('signup'), nextClient());
    const page = await get(test.app, pathOf(started), nextClient());
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('Sign in with GitHub — test mode');
    expect(html).toContain('<strong>TEST MODE</strong>');
    expect(html).toMatch(
      /<label for="field-email">E-mail address<\/label><input id="field-email" name="email"/,
    );
    expect(page.headers.get('Cross-Origin-Opener-Policy')).toBeNull();
    expect(page.headers.get('Cache-Control')).toBe('no-store');
  });

  it('given a signup with plans and custom fields encoded twice (as @memberstack/dom sends them), it makes the member and posts the session to the opener', async () => {
    const plans = encodeURIComponent(JSON.stringify([{ planId: FREE_PLAN_ID }]));
    const customFields = encodeURIComponent(JSON.stringify({ 'first-name': 'Octo' }));
    const { callback } = await testPopup(
      'signup',
      { email: 'Octo@Example.org', name: 'Octo Cat' },
      { params: { plans, customFields } },
    );
    expect(callback.status).toBe(200);
    expect(callback.headers.get('set-cookie')).toContain(`${MEMBER_COOKIE}=`);
    const result = await posted(callback);
    expect(result?.origin).toBe(ORIGIN);
    expect(result?.message.data.member).toMatchObject({
      auth: { email: 'octo@example.org', hasPassword: false, providers: [{ provider: 'github' }] },
      customFields: { 'first-name': 'Octo' },
      verified: true,
    });
    expect(result?.message.data.tokens.accessToken).toEqual(expect.any(String));
    const [member] = await test.database.db
      .select()
      .from(members)
      .where(eq(members.email, 'octo@example.org'));
    const plansHeld = await test.database.db
      .select()
      .from(planConnections)
      .where(eq(planConnections.memberId, member?.id ?? ''));
    expect(plansHeld.map((plan) => plan.planId)).toEqual([FREE_PLAN_ID]);
  });

  it('given the same address again, a login signs in the same member', async () => {
    const first = await posted((await testPopup('signup', { email: 'again@example.org' })).callback);
    const again = await posted((await testPopup('login', { email: 'again@example.org' })).callback);
    expect(again?.message.data.member.id).toBe(first?.message.data.member.id);
  });

  it('given a login for nobody and signup not allowed, the opener is told to sign up first; allowSignup=true signs up', async () => {
    const refused = await posted((await testPopup('login', { email: 'nobody@example.org' })).callback);
    expect(refused?.message).toEqual({
      error: {
        code: 'provider/no-account',
        message: 'No account uses this GitHub account. Please sign up first.',
        details: { params: { provider: 'GitHub' } },
      },
    });
    const allowed = await posted(
      (await testPopup('login', { email: 'nobody@example.org' }, { params: { allowSignup: 'true' } }))
        .callback,
    );
    expect(allowed?.message.data.member.auth.email).toBe('nobody@example.org');
  });

  it('given Cancel on the sign-in page, the opener hears the sign-in was cancelled', async () => {
    const { callback } = await testPopup('signup', { action: 'cancel', email: '' });
    expect((await posted(callback))?.message.error.code).toBe('provider/cancelled');
  });

  it('given an address that is not one, the page says so and keeps the popup open', async () => {
    const { submitted } = await testPopup('signup', { email: 'not an address' });
    expect(submitted.status).toBe(400);
    const html = await submitted.text();
    expect(html).toContain('Enter an e-mail address such as name@example.com.');
    expect(html).toContain('aria-invalid="true"');
  });

  it('given an unverified provider address that has an account, the opener is told to log in and connect', async () => {
    await signedInMember(test, { email: 'taken@example.org', verified: true, password: 'a long password 1' });
    const { callback } = await testPopup('signup', { email: 'taken@example.org', verified: 'no' });
    expect((await posted(callback))?.message.error).toMatchObject({
      code: 'provider/account-exists',
      message: 'An account with this e-mail already exists: log in, then connect GitHub in your profile.',
    });
  });

  it('given an unverified provider address without an account, the popup asks for the code mailed to it and signs nobody in', async () => {
    const { callback } = await testPopup('signup', { email: 'unproven@example.org', verified: 'no' });
    expect(callback.status).toBe(200);
    const html = await callback.text();
    expect(html).toContain('<h1 id="proof-heading">Confirm your e-mail address</h1>');
    expect(html).toMatch(
      /<label for="field-code">Code from the e-mail<\/label><input id="field-code" name="code"/,
    );
    expect(callback.headers.getSetCookie().join()).not.toContain(`${MEMBER_COOKIE}=`);
  });
});

describe('connecting while signed in', () => {
  it('given the session cookie, it connects the provider to that member and posts the providers', async () => {
    const { member, session } = await signedInMember(test);
    const { callback } = await testPopup(
      'connect',
      { email: 'any@example.net', verified: 'no' },
      { cookie: session.token },
    );
    expect(await posted(callback)).toEqual({
      origin: ORIGIN,
      message: { data: { providers: [{ provider: 'github' }] }, message: 'GitHub has been connected.' },
    });
    const linked = await test.database.db
      .select()
      .from(memberProviders)
      .where(eq(memberProviders.memberId, member.id));
    expect(linked.map((row) => row.provider)).toEqual(['github']);
  });

  it('given no session cookie, only a token in the URL (as @memberstack/dom sends it), it refuses', async () => {
    const { session } = await signedInMember(test);
    const response = await get(test.app, startUrl('connect', { member: session.token }), nextClient());
    expect(response.status).toBe(401);
    expect((await posted(response))?.message.error.code).toBe('member/not-logged-in');
  });
});

describe('what a stranger meets', () => {
  it('given a visitor from another machine, the test sign-in page is not offered: it signs in as anyone', async () => {
    const stranger = connectionFrom('203.0.113.50');
    const response = await get(test.app, startUrl('signup'), stranger);
    expect((await posted(response))?.message.error.code).toBe('provider/unavailable');
    // Nor does a flow started on this machine open its page to them.
    const started = await get(test.app, startUrl('signup'), nextClient());
    const page = await get(test.app, pathOf(started), stranger);
    expect(page.status).toBe(410);
  });

  it('given an opener origin that is not the site’s, nothing is posted and no flow starts', async () => {
    const response = await get(test.app, startUrl('login', { origin: 'https://evil.example' }), nextClient());
    expect(response.status).toBe(403);
    expect(await posted(response)).toBeNull();
  });

  it('given the developer’s own browser before the unlock link was opened, the popup says how to unlock the test sign-in page', async () => {
    const response = await test.app.request(startUrl('signup'), {}, nextClient());
    expect(response.status).toBe(403);
    const html = await response.text();
    expect(html).toContain('<h1>Unlock the test tools</h1>');
    expect(html).toContain('open the link the service printed when it started');
  });

  it('given the opener’s host name alone (as @memberstack/dom sends it), it posts to the site’s exact origin', async () => {
    const response = await get(test.app, startUrl('login', { origin: 'localhost' }), nextClient());
    expect(response.status).toBe(303);
  });

  it('given the live key, the test sign-in page is never offered', async () => {
    const response = await get(test.app, startUrl('signup', { publicKey: LIVE_PUBLIC_KEY }), nextClient());
    expect((await posted(response))?.message.error).toMatchObject({
      code: 'provider/unavailable',
      message: 'Signing in with GitHub is not available on this site.',
    });
  });

  it('given an unknown provider or app, it refuses without a flow', async () => {
    expect(
      (await posted(await get(test.app, startUrl('signup', { provider: 'myspace' }), nextClient())))?.message
        .error.code,
    ).toBe('provider/unavailable');
    const noApp = await get(test.app, startUrl('signup', { appId: 'app_nope' }), nextClient());
    expect(noApp.status).toBe(400);
    expect(await posted(noApp)).toBeNull();
  });

  it('given the callback replayed, or a made-up state, the window says the sign-in has ended', async () => {
    const { submitted, client } = await testPopup('signup', { email: 'replay@example.org' });
    const replay = await get(test.app, pathOf(submitted), client);
    expect(replay.status).toBe(410);
    expect(await replay.text()).toContain('This sign-in has ended');
    expect(
      (await get(test.app, '/api/auth-provider/callback?state=made-up&code=test', nextClient())).status,
    ).toBe(410);
  });

  it('given 31 windows from one client in 15 minutes, the 31st is refused', async () => {
    const client = nextClient();
    for (let i = 0; i < 30; i += 1) expect((await get(test.app, startUrl('login'), client)).status).toBe(303);
    const refused = await get(test.app, startUrl('login'), client);
    expect(refused.status).toBe(429);
    expect((await posted(refused))?.message.error.code).toBe('rate-limited');
  });
});

/** A profile route of the local OAuth server, answering `body`. */
function json(body: unknown) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body));
  };
}

describe('each provider configured against a local OAuth server', () => {
  let server: OAuth2Server;
  let configured: TestApp;
  const PROFILE_PATHS = {
    google: '/userinfo',
    linkedin: '/userinfo',
    github: '/gh/user',
    facebook: '/me',
    spotify: '/v1/me',
    dribbble: '/v2/user',
  } as const;

  beforeAll(async () => {
    server = new OAuth2Server();
    await server.issuer.keys.generate('RS256');
    await server.start(0, '127.0.0.1');
    const base = server.issuer.url ?? '';
    server.service.addRoute('GET', '/gh/user', json({ id: 77, login: 'octo', name: null, avatar_url: null }));
    server.service.addRoute(
      'GET',
      '/gh/emails',
      json([{ email: 'octo@example.net', primary: true, verified: true }]),
    );
    server.service.addRoute('GET', '/me', json({ id: 'fb-9', name: 'Fay', email: 'fay@example.net' }));
    server.service.addRoute(
      'GET',
      '/v1/me',
      json({ id: 'sp-9', display_name: 'Spot', email: 'spot@example.net', images: [] }),
    );
    server.service.addRoute(
      'GET',
      '/v2/user',
      json({ id: 99, name: 'Drib', login: 'drib', avatar_url: null }),
    );
    server.service.on('beforeUserinfo', (userInfo: { body: Record<string, unknown> }) => {
      userInfo.body = { sub: 'johndoe', email: 'oidc@example.net', email_verified: true, name: 'Jo Doe' };
    });
    const env: Record<string, string> = {};
    for (const [provider, profile] of Object.entries(PROFILE_PATHS)) {
      const prefix = `OAUTH_${provider.toUpperCase()}_`;
      // Letters only: the mock server does not decode a form-encoded client id in HTTP Basic.
      env[`${prefix}CLIENT_ID`] = `${provider}client`;
      env[`${prefix}CLIENT_SECRET`] = `${provider}secret`;
      env[`${prefix}AUTHORIZE_URL`] = `${base}/authorize`;
      env[`${prefix}TOKEN_URL`] = `${base}/token`;
      env[`${prefix}PROFILE_URL`] = `${base}${profile}`;
      if (provider === 'google' || provider === 'linkedin') {
        env[`${prefix}ISSUER`] = base;
        env[`${prefix}JWKS_URL`] = `${base}/jwks`;
      }
    }
    env.OAUTH_GITHUB_EMAILS_URL = `${base}/gh/emails`;
    configured = await createTestApp(env);
  }, 60_000);
  afterAll(async () => {
    await configured.close();
    await server.stop();
  });

  /** The whole popup with a configured provider: start, the provider's redirect back, the callback. */
  async function popupWith(
    provider: string,
    mode: 'signup' | 'login' | 'connect',
    options: { cookie?: string } = {},
  ) {
    const client = nextClient();
    const headers: Record<string, string> = options.cookie
      ? { Cookie: `${MEMBER_COOKIE}=${options.cookie}` }
      : {};
    const started = await get(configured.app, startUrl(mode, { provider }), client, headers);
    const authorize = new URL(started.headers.get('location') ?? '');
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${server.issuer.url}/authorize`);
    expect(authorize.searchParams.get('redirect_uri')).toBe(
      `${configured.env.publicUrl}/api/auth-provider/callback`,
    );
    const atProvider = await fetch(authorize, { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') ?? '');
    return posted(await get(configured.app, `${back.pathname}${back.search}`, client));
  }

  it("given GitHub, the identity is kept with the provider's user id and address", async () => {
    await popupWith('github', 'signup');
    const [row] = await configured.database.db
      .select()
      .from(memberProviders)
      .where(and(eq(memberProviders.provider, 'github'), eq(memberProviders.providerUserId, '77')));
    expect(row?.email).toBe('octo@example.net');
  });

  it('given a callback whose state was never issued, nothing signs in', async () => {
    const response = await get(
      configured.app,
      '/api/auth-provider/callback?state=forged&code=abc',
      nextClient(),
    );
    expect(response.status).toBe(410);
  });

  it('given the provider refuses the code, the opener is told to try again', async () => {
    server.service.once('beforeResponse', (response: { statusCode: number; body: unknown }) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant' };
    });
    const result = await popupWith('github', 'login');
    expect(result?.message.error).toMatchObject({
      code: 'provider/failed',
      message: 'GitHub did not sign you in. Please try again.',
    });
  });

  it.each([
    ['facebook', 'Facebook', 'fay@example.net'],
    ['spotify', 'Spotify', 'spot@example.net'],
  ])(
    'given %s, which does not vouch for addresses, a signup makes no member until the code mailed to the address is entered',
    async (provider, name, email) => {
      const client = nextClient();
      const started = await get(configured.app, startUrl('signup', { provider }), client);
      const atProvider = await fetch(new URL(started.headers.get('location') ?? ''), { redirect: 'manual' });
      const back = new URL(atProvider.headers.get('location') ?? '');
      const page = await get(configured.app, `${back.pathname}${back.search}`, client);
      const html = await page.text();
      expect(html).toContain(`${name} did not confirm that <strong>${email}</strong> is yours`);
      expect(html).not.toContain('wf-popup-result');
      const made = await configured.database.db.select().from(members).where(eq(members.email, email));
      expect(made).toEqual([]);
    },
  );

  it.each([
    ['google', 'oidc@example.net'],
    ['linkedin', 'oidc@example.net'],
    ['github', 'octo@example.net'],
  ])(
    'given %s, a signup makes the member and a later login signs the same member in',
    async (provider, email) => {
      const signup = await popupWith(provider, 'signup');
      const memberId = signup?.message.data.member.id;
      expect(signup?.message.data.member.auth.email).toBe(email);
      const login = await popupWith(provider, 'login');
      expect(login?.message.data.member.id).toBe(memberId);
    },
  );

  it('given Dribbble, which shares no address, signup says what to do; connected first, it then logs in', async () => {
    const refused = await popupWith('dribbble', 'signup');
    expect(refused?.message.error.code).toBe('provider/no-email');
    const { member, session } = await signedInMember(configured, { password: 'a long password 1' });
    const connected = await popupWith('dribbble', 'connect', { cookie: session.token });
    expect(connected?.message).toMatchObject({ message: 'Dribbble has been connected.' });
    const login = await popupWith('dribbble', 'login');
    expect(login?.message.data.member.id).toBe(member.id);
  });

  it("given credentials an administrator entered in the console, the sign-in uses them, not the environment's", async () => {
    const admin = await signInAdmin(configured, { email: 'provider-console-admin@example.org' });
    const entered = { clientId: 'consolegithubclient', clientSecret: 'consolegithubsecret' };
    const saved = await call(
      configured,
      'POST',
      '/api/admin/sign-in/providers/github/credentials',
      admin.headers,
      entered,
    );
    expect(saved.status, await saved.clone().text()).toBe(200);
    const sent: Record<string, string>[] = [];
    const keep = (_response: unknown, req: { body: Record<string, string> }) => sent.push({ ...req.body });
    server.service.on('beforeResponse', keep);
    try {
      const client = nextClient();
      const started = await get(configured.app, startUrl('login', { provider: 'github' }), client);
      const authorize = new URL(started.headers.get('location') ?? '');
      expect(authorize.searchParams.get('client_id')).toBe(entered.clientId);
      const atProvider = await fetch(authorize, { redirect: 'manual' });
      const back = new URL(atProvider.headers.get('location') ?? '');
      const result = await posted(await get(configured.app, `${back.pathname}${back.search}`, client));
      expect(result?.message.data.member.auth.email).toBe('octo@example.net');
      expect(sent.at(-1)).toMatchObject({
        client_id: entered.clientId,
        client_secret: entered.clientSecret,
      });
    } finally {
      server.service.off('beforeResponse', keep);
      await call(configured, 'DELETE', '/api/admin/sign-in/providers/github/credentials', admin.headers);
    }
    // Forgotten, the environment's apply again.
    const again = await get(configured.app, startUrl('login', { provider: 'github' }), nextClient());
    expect(new URL(again.headers.get('location') ?? '').searchParams.get('client_id')).toBe('githubclient');
  });
});
