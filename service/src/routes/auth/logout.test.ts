import { authResponseSchema, MEMBER_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@wf/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOGGED_OUT_MESSAGE } from './logout.ts';
import { type AuthTest, createAuthTest, GOOD_PASSWORD } from './test-kit.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: AuthTest;

beforeAll(async () => {
  t = await createAuthTest();
});
afterAll(async () => {
  await t.close();
});

async function tokenFor(email: string) {
  const response = await t.request('/api/auth/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: GOOD_PASSWORD }),
  });
  return authResponseSchema.parse(await response.json()).data.tokens.accessToken;
}

describe('POST /member/logout', () => {
  it('given a signed-in client, logout revokes the session: its token is refused afterwards', async () => {
    const client = t.client();
    const { data } = await client.signupMemberEmailPassword({
      email: 'bye@example.org',
      password: GOOD_PASSWORD,
    });
    const answer = await client.logout();
    expect(answer).toEqual({ data: { success: true }, message: LOGGED_OUT_MESSAGE });
    const response = await t.request('/api/member', {
      headers: { Authorization: `Bearer ${data.tokens.accessToken}` },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('client/invalid-token');
  });

  it('given no session at all, logout succeeds and clears the cookies', async () => {
    const response = await t.request('/api/member/logout', { method: 'POST' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { success: true }, message: LOGGED_OUT_MESSAGE });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toEqual([
      expect.stringMatching(new RegExp(`^${MEMBER_COOKIE}=; Max-Age=0;.*HttpOnly`)),
      expect.stringMatching(new RegExp(`^${XSRF_COOKIE}=; Max-Age=0`)),
    ]);
  });

  it('given a cookie session, logout needs the CSRF header and then revokes only that session', async () => {
    const token = await tokenFor('cookie-bye@example.org');
    const other = authResponseSchema.parse(
      await (
        await t.request('/api/auth/login', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: 'cookie-bye@example.org', password: GOOD_PASSWORD }),
        })
      ).json(),
    ).data.tokens.accessToken;
    const cookie = `${MEMBER_COOKIE}=${token}; ${XSRF_COOKIE}=abc`;
    expect(
      (await t.request('/api/member/logout', { method: 'POST', headers: { Cookie: cookie } })).status,
    ).toBe(403);
    const response = await t.request('/api/member/logout', {
      method: 'POST',
      headers: { Cookie: cookie, [XSRF_HEADER]: 'abc' },
    });
    expect(response.status).toBe(200);
    expect((await t.request('/api/member', { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
      401,
    );
    expect((await t.request('/api/member', { headers: { Authorization: `Bearer ${other}` } })).status).toBe(
      200,
    );
  });
});

describe('the session cookie on https', () => {
  it('given an https PUBLIC_URL, the cookies carry Secure', async () => {
    const secure = await createAuthTest({ PUBLIC_URL: 'https://worldfamily.example' });
    try {
      const response = await secure.request('/api/auth/signup', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'secure@example.org', password: GOOD_PASSWORD }),
      });
      expect(response.status).toBe(201);
      const cookies = response.headers.getSetCookie();
      expect(cookies).toHaveLength(2);
      for (const cookie of cookies) expect(cookie).toMatch(/; Secure/);
      expect(cookies[0]).toMatch(/; HttpOnly/);
      expect(cookies[0]).toMatch(/; SameSite=Lax/);
    } finally {
      await secure.close();
    }
  });
});
