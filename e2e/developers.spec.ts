import { DOC_SECTIONS } from '../widget/src/inspector/rules/catalogue.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';

/** The site builders' guide, where the test-mode inspector's Documentation links go. */
const GUIDE = '/developers/data-attributes';

/** The sections the inspector links to (widget/src/inspector/rules/catalogue.ts DOC_SECTIONS). */
const SECTION_IDS = [
  'install',
  'gated-content',
  'member-data',
  'forms',
  'messages',
  'modals',
  'actions',
  'plans',
  'redirects',
  'providers',
  'comments',
  'inspector',
];

test('the data attributes guide has every section the inspector links to, no axe violations and no console errors', async ({
  page,
}) => {
  const response = await page.goto(GUIDE);
  expect(response?.status()).toBe(200);
  await expect(page).toHaveTitle('Data attributes for site builders · World Family');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Data attributes for site builders');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /data-ms-\*/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/developers\/data-attributes$/,
  );

  for (const id of new Set([...SECTION_IDS, ...Object.values(DOC_SECTIONS)])) {
    await expect(page.locator(`[id="${id}"]`), `#${id}`).toHaveCount(1);
  }
  await expectNoAxeViolations(page);
});

test('the table of contents lists the sections and takes a reader to one', async ({ page }) => {
  await page.goto(GUIDE);
  const contents = page.getByRole('navigation', { name: 'On this page' });
  for (const id of SECTION_IDS) await expect(contents.locator(`a[href="#${id}"]`), `#${id}`).toHaveCount(1);
  await contents.getByRole('link', { name: 'Plans', exact: true }).click();
  await expect(page).toHaveURL(`${GUIDE}#plans`);
  await expect(page.getByRole('heading', { level: 2, name: 'Plans', exact: true })).toBeInViewport();
});

test('the guide is in the sitemap', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text();
  expect(xml).toContain(`${GUIDE}</loc>`);
});

test.describe('on a small phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the guide does not scroll sideways: code blocks and tables stay inside its panel', async ({
    page,
  }) => {
    await page.goto(GUIDE);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const outside = await page.locator('.guide__body').evaluate((body) => {
      const panel = body.getBoundingClientRect();
      return [...body.querySelectorAll(':scope > pre, :scope > table')]
        .filter((block) => block.getBoundingClientRect().right > panel.right + 0.5)
        .map((block) => (block.textContent ?? '').trim().slice(0, 40));
    });
    expect(outside).toEqual([]);
    await expectNoAxeViolations(page);
  });
});
