import { expect, test } from './fixtures.ts';

test('pages carry a title, description, canonical URL and Open Graph tags', async ({ page }) => {
  await page.goto('/temples/phoenix');
  await expect(page).toHaveTitle(/Phoenix Temple/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{30,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /^https?:\/\/[^/]+\/temples\/phoenix$/,
  );
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Phoenix/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', /\/temples\/phoenix$/);
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//);
  await expect(page.locator('link[rel~="icon"]').first()).toHaveAttribute('href', /.+/);
});

test('the sitemap lists the public pages and robots.txt points to it', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  const sitemapUrl = /^Sitemap:\s*(\S+)/im.exec(await robots.text())?.[1];
  expect(sitemapUrl).toMatch(/^https?:\/\/.+\/sitemap.*\.xml$/);

  const sitemap = await request.get(new URL(sitemapUrl ?? '', 'http://x').pathname);
  expect(sitemap.status()).toBe(200);
  const xml = await sitemap.text();
  for (const path of ['/temples/mexico', '/membership', '/contact', '/videos/effective-team-management']) {
    expect(xml).toContain(`${path}</loc>`);
  }
  // Private shells and error pages are not for search engines.
  for (const path of ['/dashboard', '/admin/videos', '/admin/members', '/404'])
    expect(xml).not.toContain(`${path}</loc>`);
});

test('member-only shells and error pages ask not to be indexed', async ({ request }) => {
  // Read as served: in a browser, a visitor is sent on to /login before the check could run.
  for (const path of ['/dashboard', '/admin/videos', '/admin/members', '/passkit-success']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toMatch(/<meta name="robots" content="[^"]*noindex/);
  }
});

test('hashed assets are cached immutably and pages are revalidated', async ({ page }) => {
  const assetHeaders: Record<string, string>[] = [];
  page.on('response', (response) => {
    if (response.url().includes('/_astro/')) assetHeaders.push(response.headers());
  });
  const response = await page.goto('/');
  expect(response?.headers()['cache-control']).toBe('no-cache');
  await page.waitForLoadState('networkidle');
  expect(assetHeaders.length).toBeGreaterThan(0);
  for (const headers of assetHeaders) expect(headers['cache-control']).toContain('immutable');
});
