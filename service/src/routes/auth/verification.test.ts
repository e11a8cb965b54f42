import { APP_ID } from '@wf/config/app';
import { isWfError } from '@wf/sdk';
import { MEMBER_COOKIE } from '@wf/sdk/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_TTL_MS } from '../../auth/email-verification.ts';
import { type AuthTest, createAuthTest, GOOD_PASSWORD } from './test-kit.ts';
import { ALREADY_VERIFIED_MESSAGE, VERIFICATION_SENT_MESSAGE } from './verification.ts';

// Hashing and the in-memory database are slow on a busy CI machine.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let t: AuthTest;

beforeAll(async () => {
  t = await createAuthTest();
});
afterAll(async () => {
  await t.close();
});

/** Signs up, asks for the verification e-mail and answers the client and the link it carries. */
async function linkFor(email: string) {
  const client = t.client();
  const signup = await client.signupMemberEmailPassword({ email, password: GOOD_PASSWORD });
  const answer = await client.sendMemberVerificationEmail();
  expect(answer).toEqual({ data: { success: true }, message: VERIFICATION_SENT_MESSAGE });
  const mail = t.sent.findLast((message) => message.to === email);
  const link = mail?.text.match(/https?:\/\/\S+verify-email\S+/)?.[0];
  if (!link) throw new Error('no link mailed');
  return { client, link: new URL(link), token: signup.data.tokens.accessToken };
}

/** Opens the link as a browser would: no app headers; `session`: the browser is signed in as the member. */
function open(link: URL, session?: string) {
  const headers: Record<string, string> = session ? { Cookie: `${MEMBER_COOKIE}=${session}` } : {};
  return t.app.request(`${link.pathname}${link.search}`, { headers });
}

describe('e-mail verification', () => {
  it('given nobody signed in, sending a verification e-mail answers 401 Member not logged in', async () => {
    try {
      await t.client().sendMemberVerificationEmail();
      throw new Error('expected a failure');
    } catch (error) {
      expect(isWfError(error) && error.code).toBe('member/not-logged-in');
    }
  });

  it('given the mailed link opened in the browser signed in as the member, it verifies the member and redirects to the site', async () => {
    const { client, link, token } = await linkFor('verify-me@example.org');
    expect(link.origin + link.pathname).toBe(`${t.env.publicUrl}/api/auth/verify-email`);
    expect(link.searchParams.get('app')).toBe('app_world-family-7q2m9c4x');
    const response = await open(link, token);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${t.env.publicUrl}/?verified=1`);
    expect((await client.getCurrentMember()).data?.verified).toBe(true);
    expect(await client.sendMemberVerificationEmail()).toEqual({
      data: { success: true },
      message: ALREADY_VERIFIED_MESSAGE,
    });
  });

  it('given the link opened in another browser, a page says what confirming removes, and its button verifies', async () => {
    const { link } = await linkFor('verify-elsewhere@example.org');
    const page = await open(link);
    expect(page.status).toBe(200);
    expect(page.headers.get('Cache-Control')).toBe('no-store');
    expect(page.headers.get('Referrer-Policy')).toBe('no-referrer');
    const html = await page.text();
    expect(html).toContain('<h1>Confirm your email address</h1>');
    expect(html).toContain('<button type="submit">Confirm my email address</button>');
    const confirmed = await t.app.request('/api/auth/verify-email', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: t.env.publicUrl },
      body: new URLSearchParams({ token: link.searchParams.get('token') ?? '', app: APP_ID }).toString(),
    });
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('Location')).toBe(`${t.env.publicUrl}/?verified=1`);
    expect((await open(link)).headers.get('Location')).toBe(`${t.env.publicUrl}/?verified=0`);
  });

  it('given a link used once, opening it again does not verify again', async () => {
    const { link, token } = await linkFor('verify-twice@example.org');
    await open(link, token);
    expect((await open(link, token)).headers.get('Location')).toBe(`${t.env.publicUrl}/?verified=0`);
  });

  it('given a link older than a day, it no longer verifies', async () => {
    const { client, link } = await linkFor('verify-late@example.org');
    t.clock.advance(VERIFICATION_TTL_MS);
    expect((await open(link)).headers.get('Location')).toBe(`${t.env.publicUrl}/?verified=0`);
    t.clock.advance(-VERIFICATION_TTL_MS);
    expect((await client.getCurrentMember()).data?.verified).toBe(false);
  });

  it('given a tampered token, it does not verify', async () => {
    const { link } = await linkFor('verify-tamper@example.org');
    link.searchParams.set('token', `${link.searchParams.get('token')}x`);
    expect((await open(link)).headers.get('Location')).toBe(`${t.env.publicUrl}/?verified=0`);
  });

  it('given a token or app id holding U+0000 (found by the bad-input suite), it redirects with verified=0, not a 500', async () => {
    const { link } = await linkFor('verify-nul@example.org');
    const [, secret] = (link.searchParams.get('token') ?? '').split('.');
    for (const [name, value] of [
      ['token', `\u0000.${secret}`],
      ['app', '\u0000'],
    ] as const) {
      const mangled = new URL(link);
      mangled.searchParams.set(name, value);
      const response = await open(mangled);
      expect(response.status).toBe(303);
      expect(response.headers.get('Location')).toBe(`${t.env.publicUrl}/?verified=0`);
    }
  });
});
