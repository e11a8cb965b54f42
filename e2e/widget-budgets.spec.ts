/**
 * Size budgets of the script-tag widget (docs/architecture.md "The widget"): the loader at most 10 KB gzip (the
 * data-attribute runtime included), and what a live page downloads beyond it to show the login modal at most
 * 110 KB gzip; in test mode, the inspector's own chunk at most 25 KB gzip (docs/product/inspector.md). Sizes are
 * measured on the built files with gzip level 9, so the figures do not depend on the server's encoding. The
 * comments chunk's own figure is measured where a page fetches it (widget-comments.spec.ts).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { LIVE_PUBLIC_KEY } from '@wf/config/app';
import { expect, test } from './fixtures.ts';
import { SITE_BUILD } from './ports.ts';
import { openPlainPage } from './widget/plain-page.ts';

// The build the run serves (e2e/ports.ts: E2E_SITE_BUILD, else dist/).
const DIST = path.resolve(SITE_BUILD);
const LOADER_BUDGET = 10 * 1024;
const LOGIN_MODAL_BUDGET = 110 * 1024;
const INSPECTOR_BUDGET = 25 * 1024;

function gzipSize(urlPath: string): number {
  return gzipSync(readFileSync(path.join(DIST, urlPath)), { level: 9 }).byteLength;
}

test('the loader stays within 10 KB gzip', () => {
  const size = gzipSize('widget.js');
  console.log(`widget.js: ${(size / 1024).toFixed(1)} KB gzip`);
  expect(size).toBeLessThanOrEqual(LOADER_BUDGET);
});

/** The scripts a page requests, by path. */
function recordScripts(page: import('@playwright/test').Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.resourceType() === 'script' || url.pathname.endsWith('.js')) scripts.add(url.pathname);
  });
  return scripts;
}

test('a live third-party page shows the login modal with at most 110 KB gzip of script beyond the loader', async ({
  page,
}) => {
  const scripts = recordScripts(page);
  // A live key: what members download (a test key also fetches the inspector, measured below).
  await openPlainPage(page, { publicKey: LIVE_PUBLIC_KEY });
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
  // The comments chunk is fetched only for a page with a channel (docs/comments.md "The widget").
  expect(sizes.filter(({ file }) => file.includes('/widget/comments-'))).toEqual([]);
  // The loader has its own budget above; the modal's chunks have this one.
  expect(beyondLoader).toBeLessThanOrEqual(LOGIN_MODAL_BUDGET);
});

test('in test mode, the inspector chunk stays within 25 KB gzip', async ({ page }) => {
  const scripts = recordScripts(page);
  await openPlainPage(page);
  await expect(page.getByRole('button', { name: /^Test Mode/ })).toBeVisible();
  const inspector = [...scripts].find((file) => /^\/widget\/inspector-[\w-]+\.js$/.test(file));
  expect(inspector).toBeDefined();
  const size = gzipSize(inspector ?? '');
  console.log(`inspector chunk: ${(size / 1024).toFixed(1)} KB gzip`);
  expect(size).toBeLessThanOrEqual(INSPECTOR_BUDGET);
});
