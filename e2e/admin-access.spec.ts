/**
 * The site applies the service's admin rule (docs/product/website.md §6): an administrator is a
 * member whose connection to a 'pln_admin-' plan holds it (ACTIVE, TRIALING or PAST_DUE). Here the
 * test administrator signs in and the service's answers describe the admin connection as
 * CANCELED, as they would after it was cancelled: the site then neither offers 'Admin Videos' nor
 * lets the member into /admin/videos, as the service would refuse every admin call.
 */
import type { Page } from '@playwright/test';
import { adminCredentials } from './admin.ts';
import { expect, test } from './fixtures.ts';

/** Marks every admin plan connection in a JSON answer as CANCELED (no longer holding its plan). */
function cancelAdminConnections(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cancelAdminConnections);
  if (value === null || typeof value !== 'object') return value;
  const entries = Object.entries(value).map(([key, inner]) => [key, cancelAdminConnections(inner)]);
  const object = Object.fromEntries(entries) as Record<string, unknown>;
  if (typeof object.planId === 'string' && object.planId.startsWith('pln_admin-') && 'status' in object) {
    return { ...object, status: 'CANCELED', active: false };
  }
  return object;
}

/** Every API answer the page gets describes the admin connection as CANCELED. */
async function answerAsCancelled(page: Page): Promise<void> {
  await page.route('**/api/**', async (route) => {
    let body: unknown;
    let response: Awaited<ReturnType<typeof route.fetch>>;
    try {
      response = await route.fetch();
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('application/json')) return await route.fulfill({ response });
      body = await response.json();
    } catch {
      // The page left before the answer came (a navigation): nobody is waiting for it.
      return;
    }
    await route.fulfill({ response, json: cancelAdminConnections(body) });
  });
}

test('an administrator whose admin plan is CANCELED is not offered Admin Videos and is refused the page', async ({
  page,
}) => {
  await answerAsCancelled(page);

  await test.step('the administrator signs in', async () => {
    const credentials = adminCredentials();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login to your account' });
    await dialog.getByLabel('Email Address').fill(credentials.email);
    await dialog.getByLabel('Password', { exact: true }).fill(credentials.password);
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });

  await test.step('the user menu has no Admin Videos', async () => {
    await page.locator('.wf-user-menu').getByRole('button').click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Admin Videos' })).toHaveCount(0);
    await expect(menu.getByRole('menuitem', { name: 'Admin Members' })).toHaveCount(0);
    await page.keyboard.press('Escape');
  });

  await test.step('/admin/videos sends the member home with Access Denied', async () => {
    await page.goto('/admin/videos');
    await page.waitForURL((url) => url.pathname === '/');
    await expect(page.getByText('You need an Admin Plan to access this page.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Add New Video' })).toHaveCount(0);
  });
});
