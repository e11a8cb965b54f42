/**
 * The console's Members screen in Chromium (docs/console.md): the test administrator finds a new
 * member by their address, opens them, grants a plan and signs out every session of theirs (their
 * next request is refused); a member without the admin plan is turned away from the screen and
 * refused by its calls.
 */

import type { APIRequestContext } from '@playwright/test';
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { adminSecretKey, signInAsAdmin } from './admin.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { uniqueEmail } from './widget/plain-page.ts';

const APP_HEADERS = { 'X-APP-ID': APP_ID, 'X-API-Key': TEST_PUBLIC_KEY };

const PASSWORD = 'a-long-pass-phrase-9';

/**
 * A new member, made by the owner's server through the admin API (the suite's sign-ups from this
 * machine's address are kept for the sign-up flows), then signed in; answers their access token.
 */
async function newMember(request: APIRequestContext, email: string): Promise<string> {
  const created = await request.post('/admin-api/members', {
    headers: { 'X-API-Key': adminSecretKey() },
    data: { email, password: PASSWORD, customFields: { 'first-name': 'Console', 'last-name': 'Target' } },
  });
  expect(created.status()).toBe(200);
  const login = await request.post('/api/auth/login', {
    headers: APP_HEADERS,
    data: { email, password: PASSWORD },
  });
  expect(login.status()).toBe(200);
  const body = (await login.json()) as { data: { tokens: { accessToken: string } } };
  return body.data.tokens.accessToken;
}

/** What GET `path` answers the member holding `token`. */
async function statusFor(request: APIRequestContext, token: string, path = '/api/member'): Promise<number> {
  const response = await request.get(path, { headers: { ...APP_HEADERS, Authorization: `Bearer ${token}` } });
  return response.status();
}

test('an administrator finds a member, grants a plan and signs them out everywhere', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('console');
  const token = await newMember(request, email);
  expect(await statusFor(request, token)).toBe(200);

  await signInAsAdmin(page);
  await test.step('the Members screen lists the members, the newest first', async () => {
    await page.goto('/admin/members');
    await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ members?/ })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('members-list.png'), fullPage: true });
  });

  await test.step('the search finds the member by their address', async () => {
    await page.getByRole('searchbox', { name: /Search/ }).fill(email);
    await expect(page.getByRole('status').filter({ hasText: '1 member' })).toBeVisible();
    await page.getByRole('button', { name: /Console Target/ }).click();
  });

  const dialog = page.getByRole('dialog', { name: 'Console Target' });
  await test.step('their page shows their address and plans; a plan is granted', async () => {
    await expect(dialog).toContainText(email);
    await expect(dialog.getByText('1 active session.')).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Add a free plan' }).selectOption({ label: 'Team' });
    await dialog.getByRole('button', { name: 'Add plan' }).click();
    await expect(dialog.getByText('Team added.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove Team' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: test.info().outputPath('member-page.png'), fullPage: true });
  });

  await test.step('signing them out everywhere refuses their next request', async () => {
    await dialog.getByRole('button', { name: 'Sign out everywhere' }).click();
    await expect(dialog.getByText('Signed out of 1 session.')).toBeVisible();
    await expect(dialog.getByText('0 active sessions.')).toBeVisible();
    expect(await statusFor(request, token)).toBe(401);
  });
});

test('a member without the admin plan is refused by every console call and turned away from the screen', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('not-admin');
  const token = await newMember(request, email);
  expect(await statusFor(request, token, '/api/admin/members')).toBe(403);
  expect(await statusFor(request, token, '/api/admin/members/export.csv')).toBe(403);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await page.waitForURL((url) => url.pathname !== '/login');
  await page.goto('/admin/members');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('You need an Admin Plan to access this page.')).toBeVisible();
});
