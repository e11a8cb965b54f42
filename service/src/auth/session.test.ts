import { APP_ID } from '@wf/config/app';
import { authResponseSchema, memberResponseSchema } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { members, sessions } from '../db/schema.ts';
import { parseEnv } from '../env.ts';
import { sha256 } from '../ids.ts';
import { silentLogger } from '../log.ts';
import { GOOD_PASSWORD } from '../routes/auth/test-kit.ts';
import { APP_HEADERS, createServiceApp } from '../testing/app.ts';
import {
  openSecondInstanceDatabase,
  openSeededTestDatabase,
  type TestDatabase,
} from '../testing/database.ts';
import {
  createSession,
  DEFAULT_SESSION_POLICY,
  findSession,
  liveSessions,
  revokeAllSessions,
  revokeMemberSession,
  revokeOtherSessions,
  revokeSession,
  SESSION_TOUCH_INTERVAL_MS,
  sessionPolicy,
} from './session.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
let test: TestDatabase;
let memberId: string;
const t0 = new Date('2026-03-02T10:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  test = await openSeededTestDatabase();
  const app = createServiceApp({
    db: test.database,
    env: parseEnv({}),
    logger: silentLogger(),
    clock: () => t0,
  });
  const response = await app.request('/api/auth/signup', {
    method: 'POST',
    headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'sessions@example.org', password: GOOD_PASSWORD }),
  });
  memberId = authResponseSchema.parse(await response.json()).data.member.id;
});
afterAll(async () => {
  await test.close();
});

const start = () => createSession(test.database.db, { appId: APP_ID, memberId, now: t0 });
const find = (token: string, now = t0) => findSession(test.database.db, { appId: APP_ID, token, now });

describe('sessions', () => {
  it("given a new session, the member's latest sign-in is its start, with the session's client kept", async () => {
    const later = new Date(t0.getTime() + DAY);
    const session = await createSession(test.database.db, {
      appId: APP_ID,
      memberId,
      now: later,
      client: { userAgent: 'Firefox on Linux', ip: '203.0.113.7' },
    });
    const [member] = await test.database.db
      .select({ lastLoginAt: members.lastLoginAt })
      .from(members)
      .where(eq(members.id, memberId));
    expect(member?.lastLoginAt).toEqual(later);
    const [row] = await test.database.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row).toMatchObject({
      memberId,
      createdAt: later,
      lastUsedAt: later,
      userAgent: 'Firefox on Linux',
      ip: '203.0.113.7',
      revokedAt: null,
    });
    expect(row?.expiresAt).toEqual(new Date(later.getTime() + DEFAULT_SESSION_POLICY.maxMs));
  });

  it('given a new session, its token has at least 128 random bits and only its SHA-256 is stored', async () => {
    const session = await start();
    expect(Buffer.from(session.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const [row] = await test.database.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row?.tokenHash).toBe(sha256(session.token));
    expect(JSON.stringify(row)).not.toContain(session.token);
  });

  it('given a session used every week, it still ends 90 days after it started', async () => {
    const session = await start();
    expect(session.expiresAt.getTime() - t0.getTime()).toBe(90 * DAY);
    for (let day = 7; day < 90; day += 7) {
      expect(await find(session.token, new Date(t0.getTime() + day * DAY)), `day ${day}`).not.toBeNull();
    }
    expect(await find(session.token, new Date(t0.getTime() + 90 * DAY - 1))).not.toBeNull();
    expect(await find(session.token, new Date(t0.getTime() + 90 * DAY))).toBeNull();
  });

  it('given a session left unused for 30 days, it ends; each use moves that deadline', async () => {
    const idle = await start();
    expect(await find(idle.token, new Date(t0.getTime() + 30 * DAY - 1))).not.toBeNull();
    const untouched = await start();
    // The use just before day 30 moved the deadline of `idle` to day 60.
    expect(await find(idle.token, new Date(t0.getTime() + 59 * DAY))).not.toBeNull();
    expect(await find(untouched.token, new Date(t0.getTime() + 30 * DAY))).toBeNull();
  });

  it('given uses minutes apart, the session row is written at most every 5 minutes', async () => {
    const session = await start();
    const lastUsed = async () =>
      (await test.database.db.select().from(sessions).where(eq(sessions.id, session.id)))[0]?.lastUsedAt;
    await find(session.token, new Date(t0.getTime() + SESSION_TOUCH_INTERVAL_MS - 1));
    expect(await lastUsed()).toEqual(t0);
    const later = new Date(t0.getTime() + SESSION_TOUCH_INTERVAL_MS);
    await find(session.token, later);
    expect(await lastUsed()).toEqual(later);
  });

  it('given SESSION_MAX_DAYS and SESSION_IDLE_DAYS, the policy follows them', () => {
    expect(sessionPolicy(parseEnv({}))).toEqual(DEFAULT_SESSION_POLICY);
    expect(sessionPolicy(parseEnv({ SESSION_MAX_DAYS: '7', SESSION_IDLE_DAYS: '1' }))).toEqual({
      maxMs: 7 * DAY,
      idleMs: DAY,
    });
  });

  it('given a token of this app, another app id does not find it', async () => {
    const session = await start();
    expect(
      await findSession(test.database.db, { appId: 'app_other', token: session.token, now: t0 }),
    ).toBeNull();
  });

  it('given revokeSession, that session ends and the others live on', async () => {
    const one = await start();
    const two = await start();
    await revokeSession(test.database.db, one.id, t0);
    expect(await find(one.token)).toBeNull();
    expect(await find(two.token)).not.toBeNull();
  });

  it('given revokeOtherSessions, every session but the kept one ends', async () => {
    const kept = await start();
    const other = await start();
    await revokeOtherSessions(test.database.db, { memberId, exceptSessionId: kept.id, now: t0 });
    expect(await find(kept.token)).not.toBeNull();
    expect(await find(other.token)).toBeNull();
  });

  it("given another member's session id, revokeMemberSession ends nothing", async () => {
    const session = await start();
    expect(
      await revokeMemberSession(test.database.db, {
        memberId: 'mem_someone_else',
        sessionId: session.id,
        now: t0,
      }),
    ).toBe(false);
    expect(await find(session.token)).not.toBeNull();
    expect(await revokeMemberSession(test.database.db, { memberId, sessionId: session.id, now: t0 })).toBe(
      true,
    );
    expect(await find(session.token)).toBeNull();
  });

  it('given liveSessions, only sessions still usable are listed, most recently used first', async () => {
    const policy = DEFAULT_SESSION_POLICY;
    await revokeAllSessions(test.database.db, { memberId, now: t0 });
    const older = await start();
    const newer = await createSession(test.database.db, {
      appId: APP_ID,
      memberId,
      now: new Date(t0.getTime() + DAY),
    });
    const ended = await start();
    await revokeSession(test.database.db, ended.id, t0);
    const listed = await liveSessions(test.database.db, {
      memberId,
      now: new Date(t0.getTime() + 2 * DAY),
      policy,
    });
    expect(listed.map((session) => session.id)).toEqual([newer.id, older.id]);
    const afterIdle = await liveSessions(test.database.db, {
      memberId,
      now: new Date(t0.getTime() + 30 * DAY),
      policy,
    });
    expect(afterIdle.map((session) => session.id)).toEqual([newer.id]);
  });

  it('given revokeAllSessions, every session ends', async () => {
    const one = await start();
    const two = await start();
    await revokeAllSessions(test.database.db, { memberId, now: t0 });
    expect(await find(one.token)).toBeNull();
    expect(await find(two.token)).toBeNull();
  });
});

describe('two service instances on one database', () => {
  it('given a session made on one instance, the other accepts its token', async () => {
    const env = parseEnv({});
    const one = createServiceApp({ db: test.database, env, logger: silentLogger(), clock: () => t0 });
    const secondDatabase = await openSecondInstanceDatabase(test);
    const two = createServiceApp({ db: secondDatabase, env, logger: silentLogger(), clock: () => t0 });
    const login = await one.request('/api/auth/login', {
      method: 'POST',
      headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'sessions@example.org', password: GOOD_PASSWORD }),
    });
    const { accessToken } = authResponseSchema.parse(await login.json()).data.tokens;
    const member = await two.request('/api/member', {
      headers: { ...APP_HEADERS, Authorization: `Bearer ${accessToken}` },
    });
    expect(member.status).toBe(200);
    expect(memberResponseSchema.parse(await member.json()).data.auth.email).toBe('sessions@example.org');
    if (secondDatabase !== test.database) await secondDatabase.close();
  });
});
