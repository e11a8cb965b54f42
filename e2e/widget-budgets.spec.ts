/**
 * Size budgets of the script-tag widget (docs/architecture.md "The widget"): the loader at most 10 KB gzip (the
 * data-attribute runtime included), and what a third-party page downloads beyond it to show the login modal at most
 * 110 KB gzip. Sizes are measured on
 * the built files with gzip level 9, so the figures do not depend on the server's encoding.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures.ts';
import { openPlainPage } from './widget/plain-page.ts';

const DIST = path.resolve(process.env.SITE_DIR ?? 'dist');
const LOADER_BUDGET = 10 * 1024;
const LOGIN_MODAL_BUDGET = 110 * 1024;

function gzipSize(urlPath: string): number {
  return gzipSync(readFileSync(path.join(DIST, urlPath)), { level: 9 }).byteLength;
}

test('the loader stays within 10 KB gzip', () => {
  const size = gzipSize('widget.js');
  console.log(`widget.js: ${(size / 1024).toFixed(1)} KB gzip`);
  expect(size).toBeLessThanOrEqual(LOADER_BUDGET);
});

test('a third-party page shows the login modal with at most 110 KB gzip of script beyond the loader', async ({
  page,
}) => {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  await openPlainPage(page);
  await page.getByRole('button', { name: 'Open login' }).click();
  await expect(page.getByRole('dialog', { name: 'Login to your account' })).toBeVisible();

  const sizes = [...scripts].map((file) => ({ file, bytes: gzipSize(file) }));
  const total = sizes.reduce((sum, { bytes }) => sum + bytes, 0);
  for (const { file, bytes } of sizes) console.log(`${file}: ${(bytes / 1024).toFixed(1)} KB gzip`);
  const beyondLoader = total - gzipSize('widget.js');
  console.log(
    `login modal total: ${(total / 1024).toFixed(1)} KB gzip, ${(beyondLoader / 1024).toFixed(1)} KB beyond the loader`,
  );
  expect(sizes.map(({ file }) => file)).toContain('/widget.js');
  // The loader has its own budget above; the modal's chunks have this one.
  expect(beyondLoader).toBeLessThanOrEqual(LOGIN_MODAL_BUDGET);
});
