/**
 * Every page the service draws itself sits in the one document (docs/architecture.md "The pages
 * the service draws"): it names an icon, so no browser asks for a /favicon.ico nobody serves (a
 * 404 and a console error on every page), and it is coloured by ui's tokens and its app's colour.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ID } from '@wf/config/app';
import { createClient, MEMBER_COOKIE, memoryStorage } from '@wf/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/session.ts';
import { EXAMPLE_APP_ID, EXAMPLE_PRO_PRICE_ID, EXAMPLE_TEST_PUBLIC_KEY } from '../../examples/app.ts';
import { insertMember } from '../../members/testing.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ WF_TEST_MODE: 'true' });
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** The icon link a page's head carries, or undefined. */
function iconOf(html: string): string | undefined {
  return /<link rel="icon" href="([^"]+)"/.exec(html)?.[1];
}

describe('the pages the service draws', () => {
  const pages: [string, string][] = [
    ['the dev mailbox refusing a browser that has not opened the unlock link', '/dev/mailbox'],
    ['the unlock link with a stale token', '/dev/unlock?token=stale'],
    ['the example sites', '/examples/'],
    ['an account link that does not work', `/api/auth/secure-account?token=nope&app=${APP_ID}`],
    ['a sign-in popup that names no app', '/api/auth-provider/login?provider=github'],
    ['a sign-in popup whose flow has ended', '/api/auth-provider/callback?state=gone'],
    ['a test checkout that does not exist', '/api/test-checkout/cs_unknown'],
    ['a test billing portal that has expired', '/api/test-portal/bps_unknown'],
    ["World Family's page of an unknown pass", '/passes/unknown'],
  ];

  it.each(pages)('given %s, the page names the site icon and wears ui tokens', async (_page, url) => {
    const response = await test.app.request(url);
    expect(response.headers.get('Content-Type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(iconOf(html), url).toBe('/favicon.svg');
    expect(html).toContain('--wf-color-primary: #3a2e7a;');
    expect(html).not.toMatch(/favicon\.ico/);
  });

  it("given the example app's test checkout, the page wears the example site's own colour and icon", async () => {
    const member = await insertMember(test.database, { appId: EXAMPLE_APP_ID });
    const session = await createSession(test.database.db, {
      appId: EXAMPLE_APP_ID,
      memberId: member.id,
      now: new Date(),
    });
    const storage = memoryStorage();
    storage.setItem(MEMBER_COOKIE, session.token);
    const client = createClient({
      apiUrl: 'http://localhost/api',
      appId: EXAMPLE_APP_ID,
      publicKey: EXAMPLE_TEST_PUBLIC_KEY,
      storage,
      fetch: (input, init) =>
        Promise.resolve(test.app.request(input instanceof Request ? input : String(input), init)),
    });
    const { data } = await client.purchasePlansWithCheckout({
      priceId: EXAMPLE_PRO_PRICE_ID,
      successUrl: 'http://localhost:4321/examples/membership/members.html',
      cancelUrl: 'http://localhost:4321/examples/membership/index.html',
      autoRedirect: false,
    });
    const html = await (await test.app.request(new URL(data.url).pathname)).text();
    expect(iconOf(html)).toBe('/examples/membership/favicon.svg');
    expect(html).toContain('--wf-color-primary: #2449c7;');
  });
});

describe("the service's sources", () => {
  const src = fileURLToPath(new URL('../../', import.meta.url));
  const sources = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter(
    (name) =>
      name.endsWith('.ts') &&
      !name.endsWith('.test.ts') &&
      !name.endsWith('test-kit.ts') &&
      !name.startsWith(`testing${path.sep}`),
  );

  it('given every module, only the one page document writes a doctype (e-mails and the fuzz suite aside; test helpers write fake sites)', () => {
    const writers = sources.filter((name) =>
      /<!doctype html/i.test(readFileSync(path.join(src, name), 'utf8')),
    );
    expect(writers.sort()).toEqual([
      'fuzz/harness.ts',
      'mail/templates/layout.ts',
      'routes/pages/document.ts',
    ]);
  });
});
