import { expect, test } from './fixtures.ts';

/**
 * docs/architecture.md "The site": these pages fetch no script before first paint (Astro's tiny inline island loader
 * aside, which runs no code of ours).
 */
const NO_EARLY_JS = ['/membership', '/temples', '/temples/los-angeles', '/temples/venezuela', '/contact'];
/**
 * Pages with neither member state nor interaction ship no JavaScript beyond the header's user
 * menu and the page's toaster (docs/architecture.md), loaded once the page is idle.
 */
const HEADER_ONLY = ['/membership', '/temples', '/temples/chicago', '/terms'];
/** What those shared islands may weigh, compressed as served (React DOM is most of it). */
const HEADER_ISLANDS_BUDGET = 85 * 1024;

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

for (const path of HEADER_ONLY) {
  test(`${path} ships only the header and toaster islands, within budget`, async ({ page }) => {
    const scripts: { url: string; bytes: Promise<number> }[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push({ url: request.url(), bytes: request.sizes().then((sizes) => sizes.responseBodySize) });
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    const islands = await page
      .locator('astro-island')
      .evaluateAll((elements) => elements.map((element) => element.getAttribute('component-export') ?? ''));
    expect(islands.sort()).toEqual(['SiteToaster', 'UserMenu']);
    const total = (await Promise.all(scripts.map((script) => script.bytes))).reduce((a, b) => a + b, 0);
    console.log(`${path}: ${scripts.length} scripts, ${(total / 1024).toFixed(1)} KB compressed`);
    expect(total).toBeLessThanOrEqual(HEADER_ISLANDS_BUDGET);
  });
}
