/**
 * Taking an account before its owner does, and signing someone in to the attacker's account
 * (docs/security.md "Proof of the address", "Provider sign-in"):
 *
 * - a provider that does not vouch for addresses (Facebook) pointed at the victim's address;
 * - a password or a provider account set up on an account made with the victim's address,
 *   kept after the victim proves the address by a code, a reset or the verification link;
 * - a provider callback URL started and approved by the attacker, opened by the victim.
 *
 * Each test is the attack, run against the service with Facebook and Google configured against
 * a real local OAuth server; each browser keeps its own cookies, as a real one does.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { MEMBER_COOKIE } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memberProviders, members } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { type AuthTest, createAuthTest, randomIp } from '../../routes/auth/test-kit.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const ORIGIN = 'http://localhost:4321';
const ATTACKER_PASSWORD = 'Attacker-Chose-This-91';
const OWNER_PASSWORD = 'Owner-Picked-Lantern-58';

let server: OAuth2Server;
let t: AuthTest;
/** What the local Facebook answers for the next profile request. */
let facebookProfile: Record<string, unknown> = {};
let serial = 0;

function json(body: () => unknown) {
  return (_req: IncomingMessage, res: ServerResponse) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(body()));
  };
}

beforeAll(async () => {
  server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const base = server.issuer.url ?? '';
  server.service.addRoute(
    'GET',
    '/me',
    json(() => facebookProfile),
  );
  t = await createAuthTest({
    OAUTH_FACEBOOK_CLIENT_ID: 'facebookclient',
    OAUTH_FACEBOOK_CLIENT_SECRET: 'facebooksecret',
    OAUTH_FACEBOOK_AUTHORIZE_URL: `${base}/authorize`,
    OAUTH_FACEBOOK_TOKEN_URL: `${base}/token`,
    OAUTH_FACEBOOK_PROFILE_URL: `${base}/me`,
  });
});
afterAll(async () => {
  await t.close();
  await server.stop();
});

beforeEach(() => {
  serial += 1;
});

/** A fresh address for this test. */
function address(who: string): string {
  return `${who}${serial}@example.org`;
}

/** One browser: its own cookies and its own address, as a person's. */
class Browser {
  readonly cookies = new Map<string, string>();
  readonly ip = randomIp();

  async request(path: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.cookies.size > 0) {
      headers.set('Cookie', [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    headers.set('X-Forwarded-For', this.ip);
    const response = await t.app.request(path, { ...init, headers });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      const gone = attributes.some((attribute) => /^\s*max-age=0\s*$/i.test(attribute));
      if (gone || value === '') this.cookies.delete(name.trim());
      else this.cookies.set(name.trim(), value.trim());
    }
    return response;
  }

  /** Submits a form of one of the service's pages. */
  form(path: string, fields: Record<string, string>): Promise<Response> {
    return this.request(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost:4321' },
      body: new URLSearchParams(fields).toString(),
    });
  }

  /** A JSON call of the API with the app's headers (cookie-authenticated, with the XSRF echo). */
  api(path: string, method: string, body?: unknown): Promise<Response> {
    return this.request(`/api${path}`, {
      method,
      headers: {
        'Content-Type': 'application/json',
        'X-APP-ID': APP_ID,
        'X-API-Key': TEST_PUBLIC_KEY,
        'X-XSRF-TOKEN': this.cookies.get('XSRF-TOKEN') ?? '',
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  }

  /** Opens a provider's popup and lets the provider approve at once: the callback's path, unopened. */
  async approveAtProvider(mode: 'signup' | 'login' | 'connect', params: Record<string, string> = {}) {
    const query = new URLSearchParams({
      provider: 'facebook',
      appId: APP_ID,
      publicKey: TEST_PUBLIC_KEY,
      origin: ORIGIN,
      ...params,
    });
    const started = await this.request(`/api/auth-provider/${mode}?${query}`);
    expect(started.status).toBe(303);
    const atProvider = await fetch(started.headers.get('location') ?? '', { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location') ?? '');
    return `${back.pathname}${back.search}`;
  }

  /** The whole popup: start, approve, callback. */
  async popup(mode: 'signup' | 'login' | 'connect', params: Record<string, string> = {}) {
    return this.request(await this.approveAtProvider(mode, params));
  }
}

/** What a popup page posts to its opener, or null when it posts nothing. */
async function posted(response: Response | string): Promise<{
  data?: { member: { id: string; verified: boolean; auth: { email: string; providers: unknown[] } } };
  error?: { code: string };
} | null> {
  const html = typeof response === 'string' ? response : await response.text();
  const block = html.match(/<script type="application\/json" id="wf-popup-result">(.*?)<\/script>/s)?.[1];
  return block ? JSON.parse(block).message : null;
}

async function memberRow(email: string) {
  const [row] = await t.database.db
    .select()
    .from(members)
    .where(and(eq(members.appId, APP_ID), eq(members.email, email)));
  return row;
}

async function providersOf(memberId: string) {
  const rows = await t.database.db
    .select({ provider: memberProviders.provider })
    .from(memberProviders)
    .where(eq(memberProviders.memberId, memberId));
  return rows.map((row) => row.provider);
}

/** The attacker's signup with the victim's address and the attacker's password: their browser is signed in. */
async function attackerSignsUpWith(email: string): Promise<Browser> {
  const attacker = new Browser();
  const response = await attacker.api('/auth/signup', 'POST', { email, password: ATTACKER_PASSWORD });
  expect(response.status).toBe(201);
  return attacker;
}

async function loginStatus(email: string, password: string): Promise<number> {
  const response = await new Browser().api('/auth/login', 'POST', { email, password });
  return response.status;
}

async function codeLogin(browser: Browser, email: string): Promise<Response> {
  expect((await browser.api('/auth/passwordless/login/send', 'POST', { email })).status).toBe(200);
  return browser.api('/auth/passwordless/login', 'POST', { email, passwordlessToken: t.lastCode(email) });
}

function mailsTo(email: string) {
  return t.sent.filter((mail) => mail.to === email);
}

describe('taking an address through a provider that does not vouch for it (Facebook)', () => {
  it("given an attacker's Facebook carrying the victim's address, the signup makes no account, and the victim then signs up as usual", async () => {
    const victim = address('fb-victim');
    facebookProfile = { id: `fb-attacker-${serial}`, name: 'Mallory', email: victim };
    const attacker = new Browser();
    const callback = await attacker.popup('signup');

    // The popup asks for the code mailed to the address; nobody is signed in, nothing is made.
    expect(callback.status).toBe(200);
    const page = await callback.text();
    expect(page).toContain('Confirm your e-mail address');
    expect(await posted(page)).toBeNull();
    expect(attacker.cookies.has(MEMBER_COOKIE)).toBe(false);
    expect(await memberRow(victim)).toBeUndefined();

    const signup = await new Browser().api('/auth/signup', 'POST', {
      email: victim,
      password: OWNER_PASSWORD,
    });
    expect(signup.status).toBe(201);
    const login = await new Browser().popup('login', { allowSignup: 'true' });
    expect((await posted(login))?.error?.code).toBe('provider/account-exists');
  });

  it('given the code mailed to the address entered in the popup, the account is made with the address proven and Facebook connected', async () => {
    const owner = address('fb-owner');
    facebookProfile = { id: `fb-owner-${serial}`, name: 'Olive', email: owner };
    const browser = new Browser();
    const callback = await browser.popup('signup');
    const state = (await callback.text()).match(/name="state" value="([^"]+)"/)?.[1] ?? '';
    const mail = mailsTo(owner).at(-1);
    expect(mail?.subject).toBe('Your signup code for World Family');
    expect(mail?.text).toContain('Enter this code to finish signing up for World Family with Facebook:');

    const wrong = await browser.form('/api/auth-provider/confirm', {
      state,
      code: '000000',
      action: 'confirm',
    });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('This code is not correct.');
    expect(await memberRow(owner)).toBeUndefined();

    const done = await browser.form('/api/auth-provider/confirm', {
      state,
      code: t.lastCode(owner),
      action: 'confirm',
    });
    const result = await posted(done);
    expect(result?.data?.member).toMatchObject({
      verified: true,
      auth: { email: owner, providers: [{ provider: 'facebook' }] },
    });
    expect(browser.cookies.has(MEMBER_COOKIE)).toBe(true);
    const again = await new Browser().popup('login');
    expect((await posted(again))?.data?.member.id).toBe(result?.data?.member.id);
  });

  it("given the popup's code form in another browser, or after cancel, it makes nothing", async () => {
    const victim = address('fb-form');
    facebookProfile = { id: `fb-form-${serial}`, name: null, email: victim };
    const attacker = new Browser();
    const callback = await attacker.popup('signup');
    const state = (await callback.text()).match(/name="state" value="([^"]+)"/)?.[1] ?? '';
    const elsewhere = await new Browser().form('/api/auth-provider/confirm', {
      state,
      code: t.lastCode(victim),
      action: 'confirm',
    });
    expect(elsewhere.status).toBe(410);
    const cancelled = await attacker.form('/api/auth-provider/confirm', { state, action: 'cancel' });
    expect((await posted(cancelled))?.error?.code).toBe('provider/cancelled');
    const late = await attacker.form('/api/auth-provider/confirm', {
      state,
      code: t.lastCode(victim),
      action: 'confirm',
    });
    expect(late.status).toBe(410);
    expect(await memberRow(victim)).toBeUndefined();
  });

  it("given an account made with the victim's address with the attacker's Facebook connected, the owner's reset disconnects it, signs the attacker out and says so", async () => {
    const victim = address('reset-victim');
    const attacker = await attackerSignsUpWith(victim);
    facebookProfile = { id: `fb-mallory-${serial}`, name: 'Mallory', email: `mallory${serial}@example.net` };
    const connected = await attacker.popup('connect');
    expect((await posted(connected)) as unknown).toMatchObject({ message: 'Facebook has been connected.' });

    const owner = new Browser();
    await owner.api('/auth/send-reset-password-email', 'POST', { email: victim });
    expect(mailsTo(victim).at(-1)?.text).toContain(
      'Resetting also confirms that this address is yours: Facebook, connected before it was confirmed, will then be disconnected.',
    );
    const reset = await owner.api('/auth/reset-password', 'POST', {
      email: victim,
      token: t.lastCode(victim),
      newPassword: OWNER_PASSWORD,
    });
    expect(reset.status).toBe(200);

    const member = await memberRow(victim);
    expect(await providersOf(member?.id ?? '')).toEqual([]);
    expect((await posted(await new Browser().popup('login')))?.error?.code).toBe('provider/no-account');
    expect((await attacker.api('/member', 'GET')).status).toBe(401);
    expect(mailsTo(victim).at(-1)).toMatchObject({
      subject: 'Your World Family e-mail address is confirmed',
    });
    expect(mailsTo(victim).at(-1)?.text).toContain('no longer signs in: Facebook.');
  });

  it('given such an account made before this rule (a Facebook sign-up without proof), the owner’s code sign-in disconnects Facebook', async () => {
    const victim = address('legacy-victim');
    const id = newId('mem');
    await t.database.db.insert(members).values({ id, appId: APP_ID, email: victim, verified: false });
    await t.database.db.insert(memberProviders).values({
      appId: APP_ID,
      memberId: id,
      provider: 'facebook',
      providerUserId: `fb-legacy-${serial}`,
      email: victim,
    });
    const owner = new Browser();
    expect((await codeLogin(owner, victim)).status).toBe(200);
    expect(await providersOf(id)).toEqual([]);
    facebookProfile = { id: `fb-legacy-${serial}`, name: null, email: victim };
    expect((await posted(await new Browser().popup('login')))?.data).toBeUndefined();
  });
});

describe('a password chosen before the address was proven', () => {
  it("given an attacker's signup with the victim's address, the victim's code sign-in ends the attacker's password and session, as the mails say; the victim sets a password", async () => {
    const victim = address('code-victim');
    const attacker = await attackerSignsUpWith(victim);
    const owner = new Browser();
    expect((await owner.api('/auth/passwordless/login/send', 'POST', { email: victim })).status).toBe(200);
    expect(mailsTo(victim).at(-1)?.text).toContain(
      'Signing in with this code confirms that it is yours, and then your password, set up before it was confirmed, will stop working.',
    );
    const signedIn = await owner.api('/auth/passwordless/login', 'POST', {
      email: victim,
      passwordlessToken: t.lastCode(victim),
    });
    expect(signedIn.status).toBe(200);
    expect((await signedIn.json()).data.member.auth.hasPassword).toBe(false);

    expect(await loginStatus(victim, ATTACKER_PASSWORD)).toBe(401);
    expect((await attacker.api('/member', 'GET')).status).toBe(401);
    expect(mailsTo(victim).at(-1)?.text).toContain('no longer signs in: your password.');
    expect((await owner.api('/member', 'GET')).status).toBe(200);
    expect((await owner.api('/member/set-password', 'POST', { password: OWNER_PASSWORD })).status).toBe(200);
    expect(await loginStatus(victim, OWNER_PASSWORD)).toBe(200);
  });

  it('given the verification link opened by the owner in another browser, a page asks first, and confirming ends the password chosen before', async () => {
    const victim = address('link-victim');
    const attacker = await attackerSignsUpWith(victim);
    expect((await attacker.api('/auth/send-email-verification', 'POST', {})).status).toBe(200);
    const link = new URL(
      mailsTo(victim)
        .at(-1)
        ?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? '',
    );

    const owner = new Browser();
    const asked = await owner.request(`${link.pathname}${link.search}`);
    expect(asked.status).toBe(200);
    const page = await asked.text();
    expect(page).toContain('Confirm your email address');
    expect(page).toContain('stops working when you confirm: your password.');
    expect((await memberRow(victim))?.verified).toBe(false);

    const confirmed = await owner.form('/api/auth/verify-email', {
      token: link.searchParams.get('token') ?? '',
      app: APP_ID,
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('location')).toMatch(/\?verified=1$/);
    expect((await memberRow(victim))?.verified).toBe(true);
    expect(await loginStatus(victim, ATTACKER_PASSWORD)).toBe(401);
    expect((await attacker.api('/member', 'GET')).status).toBe(401);
  });

  it('given the verification link opened in the browser signed in as the member, it verifies at once and keeps the password', async () => {
    const email = address('link-owner');
    const owner = new Browser();
    expect((await owner.api('/auth/signup', 'POST', { email, password: OWNER_PASSWORD })).status).toBe(201);
    await owner.api('/auth/send-email-verification', 'POST', {});
    const link = new URL(
      mailsTo(email)
        .at(-1)
        ?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0] ?? '',
    );
    const opened = await owner.request(`${link.pathname}${link.search}`);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toMatch(/\?verified=1$/);
    expect((await memberRow(email))?.verified).toBe(true);
    expect(await loginStatus(email, OWNER_PASSWORD)).toBe(200);
    expect((await owner.api('/member', 'GET')).status).toBe(200);
  });

  it('given a member whose address was proven before, a code sign-in removes nothing', async () => {
    const email = address('proven');
    await new Browser().api('/auth/signup', 'POST', { email, password: ATTACKER_PASSWORD });
    const owner = new Browser();
    await owner.api('/auth/send-reset-password-email', 'POST', { email });
    const reset = { email, token: t.lastCode(email), newPassword: OWNER_PASSWORD };
    expect((await owner.api('/auth/reset-password', 'POST', reset)).status).toBe(200);
    const before = mailsTo(email).length;
    expect((await codeLogin(new Browser(), email)).status).toBe(200);
    expect(await loginStatus(email, OWNER_PASSWORD)).toBe(200);
    expect(
      mailsTo(email)
        .slice(before)
        .map((mail) => mail.subject),
    ).toEqual(['Your login code for World Family']);
    expect(mailsTo(email).at(-1)?.text).not.toContain('will stop working');
  });
});

describe("signing the victim in to the attacker's account (provider login CSRF)", () => {
  it("given the attacker's approved, unopened callback URL opened in the victim's browser, the victim is not signed in", async () => {
    const email = address('csrf-attacker');
    facebookProfile = { id: `fb-csrf-${serial}`, name: null, email };
    // The attacker has an account with Facebook connected (made and proven by its code).
    const setup = new Browser();
    const state =
      (await (await setup.popup('signup')).text()).match(/name="state" value="([^"]+)"/)?.[1] ?? '';
    await setup.form('/api/auth-provider/confirm', { state, code: t.lastCode(email), action: 'confirm' });

    const attacker = new Browser();
    const unopened = await attacker.approveAtProvider('login');
    const victim = new Browser();
    const opened = await victim.request(unopened);
    expect(opened.status).toBe(403);
    const page = await opened.text();
    expect(page).toContain('This sign-in was started in another browser');
    expect(await posted(page)).toBeNull();
    expect(victim.cookies.has(MEMBER_COOKIE)).toBe(false);

    // The URL still works where it was started.
    const own = await attacker.request(unopened);
    expect((await posted(own))?.data?.member.auth.email).toBe(email);
  });

  it('given a callback URL opened with no flow cookie at all, nothing signs in', async () => {
    facebookProfile = { id: `fb-nocookie-${serial}`, name: null, email: address('nocookie') };
    const attacker = new Browser();
    const unopened = await attacker.approveAtProvider('login', { allowSignup: 'true' });
    const bare = await t.app.request(unopened, { headers: { 'X-Forwarded-For': randomIp() } });
    expect(bare.status).toBe(403);
    expect(bare.headers.getSetCookie().some((line) => line.startsWith(`${MEMBER_COOKIE}=`))).toBe(false);
  });
});
