import {
  authResponseSchema,
  INVALID_TOKEN_MESSAGE,
  MEMBER_COOKIE,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '@wf/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type AuthTest, createAuthTest, GOOD_PASSWORD } from '../routes/auth/test-kit.ts';
import { CSRF_MESSAGE } from './csrf.ts';
import { DEFAULT_SESSION_POLICY } from './session.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
let t: AuthTest;

beforeAll(async () => {
  t = await createAuthTest();
});
afterAll(async () => {
  await t.close();
});

/** Signs up through the API and answers the session token and the XSRF cookie value. */
async function signedUp(email: string) {
  const response = await t.request('/api/auth/signup', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: GOOD_PASSWORD }),
  });
  expect(response.status).toBe(201);
  const { data } = authResponseSchema.parse(await response.json());
  const xsrf = response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`))
    ?.split(';')[0]
    ?.split('=')[1];
  return { token: data.tokens.accessToken, xsrf: xsrf ?? '' };
}

/** A member-only write: POST /auth/send-email-verification. */
function write(headers: Record<string, string>) {
  return t.request('/api/auth/send-email-verification', { method: 'POST', headers });
}

describe('requireMember and the CSRF check', () => {
  it('given no token, a member-only call answers 401 Member not logged in', async () => {
    const response = await write({});
    expect(response.status).toBe(401);
    expect((await response.json()).error).toEqual({
      code: 'member/not-logged-in',
      message: 'Member not logged in',
    });
  });

  it('given an unknown bearer token, it answers 401 client/invalid-token and clears the cookie', async () => {
    const response = await write({ Authorization: 'Bearer not-a-real-token' });
    expect(response.status).toBe(401);
    expect((await response.json()).error).toEqual({
      code: 'client/invalid-token',
      message: INVALID_TOKEN_MESSAGE,
    });
    expect(response.headers.get('Set-Cookie')).toMatch(new RegExp(`^${MEMBER_COOKIE}=; .*Max-Age=0`));
  });

  it('given a cookie-authenticated write without the X-XSRF-TOKEN header, it is refused with 403', async () => {
    const { token, xsrf } = await signedUp('csrf-missing@example.org');
    const response = await write({ Cookie: `${MEMBER_COOKIE}=${token}; ${XSRF_COOKIE}=${xsrf}` });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toEqual({ code: 'forbidden', message: CSRF_MESSAGE });
  });

  it('given a cookie-authenticated write with a wrong X-XSRF-TOKEN header, it is refused with 403', async () => {
    const { token, xsrf } = await signedUp('csrf-wrong@example.org');
    const response = await write({
      Cookie: `${MEMBER_COOKIE}=${token}; ${XSRF_COOKIE}=${xsrf}`,
      [XSRF_HEADER]: `${xsrf}x`,
    });
    expect(response.status).toBe(403);
  });

  it('given a cookie-authenticated write with the matching X-XSRF-TOKEN header, it is accepted', async () => {
    const { token, xsrf } = await signedUp('csrf-ok@example.org');
    const response = await write({
      Cookie: `${MEMBER_COOKIE}=${token}; ${XSRF_COOKIE}=${xsrf}`,
      [XSRF_HEADER]: xsrf,
    });
    expect(response.status).toBe(200);
  });

  it('given a bearer-authenticated write, no CSRF header is needed', async () => {
    const { token } = await signedUp('csrf-bearer@example.org');
    const response = await write({ Authorization: `Bearer ${token}` });
    expect(response.status).toBe(200);
  });

  it('given a cookie-authenticated read, no CSRF header is needed', async () => {
    const { token } = await signedUp('csrf-read@example.org');
    const response = await t.request('/api/member', { headers: { Cookie: `${MEMBER_COOKIE}=${token}` } });
    expect(response.status).toBe(200);
    expect((await response.json()).data.auth.email).toBe('csrf-read@example.org');
  });

  it('given a session unused for longer than the idle timeout, its token is refused as invalid', async () => {
    const { token } = await signedUp('expiry@example.org');
    expect((await write({ Authorization: `Bearer ${token}` })).status).toBe(200);
    t.clock.advance(DEFAULT_SESSION_POLICY.idleMs);
    const response = await write({ Authorization: `Bearer ${token}` });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('client/invalid-token');
  });
});
