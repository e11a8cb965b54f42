/**
 * The hand-written example pages (the repository's examples/ folder, or EXAMPLES_DIR) at
 * /examples/, in test mode only: in live mode app.ts mounts {@link noExamples} instead (404).
 * /examples/ itself lists the example sites (examples-index.ts), and a path with no file answers
 * the site's own 404 page. Plain files, no build: `a.html` is also `a`, a folder is its `index.html` (reached
 * with its trailing slash, so that the page's relative links resolve), the right content types,
 * and a CSP that allows the pages' own scripts and styles and the widget, all from this origin
 * (no inline script: there is no build to hash them; docs/security.md "Headers"). Every page
 * belongs to the example app, whose content groups guard it (static/protection.ts).
 */
import path from 'node:path';
import { type Context, Hono } from 'hono';
import { EXAMPLE_APP_ID, EXAMPLES_PATH } from '../examples/app.ts';
import type { BaseEnv } from '../http/context.ts';
import { htmlSecurityHeaders } from '../http/security-headers.ts';
import { renderExamplesIndex } from '../routes/pages/examples-index.ts';
import { themeOf } from '../routes/pages/tokens.ts';
import { contentTypeFor, isCompressible, pickEncoding } from './content-types.ts';
import { readExampleSites } from './example-sites.ts';
import { StaticFileCache } from './file-cache.ts';
import {
  deniedPage,
  normalisedPath,
  type PageGuard,
  PROTECTED_PAGE_CACHE_CONTROL,
  pathsOfFile,
} from './protection.ts';
import { etagMatches, isFile, type NotFoundResponder } from './site.ts';

/** How a path under /examples maps onto the folder. */
export type ExampleResolution =
  | { kind: 'file'; file: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' };

/**
 * Resolves `relative`, the decoded path after /examples ('' or '/...'), in `root`. Anything
 * unusual is not found rather than normalised: '..', '.', empty segments ('//'), hidden files,
 * NUL and backslashes.
 */
export function resolveExamplePath(relative: string, root: string): ExampleResolution {
  if (relative === '') return { kind: 'redirect', location: `${EXAMPLES_PATH}/` };
  if (!relative.startsWith('/') || /[\0\\]/.test(relative)) return { kind: 'not-found' };
  const segments = relative.slice(1).split('/');
  const folder = relative.endsWith('/');
  const named = folder ? segments.slice(0, -1) : segments;
  if (named.some((segment) => segment === '' || segment.startsWith('.'))) return { kind: 'not-found' };
  const inRoot = (...parts: string[]) => {
    const file = path.join(root, ...parts);
    return file.startsWith(root + path.sep) && isFile(file) ? file : undefined;
  };
  if (folder) {
    const index = inRoot(...named, 'index.html');
    return index ? { kind: 'file', file: index } : { kind: 'not-found' };
  }
  const exact = inRoot(...named);
  if (exact) return { kind: 'file', file: exact };
  const last = named.at(-1) ?? '';
  const clean = inRoot(...named.slice(0, -1), `${last}.html`);
  if (clean) return { kind: 'file', file: clean };
  if (inRoot(...named, 'index.html')) {
    return { kind: 'redirect', location: `${EXAMPLES_PATH}/${named.map(encodeURIComponent).join('/')}/` };
  }
  return { kind: 'not-found' };
}

export interface ExamplesOptions {
  /** The examples folder (EXAMPLES_DIR). */
  examplesDir: string;
  /** The guard of the example app's content groups. */
  guard: PageGuard;
  cache?: StaticFileCache;
  /** The answer to a path with no file: the site's 404 page (site.ts siteNotFound); plain text by default. */
  notFound?: NotFoundResponder;
}

/** A bare 'Not Found', where no site is there to answer with its page (tests of the files alone). */
const plainNotFound: NotFoundResponder = async (c) =>
  c.text('Not Found', 404, { 'Cache-Control': 'no-store' });

/** /examples and everything under it. */
export function examplesRoutes(options: ExamplesOptions): Hono<BaseEnv> {
  const root = path.resolve(options.examplesDir);
  const cache = options.cache ?? new StaticFileCache();
  const examples = new Hono<BaseEnv>();
  const notFound = options.notFound ?? plainNotFound;

  examples.get(`${EXAMPLES_PATH}/*`, async (c) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad Request: malformed URL', 400);
    }
    const search = new URL(c.req.url).search;
    const resolved = resolveExamplePath(urlPath.slice(EXAMPLES_PATH.length), root);
    if (resolved.kind === 'redirect') return c.redirect(`${resolved.location}${search}`, 301);
    // A protected path is refused even where no file is: the answer must not depend on the disk.
    const fileNames = resolved.kind === 'file' ? pathsOfFile(root, resolved.file, EXAMPLES_PATH) : [];
    const decision = await options.guard(c, {
      appId: EXAMPLE_APP_ID,
      paths: [normalisedPath(urlPath), ...(fileNames ?? [])],
      search,
    });
    if (decision.kind === 'denied') return deniedPage(c, decision.location);
    if (resolved.kind === 'not-found' && urlPath === `${EXAMPLES_PATH}/`) return examplesIndex(c, root);
    if (resolved.kind === 'not-found' || !fileNames) return notFound(c);

    const extension = path.extname(resolved.file).toLowerCase();
    const encoding = pickEncoding(c.req.header('Accept-Encoding'), extension);
    let variant: Awaited<ReturnType<StaticFileCache['get']>>;
    try {
      variant = await cache.get(resolved.file, encoding);
    } catch {
      return notFound(c);
    }
    const headers: Record<string, string> = {
      'Content-Type': contentTypeFor(extension),
      // Hand-written files change without a new name: always revalidated.
      'Cache-Control': decision.kind === 'granted' ? PROTECTED_PAGE_CACHE_CONTROL : 'no-cache',
      ETag: variant.etag,
      // The pages' own scripts and styles and the widget, from this origin; no inline script.
      ...(extension === '.html' ? htmlSecurityHeaders([]) : {}),
    };
    if (isCompressible(extension)) headers.Vary = 'Accept-Encoding';
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    if (decision.kind !== 'granted' && etagMatches(c.req.header('If-None-Match'), variant.etag)) {
      return c.body(null, 304, headers);
    }
    headers['Content-Length'] = String(variant.body.byteLength);
    return c.body(variant.body as Uint8Array<ArrayBuffer>, 200, headers);
  });
  examples.get(EXAMPLES_PATH, (c) => c.redirect(`${EXAMPLES_PATH}/${new URL(c.req.url).search}`, 301));
  examples.all(EXAMPLES_PATH, (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  examples.all(`${EXAMPLES_PATH}/*`, (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return examples;
}

/** /examples/ without an index.html of its own: the list of example sites. */
function examplesIndex(c: Context, root: string): Response {
  return c.body(renderExamplesIndex(readExampleSites(root), themeOf()), 200, {
    'Content-Type': contentTypeFor('.html'),
    'Cache-Control': 'no-cache',
    ...htmlSecurityHeaders([]),
  });
}

/** Live mode: /examples and everything under it answer 404 (the example app does not exist there). */
export function noExamples(notFound: NotFoundResponder = plainNotFound): Hono<BaseEnv> {
  const none = new Hono<BaseEnv>();
  none.all(EXAMPLES_PATH, notFound);
  none.all(`${EXAMPLES_PATH}/*`, notFound);
  return none;
}
