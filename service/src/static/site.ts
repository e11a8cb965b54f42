/**
 * Serves the built static site (SITE_DIR, or the build a publish swapped in): clean URLs and
 * 404 pages (resolve.ts), hashed /_astro/ assets cached for a year, HTML revalidated, ETag and
 * 304, brotli or gzip for text (compressed once, kept in memory), HEAD, 405 for other methods,
 * and the security headers with a per-page CSP on HTML, whose script hashes come from the
 * build's manifest (static/csp-manifest.ts), never from the file being served.
 */
import { statSync } from 'node:fs';
import path from 'node:path';
import { type Context, Hono } from 'hono';
import type { BaseEnv } from '../http/context.ts';
import { htmlSecurityHeaders } from '../http/security-headers.ts';
import { contentTypeFor, isCompressible, pickEncoding } from './content-types.ts';
import { CspManifests } from './csp-manifest.ts';
import { StaticFileCache } from './file-cache.ts';
import {
  deniedPage,
  normalisedPath,
  type PageGuard,
  PROTECTED_PAGE_CACHE_CONTROL,
  pathsOfFile,
} from './protection.ts';
import { cacheControlFor, resolveStaticPath } from './resolve.ts';

/** True when `file` is a regular file; any error reading it (too long, a loop, no access) is false. */
export function isFile(file: string): boolean {
  try {
    return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
  } catch {
    // ENAMETOOLONG, ELOOP, EACCES...: no page there either (a path segment over 255 bytes is enough).
    return false;
  }
}

/** widget.js and its chunks (built by widget/build into the site's output). */
function isWidgetFile(urlPath: string): boolean {
  return urlPath === '/widget.js' || urlPath.startsWith('/widget/');
}

/** True when If-None-Match names this ETag (or is *). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

export interface SiteOptions {
  /** Folder of the built site, or a function naming the folder to serve now (a publish swaps it). */
  siteDir: string | (() => string);
  cache?: StaticFileCache;
  /**
   * Page protection (docs/product/data-attributes.md §12 "Ours"): the app whose content groups
   * guard the site's pages, and the guard; none in tests of the files alone.
   */
  protection?: { appId: string; guard: PageGuard };
}

/** The folder to serve now, absolute. */
function rootReader(siteDir: SiteOptions['siteDir']): () => string {
  if (typeof siteDir === 'function') return () => path.resolve(siteDir());
  const root = path.resolve(siteDir);
  return () => root;
}

/** The static site as a Hono app, mounted last (after /api and /uploads). */
export function siteRoutes(options: SiteOptions): Hono<BaseEnv> {
  const currentRoot = rootReader(options.siteDir);
  const cache = options.cache ?? new StaticFileCache();
  const manifests = new CspManifests();
  const site = new Hono<BaseEnv>();

  // Hono answers HEAD with this GET handler, without the body.
  site.get('*', async (c) => {
    let urlPath: string;
    try {
      urlPath = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad Request: malformed URL', 400);
    }
    // Read once per request: a swap mid-request must not mix two builds.
    const root = currentRoot();
    // The CSP manifest is the build's note to the service, not a file of the site.
    const manifest = CspManifests.fileOf(root);
    const resolved = resolveStaticPath(urlPath, root, (file) => file !== manifest && isFile(file));
    if (resolved.kind === 'redirect') {
      const query = new URL(c.req.url).search;
      return c.redirect(`${resolved.location}${query}`, 301);
    }
    if (resolved.kind === 'not-found') c.var.logger.warn({ path: urlPath }, 'not found');
    let protectedPage = false;
    if (resolved.kind === 'file' && options.protection) {
      const fileNames = pathsOfFile(root, resolved.file, '');
      if (!fileNames) return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
      const decision = await options.protection.guard(c, {
        appId: options.protection.appId,
        paths: [normalisedPath(urlPath), ...fileNames],
        search: new URL(c.req.url).search,
      });
      if (decision.kind === 'denied') return deniedPage(c, decision.location);
      protectedPage = decision.kind === 'granted';
    }

    const extension = path.extname(resolved.file);
    const encoding = pickEncoding(c.req.header('Accept-Encoding'), extension);
    let variant: Awaited<ReturnType<StaticFileCache['get']>>;
    try {
      variant = await cache.get(resolved.file, encoding);
    } catch {
      // No 404 page in the build (or the site is not built at all).
      return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
    }

    const headers: Record<string, string> = {
      'Content-Type': contentTypeFor(extension),
      'Cache-Control':
        resolved.status === 404
          ? 'no-store'
          : protectedPage
            ? PROTECTED_PAGE_CACHE_CONTROL
            : cacheControlFor(urlPath),
      ETag: variant.etag,
      ...(extension === '.html'
        ? htmlSecurityHeaders(await manifests.scriptHashes(root, resolved.file, c.var.logger))
        : {}),
    };
    if (isCompressible(extension)) headers.Vary = 'Accept-Encoding';
    // The widget installs on other sites' pages, which fetch its chunks as (CORS) module scripts.
    if (resolved.status === 200 && isWidgetFile(urlPath)) headers['Access-Control-Allow-Origin'] = '*';
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    if (
      resolved.status === 200 &&
      !protectedPage &&
      etagMatches(c.req.header('If-None-Match'), variant.etag)
    ) {
      return c.body(null, 304, headers);
    }
    headers['Content-Length'] = String(variant.body.byteLength);
    return c.body(variant.body as Uint8Array<ArrayBuffer>, resolved.status, headers);
  });

  site.all('*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return site;
}

/** Answers a request with a 404. */
export type NotFoundResponder = (c: Context<BaseEnv>) => Promise<Response>;

/** A plain 'Not Found', for a service that serves no site of its own. */
export const plainNotFound: NotFoundResponder = async (c) =>
  c.text('Not Found', 404, { 'Cache-Control': 'no-store' });

/**
 * The site's own 404 page (404.html of the build being served), for misses outside the site's
 * paths such as /examples/ (static/examples.ts); plain 'Not Found' when the site is not built.
 */
export function siteNotFound(options: Pick<SiteOptions, 'siteDir' | 'cache'>): NotFoundResponder {
  const currentRoot = rootReader(options.siteDir);
  const cache = options.cache ?? new StaticFileCache();
  const manifests = new CspManifests();
  return async (c) => {
    const root = currentRoot();
    const file = path.join(root, '404.html');
    const encoding = pickEncoding(c.req.header('Accept-Encoding'), '.html');
    let variant: Awaited<ReturnType<StaticFileCache['get']>>;
    try {
      variant = await cache.get(file, encoding);
    } catch {
      return c.text('Not Found', 404, { 'Cache-Control': 'no-store' });
    }
    const headers: Record<string, string> = {
      'Content-Type': contentTypeFor('.html'),
      'Cache-Control': 'no-store',
      ETag: variant.etag,
      ...htmlSecurityHeaders(await manifests.scriptHashes(root, file, c.var.logger)),
      Vary: 'Accept-Encoding',
      'Content-Length': String(variant.body.byteLength),
    };
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
    return c.body(variant.body as Uint8Array<ArrayBuffer>, 404, headers);
  };
}
