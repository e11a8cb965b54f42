/** Where a member is signed in (docs/security.md "Sessions"): list, sign out one, sign out the others. */
import { MEMBER_COOKIE, memberSessionsResponseSchema } from '@wf/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  otherSessionsEndedMessage,
  SESSION_ENDED_MESSAGE,
  SESSION_NOT_FOUND_MESSAGE,
} from '../../members/sessions.ts';
import { type AuthTest, createAuthTest, GOOD_PASSWORD } from '../auth/test-kit.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36';

let t: AuthTest;

beforeAll(async () => {
  t = await createAuthTest();
});
afterAll(async () => {
  await t.close();
});

/** Logs in from a browser (User-Agent) at an address; answers the session token. */
async function loginFrom(email: string, userAgent: string, ip: string): Promise<string> {
  const response = await t.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
      body: JSON.stringify({ email, password: GOOD_PASSWORD }),
    },
    ip,
  );
  expect(response.status).toBe(200);
  return (await response.json()).data.tokens.accessToken;
}

function call(path: string, token: string, body?: unknown): Promise<Response> {
  return t.request(path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function sessionsOf(token: string) {
  const response = await call('/api/member/sessions', token);
  expect(response.status).toBe(200);
  return memberSessionsResponseSchema.parse(await response.json());
}

async function signedUp(email: string): Promise<void> {
  await t.client().signupMemberEmailPassword({ email, password: GOOD_PASSWORD });
}

describe('GET /member/sessions', () => {
  it('given sign-ins from a phone and a computer, it lists both with device, browser and place, this one marked', async () => {
    await signedUp('two-devices@example.org');
    const phone = await loginFrom('two-devices@example.org', IPHONE, '192.168.1.20');
    t.clock.advance(10 * 60 * 1000);
    const computer = await loginFrom('two-devices@example.org', WINDOWS, '203.0.113.9');
    const { data } = await sessionsOf(phone);
    const mine = data.filter((session) => session.device !== null);
    expect(mine).toEqual([
      expect.objectContaining({
        current: false,
        device: 'Windows computer',
        browser: 'Chrome 141',
        place: null,
        ip: '203.0.113.9',
      }),
      expect.objectContaining({
        current: true,
        device: 'iPhone',
        browser: 'Safari 18',
        place: 'Local network',
      }),
    ]);
    expect(Date.parse(mine[0]?.lastActiveAt ?? '')).toBe(t.clock().getTime());
    expect((await sessionsOf(computer)).data.find((session) => session.current)?.device).toBe(
      'Windows computer',
    );
  });

  it('given no session, it answers 401', async () => {
    const response = await t.request('/api/member/sessions');
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('member/not-logged-in');
  });
});

describe('POST /member/sessions/revoke', () => {
  it('given another session of the member, it signs that device out and answers the sessions left', async () => {
    await signedUp('revoke-one@example.org');
    const here = await loginFrom('revoke-one@example.org', IPHONE, '10.0.0.2');
    const there = await loginFrom('revoke-one@example.org', WINDOWS, '10.0.0.3');
    const thereId = (await sessionsOf(there)).data.find((session) => session.current)?.id;
    const response = await call('/api/member/sessions/revoke', here, { sessionId: thereId });
    expect(response.status).toBe(200);
    const body = memberSessionsResponseSchema.parse(await response.json());
    expect(body.message).toBe(SESSION_ENDED_MESSAGE);
    expect(body.data.map((session) => session.id)).not.toContain(thereId);
    expect((await call('/api/member', there, { customFields: {} })).status).toBe(401);
    expect((await call('/api/member', here, { customFields: {} })).status).toBe(200);
  });

  it("given another member's session id, it answers 404 and that session lives on (attack: signing others out)", async () => {
    await signedUp('victim-sessions@example.org');
    await signedUp('attacker-sessions@example.org');
    const victim = await loginFrom('victim-sessions@example.org', IPHONE, '10.0.0.4');
    const attacker = await loginFrom('attacker-sessions@example.org', WINDOWS, '10.0.0.5');
    const victimId = (await sessionsOf(victim)).data.find((session) => session.current)?.id;
    const response = await call('/api/member/sessions/revoke', attacker, { sessionId: victimId });
    expect(response.status).toBe(404);
    expect((await response.json()).error.message).toBe(SESSION_NOT_FOUND_MESSAGE);
    expect((await call('/api/member', victim, { customFields: {} })).status).toBe(200);
  });

  it('given the session of this request, it signs out here and clears the cookie', async () => {
    await signedUp('revoke-self@example.org');
    const here = await loginFrom('revoke-self@example.org', IPHONE, '10.0.0.6');
    const hereId = (await sessionsOf(here)).data.find((session) => session.current)?.id;
    const response = await call('/api/member/sessions/revoke', here, { sessionId: hereId });
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(new RegExp(`^${MEMBER_COOKIE}=; Max-Age=0`)),
    );
    expect((await call('/api/member/sessions', here)).status).toBe(401);
  });

  it('given a body without a session id, it answers 400', async () => {
    await signedUp('revoke-bad@example.org');
    const here = await loginFrom('revoke-bad@example.org', IPHONE, '10.0.0.7');
    const response = await call('/api/member/sessions/revoke', here, { sessionId: '' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('validation/invalid-request');
  });
});

describe('POST /member/sessions/revoke-others', () => {
  it('given three sessions, it ends the two others and says so', async () => {
    await signedUp('revoke-others@example.org');
    const here = await loginFrom('revoke-others@example.org', IPHONE, '10.0.0.8');
    const others = [
      await loginFrom('revoke-others@example.org', WINDOWS, '10.0.0.9'),
      await loginFrom('revoke-others@example.org', WINDOWS, '10.0.0.10'),
    ];
    // The signup's own session is a third other.
    const response = await call('/api/member/sessions/revoke-others', here, {});
    const body = memberSessionsResponseSchema.parse(await response.json());
    expect(body.message).toBe(otherSessionsEndedMessage(3));
    expect(body.data).toEqual([expect.objectContaining({ current: true, device: 'iPhone' })]);
    for (const token of others) expect((await call('/api/member/sessions', token)).status).toBe(401);
    const again = memberSessionsResponseSchema.parse(
      await (await call('/api/member/sessions/revoke-others', here, {})).json(),
    );
    expect(again.message).toBe(otherSessionsEndedMessage(0));
  });
});
