/**
 * The members area (docs/architecture.md "The members area"): one journey through the members area against the real product on a fresh
 * data folder. A visitor meets the placeholder of a locked video, joins through the widget, lands
 * on the dashboard, gets a wallet pass whose QR code is its URL and whose .pkpass verifies, uses
 * the library and a locked video; is denied the admin page; an admin publishes a video that then
 * shows in the library and on its own page; signing out brings the visitor view back. The console
 * stays clean (fixtures) and axe finds nothing on every page.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import jsQR from 'jsqr';
import { openPkpass, sha1Hex, verifyPkpassSignature } from '../service/src/site/passes/testing.ts';
import { adminCredentials } from './admin.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { E2E_DATA_DIR } from './server.ts';
import { uniqueEmail } from './widget/plain-page.ts';

// A member here watches a video: its player frame gets the stand-in (e2e/fixtures.ts).
test.use({ vimeoStandIn: true });

const LOCKED_VIDEO = 'leadership-challenging-times';
const LOCKED_VIMEO_ID = '76979871';

/** Decodes the QR code drawn in an <img>, from its pixels. */
async function decodeQr(page: Page, selector: string): Promise<string | null> {
  const image = await page.locator(selector).evaluate(async (element) => {
    const img = element as HTMLImageElement;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = img.naturalWidth;
    canvas.height = img.naturalHeight;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(img, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { data: Array.from(data), width, height };
  });
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null;
}

test('a visitor joins, gets the pass, uses the library; an admin publishes a video', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail('journey');

  await test.step('a visitor browses the videos and meets the placeholder of a locked video', async () => {
    await page.goto('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Videos' })).toBeVisible();
    await expectNoAxeViolations(page);
    const response = await page.goto(`/videos/${LOCKED_VIDEO}`);
    expect(await response?.text()).not.toContain(LOCKED_VIMEO_ID);
    await expect(page.getByText('Membership Content')).toBeVisible();
    await expect(page.getByText('Sign up to access this video')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  let passUrl = '';
  await test.step('signs up through the widget and lands on the dashboard', async () => {
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Create Account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create an account' });
    await dialog.getByLabel('First name').fill('Journey');
    await dialog.getByLabel('Last name').fill('Member');
    await dialog.getByLabel('Email Address').fill(email);
    await dialog.getByLabel('Password', { exact: true }).fill('correct horse battery');
    const enrolled = page.waitForResponse((r) => r.url().endsWith('/api/functions/passkit-enroll'));
    await dialog.getByRole('button', { name: 'Sign up' }).click();
    await expect(page.getByText('Your account has been created successfully.')).toBeVisible();
    await page.waitForURL('**/dashboard');
    await expect(page.getByRole('heading', { name: `Welcome back, ${email}` })).toBeVisible();
    const result = (await (await enrolled).json()) as { ok: boolean; passUrl?: string };
    expect(result.ok).toBe(true);
    passUrl = result.passUrl ?? '';
    expect(passUrl).toMatch(/\/passes\/[\w-]{20,}$/);
  });

  await test.step('the pass becomes ready and its QR code is the pass URL', async () => {
    await expect(page.getByRole('heading', { name: 'Your Digital Pass is Ready!' })).toBeVisible();
    await page.getByRole('button', { name: 'Show QR Code' }).click();
    await expect(
      page.getByText("Scan this QR code with your phone's camera to add the pass to your wallet"),
    ).toBeVisible();
    expect(await decodeQr(page, 'img[alt="QR code of your digital membership pass"]')).toBe(passUrl);
    await expectNoAxeViolations(page);
  });

  await test.step('the pass page shows the card and its .pkpass verifies', async () => {
    const passPage = await page.context().newPage();
    await passPage.goto(passUrl);
    await expect(passPage.getByText('Journey Member')).toBeVisible();
    await expectNoAxeViolations(passPage);
    const href = await passPage.getByRole('link', { name: 'Add to Apple Wallet' }).getAttribute('href');
    const download = await passPage.request.get(new URL(href ?? '', passUrl).href);
    expect(download.headers()['content-type']).toBe('application/vnd.apple.pkpass');
    const files = await openPkpass(await download.body());
    const manifest = JSON.parse(files.get('manifest.json')?.toString('utf8') ?? '{}') as Record<
      string,
      string
    >;
    for (const [name, hash] of Object.entries(manifest))
      expect(sha1Hex(files.get(name) ?? Buffer.alloc(0)), name).toBe(hash);
    const certificate = readFileSync(path.join(E2E_DATA_DIR, 'passes/self-signed/signer-cert.pem'), 'utf8');
    const check = verifyPkpassSignature(
      files.get('signature') ?? Buffer.alloc(0),
      files.get('manifest.json') ?? Buffer.alloc(0),
      certificate,
    );
    expect(check).toMatchObject({ signerMatches: true, digestMatches: true, signatureVerifies: true });
    await passPage.close();
  });

  await test.step('a free account starts the Membership trial from the dashboard (no card)', async () => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Start Free Trial' }).click();
    await page
      .getByRole('dialog', { name: 'Copy Stripe Test Card' })
      .getByRole('button', { name: 'Continue to Test Checkout' })
      .click();
    await page.waitForURL(/\/api\/test-checkout\/cs_/);
    await page.getByRole('button', { name: 'Start free trial' }).click();
    await page.waitForURL('**/passkit-success');
  });

  await test.step('the member filters and sorts the library and plays a locked video', async () => {
    await page.goto('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Membership Video Library' })).toBeVisible();
    await page
      .getByRole('radio', { name: 'Orisha' })
      .or(page.getByRole('button', { name: 'Orisha', exact: true }))
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'Orisha Videos' })).toBeVisible();
    await page
      .getByRole('radio', { name: 'All' })
      .or(page.getByRole('button', { name: 'All', exact: true }))
      .first()
      .click();
    await expect(page.getByRole('heading', { name: 'All Videos' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/videos/${LOCKED_VIDEO}`);
    const player = page.locator('iframe[src*="player.vimeo.com"]');
    await expect(player).toHaveAttribute('src', new RegExp(`player\\.vimeo\\.com/video/${LOCKED_VIMEO_ID}`));
    await expectNoAxeViolations(page);
  });

  await test.step('the member is denied the admin page', async () => {
    await page.goto('/admin/videos');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText('You need an Admin Plan to access this page.')).toBeVisible();
  });

  const title = `Ori Tutelar ${Date.now()}`;
  await test.step('an admin adds a video, which goes live in the library and on its own page', async () => {
    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const credentials = adminCredentials();
    await admin.goto('/login');
    await admin.getByRole('button', { name: 'Sign In' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Login to your account' });
    await dialog.getByLabel('Email Address').fill(credentials.email);
    await dialog.getByLabel('Password', { exact: true }).fill(credentials.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await admin.waitForURL((url) => url.pathname === '/');

    await admin.goto('/admin/videos');
    await expect(admin.getByRole('heading', { name: 'Add New Video' })).toBeVisible();
    await admin.getByLabel('Title').fill(title);
    await admin.getByLabel('Description').fill('A teaching on the guardian Orisha of each person.');
    await admin.getByLabel('Vimeo ID').fill('76979871');
    // An absolute URL (the form asks for one) to an image this offline machine can load.
    await admin.getByLabel('Thumbnail URL').fill(new URL('/images/video-placeholder.svg', admin.url()).href);
    await admin.getByLabel('Duration').fill('18:40');
    await admin.getByLabel('Category').selectOption('Orisha');
    await expectNoAxeViolations(admin);
    await admin.getByRole('button', { name: 'Add Video' }).click();
    await expect(admin.getByText('Video Added Successfully')).toBeVisible({ timeout: 120_000 });
    await expect(admin.getByText(`"${title}" has been added to the video library`)).toBeVisible();
    await expect(admin.getByLabel('Title')).toHaveValue('');
    await adminContext.close();
  });

  await test.step('the member loads more and finds the new video and its page', async () => {
    await page.goto('/videos');
    await page.getByRole('button', { name: 'Load More Videos (1 remaining)' }).click();
    const card = page.getByRole('link', { name: new RegExp(title) }).first();
    await expect(card).toBeVisible();
    await card.click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.locator('iframe[src*="player.vimeo.com"]')).toBeVisible();
  });

  await test.step('signing out brings back the visitor view', async () => {
    await page.goto('/videos');
    await page.getByRole('button', { name: /Journey|journey/ }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    await page.goto('/videos');
    await expect(page.getByRole('heading', { level: 1, name: 'Featured Videos' })).toBeVisible();
  });
});
