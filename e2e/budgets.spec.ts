import type { Page } from '@playwright/test';
import { signInAsAdmin } from './admin.ts';
import { expect, test } from './fixtures.ts';

/**
 * docs/architecture.md "The site": these pages fetch no script before first paint (the header's
 * inline script of a few hundred bytes aside, and Astro's tiny inline island loader, which runs
 * no code of ours).
 */
const NO_EARLY_JS = ['/membership', '/temples', '/temples/los-angeles', '/temples/venezuela', '/contact'];

/**
 * docs/architecture.md "Speed": public pages run no React for the header or the toaster until
 * someone opens the user menu or a toast is due. The header's state is drawn by an inline script,
 * and the page's one module script (the islands' loader) fetches the rest on demand. Pages listed
 * here with islands of their own (the home page's carousel, the contact form) fetch those, and
 * only those; the videos page's library (`client:member`) is fetched for members only.
 */
const PUBLIC_PAGES: Record<string, { ownIslands: boolean | 'members' }> = {
  '/': { ownIslands: true },
  '/membership': { ownIslands: false },
  '/temples': { ownIslands: false },
  '/temples/los-angeles': { ownIslands: false },
  '/videos': { ownIslands: 'members' },
  '/contact': { ownIslands: true },
  '/terms': { ownIslands: false },
};

/** What a page without islands of its own may fetch in all: the loader and its helpers, compressed as served. */
const LOADER_BUDGET = 3 * 1024;

for (const path of NO_EARLY_JS) {
  test(`${path} runs no script before first paint`, async ({ page }) => {
    await page.goto(path);
    const early = await page.evaluate(
      () =>
        [...document.querySelectorAll('script[src]')].filter(
          (s) =>
            (!s.getAttribute('type') || s.getAttribute('type') === 'text/javascript') &&
            !s.hasAttribute('async') &&
            !s.hasAttribute('defer'),
        ).length,
    );
    expect(early).toBe(0);
  });
}

/** Records every script the page fetches, with its compressed size as served. */
function recordScripts(page: Page) {
  const scripts: { url: string; bytes: Promise<number> }[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    const bytes = request.sizes().then((sizes) => sizes.responseBodySize);
    // A script that finishes as the test ends is asked its size of a page then closed: a rejection
    // nobody awaits, which would fail the test after it passed. Awaited, it still rejects.
    bytes.catch(() => undefined);
    scripts.push({ url: request.url(), bytes });
  });
  return {
    urls: () => new Set(scripts.map((script) => script.url)),
    bytes: async () => (await Promise.all(scripts.map((script) => script.bytes))).reduce((a, b) => a + b, 0),
    count: () => scripts.length,
  };
}

/** Loads the page and lets it go quiet: the network idle, then the browser idle. */
async function loadAndIdle(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 })));
  await page.waitForLoadState('networkidle');
}

/** Neither the user menu nor the toaster island is on the page. */
async function expectNoHeaderIslands(page: Page) {
  await expect(page.locator('[data-user-menu-slot]')).not.toHaveAttribute('data-live', /.*/);
  await expect(page.locator('[data-site-toaster]')).toBeEmpty();
  await expect(
    page.locator('astro-island[component-export="UserMenu"], astro-island[component-export="SiteToaster"]'),
  ).toHaveCount(0);
}

for (const [path, { ownIslands }] of Object.entries(PUBLIC_PAGES)) {
  test(`${path} as a visitor runs no React for the header or the toaster`, async ({ page }) => {
    const scripts = recordScripts(page);
    await loadAndIdle(page, path);
    const total = await scripts.bytes();
    console.log(`${path} (visitor): ${scripts.count()} scripts, ${(total / 1024).toFixed(1)} KB compressed`);
    await expect(page.locator('.wf-user-menu').getByRole('link', { name: 'Log in' })).toBeVisible();
    await expectNoHeaderIslands(page);
    if (ownIslands !== true) expect(total).toBeLessThanOrEqual(LOADER_BUDGET);
  });

  test(`${path} as a member runs no React for the header until the menu is opened`, async ({ page }) => {
    await signInAsAdmin(page);
    const scripts = recordScripts(page);
    await loadAndIdle(page, path);
    const total = await scripts.bytes();
    console.log(`${path} (member): ${scripts.count()} scripts, ${(total / 1024).toFixed(1)} KB compressed`);
    const button = page.locator('.wf-user-menu').getByRole('button');
    await expect(button).toHaveAttribute('aria-haspopup', 'menu');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expectNoHeaderIslands(page);
    if (!ownIslands) expect(total).toBeLessThanOrEqual(LOADER_BUDGET);

    const before = scripts.urls();
    await button.click();
    // The island arrives, takes the slot over and opens the menu in the same click.
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menu').getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
    await expect(page.locator('[data-user-menu-slot]')).toHaveAttribute('data-live', '');
    const fetched = [...scripts.urls()].filter((url) => !before.has(url));
    expect(fetched.length, 'scripts fetched for the menu').toBeGreaterThan(0);
    console.log(
      `${path} (member, menu opened): ${fetched.length} more scripts, ${((await scripts.bytes()) / 1024).toFixed(1)} KB in all`,
    );
  });
}

test('the menu opens from the keyboard too, and the island keeps it afterwards', async ({ page }) => {
  await signInAsAdmin(page);
  await loadAndIdle(page, '/terms');
  const button = page.locator('.wf-user-menu').getByRole('button');
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: 'Dashboard' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(button).toBeFocused();
  await page.keyboard.press('ArrowUp');
  await expect(menu.getByRole('menuitem', { name: 'Sign Out' })).toBeFocused();
});

test('a toast kept by the previous page loads the toaster, which shows it', async ({ page }) => {
  await page.goto('/api/health');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'wf-flash-toast',
      JSON.stringify({ title: 'Access Denied', variant: 'error', from: '/admin' }),
    ),
  );
  const scripts = recordScripts(page);
  await page.goto('/terms');
  await expect(page.getByRole('alert').filter({ hasText: 'Access Denied' })).toBeVisible();
  await expect(page.locator('[data-site-toaster]')).not.toBeEmpty();
  expect(await scripts.bytes()).toBeGreaterThan(LOADER_BUDGET);
});

/**
 * docs/architecture.md "Speed": a screen drawn only in the browser names its island's whole
 * static import graph in its head, so the browser fetches it at once rather than one level of
 * imports per round trip. Every script the console's Members screen fetched before its first call
 * to the service is named in the page (preloaded, or a module script of its own), or is one that
 * such a script imports on demand (the SDK).
 */
test('a console screen fetches its modules at once, not one level of imports at a time', async ({ page }) => {
  await signInAsAdmin(page);
  const scripts: string[] = [];
  let firstCall: number | undefined;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) firstCall ??= scripts.length;
    else if (request.resourceType() === 'script') scripts.push(url.pathname);
  });
  await page.goto('/admin/members');
  await expect(page.getByRole('status').filter({ hasText: /\d+ members?/ })).toBeVisible({ timeout: 15_000 });
  const head = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="modulepreload"], script[type="module"][src]')].map(
      (element) =>
        new URL(element.getAttribute('href') ?? element.getAttribute('src') ?? '', location.href).pathname,
    ),
  );
  expect(head.length, 'modules named in the page').toBeGreaterThan(10);
  const sources = await Promise.all(head.map(async (url) => (await page.request.get(url)).text()));
  const beforeData = scripts.slice(0, firstCall);
  const late = beforeData.filter((url) => {
    if (head.includes(url)) return false;
    const name = url.split('/').pop() ?? url;
    // Imported on demand (`import('./name')`, in any quotes) by a module of the head: not a late discovery.
    return !sources.some((source) =>
      new RegExp(`import\\(\\s*[\`'"]\\./${name.replace(/\./g, '\\.')}`).test(source),
    );
  });
  expect(late, 'scripts found only by reading another script').toEqual([]);
});
