import { expect, test } from './fixtures.ts';

const carousel = (page: import('@playwright/test').Page) => page.locator('[aria-roledescription="carousel"]');
/** Opens home and waits until the carousel island has hydrated (Astro drops its `ssr` mark then). */
async function openHome(page: import('@playwright/test').Page) {
  await page.goto('/');
  await expect(page.locator('astro-island[component-export="HeroCarousel"]')).not.toHaveAttribute(
    'ssr',
    /.*/,
  );
}
const currentIndex = async (page: import('@playwright/test').Page) =>
  Number(await carousel(page).getAttribute('data-index'));

test.describe('the hero carousel', () => {
  test('advances by itself after 5 seconds and loops', async ({ page }) => {
    // The page's clock is the test's: time moves when the test says, not while it waits.
    await page.clock.install();
    await openHome(page);
    await expect(carousel(page)).toHaveAttribute('data-state', 'playing');
    await expect(carousel(page)).toHaveAttribute('data-index', '0');
    await page.clock.runFor(4500);
    expect(await currentIndex(page)).toBe(0);
    await page.clock.runFor(1000);
    await expect(carousel(page)).toHaveAttribute('data-index', '1');
    // From the last slide it loops to the first.
    await page.clock.runFor(5 * 5000 + 500);
    await expect(carousel(page)).toHaveAttribute('data-index', '6');
    await page.clock.runFor(5000);
    await expect(carousel(page)).toHaveAttribute('data-index', '0');
  });

  test('moves with its previous and next arrows', async ({ page }) => {
    // A click before hydration does nothing (the arrows are plain HTML until then).
    await openHome(page);
    await expect(carousel(page)).toHaveAttribute('data-state', /playing|paused/);
    await page.getByRole('button', { name: 'Next slide' }).click();
    await expect(carousel(page)).toHaveAttribute('data-index', '1');
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel(page)).toHaveAttribute('data-index', '0');
    // Looping: previous from the first slide shows the last.
    await page.getByRole('button', { name: 'Previous slide' }).click();
    await expect(carousel(page)).toHaveAttribute('data-index', '6');
  });

  test('jumps to a slide with its dot and shows that slide', async ({ page }) => {
    await openHome(page);
    const dots = carousel(page).getByRole('button', { name: /slide \d+ of 7/i });
    await expect(dots).toHaveCount(7);
    await dots.nth(3).click();
    await expect(carousel(page)).toHaveAttribute('data-index', '3');
    await expect(carousel(page).getByRole('group', { name: '4 of 7' })).toBeInViewport();
  });

  test('pauses while the pointer is over it', async ({ page }) => {
    await page.clock.install();
    await openHome(page);
    await expect(carousel(page)).toHaveAttribute('data-state', 'playing');
    await carousel(page).hover();
    const before = await currentIndex(page);
    await page.clock.runFor(6500);
    expect(await currentIndex(page)).toBe(before);
    await page.mouse.move(0, 0);
    await page.clock.runFor(5500);
    await expect(carousel(page)).not.toHaveAttribute('data-index', String(before));
  });

  test('does not rotate for visitors who prefer reduced motion', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openHome(page);
    await expect(carousel(page)).toHaveAttribute('data-state', 'paused');
    await page.clock.runFor(6000);
    expect(await currentIndex(page)).toBe(0);
  });
});

test.describe('the home page', () => {
  test('shows Why Join and the Membership Options card to a visitor', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Why Join' })).toBeVisible();
    const options = page.getByRole('region', { name: 'Membership Options' });
    await expect(options.getByText('MEMBERSHIP', { exact: true })).toBeVisible();
    await expect(options.getByText('$1.00')).toBeVisible();
    await expect(options.getByText('/month')).toBeVisible();
    await expect(options.getByRole('listitem')).toHaveCount(4);
    await options.getByRole('link', { name: 'Join Now' }).click();
    await expect(page).toHaveURL('/signup?plan=trial');
  });

  test('hides the Membership Options card when a member is cached', async ({ page }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        '_ms-mem',
        JSON.stringify({
          id: 'mem_1',
          auth: { email: 'ada@example.com', hasPassword: true, providers: [] },
          customFields: {},
          planConnections: [],
        }),
      ),
    );
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Why Join' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Membership Options' })).toBeHidden();
  });
});

/**
 * docs/architecture.md "Speed": the carousel (`client:settled`) fetches its script only once the
 * page has loaded, so React never competes with the hero image, the page's largest paint.
 */
test('the carousel’s script is fetched only after the page has loaded', async ({ page }) => {
  // A slow phone network for the images: the browser is idle long before the hero arrives.
  await page.route('**/_astro/*.webp', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  await openHome(page);
  const island = page.locator('astro-island[component-export="HeroCarousel"]');
  const component = new URL((await island.getAttribute('component-url')) ?? '', page.url()).href;
  const timing = await page.evaluate((url) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const script = performance.getEntriesByName(url)[0];
    const hero = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
      (entry) => entry.name.includes('/_astro/') && entry.name.endsWith('.webp'),
    );
    return {
      loaded: navigation?.loadEventEnd ?? Number.NaN,
      script: script?.startTime ?? Number.NaN,
      heroDone: hero?.responseEnd ?? Number.NaN,
    };
  }, component);
  expect(timing.loaded).toBeGreaterThan(0);
  expect(timing.heroDone).toBeGreaterThan(0);
  expect(timing.script).toBeGreaterThanOrEqual(timing.loaded);
  expect(timing.script).toBeGreaterThan(timing.heroDone);
});
