import { FREE_PLAN_ID } from '@wf/config/app';
import { isWfError } from '@wf/sdk';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CODE_TTL_MS } from '../../auth/codes.ts';
import { CODE_SENT_MESSAGE } from './common.ts';
import { type AuthTest, createAuthTest, GOOD_PASSWORD, randomIp } from './test-kit.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

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

function send(path: string, email: string) {
  return t.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email }),
  });
}

/** A six-digit code that is not `code`. */
function other(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('POST /auth/passwordless/login/send', () => {
  it('given a known and an unknown address, it answers the same status and body, and mails only the member', async () => {
    await t.client().signupMemberEmailPassword({ email: 'known-send@example.org', password: GOOD_PASSWORD });
    const before = t.sent.length;
    const known = await send('/api/auth/passwordless/login/send', 'known-send@example.org');
    const unknown = await send('/api/auth/passwordless/login/send', 'unknown-send@example.org');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    const body = await known.json();
    expect(await unknown.json()).toEqual(body);
    expect(body).toEqual({ data: { success: true }, message: CODE_SENT_MESSAGE });
    expect(t.sent.slice(before).map((mail) => mail.to)).toEqual(['known-send@example.org']);
  });

  it('given 5 sends to one address, the 6th answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i += 1) {
      expect((await send('/api/auth/passwordless/login/send', 'flood@example.org')).status).toBe(200);
    }
    const limited = await send('/api/auth/passwordless/login/send', 'flood@example.org');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  });
});

describe('POST /auth/passwordless/login', () => {
  it('given the mailed code, it signs the member in and marks the address verified', async () => {
    await t.client().signupMemberEmailPassword({ email: 'code-login@example.org', password: GOOD_PASSWORD });
    const client = t.client();
    await client.sendMemberLoginPasswordlessEmail({ email: 'code-login@example.org' });
    const { data } = await client.loginMemberPasswordless({
      email: 'code-login@example.org',
      passwordlessToken: t.lastCode('code-login@example.org'),
    });
    expect(data.member).toMatchObject({ verified: true, auth: { email: 'code-login@example.org' } });
    expect(data.tokens.accessToken.length).toBeGreaterThan(20);
  });

  it('given the same code twice, the second use is refused (single use)', async () => {
    await t.client().signupMemberEmailPassword({ email: 'code-once@example.org', password: GOOD_PASSWORD });
    await t.client().sendMemberLoginPasswordlessEmail({ email: 'code-once@example.org' });
    const passwordlessToken = t.lastCode('code-once@example.org');
    await t.client().loginMemberPasswordless({ email: 'code-once@example.org', passwordlessToken });
    const error = await failure(
      t.client().loginMemberPasswordless({ email: 'code-once@example.org', passwordlessToken }),
    );
    expect(error).toMatchObject({ status: 400, code: 'auth/invalid-code' });
  });

  it('given a code older than 10 minutes, it is refused as expired', async () => {
    await t.client().signupMemberEmailPassword({ email: 'code-late@example.org', password: GOOD_PASSWORD });
    await t.client().sendMemberLoginPasswordlessEmail({ email: 'code-late@example.org' });
    t.clock.advance(CODE_TTL_MS);
    const error = await failure(
      t.client().loginMemberPasswordless({
        email: 'code-late@example.org',
        passwordlessToken: t.lastCode('code-late@example.org'),
      }),
    );
    expect(error).toMatchObject({ status: 400, code: 'auth/code-expired' });
  });

  it('given 5 wrong codes, the right one is refused too', async () => {
    await t.client().signupMemberEmailPassword({ email: 'code-guess@example.org', password: GOOD_PASSWORD });
    await t.client().sendMemberLoginPasswordlessEmail({ email: 'code-guess@example.org' });
    const code = t.lastCode('code-guess@example.org');
    const ip = randomIp();
    for (let i = 0; i < 5; i += 1) {
      const error = await failure(
        t
          .client({ ip })
          .loginMemberPasswordless({ email: 'code-guess@example.org', passwordlessToken: other(code) }),
      );
      expect(error.code).toBe('auth/invalid-code');
    }
    const error = await failure(
      t.client({ ip }).loginMemberPasswordless({ email: 'code-guess@example.org', passwordlessToken: code }),
    );
    expect(error).toEqual({
      status: 400,
      code: 'auth/too-many-attempts',
      message: 'Too many wrong codes. Please request a new one.',
    });
  });

  it('given an address with no account, any code answers like a wrong code', async () => {
    const error = await failure(
      t.client().loginMemberPasswordless({ email: 'no-account@example.org', passwordlessToken: '123456' }),
    );
    expect(error).toMatchObject({ status: 400, code: 'auth/invalid-code' });
  });
});

describe('passwordless signup', () => {
  it('given a new address, the mailed code creates a verified member without a password', async () => {
    const client = t.client();
    await client.sendMemberSignupPasswordlessEmail({ email: 'code-signup@example.org' });
    const { data } = await client.signupMemberPasswordless({
      email: 'code-signup@example.org',
      passwordlessToken: t.lastCode('code-signup@example.org'),
      customFields: { 'first-name': 'Grace' },
      plans: [{ planId: FREE_PLAN_ID }],
    });
    expect(data.member).toMatchObject({
      verified: true,
      customFields: { 'first-name': 'Grace' },
      auth: { email: 'code-signup@example.org', hasPassword: false },
      planConnections: [{ planId: FREE_PLAN_ID, type: 'FREE' }],
    });
  });

  it('given an address that has an account, signup/send answers the same and mails an account-exists notice, not a code', async () => {
    await t.client().signupMemberEmailPassword({ email: 'exists@example.org', password: GOOD_PASSWORD });
    const before = t.sent.length;
    const known = await send('/api/auth/passwordless/signup/send', 'exists@example.org');
    const unknown = await send('/api/auth/passwordless/signup/send', 'fresh@example.org');
    expect(known.status).toBe(unknown.status);
    expect(await known.json()).toEqual(await unknown.json());
    const [existsMail, codeMail] = t.sent.slice(before);
    expect(existsMail).toMatchObject({
      to: 'exists@example.org',
      subject: 'You already have a World Family account',
    });
    expect(existsMail?.code).toBeUndefined();
    expect(codeMail).toMatchObject({ to: 'fresh@example.org', code: expect.stringMatching(/^\d{6}$/) });
  });

  it('given a wrong signup code, no member is created', async () => {
    await t.client().sendMemberSignupPasswordlessEmail({ email: 'wrong-signup@example.org' });
    const code = t.lastCode('wrong-signup@example.org');
    const error = await failure(
      t.client().signupMemberPasswordless({
        email: 'wrong-signup@example.org',
        passwordlessToken: code === '000000' ? '000001' : '000000',
      }),
    );
    expect(error.code).toBe('auth/invalid-code');
  });
});
