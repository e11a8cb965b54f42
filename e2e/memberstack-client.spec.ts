/**
 * Wire compatibility with the real `@memberstack/dom` 2.x client (docs/decisions.md "The widget
 * speaks `@memberstack/dom`'s language"): the npm package itself, bundled for the browser, runs on
 * a page of the service's origin and talks to our service with nothing changed but its `domain`.
 * It signs up, reads the member, and asks for a checkout without redirecting; the URL it gets back
 * opens our test checkout page. Against an app created from the console (docs/console.md "Apps"),
 * with nothing changed but the app's id and public key, it signs up and reads the member there,
 * and the member stays in that app: World Family's key does not log them in.
 */
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { APP_ID, MEMBERSHIP_PRICE_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { build } from 'esbuild';
import { signInAsAdmin } from './admin.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { uniqueEmail } from './widget/plain-page.ts';

const PAGE_PATH = '/third-party/memberstack-dom.html';

/** The part of the client's API this test calls (its own types live in the bundle's page). */
interface MemberstackClient {
  signupMemberEmailPassword(params: { email: string; password: string }): Promise<{
    data: { member: { auth: { email: string } } };
  }>;
  loginMemberEmailPassword(params: { email: string; password: string }): Promise<unknown>;
  getCurrentMember(): Promise<{ data: { id: string; auth: { email: string } } | null }>;
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

/** Opens a page of the service's origin that loads the bundle, as a builder's page would. */
async function openClientPage(page: Page): Promise<void> {
  await page.route(`**${PAGE_PATH}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Written for @memberstack/dom</title>
<script>${client.replaceAll('</script', '<\\/script')}</script></head><body><main><h1>A page written for @memberstack/dom</h1></main></body></html>`,
    }),
  );
  await page.goto(PAGE_PATH);
}

test('the real @memberstack/dom client signs up and gets a checkout URL that opens our checkout page', async ({
  page,
  baseURL,
}) => {
  await openClientPage(page);
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

test('the real @memberstack/dom client signs up in an app created from the console, and the member stays there', async ({
  page,
  browser,
  baseURL,
}) => {
  // Entering the created app reloads the console, which signs in and reads again.
  test.setTimeout(90_000);
  const slow = { timeout: 15_000 };
  const name = `Msdom Studio ${Date.now().toString(36)}`;
  const line = page.getByRole('region', { name: 'App' });
  const nav = page.getByRole('navigation', { name: 'Console' });

  await test.step('the administrator creates an app from the console', async () => {
    await signInAsAdmin(page);
    await page.goto('/admin/members');
    await line.getByRole('button', { name: 'Switch app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your apps' });
    await dialog.getByRole('textbox', { name: 'App name' }).fill(name);
    await dialog.getByRole('button', { name: 'Create app' }).click();
    await expect(line.getByText(name, { exact: true })).toBeVisible(slow);
  });

  /** A value of the Site screen's keys, as a builder copies it (the hidden apps dialog lists keys too). */
  const keyRow = (label: string) =>
    page
      .getByRole('term')
      .filter({ hasText: new RegExp(`^${label}$`), visible: true })
      .locator('xpath=following-sibling::dd[1]/code');
  const created = await test.step('its Site screen shows its own app id and test public key', async () => {
    await nav.getByRole('link', { name: 'Site and embedding' }).click();
    await expect(page.getByRole('textbox', { name: 'App name' })).toHaveValue(name, slow);
    await expect(keyRow('App id')).toHaveText(/^app_msdom-studio-/);
    await expect(keyRow('Test public key')).toHaveText(/^pk_sb_msdom-studio-/);
    const appId = (await keyRow('App id').textContent()) ?? '';
    const publicKey = (await keyRow('Test public key').textContent()) ?? '';
    expect(appId).not.toBe(APP_ID);
    expect(publicKey).not.toBe(TEST_PUBLIC_KEY);
    return { appId, publicKey };
  });

  // A visitor of the builder's page, in a browser of their own.
  const visitor = await browser.newContext({ baseURL });
  const visitorPage = await visitor.newPage();
  const visitorErrors: string[] = [];
  visitorPage.on('console', (msg) => {
    if (msg.type() === 'error') visitorErrors.push(msg.text());
  });
  visitorPage.on('pageerror', (error) => visitorErrors.push(`uncaught: ${error.message}`));
  const email = uniqueEmail('msdom-app');
  const password = 'a long compat password';
  const domain = `${baseURL}/api`;

  await test.step('the client with the created app’s key signs up and reads the member back', async () => {
    await openClientPage(visitorPage);
    const answers = await visitorPage.evaluate(
      async ({ appId, publicKey, domain, email, password }) => {
        const memberstack = (
          window as unknown as { MemberstackDom: { init: (config: object) => MemberstackClient } }
        ).MemberstackDom.init({ appId, publicKey, domain });
        const signup = await memberstack.signupMemberEmailPassword({ email, password });
        const current = await memberstack.getCurrentMember();
        return { signedUp: signup.data.member.auth.email, current: current.data?.auth.email };
      },
      { ...created, domain, email, password },
    );
    expect(answers.signedUp).toBe(email);
    expect(answers.current).toBe(email);
  });

  await test.step('the client with World Family’s key does not know the address', async () => {
    await visitorPage.goto(PAGE_PATH);
    const refused = await visitorPage.evaluate(
      async ({ appId, publicKey, domain, email, password }) => {
        const memberstack = (
          window as unknown as { MemberstackDom: { init: (config: object) => MemberstackClient } }
        ).MemberstackDom.init({ appId, publicKey, domain });
        try {
          await memberstack.loginMemberEmailPassword({ email, password });
          return 'logged in';
        } catch (error) {
          return (error as { message?: string }).message ?? String(error);
        }
      },
      { appId: APP_ID, publicKey: TEST_PUBLIC_KEY, domain, email, password },
    );
    expect(refused).toBe('Invalid email or password.');
  });
  await visitor.close();
  // The refused login's 401, which Chromium logs as a failed resource, and nothing else.
  expect(visitorErrors).toEqual([expect.stringMatching(/status of 401 \(Unauthorized\)/)]);

  await test.step('the created app’s console lists the new member', async () => {
    await nav.getByRole('link', { name: 'Members' }).click();
    await expect(line.getByText(name, { exact: true })).toBeVisible(slow);
    await page.getByRole('searchbox', { name: /Search/ }).fill(email);
    await expect(page.getByRole('status').filter({ hasText: '1 member' })).toBeVisible(slow);
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
