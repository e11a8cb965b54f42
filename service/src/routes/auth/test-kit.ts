/**
 * Test setup of the auth routes: the app on a seeded test database with a movable clock, a
 * mailer that keeps what it sends, and SDK clients that reach the app in-process (each from
 * its own client IP, behind TRUST_PROXY, so rate limits of one test do not leak into another).
 */
import { createHash, randomInt } from 'node:crypto';
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { createClient, type WfClient } from '@wf/sdk';
import type { AltchaChallenge } from '../../auth/captcha.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';

/** A clock tests move by hand. */
export interface TestClock {
  (): Date;
  /** Moves time forward. */
  advance(ms: number): void;
}

export interface AuthTest extends TestApp {
  clock: TestClock;
  /** Every mail sent, oldest first. */
  sent: MailMessage[];
  /** A fresh SDK client, calling from a random IP address unless one is given. */
  client(options?: { ip?: string }): WfClient;
  /** A raw request to the app from an IP address, with the app headers. */
  request(path: string, init?: RequestInit, ip?: string): Promise<Response>;
  /** The code of the last mail sent to an address. */
  lastCode(to: string): string;
}

/** A random test IP address. */
export function randomIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** Builds the app for auth tests; `env` are raw environment variables (TRUST_PROXY is on). */
export async function createAuthTest(env: Record<string, string> = {}): Promise<AuthTest> {
  let now = Date.parse('2026-03-02T10:00:00.000Z');
  const clock = Object.assign(() => new Date(now), {
    advance: (ms: number) => {
      now += ms;
    },
  });
  const sent: MailMessage[] = [];
  const test = await createTestApp(
    { TRUST_PROXY: 'true', ...env },
    {
      clock,
      mailer: {
        send: async (message) => {
          sent.push(message);
        },
      },
    },
  );

  function request(path: string, init: RequestInit = {}, ip = randomIp()): Promise<Response> {
    const headers = new Headers(init.headers);
    for (const [name, value] of Object.entries(APP_HEADERS)) if (!headers.has(name)) headers.set(name, value);
    headers.set('X-Forwarded-For', ip);
    return Promise.resolve(test.app.request(path, { ...init, headers }));
  }

  return {
    ...test,
    clock,
    sent,
    request,
    client: ({ ip = randomIp() } = {}) =>
      createClient({
        apiUrl: 'http://localhost/api',
        appId: APP_ID,
        publicKey: TEST_PUBLIC_KEY,
        now: () => clock().getTime(),
        fetch: async (input, init) => {
          const headers = new Headers(init?.headers);
          headers.set('X-Forwarded-For', ip);
          return test.app.request(String(input), { ...init, headers });
        },
      }),
    lastCode(to) {
      const mail = sent.findLast((message) => message.to === to);
      if (!mail?.code) throw new Error(`No code was mailed to ${to}`);
      return mail.code;
    },
  };
}

/** A password that is not common. */
export const GOOD_PASSWORD = 'Tangerine-Lighthouse-47';

/** What the ALTCHA widget does in the browser: find the number, then encode the solution as the token. */
export function solveCaptcha(challenge: AltchaChallenge): string {
  for (let number = 0; number <= challenge.maxnumber; number += 1) {
    const hash = createHash('sha256').update(`${challenge.salt}${number}`).digest('hex');
    if (hash === challenge.challenge) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number, salt, signature };
      return Buffer.from(JSON.stringify(payload)).toString('base64');
    }
  }
  throw new Error('unsolvable challenge');
}
