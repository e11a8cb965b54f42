/**
 * Attacks on members' accounts from outside them (docs/security.md "Password reset", "Codes",
 * "Account existence", "Limits", "Input"): stopping every member's password reset, telling
 * which addresses have accounts, locking a member out of their password, and addresses or
 * data crafted to slip past the rules. Each test is the attack, run against the service.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { META_DATA_TOO_LARGE_MESSAGE } from '../../members/member-json.ts';
import { type AuthTest, createAuthTest, GOOD_PASSWORD, randomIp } from '../../routes/auth/test-kit.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 120_000, hookTimeout: 60_000 });

const NEW_PASSWORD = 'Saffron-Harbour-93';
let t: AuthTest;

beforeAll(async () => {
  t = await createAuthTest();
});
afterAll(async () => {
  await t.close();
});

function post(path: string, body: unknown, ip = randomIp(), headers: Record<string, string> = {}) {
  return t.request(
    path,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify(body),
    },
    ip,
  );
}

async function member(email: string): Promise<void> {
  await t.client().signupMemberEmailPassword({ email, password: GOOD_PASSWORD });
}

/** A code that is not `code`. */
function otherThan(code: string): string {
  return code === '000000' ? '000001' : '000000';
}

describe('stopping password reset for everyone', () => {
  it('given strangers sending wrong codes without an address from many places, a member still resets with their code', async () => {
    await member('reset-victim@example.org');
    await t.client().sendMemberResetPasswordEmail({ email: 'reset-victim@example.org' });
    const code = t.lastCode('reset-victim@example.org');
    for (let i = 0; i < 40; i += 1) {
      const response = await post('/api/auth/reset-password', {
        token: String(100_000 + i),
        newPassword: NEW_PASSWORD,
      });
      // Refused for what it is (no address), never counted against anyone: no 429 for the app.
      expect(response.status).toBe(400);
      expect((await response.json()).error.code).toBe('auth/email-required');
    }
    for (let i = 0; i < 20; i += 1) {
      const response = await post('/api/auth/reset-password', {
        token: otherThan(code),
        newPassword: NEW_PASSWORD,
        email: `someone-else-${i}@example.org`,
      });
      expect(response.status).toBe(400);
    }
    const reset = await post('/api/auth/reset-password', {
      token: code,
      newPassword: NEW_PASSWORD,
      email: 'reset-victim@example.org',
    });
    expect(reset.status).toBe(200);
  });

  it("given another member's live code, a reset naming this address does not take it (no app-wide code matching)", async () => {
    await member('reset-a@example.org');
    await member('reset-b@example.org');
    await t.client().sendMemberResetPasswordEmail({ email: 'reset-a@example.org' });
    await t.client().sendMemberResetPasswordEmail({ email: 'reset-b@example.org' });
    const codeOfB = t.lastCode('reset-b@example.org');
    const attempt = await post('/api/auth/reset-password', {
      token: codeOfB,
      newPassword: NEW_PASSWORD,
      email: 'reset-a@example.org',
    });
    if (codeOfB !== t.lastCode('reset-a@example.org')) {
      expect(attempt.status).toBe(400);
      expect((await attempt.json()).error.code).toBe('auth/invalid-code');
    }
    // B's code still works for B.
    expect(
      (
        await post('/api/auth/reset-password', {
          token: codeOfB,
          newPassword: NEW_PASSWORD,
          email: 'reset-b@example.org',
        })
      ).status,
    ).toBe(200);
  });

  it("given one stranger guessing one member's code, that stranger is slowed (429) while others are not", async () => {
    const stranger = randomIp();
    let limited: Response | undefined;
    for (let i = 0; i < 12 && !limited; i += 1) {
      const response = await post(
        '/api/auth/reset-password',
        { token: String(200_000 + i), newPassword: NEW_PASSWORD, email: 'nobody-here@example.org' },
        stranger,
      );
      if (response.status === 429) limited = response;
    }
    expect(limited?.headers.get('Retry-After')).toMatch(/^\d+$/);
    const elsewhere = await post('/api/auth/reset-password', {
      token: '123456',
      newPassword: NEW_PASSWORD,
      email: 'nobody-here@example.org',
    });
    expect(elsewhere.status).toBe(400);
  });
});

describe('telling which addresses have accounts', () => {
  it('given a code sent to a member and to an unknown address, wrong codes answer the same, up to too-many-attempts, for both', async () => {
    await member('oracle-known@example.org');
    const answers: Record<string, { status: number; body: unknown }[]> = {};
    for (const email of ['oracle-known@example.org', 'oracle-unknown@example.org']) {
      const ip = randomIp();
      const sent = await post('/api/auth/passwordless/login/send', { email }, ip);
      expect(sent.status).toBe(200);
      answers[email] = [];
      for (let i = 0; i < 7; i += 1) {
        const response = await post(
          '/api/auth/passwordless/login',
          { email, passwordlessToken: String(300_000 + i) },
          ip,
        );
        answers[email]?.push({ status: response.status, body: await response.json() });
      }
    }
    const known = answers['oracle-known@example.org'];
    expect(known).toEqual(answers['oracle-unknown@example.org']);
    expect(known?.at(-1)).toMatchObject({ status: 400, body: { error: { code: 'auth/too-many-attempts' } } });
  });

  it('given signups probing one address from many places, it answers at most 5 signups for it an hour (its own included)', async () => {
    await member('probed@example.org');
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      statuses.push(
        (await post('/api/auth/signup', { email: 'probed@example.org', password: GOOD_PASSWORD })).status,
      );
    }
    expect(statuses).toEqual([409, 409, 409, 409, 429, 429, 429]);
  });

  it('given signups probing many addresses from one place, that place is limited (20 an hour)', async () => {
    const prober = randomIp();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      const response = await post(
        '/api/auth/signup',
        { email: `probe-${i}@example.org`, password: GOOD_PASSWORD },
        prober,
      );
      statuses.push(response.status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('given a weak password, signup refuses it before counting the address (choosing a better one is not a probe)', async () => {
    for (let i = 0; i < 6; i += 1) {
      const weak = await post('/api/auth/signup', { email: 'careful@example.org', password: 'password123' });
      expect((await weak.json()).error.code).toBe('auth/weak-password');
    }
    expect(
      (await post('/api/auth/signup', { email: 'careful@example.org', password: GOOD_PASSWORD })).status,
    ).toBe(201);
  });
});

describe('locking a member out of their password', () => {
  it('given 60 wrong passwords for a member from 60 places, the member still logs in from theirs', async () => {
    await member('lockout-victim@example.org');
    for (let i = 0; i < 60; i += 1) {
      const response = await post('/api/auth/login', {
        email: 'lockout-victim@example.org',
        password: `guess ${i}`,
      });
      expect(response.status).toBe(401);
    }
    const own = await post('/api/auth/login', {
      email: 'lockout-victim@example.org',
      password: GOOD_PASSWORD,
    });
    expect(own.status).toBe(200);
  });

  it('given a flood past the address-wide limit, password logins for it wait, and the e-mailed code still signs the member in', async () => {
    await member('flooded@example.org');
    let refused: Response | undefined;
    for (let i = 0; i < 110 && !refused; i += 1) {
      const response = await post('/api/auth/login', {
        email: 'flooded@example.org',
        password: `guess ${i}`,
      });
      if (response.status === 429) refused = response;
    }
    expect(refused).toBeDefined();
    const ip = randomIp();
    expect(
      (await post('/api/auth/passwordless/login/send', { email: 'flooded@example.org' }, ip)).status,
    ).toBe(200);
    const login = await post(
      '/api/auth/passwordless/login',
      { email: 'flooded@example.org', passwordlessToken: t.lastCode('flooded@example.org') },
      ip,
    );
    expect(login.status).toBe(200);
  });
});

describe('addresses crafted to slip past the rules', () => {
  it.each([
    'victim@corp.example,attacker.example',
    'victim@corp.example;attacker@evil.example',
    '"victim"@corp.example',
    'Victim <victim@corp.example>',
    'victim@corp.example\nBcc: attacker@evil.example',
    'victim(comment)@corp.example',
    'victim@[127.0.0.1]',
    'victim@localhost',
  ])('given %j, every door refuses it and nothing is mailed', async (email) => {
    const before = t.sent.length;
    for (const [path, body] of [
      ['/api/auth/send-reset-password-email', { email }],
      ['/api/auth/passwordless/login/send', { email }],
      ['/api/auth/signup', { email, password: GOOD_PASSWORD }],
    ] as const) {
      const response = await post(path, body);
      expect(response.status, path).toBe(400);
      expect((await response.json()).error.code).toBe('validation/invalid-request');
    }
    expect(t.sent.length).toBe(before);
  });

  it('given an address in composed and decomposed Unicode, it is one account', async () => {
    const composed = 'jos\u00e9@example.org';
    const decomposed = 'jose\u0301@example.org';
    expect((await post('/api/auth/signup', { email: composed, password: GOOD_PASSWORD })).status).toBe(201);
    const twin = await post('/api/auth/signup', { email: decomposed, password: GOOD_PASSWORD });
    expect(twin.status).toBe(409);
    const login = await post('/api/auth/login', { email: decomposed.toUpperCase(), password: GOOD_PASSWORD });
    expect(login.status).toBe(200);
    expect((await login.json()).data.member.auth.email).toBe(composed);
  });

  it('given an internationalised domain in Unicode and in punycode, it is one account', async () => {
    expect(
      (await post('/api/auth/signup', { email: 'reader@bücher.example', password: GOOD_PASSWORD })).status,
    ).toBe(201);
    const twin = await post('/api/auth/signup', {
      email: 'READER@xn--bcher-kva.example',
      password: GOOD_PASSWORD,
    });
    expect(twin.status).toBe(409);
  });
});

describe('filling the database through signup', () => {
  it('given metaData over 64 KB, signup answers 413 and creates nobody', async () => {
    const metaData = { notes: 'x'.repeat(70 * 1024) };
    const response = await post('/api/auth/signup', {
      email: 'big-meta@example.org',
      password: GOOD_PASSWORD,
      metaData,
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error).toEqual({
      code: 'request/too-large',
      message: META_DATA_TOO_LARGE_MESSAGE,
    });
    const login = await post('/api/auth/login', { email: 'big-meta@example.org', password: GOOD_PASSWORD });
    expect(login.status).toBe(401);
  });
});
