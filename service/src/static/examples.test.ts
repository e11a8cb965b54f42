/**
 * /examples/ as a newcomer meets it (docs/architecture.md "The membership service"): the start log
 * sends them to /examples/, which lists the example sites; a page that is not there is the
 * site's own 404 page, not a bare 'Not Found'.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/app.ts';

const EXAMPLE_FILES: Readonly<Record<string, string>> = {
  'membership/index.html':
    '<!doctype html><title>Home · Example Membership Site</title><meta name="description" content="Free lessons for members.">',
  'membership/login.html': '<!doctype html><title>Log in · Example Membership Site</title>',
  // A folder of single pages without an index of its own, and a collection of sites, as a corpus of real pages is.
  'corpus/pricing.html': '<!doctype html><title>Pricing &amp; plans</title>',
  'corpus/signup.html': '<!doctype html><title>Sign up</title>',
  'corpus/bakery/index.html': '<!doctype html><title>The Bakery</title>',
  'corpus/bakery/login.html': '<!doctype html><title>Log in · The Bakery</title>',
  'corpus/bakery/shop.html': '<!doctype html><title>Shop &#8211; The Bakery</title>',
  '.hidden/secret.html': '<!doctype html><title>Secret</title>',
  'README.md': '# not a site',
};

let test: TestApp;
let live: TestApp;

beforeAll(async () => {
  const examplesDir = await mkdtemp(path.join(tmpdir(), 'wf-examples-'));
  for (const [name, content] of Object.entries(EXAMPLE_FILES)) {
    await mkdir(path.dirname(path.join(examplesDir, name)), { recursive: true });
    await writeFile(path.join(examplesDir, name), content);
  }
  test = await createTestApp({ EXAMPLES_DIR: examplesDir });
  live = await createTestApp({ EXAMPLES_DIR: examplesDir, WF_TEST_MODE: 'false' });
}, 60_000);
afterAll(async () => {
  await test.close();
  await live.close();
});

describe('/examples/, the address the start log gives', () => {
  it('given the examples folder / when /examples/ is opened / it lists each example site by its title, with its pages', async () => {
    const response = await test.app.request('/examples/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Content-Security-Policy')).toMatch(/script-src 'self'(;|$)/);
    const html = await response.text();
    expect(html).toContain('<a href="/examples/membership/">Example Membership Site</a>');
    expect(html).toContain('Free lessons for members.');
    expect(html).toContain('<a href="/examples/corpus/pricing.html">Pricing &amp; plans</a>');
    expect(html).toContain('<a href="/examples/corpus/signup.html">Sign up</a>');
    expect(html).toContain('<a href="/examples/membership/login.html">Log in</a>');
    expect(html).toContain('<a href="/examples/corpus/bakery/">The Bakery</a>');
    expect(html).toContain('<a href="/examples/corpus/bakery/login.html">Log in</a>');
    expect(html).toContain('Shop – The Bakery</a>');
    expect(html).not.toContain('Secret');
    expect(html).not.toContain('README');
  });

  it('given /examples without its slash / it goes to the index', async () => {
    const response = await test.app.request('/examples');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/examples/');
  });

  it('given a page that is not there / it answers the site’s own 404 page, with status 404', async () => {
    for (const target of [
      '/examples/nothing.html',
      '/examples/membership/nope',
      '/examples/membership/.env',
    ]) {
      const response = await test.app.request(target);
      expect(response.status, target).toBe(404);
      expect(await response.text(), target).toContain('Page Not Found');
      expect(response.headers.get('Cache-Control'), target).toBe('no-store');
    }
  });

  it('given live mode / nothing of the examples is served, and a miss is the site’s 404 page too', async () => {
    for (const target of ['/examples/', '/examples/membership/']) {
      const response = await live.app.request(target);
      expect(response.status, target).toBe(404);
      const html = await response.text();
      expect(html, target).toContain('Page Not Found');
      expect(html, target).not.toContain('Example Membership Site');
    }
  });
});
