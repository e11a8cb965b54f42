import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { ROUTES } from './routes.ts';

for (const route of ROUTES) {
  // A members-only page sends a visitor on to a page that has its own entry here (/login), checked
  // by axe there: the same page, in the same state, is not checked again from each page that
  // sends visitors to it.
  const name = route.redirectsTo
    ? `${route.path} answers 200 and sends a visitor to ${route.redirectsTo}, with no console errors`
    : `${route.path} answers 200 with its heading, no console errors and no axe violations`;
  test(name, async ({ page }) => {
    const response = await page.goto(route.path);
    expect(response?.status()).toBe(200);
    if (route.redirectsTo) await page.waitForURL((url) => url.pathname === route.redirectsTo);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
    if (route.loadingText) await expect(page.getByText(route.loadingText)).toBeVisible();
    if (!route.redirectsTo) await expectNoAxeViolations(page);
  });
}

test('every page a members-only page sends a visitor to is checked here on its own', () => {
  const checked = new Set(ROUTES.filter((route) => !route.redirectsTo).map((route) => route.path));
  const targets = ROUTES.flatMap((route) => (route.redirectsTo ? [route.redirectsTo] : []));
  expect(targets.filter((target) => !checked.has(target))).toEqual([]);
});

test('an unknown path answers 404 with the not-found page', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 404/);
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
  await expectNoAxeViolations(page);
});

test('an unknown video id answers 404 with Video Not Found', async ({ page, allowConsoleError }) => {
  allowConsoleError(/status of 404/);
  const response = await page.goto('/videos/no-such-video');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Video Not Found');
  await expect(page.getByText("The video you're looking for doesn't exist.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to Videos' }).click();
  await expect(page).toHaveURL('/videos');
});

test('a trailing slash redirects to the canonical page', async ({ page }) => {
  await page.goto('/temples/');
  await expect(page).toHaveURL('/temples');
});

test('the header navigates between the main sections and marks the current one', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: /main/i });
  await nav.getByRole('link', { name: 'Temples' }).click();
  await expect(page).toHaveURL('/temples');
  await expect(
    page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Temples' }),
  ).toHaveAttribute('aria-current', 'page');
  await page.getByRole('navigation', { name: /main/i }).getByRole('link', { name: 'Videos' }).click();
  await expect(page).toHaveURL('/videos');
  await page.getByRole('link', { name: 'Log in' }).click();
  await expect(page).toHaveURL('/login');
});

test('the footer shows the contact e-mail and links to the legal pages', async ({ page }) => {
  await page.goto('/temples');
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  for (const [name, path] of [
    ['Terms', '/terms'],
    ['Privacy', '/privacy'],
    ['Cookies', '/cookies'],
  ] as const) {
    await expect(footer.getByRole('link', { name })).toHaveAttribute('href', path);
  }
  await expect(footer).toContainText('©');
});
