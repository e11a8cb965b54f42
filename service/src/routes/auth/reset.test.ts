import { isWfError } from '@wf/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WEAK_PASSWORD_MESSAGE } from '../../auth/password-policy.ts';
import { RESET_SENT_MESSAGE } from './common.ts';
import { PASSWORD_RESET_MESSAGE } from './reset.ts';
import { type AuthTest, createAuthTest, GOOD_PASSWORD, randomIp } from './test-kit.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const NEW_PASSWORD = 'Saffron-Harbour-93';

let t: AuthTest;

beforeAll(async () => {
  t = await createAuthTest();
});
afterAll(async () => {
  await t.close();
});

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (isWfError(error)) return { status: error.status, code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected the call to fail');
}

function sendReset(email: string) {
  return t.request('/api/auth/send-reset-password-email', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}

describe('POST /auth/send-reset-password-email', () => {
  it('given a known and an unknown address, it answers the same status and body, and mails only the member', async () => {
    await t.client().signupMemberEmailPassword({ email: 'reset-known@example.org', password: GOOD_PASSWORD });
    const before = t.sent.length;
    const known = await sendReset('reset-known@example.org');
    const unknown = await sendReset('reset-unknown@example.org');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const body = await known.json();
    expect(await unknown.json()).toEqual(body);
    expect(body).toEqual({ data: { success: true }, message: RESET_SENT_MESSAGE });
    expect(t.sent.slice(before)).toEqual([
      expect.objectContaining({ to: 'reset-known@example.org', subject: 'Reset your World Family password' }),
    ]);
  });
});

describe('POST /auth/reset-password', () => {
  it('given the mailed code, it sets the new password and ends every session of the member', async () => {
    const first = t.client();
    const second = t.client();
    await first.signupMemberEmailPassword({ email: 'reset-me@example.org', password: GOOD_PASSWORD });
    await second.loginMemberEmailPassword({ email: 'reset-me@example.org', password: GOOD_PASSWORD });
    await t.client().sendMemberResetPasswordEmail({ email: 'reset-me@example.org' });

    const answer = await t.client().resetMemberPassword({
      token: t.lastCode('reset-me@example.org'),
      newPassword: NEW_PASSWORD,
    });
    expect(answer).toEqual({ data: { success: true }, message: PASSWORD_RESET_MESSAGE });

    for (const client of [first, second]) {
      const error = await failure(client.updateMember({ customFields: { name: 'x' } }));
      expect(error.code).toBe('client/invalid-token');
    }
    const old = await failure(
      t.client().loginMemberEmailPassword({ email: 'reset-me@example.org', password: GOOD_PASSWORD }),
    );
    expect(old.code).toBe('auth/invalid-credentials');
    const { data } = await t
      .client()
      .loginMemberEmailPassword({ email: 'reset-me@example.org', password: NEW_PASSWORD });
    expect(data.member.verified).toBe(true);
  });

  it('given a used code, a second reset is refused', async () => {
    await t.client().signupMemberEmailPassword({ email: 'reset-twice@example.org', password: GOOD_PASSWORD });
    await t.client().sendMemberResetPasswordEmail({ email: 'reset-twice@example.org' });
    const token = t.lastCode('reset-twice@example.org');
    await t.client().resetMemberPassword({ token, newPassword: NEW_PASSWORD });
    const error = await failure(
      t.client().resetMemberPassword({ token, newPassword: 'Another-Fine-Pass-1' }),
    );
    expect(error.code).toBe('auth/invalid-code');
  });

  it('given a common new password, it is refused and the code stays usable', async () => {
    await t.client().signupMemberEmailPassword({ email: 'reset-weak@example.org', password: GOOD_PASSWORD });
    await t.client().sendMemberResetPasswordEmail({ email: 'reset-weak@example.org' });
    const token = t.lastCode('reset-weak@example.org');
    const error = await failure(t.client().resetMemberPassword({ token, newPassword: 'password123' }));
    expect(error).toEqual({ status: 400, code: 'auth/weak-password', message: WEAK_PASSWORD_MESSAGE });
    await expect(t.client().resetMemberPassword({ token, newPassword: NEW_PASSWORD })).resolves.toMatchObject(
      {
        data: { success: true },
      },
    );
  });

  it('given the address with the code, 5 wrong codes make the right one fail', async () => {
    await t.client().signupMemberEmailPassword({ email: 'reset-guess@example.org', password: GOOD_PASSWORD });
    await t.client().sendMemberResetPasswordEmail({ email: 'reset-guess@example.org' });
    const token = t.lastCode('reset-guess@example.org');
    const wrong = token === '000000' ? '000001' : '000000';
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) {
      const error = await failure(
        t
          .client({ ip })
          .resetMemberPassword({ token: wrong, newPassword: NEW_PASSWORD, email: 'reset-guess@example.org' }),
      );
      expect(error.code).toBe('auth/invalid-code');
    }
    const error = await failure(
      t
        .client({ ip })
        .resetMemberPassword({ token, newPassword: NEW_PASSWORD, email: 'reset-guess@example.org' }),
    );
    expect(error.code).toBe('auth/too-many-attempts');
  });

  it('given wrong codes without an address, the app-wide guess cap answers 429 with Retry-After', async () => {
    let status = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 40 && status !== 429; i += 1) {
      const response = await t.request('/api/auth/reset-password', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ token: String(100000 + i), newPassword: NEW_PASSWORD }),
      });
      status = response.status;
      retryAfter = response.headers.get('Retry-After');
    }
    expect(status).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
  });
});
