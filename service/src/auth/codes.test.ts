import { APP_ID } from '@wf/config/app';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { oneTimeCodes } from '../db/schema.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import { CODE_MAX_ATTEMPTS, CODE_TTL_MS, checkCode, consumeCode, issueCode, newCode } from './codes.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 30_000, hookTimeout: 60_000 });
let test: TestDatabase;
const t0 = new Date('2026-03-02T10:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

beforeAll(async () => {
  test = await openSeededTestDatabase();
});
afterAll(async () => {
  await test.close();
});

function issue(email: string, purpose: 'login' | 'signup' | 'reset' = 'login', now = t0) {
  return test.database.transaction((tx) =>
    issueCode(tx, { appId: APP_ID, purpose, email, memberId: null, now }),
  );
}

function check(email: string, code: string, now = t0, purpose: 'login' | 'signup' | 'reset' = 'login') {
  return checkCode(test.database.db, { appId: APP_ID, purpose, email, code, now });
}

/** A six-digit code that is not `code`. */
function other(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('6-digit codes', () => {
  it('given many codes, each is six digits from the whole range', () => {
    const codes = Array.from({ length: 2000 }, newCode);
    expect(codes.every((code) => /^\d{6}$/.test(code))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(1990);
    expect(codes.some((code) => code.startsWith('0'))).toBe(true);
  });

  it('given an issued code, only its keyed hash is stored', async () => {
    const { id, code } = await issue('stored@example.org');
    const [row] = await test.database.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.id, id));
    expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    expect(row?.expiresAt.getTime()).toBe(t0.getTime() + CODE_TTL_MS);
  });

  it('given the right code within 10 minutes, it is accepted once and then refused (single use)', async () => {
    const { code } = await issue('once@example.org');
    const row = await check('once@example.org', code, later(CODE_TTL_MS - 1000));
    expect(await test.database.transaction((tx) => consumeCode(tx, row.id, t0))).toBe(true);
    expect(await test.database.transaction((tx) => consumeCode(tx, row.id, t0))).toBe(false);
    await expect(check('once@example.org', code)).rejects.toMatchObject({
      code: 'auth/invalid-code',
      status: 400,
    });
  });

  it('given a code older than 10 minutes, it is refused as expired', async () => {
    const { code } = await issue('expired@example.org');
    await expect(check('expired@example.org', code, later(CODE_TTL_MS))).rejects.toMatchObject({
      code: 'auth/code-expired',
      message: 'This code has expired. Please request a new one.',
    });
  });

  it('given 5 wrong tries, even the right code is refused afterwards', async () => {
    const { code } = await issue('attempts@example.org');
    for (let i = 0; i < CODE_MAX_ATTEMPTS; i += 1) {
      await expect(check('attempts@example.org', other(code))).rejects.toMatchObject({
        code: 'auth/invalid-code',
      });
    }
    await expect(check('attempts@example.org', code)).rejects.toMatchObject({
      code: 'auth/too-many-attempts',
    });
  });

  it('given 4 wrong tries, the right code still works', async () => {
    const { code } = await issue('four@example.org');
    for (let i = 0; i < CODE_MAX_ATTEMPTS - 1; i += 1) {
      await expect(check('four@example.org', other(code))).rejects.toMatchObject({
        code: 'auth/invalid-code',
      });
    }
    await expect(check('four@example.org', code)).resolves.toMatchObject({ email: 'four@example.org' });
  });

  it('given a second send, the first code no longer works', async () => {
    const first = await issue('replace@example.org');
    const second = await issue('replace@example.org');
    if (first.code !== second.code) {
      await expect(check('replace@example.org', first.code)).rejects.toMatchObject({
        code: 'auth/invalid-code',
      });
    }
    await expect(check('replace@example.org', second.code)).resolves.toMatchObject({ id: second.id });
  });

  it('given a code of another purpose or address, it does not match', async () => {
    const { code } = await issue('purpose@example.org', 'signup');
    await expect(check('purpose@example.org', code)).rejects.toMatchObject({ code: 'auth/invalid-code' });
    await expect(check('else@example.org', code, t0, 'signup')).rejects.toMatchObject({
      code: 'auth/invalid-code',
    });
  });
});
