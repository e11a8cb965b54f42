/**
 * The console's Site and embedding screen in Chromium (docs/console.md "Site and embedding"): the
 * test administrator changes the primary colour and sees the preview follow before saving, then
 * the site's real login modal in the new colour; allows a new origin and sees the widget refused
 * there before and working after; creates a secret key and calls the admin API with it.
 */

import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { APP_ID } from '@wf/config/app';
import { signInAsAdmin } from './admin.ts';
import { testLaunchOptions } from './chromium.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { E2E_DATA_DIR } from './server.ts';
import { EXAMPLE_PORT, WORLD_FAMILY_LOGIN_PATH, WORLD_FAMILY_REDIRECT_PATH } from './widget/example-site.ts';
import { uniqueEmail } from './widget/plain-page.ts';

/** The example site on a name the service has never been told about (the run's other names are). */
const CORP_ORIGIN = `http://corp.example:${EXAMPLE_PORT}`;
test.use({ launchOptions: testLaunchOptions('MAP corp.example 127.0.0.1') });

const NEW_COLOUR = '#0b6e4f';
const NEW_COLOUR_RGB = 'rgb(11, 110, 79)';
const PASSWORD = 'a-long-pass-phrase-9';

/** The test secret key the service wrote beside the administrator's password. */
function suiteSecretKey(): string {
  const text = readFileSync(path.join(E2E_DATA_DIR, 'admin-credentials.txt'), 'utf8');
  const key = /^secret key: (\S+)$/m.exec(text)?.[1];
  if (!key) throw new Error('no secret key in the e2e data folder’s admin-credentials.txt');
  return key;
}

function background(locator: Locator): Promise<string> {
  return locator.evaluate((element) => getComputedStyle(element).backgroundColor);
}

/** The preview's primary button, inside its frame. */
function previewButton(page: Page): Locator {
  return page
    .frameLocator('iframe[title="Preview of the login modal"]')
    .locator('form.wf-login button[type="submit"]');
}

/**
 * Opens a builder's page for World Family's app on corp.example (served by the example site's
 * server, so that the page, like the service, is on this machine) and logs in there.
 */
async function loginOnCorpPage(page: Page, email: string): Promise<void> {
  await page.goto(`${CORP_ORIGIN}${WORLD_FAMILY_LOGIN_PATH}`);
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
  const form = page.locator('form[data-ms-form="login"]');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
}

test('an administrator brands the modal, allows an origin and makes a secret key', async ({
  page,
  browser,
  request,
  allowConsoleError,
}) => {
  test.setTimeout(300_000);
  const suiteKey = suiteSecretKey();
  const before = (await (
    await request.get('/admin-api/settings', { headers: { 'X-API-Key': suiteKey } })
  ).json()) as {
    data: { allowedOrigins: string[]; branding: { primaryColor: string | null } };
  };
  expect(before.data.allowedOrigins).not.toContain(CORP_ORIGIN);
  let newKey = '';

  try {
    await signInAsAdmin(page);
    await page.goto('/admin/site');
    await expect(page.getByRole('heading', { name: 'Site and embedding', level: 1 })).toBeVisible();
    // The machine is shared: the first load may take a while.
    await expect(page.locator('.wf-site-console[data-state="ready"]')).toBeVisible({ timeout: 30_000 });
    const colour = page.getByLabel('Primary button colour', { exact: true });
    await expect(colour).toHaveValue(/#[0-9a-f]{6}/);
    await expect(previewButton(page)).toHaveText('Log in', { timeout: 15_000 });

    await test.step('the preview follows the colour before it is saved', async () => {
      const old = await background(previewButton(page));
      expect(old).not.toBe(NEW_COLOUR_RGB);
      await colour.fill(NEW_COLOUR);
      await expect.poll(() => background(previewButton(page))).toBe(NEW_COLOUR_RGB);
      await expect(page.getByText(/White text on this colour reads well/)).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: test.info().outputPath('site-preview.png'), fullPage: true });
    });

    await test.step('saved, the site’s own login modal has it', async () => {
      await page.getByRole('button', { name: 'Save colour' }).click();
      await expect(page.getByText('The colour is saved: the modals use it now.')).toBeVisible();
      // A visitor's browser: the administrator, signed in, would be sent home from /login.
      const visitor = await browser.newPage();
      await visitor.goto(new URL('/login', page.url()).href);
      await visitor.getByRole('button', { name: 'Sign In' }).click();
      const dialog = visitor.getByRole('dialog', { name: 'Login to your account' });
      await expect(dialog).toBeVisible();
      // The pointer rests where 'Sign In' was clicked, which the modal's 'Log in' button may come
      // to lie under: hovered, it shows the colour's darker shade (82% with black). Away from it,
      // its resting colour.
      await visitor.mouse.move(0, 0);
      await expect
        .poll(() => background(dialog.getByRole('button', { name: 'Log in', exact: true })))
        .toBe(NEW_COLOUR_RGB);
      await visitor.screenshot({ path: test.info().outputPath('site-login-modal.png') });
      await visitor.close();
    });

    await test.step('a secret key is made, shown once, and opens the admin API', async () => {
      await page.goto('/admin/site');
      await expect(page.locator('.wf-site-console[data-state="ready"]')).toBeVisible({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Create a secret key' }).click();
      const shown = page.getByRole('region', { name: 'Your new secret key' });
      newKey = (await shown.getByTestId('new-secret-key').textContent())?.trim() ?? '';
      expect(newKey).toMatch(/^sk_sb_/);
      await expect(page.getByText(`sk_…${newKey.slice(-4)}`)).toBeVisible();
      await page.screenshot({ path: test.info().outputPath('site-secret-key.png'), fullPage: true });
      const settings = await request.get('/admin-api/settings', { headers: { 'X-API-Key': newKey } });
      expect(settings.status()).toBe(200);
    });

    const email = uniqueEmail('corp');
    await test.step('a member is made with the new key', async () => {
      const created = await request.post('/admin-api/members', {
        headers: { 'X-API-Key': newKey },
        data: { email, password: PASSWORD, customFields: { 'first-name': 'Corin', 'last-name': 'Example' } },
      });
      expect(created.status()).toBe(200);
    });

    await test.step('on an origin not allowed, a call of the API from a page there is refused', async () => {
      allowConsoleError(/corp\.example|CORS|Failed to load resource|net::ERR_FAILED/);
      // A plain page of that origin (the site's stylesheet): the widget's own calls are kept for
      // after, so that nothing the browser remembers of a refusal stands in their way.
      const serviceOrigin = new URL(page.url()).origin;
      await page.goto(`${CORP_ORIGIN}/examples/membership/style.css`);
      const answer = await page.evaluate(
        async ([api, appId]) => {
          try {
            const response = await fetch(`${api}/api/app?probe=before`, { headers: { 'X-APP-ID': appId } });
            return `status ${response.status}`;
          } catch (error) {
            return `refused: ${String(error)}`;
          }
        },
        [serviceOrigin, APP_ID] as const,
      );
      expect(answer).toMatch(/^refused/);
    });

    await test.step('the origin is allowed on the console', async () => {
      await page.goto('/admin/site');
      await expect(page.locator('.wf-site-console[data-state="ready"]')).toBeVisible({ timeout: 30_000 });
      await page.getByLabel('Origin to allow').fill(CORP_ORIGIN);
      await page.getByRole('button', { name: 'Add origin' }).click();
      await expect(page.getByText(`${CORP_ORIGIN} is allowed.`)).toBeVisible();
      await expect(page.getByRole('list', { name: 'Allowed origins' })).toContainText(CORP_ORIGIN);
      await expectNoAxeViolations(page);
    });

    await test.step('from then on the service answers that origin', async () => {
      // Browsers' preflights are answered from a cache of APP_CACHE_SECONDS, 10 s here
      // (docs/console.md "Site and embedding").
      await expect
        .poll(
          async () =>
            (
              await request.fetch('/api/app', {
                method: 'OPTIONS',
                headers: { Origin: CORP_ORIGIN, 'Access-Control-Request-Method': 'GET' },
              })
            ).status(),
          { timeout: 30_000 },
        )
        .toBe(204);
      const app = await request.get('/api/app', { headers: { 'X-APP-ID': APP_ID, Origin: CORP_ORIGIN } });
      expect(app.status()).toBe(200);
      expect(app.headers()['access-control-allow-origin']).toBe(CORP_ORIGIN);
    });

    await test.step('the widget on a page of that origin signs the member in', async () => {
      // A fresh browser: nothing it remembers of the refusal before stands in the way.
      const context = await browser.newContext();
      const corp = await context.newPage();
      await loginOnCorpPage(corp, email);
      // World Family's login redirect, on the builder's origin.
      await corp.waitForURL(`${CORP_ORIGIN}${WORLD_FAMILY_REDIRECT_PATH}`);
      await expect(corp.getByText(`Signed in as ${email}`)).toBeVisible({ timeout: 15_000 });
      await expectNoAxeViolations(corp);
      await context.close();
    });
  } finally {
    // The suite's other specs expect World Family's settings as the app file has them.
    await request.patch('/admin-api/settings', {
      headers: { 'X-API-Key': suiteKey },
      data: {
        allowedOrigins: before.data.allowedOrigins,
        branding: { primaryColor: before.data.branding.primaryColor },
      },
    });
  }
});
