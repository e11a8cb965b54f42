import { APP_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID } from '@wf/config/app';
import {
  authResponseSchema,
  INVALID_TOKEN_MESSAGE,
  MEMBER_COOKIE,
  memberSchema,
  XSRF_COOKIE,
} from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from '../../auth/password.ts';
import { members, planConnections, sessions } from '../../db/schema.ts';
import { sha256 } from '../../ids.ts';
import { insertAppLike } from '../../testing/database.ts';
import { INVALID_CREDENTIALS_MESSAGE } from './common.ts';
import { type AuthTest, createAuthTest, GOOD_PASSWORD, randomIp } from './test-kit.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
let t: AuthTest;

beforeAll(async () => {
  t = await createAuthTest();
});
afterAll(async () => {
  await t.close();
});

async function signup(email: string) {
  return t.client().signupMemberEmailPassword({ email, password: GOOD_PASSWORD });
}

function login(body: unknown, ip = randomIp()) {
  return t.request(
    '/api/auth/login',
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
    ip,
  );
}

describe('POST /auth/login', () => {
  it('given a member, when logging in with the right password, it answers the member and a session token', async () => {
    await signup('ada@example.org');
    const client = t.client();
    const { data } = await client.loginMemberEmailPassword({
      email: 'Ada@Example.org ',
      password: GOOD_PASSWORD,
    });
    expect(memberSchema.parse(data.member).auth).toEqual({
      email: 'ada@example.org',
      hasPassword: true,
      providers: [],
    });
    expect(data.tokens.expires).toBe(t.clock().getTime() + 90 * 24 * 60 * 60 * 1000);
    const current = await client.getCurrentMember();
    expect(current.data?.id).toBe(data.member.id);
  });

  it('given includeContentGroups, it answers the groups the member may see', async () => {
    const signedUp = await t.client().signupMemberEmailPassword({
      email: 'groups@example.org',
      password: GOOD_PASSWORD,
      plans: [{ planId: FREE_PLAN_ID }],
    });
    const login = () =>
      t.client().loginMemberEmailPassword({
        email: 'groups@example.org',
        password: GOOD_PASSWORD,
        options: { includeContentGroups: true },
      });
    // The free plan opens no group; the videos come with the Membership.
    expect((await login()).data.contentGroups).toEqual([]);
    await t.database.db.insert(planConnections).values({
      id: 'con_groups-membership',
      appId: APP_ID,
      memberId: signedUp.data.member.id,
      planId: MEMBERSHIP_PLAN_ID,
      type: 'SUBSCRIPTION',
      status: 'TRIALING',
    });
    expect((await login()).data.contentGroups?.map((group) => group.key)).toEqual(['members-videos']);
  });

  it('given a wrong password and an unknown address, it answers the same 401 status and body', async () => {
    await signup('known@example.org');
    const wrong = await login({ email: 'known@example.org', password: 'not the password' });
    const unknown = await login({ email: 'nobody@example.org', password: 'not the password' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const wrongBody = await wrong.json();
    expect(await unknown.json()).toEqual(wrongBody);
    expect(wrongBody).toEqual({
      error: { code: 'auth/invalid-credentials', message: INVALID_CREDENTIALS_MESSAGE },
    });
  });

  it('given an unknown address, the answer still costs a password hash (no timing difference)', async () => {
    await signup('timing@example.org');
    // CPU time, not wall time: argon2 runs on libuv's pool, whose threads count in this
    // process's usage, and CPU time does not stretch when the machine is busy.
    const cpuMsOf = async (email: string) => {
      const before = process.cpuUsage();
      await login({ email, password: 'not the password' });
      const used = process.cpuUsage(before);
      return (used.user + used.system) / 1000;
    };
    const median = (values: number[]) =>
      [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      known.push(await cpuMsOf('timing@example.org'));
      unknown.push(await cpuMsOf(`ghost${i}@example.org`));
    }
    // One argon2id verification (m=19456 KiB, t=2) costs several milliseconds of CPU, most of
    // a wrong-password login; an unknown address that skipped it would cost a fraction of that.
    expect(median(known)).toBeGreaterThan(3);
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.6);
  });

  it('given two logins, each gets a new token of at least 128 bits, stored only as its hash', async () => {
    await signup('tokens@example.org');
    const first = authResponseSchema.parse(
      await (await login({ email: 'tokens@example.org', password: GOOD_PASSWORD })).json(),
    );
    const second = authResponseSchema.parse(
      await (await login({ email: 'tokens@example.org', password: GOOD_PASSWORD })).json(),
    );
    const tokens = [first.data.tokens.accessToken, second.data.tokens.accessToken];
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens) {
      expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
      const rows = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(token)));
      expect(rows).toHaveLength(1);
      const stored = JSON.stringify(await t.database.db.select().from(sessions));
      expect(stored).not.toContain(token);
    }
  });

  it('given a login, it sets an HttpOnly SameSite=Lax session cookie without Secure on http, and a readable XSRF cookie', async () => {
    await signup('cookies@example.org');
    const response = await login({ email: 'cookies@example.org', password: GOOD_PASSWORD });
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((cookie) => cookie.startsWith(`${MEMBER_COOKIE}=`));
    const xsrf = cookies.find((cookie) => cookie.startsWith(`${XSRF_COOKIE}=`));
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    expect(session).toMatch(/; Path=\//);
    expect(session).toMatch(/; Max-Age=7776000/);
    expect(session).not.toMatch(/Secure/);
    expect(xsrf).toMatch(/; SameSite=Lax/);
    expect(xsrf).not.toMatch(/HttpOnly/);
  });

  it('given the stored password, it is an argon2id hash with m >= 19456 and t >= 2', async () => {
    await signup('hash@example.org');
    const [row] = await t.database.db.select().from(members).where(eq(members.email, 'hash@example.org'));
    const match = row?.passwordHash?.match(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$/);
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
  });

  it('given a password being checked, the event loop turns before the hash is done (libuv pool)', async () => {
    await signup('loop@example.org');
    const [row] = await t.database.db.select().from(members).where(eq(members.email, 'loop@example.org'));
    let done = false;
    const checking = verifyPassword(row?.passwordHash, GOOD_PASSWORD).then((ok) => {
      done = true;
      return ok;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(done).toBe(false);
    await expect(checking).resolves.toBe(true);
  });

  it('given 10 wrong passwords for one address from one client, that client waits (429, Retry-After) while the member signs in from theirs', async () => {
    await signup('limited@example.org');
    const guesser = '198.51.100.23';
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await login({ email: 'limited@example.org', password: 'wrong password' }, guesser)).status,
      ).toBe(401);
    }
    const limited = await login({ email: 'limited@example.org', password: GOOD_PASSWORD }, guesser);
    expect(limited.status).toBe(429);
    expect((await limited.json()).error.code).toBe('rate-limited');
    const retryAfter = Number(limited.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(2 * 15 * 60);
    expect(
      (await login({ email: 'limited@example.org', password: GOOD_PASSWORD }, '203.0.113.50')).status,
    ).toBe(200);
    t.clock.advance(retryAfter * 1000);
    expect((await login({ email: 'limited@example.org', password: GOOD_PASSWORD }, guesser)).status).toBe(
      200,
    );
  });

  it('given a token of this app, another app refuses it as an invalid token', async () => {
    await signup('other-app@example.org');
    await insertAppLike(t.database, APP_ID, {
      id: 'app_other',
      testPublicKey: 'pk_sb_other',
      livePublicKey: 'pk_other',
    });
    const body = authResponseSchema.parse(
      await (await login({ email: 'other-app@example.org', password: GOOD_PASSWORD })).json(),
    );
    const headers = { Authorization: `Bearer ${body.data.tokens.accessToken}` };
    expect((await t.request('/api/member', { headers })).status).toBe(200);
    const foreign = await t.request('/api/member', {
      headers: { ...headers, 'X-APP-ID': 'app_other', 'X-API-Key': 'pk_sb_other' },
    });
    expect(foreign.status).toBe(401);
    expect((await foreign.json()).error).toEqual({
      code: 'client/invalid-token',
      message: INVALID_TOKEN_MESSAGE,
    });
  });
});
