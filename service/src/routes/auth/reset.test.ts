import { isWfError } from '@wf/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RESET_ADDRESS_COOKIE } from '../../auth/cookies.ts';
import { WEAK_PASSWORD_MESSAGE } from '../../auth/password-policy.ts';
import { RESET_SENT_MESSAGE } from './common.ts';
import { PASSWORD_RESET_MESSAGE, RESET_EMAIL_REQUIRED_MESSAGE } from './reset.ts';
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
      email: 'reset-me@example.org',
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
    await t
      .client()
      .resetMemberPassword({ token, newPassword: NEW_PASSWORD, email: 'reset-twice@example.org' });
    const error = await failure(
      t
        .client()
        .resetMemberPassword({ token, newPassword: 'Another-Fine-Pass-1', email: 'reset-twice@example.org' }),
    );
    expect(error.code).toBe('auth/invalid-code');
  });

  it('given a common new password, it is refused and the code stays usable', async () => {
    await t.client().signupMemberEmailPassword({ email: 'reset-weak@example.org', password: GOOD_PASSWORD });
    await t.client().sendMemberResetPasswordEmail({ email: 'reset-weak@example.org' });
    const token = t.lastCode('reset-weak@example.org');
    const email = 'reset-weak@example.org';
    const error = await failure(t.client().resetMemberPassword({ token, newPassword: 'password123', email }));
    expect(error).toEqual({ status: 400, code: 'auth/weak-password', message: WEAK_PASSWORD_MESSAGE });
    await expect(
      t.client().resetMemberPassword({ token, newPassword: NEW_PASSWORD, email }),
    ).resolves.toMatchObject({
      data: { success: true },
    });
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

  it('given a reset without an address from the browser that asked for the code, the cookie names the address (as @memberstack/dom resets)', async () => {
    await t
      .client()
      .signupMemberEmailPassword({ email: 'reset-cookie@example.org', password: GOOD_PASSWORD });
    const ip = randomIp();
    const sent = await t.request(
      '/api/auth/send-reset-password-email',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: 'reset-cookie@example.org' }),
      },
      ip,
    );
    const setCookie = sent.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith(`${RESET_ADDRESS_COOKIE}=`));
    expect(setCookie).toMatch(/; Max-Age=600; Path=\/api\/auth; HttpOnly; SameSite=Lax$/);
    const cookie = setCookie?.split(';')[0] ?? '';
    const reset = await t.request(
      '/api/auth/reset-password',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Cookie: cookie },
        body: JSON.stringify({ token: t.lastCode('reset-cookie@example.org'), newPassword: NEW_PASSWORD }),
      },
      ip,
    );
    expect(reset.status).toBe(200);
    expect(reset.headers.getSetCookie()).toContainEqual(
      expect.stringMatching(new RegExp(`^${RESET_ADDRESS_COOKIE}=; Max-Age=0`)),
    );
    await expect(
      t.client().loginMemberEmailPassword({ email: 'reset-cookie@example.org', password: NEW_PASSWORD }),
    ).resolves.toMatchObject({ data: { member: { auth: { email: 'reset-cookie@example.org' } } } });
  });

  it('given a reset with neither an address nor the cookie, it is refused with a clear message and guesses nothing', async () => {
    const response = await t.request('/api/auth/reset-password', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token: '123456', newPassword: NEW_PASSWORD }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'auth/email-required',
        message: RESET_EMAIL_REQUIRED_MESSAGE,
        details: { fields: { email: RESET_EMAIL_REQUIRED_MESSAGE } },
      },
    });
  });

  it('given a reset, the member is mailed a notice with a link to secure the account', async () => {
    await t
      .client()
      .signupMemberEmailPassword({ email: 'reset-notice@example.org', password: GOOD_PASSWORD });
    await t.client().sendMemberResetPasswordEmail({ email: 'reset-notice@example.org' });
    const token = t.lastCode('reset-notice@example.org');
    await t
      .client()
      .resetMemberPassword({ token, newPassword: NEW_PASSWORD, email: 'reset-notice@example.org' });
    const notice = t.sent.findLast((message) => message.to === 'reset-notice@example.org');
    expect(notice?.subject).toBe('Your World Family password was reset');
    expect(notice?.text).toMatch(/\/api\/auth\/secure-account\?token=sev_[0-9a-z]{24}\.[\w-]+&app=/);
  });
});
