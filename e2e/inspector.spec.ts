/**
 * The test-mode inspector end to end (docs/product/inspector.md): a page with faults in its
 * `data-ms-*` attributes, served on the service's origin with nothing of ours but the script tag,
 * in Chromium against the real service. With the test key the inspector finds the faults; with
 * the live key the same page fetches none of its code.
 */
import type { Page } from '@playwright/test';
import { APP_ID, LIVE_PUBLIC_KEY, TEST_PUBLIC_KEY } from '@wf/config/app';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { PASSWORD } from './widget/flows.ts';
import { uniqueEmail } from './widget/plain-page.ts';

const PATH = '/third-party/inspector.html';

/** A builder's page with two errors, one warning and a few attributes written right. */
function faultyPage(publicKey: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>A page with attribute faults</title>
<script src="/widget.js" data-app-id="${APP_ID}" data-public-key="${publicKey}"></script>
<style>body { font: 16px/1.5 sans-serif; margin: 2rem; } a, button { display: inline-block; margin: 1rem; }</style>
</head>
<body>
<main>
<h1>Pricing</h1>
<a id="broken" href="/signup" data-ms-plan:add="prc_not-a-plan">Join (broken)</a>
<a id="wrong-price" href="/signup" data-ms-price:add="prc_from-another-app">Go Pro (wrong price)</a>
<a id="hidden-fault" href="/signup" data-ms-plan:add="prc_hidden" style="display:none">Never shown</a>
<form id="forgot" data-ms-form="forgot-password">
  <label>E-mail <input type="email" data-ms-member="email"></label>
  <button type="submit">Send a reset code</button>
</form>
<p data-ms-content="!members">Welcome, visitor.</p>
</main>
</body>
</html>`;
}

async function openFaultyPage(page: Page, publicKey: string) {
  await page.route(`**${PATH}`, (route) =>
    route.fulfill({ contentType: 'text/html; charset=utf-8', body: faultyPage(publicKey) }),
  );
  await page.goto(PATH);
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
}

/** The outline boxes of one level (the layer's shadow root is open; locators reach into it). */
function boxes(page: Page, level: 'error' | 'warning' | 'found') {
  return page.locator(`[data-wf-xray] [data-level="${level}"]`);
}

test('in test mode, a faulty page shows the badge with the red dot, the errors by title and X-ray outlines', async ({
  page,
}) => {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'log') logged.push(message.text());
  });
  await openFaultyPage(page, TEST_PUBLIC_KEY);

  const badge = page.getByRole('button', { name: /^Test Mode \d+ items, with errors$/ });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveAttribute('data-errors', 'true');
  await expect(page.locator('.wf-inspector-badge__dot')).toBeVisible();
  // Widget spec §9: the badge's z-index (clamped by the browser to the largest 32-bit value).
  const zIndex = await badge.evaluate((element) => getComputedStyle(element).zIndex);
  expect(Number(zIndex)).toBeGreaterThanOrEqual(2147483647);

  // The console names each finding's id, in its colour.
  await expect.poll(() => logged.some((line) => line.includes('[broken-plan-button]'))).toBe(true);
  expect(logged.some((line) => line.includes('[incorrect-price-id]'))).toBe(true);
  expect(logged.some((line) => line.includes('[missing-redirect]'))).toBe(true);

  await badge.click();
  await expect(page.getByRole('button', { name: /Hide Inspector/ })).toHaveAttribute('aria-expanded', 'true');
  const sidebar = page.locator('#wf-inspector');
  // The list names each item by its type and title; the broken plan button is found twice (once hidden).
  await expect(
    sidebar.getByRole('button', { name: 'Error: Broken Plan Button Found 2 elements' }),
  ).toBeVisible();
  await expect(sidebar.getByRole('button', { name: 'Error: Incorrect Price ID' })).toBeVisible();
  await expect(
    sidebar.getByRole('button', { name: 'Warning: Forgot Password Form Missing Redirect' }),
  ).toBeVisible();
  await expect(sidebar.getByRole('button', { name: /^Attributes Found \d+ elements$/ })).toBeVisible();
  await sidebar.getByRole('button', { name: 'Error: Incorrect Price ID' }).click();
  await expect(
    sidebar.getByText('prc_from-another-app is not a price of this app.', { exact: false }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // X-ray, on by default: red around the two errors (the hidden third is skipped), yellow around the warning.
  await expect(boxes(page, 'error')).toHaveCount(2);
  await expect(boxes(page, 'warning')).toHaveCount(1);
  expect(await boxes(page, 'found').count()).toBeGreaterThan(0);
  await expect(boxes(page, 'error').first()).toHaveCSS('border-top-color', 'rgb(224, 102, 87)');
  await expect(boxes(page, 'warning').first()).toHaveCSS('border-top-color', 'rgb(239, 211, 80)');
  await expect(boxes(page, 'found').first()).toHaveCSS('border-top-color', 'rgb(92, 157, 111)');
  await expect(boxes(page, 'error').first()).toContainText('Broken Plan Button Found');
  // 6 px margin and 2 px border around the element.
  const [element, outline] = await Promise.all([
    page.locator('#broken').boundingBox(),
    boxes(page, 'error').first().boundingBox(),
  ]);
  expect(outline?.x).toBeCloseTo((element?.x ?? 0) - 8, 0);
  expect(outline?.width).toBeCloseTo((element?.width ?? 0) + 16, 0);

  // The toggle turns it off, and it stays off after a reload (MSXRayMode).
  const xRay = sidebar.getByRole('switch', { name: /X-ray/ });
  await expect(xRay).toBeChecked();
  await xRay.click();
  await expect(xRay).not.toBeChecked();
  await expect(boxes(page, 'error')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('MSXRayMode'))).toBe('false');

  await page.reload();
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
  await page.getByRole('button', { name: /^Test Mode/ }).click();
  await expect(page.locator('#wf-inspector').getByRole('switch', { name: /X-ray/ })).not.toBeChecked();
  await expect(
    page.locator('#wf-inspector').getByRole('button', { name: 'Error: Broken Plan Button Found 2 elements' }),
  ).toBeVisible();
  await expect(boxes(page, 'error')).toHaveCount(0);
});

test('with the live key, the same page shows no inspector and fetches none of its code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openFaultyPage(page, LIVE_PUBLIC_KEY);
  // A test-mode page fetches the chunk as soon as the ready event fires: wait until nothing is loading.
  await page.waitForLoadState('networkidle');
  expect(scripts.some((path) => /\/widget\/inspector-[\w-]+\.js$/.test(path))).toBe(false);
  await expect(page.locator('#wf-inspector')).toHaveCount(0);
  await expect(page.locator('[data-wf-xray]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Test Mode/ })).toHaveCount(0);
  // The page itself works: the visitor's gate is open.
  await expect(page.getByText('Welcome, visitor.')).toBeVisible();
});

test('in test mode, the inspector chunk is the one fetched (what the live test looks for)', async ({
  page,
}) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await openFaultyPage(page, TEST_PUBLIC_KEY);
  await expect(page.getByRole('button', { name: /^Test Mode/ })).toBeVisible();
  expect(scripts.some((path) => /\/widget\/inspector-[\w-]+\.js$/.test(path))).toBe(true);
});

/** The example site as the service serves it in test mode: its pages carry the test key. */
const EXAMPLES = '/examples/membership';

async function openExample(page: Page, file: string) {
  await page.goto(`${EXAMPLES}/${file}`);
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
}

test('on a clean example page, X-ray stays off until the builder turns it on, and Help leads to the guide', async ({
  page,
  request,
}) => {
  await openExample(page, 'index.html');
  const badge = page.getByRole('button', { name: /^Test Mode/ });
  await expect(badge).not.toHaveAttribute('data-errors', 'true');
  await badge.click();
  const sidebar = page.locator('#wf-inspector');
  await expect(sidebar.getByText('No errors found')).toBeVisible();
  // Nothing is wrong, so nothing is outlined (ours: X-ray is on by itself only for errors and warnings).
  const xRay = sidebar.getByRole('switch', { name: /X-ray/ });
  await expect(xRay).not.toBeChecked();
  await expect(page.locator('[data-wf-xray] [data-level]')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('MSXRayMode'))).toBeNull();

  // Help is the site builders' guide, on the service widget.js came from: never a site's contact page.
  const help = sidebar.getByRole('link', { name: /^Help/ });
  const href = (await help.getAttribute('href')) ?? '';
  expect(new URL(href).pathname + new URL(href).hash).toBe('/developers/data-attributes#inspector');
  expect((await request.get(href)).status()).toBe(200);

  // The builder's own choice wins, and is kept.
  await xRay.click();
  await expect(page.locator('[data-wf-xray] [data-level="found"]').first()).toBeVisible();
  await page.reload();
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
  await page.getByRole('button', { name: /^Test Mode/ }).click();
  await expect(page.locator('#wf-inspector').getByRole('switch', { name: /X-ray/ })).toBeChecked();
});

test('on the example site, the Member tab shows the member signed in through the page', async ({ page }) => {
  const email = uniqueEmail('inspector');
  await openExample(page, 'signup.html');
  const form = page.locator('form[data-ms-form="signup"]');
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(`**${EXAMPLES}/account.html`);
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);

  await page.getByRole('button', { name: /^Test Mode/ }).click();
  const sidebar = page.locator('#wf-inspector');
  await sidebar.getByRole('tab', { name: 'Member' }).click();
  const member = sidebar.getByRole('tabpanel', { name: 'Member' });
  await expect(member.getByText('Logged in')).toBeVisible();
  await expect(member.getByText(email, { exact: true })).toBeVisible();
  await expect(member.getByText('Logged out')).toHaveCount(0);

  // A sign-out reaches the open tab at once (the loader's onAuthChange), with no reload.
  await page.evaluate(() =>
    (window as { $memberstackDom?: { logout(): Promise<unknown> } }).$memberstackDom?.logout(),
  );
  await expect(member.getByText('Logged out')).toBeVisible();
  await expect(member.getByText(email, { exact: true })).toHaveCount(0);
});
