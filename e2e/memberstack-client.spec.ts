/**
 * Wire compatibility with the real `@memberstack/dom` 2.x client (docs/decisions.md "The widget
 * speaks `@memberstack/dom`'s language"): the npm package itself, bundled for the browser, runs on
 * a page of the service's origin and talks to our service with nothing changed but its `domain`.
 * It signs up, reads the member, and asks for a checkout without redirecting; the URL it gets back
 * opens our test checkout page.
 */
import { fileURLToPath } from 'node:url';
import { APP_ID, MEMBERSHIP_PRICE_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { build } from 'esbuild';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { uniqueEmail } from './widget/plain-page.ts';

const PAGE_PATH = '/third-party/memberstack-dom.html';

/** The part of the client's API this test calls (its own types live in the bundle's page). */
interface MemberstackClient {
  signupMemberEmailPassword(params: { email: string; password: string }): Promise<{
    data: { member: { auth: { email: string } } };
  }>;
  getCurrentMember(): Promise<{ data: { auth: { email: string } } | null }>;
  purchasePlansWithCheckout(params: {
    priceId: string;
    successUrl: string;
    cancelUrl: string;
    autoRedirect: boolean;
  }): Promise<{ data: { url: string } }>;
}

/** The package's browser bundle, as a site builder's bundler would make it. */
async function bundleClient(): Promise<string> {
  const result = await build({
    stdin: {
      contents: "import memberstack from '@memberstack/dom'; window.MemberstackDom = memberstack;",
      resolveDir: fileURLToPath(new URL('..', import.meta.url)),
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return result.outputFiles[0]?.text ?? '';
}

let client = '';
test.beforeAll(async () => {
  client = await bundleClient();
});

test('the real @memberstack/dom client signs up and gets a checkout URL that opens our checkout page', async ({
  page,
  baseURL,
}) => {
  await page.route(`**${PAGE_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Written for @memberstack/dom</title>
<script>${client.replaceAll('</script', '<\\/script')}</script></head><body><main><h1>A page written for @memberstack/dom</h1></main></body></html>`,
    }),
  );
  await page.goto(PAGE_PATH);
  const email = uniqueEmail('msdom');

  const answers = await page.evaluate(
    async ({ appId, publicKey, domain, email, priceId }) => {
      const memberstack = (
        window as unknown as { MemberstackDom: { init: (config: object) => MemberstackClient } }
      ).MemberstackDom.init({ appId, publicKey, domain });
      const signup = await memberstack.signupMemberEmailPassword({
        email,
        password: 'a long compat password',
      });
      const current = await memberstack.getCurrentMember();
      const checkout = await memberstack.purchasePlansWithCheckout({
        priceId,
        successUrl: '/passkit-success',
        cancelUrl: '/membership',
        autoRedirect: false,
      });
      return {
        signedUp: signup.data.member.auth.email,
        current: current.data?.auth.email,
        url: checkout.data.url,
      };
    },
    {
      appId: APP_ID,
      publicKey: TEST_PUBLIC_KEY,
      domain: `${baseURL}/api`,
      email,
      priceId: MEMBERSHIP_PRICE_ID,
    },
  );

  expect(answers.signedUp).toBe(email);
  expect(answers.current).toBe(email);
  expect(answers.url).toMatch(new RegExp(`^${baseURL}/api/test-checkout/cs_`));
  await expect(page).toHaveURL(PAGE_PATH.replace(/^/, baseURL ?? ''));

  await page.goto(answers.url);
  await expect(page.getByText('TEST MODE')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Start your 7-day free trial of Membership' }),
  ).toBeVisible();
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cancel and go back' })).toHaveAttribute(
    'href',
    `${baseURL}/membership`,
  );
  await expectNoAxeViolations(page);
});
