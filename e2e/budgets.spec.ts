import { expect, test } from './fixtures.ts';

/** Issue #2: these pages run no JavaScript before first paint. */
const NO_EARLY_JS = ['/membership', '/temples', '/temples/los-angeles', '/temples/venezuela', '/contact'];
/** Pages with neither member state nor interaction ship no JavaScript at all (ARCHITECTURE.md). */
const NO_JS = ['/membership', '/temples', '/temples/chicago', '/videos/effective-team-management', '/terms'];

for (const path of NO_EARLY_JS) {
  test(`${path} runs no script before first paint`, async ({ page }) => {
    await page.goto(path);
    const early = await page.evaluate(
      () =>
        [...document.querySelectorAll('script')].filter(
          (s) => (!s.type || s.type === 'text/javascript') && !s.async && !s.defer,
        ).length,
    );
    expect(early).toBe(0);
  });
}

for (const path of NO_JS) {
  test(`${path} ships no JavaScript`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    expect(scripts).toEqual([]);
    await expect(page.locator('script')).toHaveCount(0);
  });
}
