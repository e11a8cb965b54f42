import { createHash } from 'node:crypto';
import { APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { solveCaptcha as solve } from '../routes/auth/test-kit.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import { CAPTCHA_TTL_MS, issueChallenge, verifyCaptcha } from './captcha.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
let test: TestDatabase;
const t0 = new Date('2026-03-02T10:00:00.000Z');

beforeAll(async () => {
  test = await openSeededTestDatabase();
});
afterAll(async () => {
  await test.close();
});

function verify(token: string, now = t0) {
  return verifyCaptcha(test.database.db, { appId: APP_ID, token, now });
}

describe('ALTCHA captcha', () => {
  it('given a challenge, it has the ALTCHA fields and an expiry in its salt', async () => {
    const challenge = await issueChallenge(test.database.db, { appId: APP_ID, now: t0 });
    expect(challenge).toMatchObject({ algorithm: 'SHA-256', maxnumber: 100_000 });
    expect(challenge.challenge).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(challenge.salt).toContain(`?expires=${(t0.getTime() + CAPTCHA_TTL_MS) / 1000}`);
  });

  it('given a solved challenge, it verifies once and never again', async () => {
    const token = solve(await issueChallenge(test.database.db, { appId: APP_ID, now: t0 }));
    expect(await verify(token)).toBe(true);
    expect(await verify(token)).toBe(false);
  });

  it('given a solution after the challenge expired, it fails', async () => {
    const token = solve(await issueChallenge(test.database.db, { appId: APP_ID, now: t0 }));
    expect(await verify(token, new Date(t0.getTime() + CAPTCHA_TTL_MS))).toBe(false);
  });

  it('given a wrong number, a forged signature or a challenge never issued, it fails', async () => {
    const challenge = await issueChallenge(test.database.db, { appId: APP_ID, now: t0 });
    const payload = JSON.parse(Buffer.from(solve(challenge), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    expect(await verify(encode({ ...payload, number: payload.number + 1 }))).toBe(false);
    expect(await verify(encode({ ...payload, signature: '0'.repeat(64) }))).toBe(false);
    // A challenge made up by the client, solved by construction.
    const salt = `abc?expires=${Math.floor(t0.getTime() / 1000) + 60}`;
    const forged = createHash('sha256').update(`${salt}7`).digest('hex');
    expect(await verify(encode({ ...payload, salt, challenge: forged, number: 7 }))).toBe(false);
    expect(await verify('not base64 json')).toBe(false);
  });
});
