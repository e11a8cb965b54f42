import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * docs/architecture.md "Speed": no layout shift when an island renders or a web font arrives.
 * /videos server-renders 'Loading videos...' over the visitor page, laid out but hidden; with no
 * member cached the page shows the visitor page from its first paint, and the footer must not
 * jump. The display and body fonts swap in over metric-matched fallbacks
 * (docs/architecture.md "Fonts"): held back until the page has painted in the fallbacks, their arrival
 * must move nothing. Measured as Lighthouse does on mobile: a phone viewport and a 4× slower CPU.
 */
/** No shift at all: anything under this shows as 0.000, as Lighthouse reports it. */
const CLS_BUDGET = 0.0005;

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 });

/** Slows the CPU as Lighthouse does and sums the page's layout shifts from its first frame. */
async function watchLayoutShifts(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.addInitScript(() => {
    const win = window as Window & { wfLayoutShift?: number };
    win.wfLayoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) win.wfLayoutShift = (win.wfLayoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The shifts so far. They are reported after the frame that made them: let two frames pass. */
function layoutShift(page: Page) {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as Window & { wfLayoutShift?: number }).wfLayoutShift ?? 0),
          ),
        ),
      ),
  );
}

test('/videos does not shift its layout when the video library renders', async ({ page }) => {
  await watchLayoutShifts(page);

  await page.goto('/videos', { waitUntil: 'networkidle' });
  // The visitor page, shown, and no spinner (the island is not hydrated for a visitor).
  await expect(page.getByRole('heading', { level: 1, name: 'Featured Videos' })).toBeVisible();
  await expect(page.locator('.wf-video-library').getByRole('status')).toHaveCount(0);

  const shift = await layoutShift(page);
  console.log(`/videos cumulative layout shift at a phone width: ${shift.toFixed(3)}`);
  expect(shift).toBeLessThan(CLS_BUDGET);
});

for (const { path, heading } of [
  { path: '/', heading: 'Exclusive Membership for Spiritual Development' },
  { path: '/membership', heading: 'Membership' },
]) {
  test(`${path} does not shift its layout when its web fonts arrive late`, async ({ page }) => {
    await watchLayoutShifts(page);
    let fontsHeld = 0;
    let releaseFonts = () => {};
    const fontsReleased = new Promise<void>((resolve) => {
      releaseFonts = resolve;
    });
    await page.route(/\.woff2$/, async (route) => {
      fontsHeld += 1;
      await fontsReleased;
      await route.continue();
    });

    // Not to the load event: the page asks for the fonts only after it (site/lib/web-fonts.ts).
    await page.goto(path, { waitUntil: 'commit' });
    const h1 = page.getByRole('heading', { level: 1, name: heading });
    await expect(h1).toBeVisible();
    // The fonts' sheet is applied and its files asked for (and held): until then no face of the
    // family exists, and document.fonts.check() answers true for a family with no face.
    await expect.poll(() => fontsHeld).toBeGreaterThan(0);
    // The page has painted in the fallback fonts; then the web fonts arrive.
    await layoutShift(page);
    expect(await page.evaluate(() => document.fonts.check('600 16px "Fraunces Variable"'))).toBe(false);
    releaseFonts();
    await expect
      .poll(() =>
        page.evaluate(async () => {
          await document.fonts.ready;
          return (
            document.fonts.check('600 16px "Fraunces Variable"') &&
            document.fonts.check('16px "Inter Variable"')
          );
        }),
      )
      .toBe(true);
    // Both families were held back: Fraunces for the headings, Inter for the text.
    expect(fontsHeld).toBeGreaterThanOrEqual(2);

    const shift = await layoutShift(page);
    console.log(`${path} cumulative layout shift at a phone width, fonts late: ${shift.toFixed(4)}`);
    expect(shift).toBeLessThan(CLS_BUDGET);
  });
}

/**
 * docs/architecture.md "Fonts": the web fonts' sheet is applied after the load event, so the font
 * files are fetched only then, never beside the page's largest image; the page then draws in them.
 */
test('the web fonts are fetched after the load event, then drawn', async ({ page }) => {
  await page.goto('/', { waitUntil: 'load' });
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.status === 'loaded')
          .map((face) => face.family.replaceAll('"', '')),
      ),
    )
    .toEqual(expect.arrayContaining(['Fraunces Variable', 'Inter Variable']));
  const timing = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const fonts = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((entry) =>
      entry.name.endsWith('.woff2'),
    );
    return { load: navigation?.loadEventStart ?? Number.NaN, fonts: fonts.map((entry) => entry.startTime) };
  });
  expect(timing.fonts.length).toBeGreaterThanOrEqual(2);
  for (const start of timing.fonts) expect(start).toBeGreaterThanOrEqual(timing.load);
  const h1Font = await page
    .getByRole('heading', { level: 1 })
    .evaluate((element) => getComputedStyle(element).fontFamily);
  expect(h1Font).toMatch(/^"?Fraunces Variable/);
});
