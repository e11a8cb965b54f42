import { APP_ID } from '@wf/config/app';
import { authResponseSchema, memberResponseSchema } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app.ts';
import { sessions } from '../db/schema.ts';
import { parseEnv } from '../env.ts';
import { sha256 } from '../ids.ts';
import { silentLogger } from '../log.ts';
import { GOOD_PASSWORD } from '../routes/auth/test-kit.ts';
import { APP_HEADERS } from '../testing/app.ts';
import {
  openSecondInstanceDatabase,
  openSeededTestDatabase,
  type TestDatabase,
} from '../testing/database.ts';
import {
  createSession,
  findSession,
  revokeAllSessions,
  revokeOtherSessions,
  revokeSession,
  SESSION_TTL_MS,
} from './session.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
let test: TestDatabase;
let memberId: string;
const t0 = new Date('2026-03-02T10:00:00.000Z');

beforeAll(async () => {
  test = await openSeededTestDatabase();
  const app = createApp({ db: test.database, env: parseEnv({}), logger: silentLogger(), clock: () => t0 });
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
  it('given a new session, its token has at least 128 random bits and only its SHA-256 is stored', async () => {
    const session = await start();
    expect(Buffer.from(session.token, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const [row] = await test.database.db.select().from(sessions).where(eq(sessions.id, session.id));
    expect(row?.tokenHash).toBe(sha256(session.token));
    expect(JSON.stringify(row)).not.toContain(session.token);
  });

  it('given a session, it lasts 14 days', async () => {
    const session = await start();
    expect(session.expiresAt.getTime() - t0.getTime()).toBe(SESSION_TTL_MS);
    expect(await find(session.token, new Date(t0.getTime() + SESSION_TTL_MS - 1))).not.toBeNull();
    expect(await find(session.token, new Date(t0.getTime() + SESSION_TTL_MS))).toBeNull();
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
    const one = createApp({ db: test.database, env, logger: silentLogger(), clock: () => t0 });
    const secondDatabase = await openSecondInstanceDatabase(test);
    const two = createApp({ db: secondDatabase, env, logger: silentLogger(), clock: () => t0 });
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
