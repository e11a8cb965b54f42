/**
 * The comment attributes end to end (docs/comments.md "The widget"; docs/product/data-attributes.md
 * §11): the example site's community page, plain HTML with `data-ms-*` attributes, served from
 * another origin, against the real service and its live stream in Chromium. Two members in two
 * browsers talk without reloading; a visitor sees the signed-out state. The comments chunk's size
 * is measured here, on the page that fetches it (the loader's own budget: widget-budgets.spec.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config.ts';
import { testLaunchOptions } from './chromium.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { SITE_BUILD } from './ports.ts';
import { HOST_RULES, SHOP_ORIGIN } from './widget/example-site.ts';
import { PASSWORD } from './widget/flows.ts';
import { uniqueEmail } from './widget/plain-page.ts';

const SERVICE = `http://localhost:${E2E_PORT}`;
const SITE = `${SHOP_ORIGIN}/examples/membership`;
const EXAMPLE_HEADERS = {
  'X-APP-ID': 'app_example-membership-site',
  'X-API-Key': 'pk_sb_example-membership-site',
};
const DIST = path.resolve(SITE_BUILD);
/** What the comments may add to what a page with the widget already loads (docs/comments.md "The widget"). */
const COMMENTS_BUDGET = 15 * 1024;

test.use({ launchOptions: testLaunchOptions(HOST_RULES) });

/** A member of the example app, made through its sign-up call (two of the hour's sign-ups). */
async function newMember(request: APIRequestContext, name: string): Promise<string> {
  const email = uniqueEmail(`comments-${name.toLowerCase()}`);
  const response = await request.post(`${SERVICE}/api/auth/signup`, {
    headers: EXAMPLE_HEADERS,
    data: { email, password: PASSWORD, customFields: { 'first-name': name } },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return email;
}

/** Logs in through the example's login form, then opens the community page with its channel ready. */
async function openAsMember(page: Page, email: string): Promise<void> {
  await page.goto(`${SITE}/login.html`);
  const form = page.locator('form[data-ms-form="login"]');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(`${SITE}/account.html`);
  await page.getByRole('link', { name: 'Community' }).first().click();
  await expect(page.locator('[data-ms-channel][data-wf-channel="ready"]')).toBeVisible();
}

/** A second browser whose console errors fail the test as the first's do. */
async function secondBrowser(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  return { context, page, errors };
}

function gzipSize(urlPath: string): number {
  return gzipSync(readFileSync(path.join(DIST, urlPath)), { level: 9 }).byteLength;
}

test('two members: a post, a reply and a vote reach the other page live; the author edits and deletes', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const scripts = new Set<string>();
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  const [ada, ben] = [await newMember(request, 'Ada'), await newMember(request, 'Ben')];
  const other = await secondBrowser(browser);
  // The post's second line: unique to this run, and what finds the post on both pages.
  const text = `Lesson question ${Date.now()}`;

  await test.step('both open the community page', async () => {
    await openAsMember(page, ada);
    await openAsMember(other.page, ben);
  });

  const adaPost = page.locator('[data-ms-post-id]', { hasText: text });
  const benPost = other.page.locator('[data-ms-post-id]', { hasText: text });

  await test.step('Ada posts with Enter; Ben sees it without reloading', async () => {
    const field = page.getByLabel('Your comment', { exact: true });
    await field.fill('Which breathing lesson first?');
    await field.press('Shift+Enter');
    await field.pressSequentially(text);
    await field.press('Enter');
    await expect(field).toHaveValue('');
    // The typed line break is kept: the text shows on two lines.
    await expect(adaPost.locator('[data-ms-post="content"] br')).toHaveCount(1);
    await expect(benPost).toBeVisible();
    await expect(benPost.locator('[data-ms-post-creator="first-name"]')).toHaveText('Ada');
    // Not Ben's: no edit or delete for him.
    await expect(benPost.getByRole('button', { name: 'Edit' })).toBeHidden();
  });

  await test.step('Ada opens the replies; Ben replies and likes; Ada sees both live', async () => {
    await adaPost.getByRole('button', { name: /^Replies/ }).click();
    await benPost.getByRole('button', { name: /^Replies/ }).click();
    await benPost.getByLabel('Your reply').fill('Start with the box breath.');
    await benPost.getByRole('button', { name: 'Reply', exact: true }).click();
    await benPost.getByRole('button', { name: /Like/ }).first().click();
    await expect(benPost.getByRole('button', { name: /Like/ }).first()).toHaveClass(/is-active/);
    await expect(
      adaPost.locator('[data-ms-thread-id]', { hasText: 'Start with the box breath.' }),
    ).toBeVisible();
    await expect(adaPost.locator('[data-ms-post="threadCount"]')).toHaveText('1');
    await expect(adaPost.locator('[data-ms-post="likeCount"]')).toHaveText('1');
    // Ben's vote is his: Ada's button is not pressed.
    await expect(adaPost.getByRole('button', { name: /Like/ }).first()).not.toHaveClass(/is-active/);
  });

  await test.step('the page passes axe with comments, replies and forms on it', async () => {
    await page.screenshot({ path: test.info().outputPath('community-ada.png'), fullPage: true });
    await other.page.screenshot({ path: test.info().outputPath('community-ben.png'), fullPage: true });
    await expectNoAxeViolations(page);
  });

  await test.step('Ada edits; Ben sees the new text', async () => {
    await adaPost.getByRole('button', { name: 'Edit' }).first().click();
    const edit = adaPost.getByLabel('Edit your comment');
    await expect(edit).toBeFocused();
    await edit.fill(`${text} (edited: the box breath)`);
    await edit.press('Enter');
    await expect(benPost).toContainText('(edited: the box breath)');
    await expect(benPost.locator('[data-ms-post="is-edited"]')).toBeVisible();
  });

  await test.step('Ada deletes; with a reply, both see the placeholder', async () => {
    await adaPost.locator('[data-ms-post-delete="show"]').click();
    await adaPost.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(adaPost).toHaveCount(0); // its text is gone, so the locator finds nothing
    const placeholder = other.page.locator('[data-ms-post-id]', { hasText: 'This comment was removed' });
    await expect(placeholder.first()).toBeVisible();
    await expect(other.page.locator('[data-ms-post-id]', { hasText: text })).toHaveCount(0);
  });

  await test.step('a post without replies, deleted, leaves the other page', async () => {
    const short = `Thank you all ${Date.now()}`;
    const field = page.getByLabel('Your comment', { exact: true });
    await field.fill(short);
    await field.press('Enter');
    const benShort = other.page.locator('[data-ms-post-id]', { hasText: short });
    await expect(benShort).toBeVisible();
    const adaShort = page.locator('[data-ms-post-id]', { hasText: short });
    await adaShort.locator('[data-ms-post-delete="show"]').click();
    await adaShort.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(benShort).toHaveCount(0);
  });

  await test.step('the comments chunk: fetched here, and within its budget', async () => {
    const comments = [...scripts].filter((file) => /^\/widget\/comments-[\w-]+\.js$/.test(file));
    expect(comments.length).toBeGreaterThan(0);
    const total = comments.reduce((sum, file) => sum + gzipSize(file), 0);
    for (const file of comments) console.log(`${file}: ${(gzipSize(file) / 1024).toFixed(1)} KB gzip`);
    console.log(`comments, beyond what the widget loads: ${(total / 1024).toFixed(1)} KB gzip`);
    expect(total).toBeLessThanOrEqual(COMMENTS_BUDGET);
  });

  expect(other.errors, 'console errors on the second member’s page').toEqual([]);
  await other.context.close();
});

test('a visitor: the signed-out state, and no comments code fetched', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (sent) => scripts.push(new URL(sent.url()).pathname));
  await page.goto(`${SITE}/comments.html`);
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
  await expect(page.getByRole('heading', { name: 'Join the conversation' })).toBeVisible();
  await expect(page.locator('[data-ms-channel]')).toHaveCount(0);
  await expect(page.getByLabel('Your comment')).toHaveCount(0);
  expect(scripts.filter((file) => file.includes('/widget/comments-'))).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('community-visitor.png'), fullPage: true });
  await expectNoAxeViolations(page);
});
