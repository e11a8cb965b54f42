/**
 * How a URL path maps onto the built static site (Astro `build.format: 'file'`), kept apart
 * from the HTTP handler so it can be tested without sockets. (Moved here from
 * scripts/static-site.ts when the service took over serving the site.)
 */
import path from 'node:path';

export type Resolution =
  | { kind: 'file'; file: string; status: 200 }
  | { kind: 'redirect'; location: string; status: 301 }
  | { kind: 'not-found'; file: string; status: 404 };

/** Paths under this prefix that match no page get the 'Video Not Found' page (docs/product/website.md §2). */
const VIDEO_PREFIX = '/videos/';

/**
 * The redirect target of a decoded path: each segment percent-encoded again, so that a decoded
 * CR/LF cannot reach the Location header (a 500), and a single leading slash, so that a path
 * like '/%2Fevil.example/' cannot redirect to the protocol-relative '//evil.example'.
 */
function locationOf(decodedPath: string): string {
  const encoded = decodedPath.toWellFormed().split('/').map(encodeURIComponent).join('/');
  return encoded.replace(/^\/+/, '/') || '/';
}

/**
 * Resolves a decoded, query-less URL path to a file under `root`, using `exists` to test
 * candidates (it must answer true for regular files only, not folders). Never escapes `root`.
 */
export function resolveStaticPath(
  urlPath: string,
  root: string,
  exists: (file: string) => boolean,
): Resolution {
  const notFound = (): Resolution => ({
    kind: 'not-found',
    file: path.join(root, urlPath.startsWith(VIDEO_PREFIX) ? '404-video.html' : '404.html'),
    status: 404,
  });

  if (!urlPath.startsWith('/') || urlPath.includes('\0') || urlPath.split('/').includes('..'))
    return notFound();
  // One canonical form per page: no trailing slash, no .html (trailingSlash: 'never').
  if (urlPath.length > 1 && urlPath.endsWith('/')) {
    return { kind: 'redirect', location: locationOf(urlPath.replace(/\/+$/, '')), status: 301 };
  }
  if (urlPath.endsWith('.html')) {
    const bare = urlPath.slice(0, -'.html'.length);
    return { kind: 'redirect', location: bare === '/index' ? '/' : locationOf(bare), status: 301 };
  }
  // The not-found pages exist as files but are never a page of their own.
  if (/^\/404(-video)?$/.test(urlPath)) return notFound();

  const candidates = urlPath === '/' ? ['index.html'] : [urlPath.slice(1), `${urlPath.slice(1)}.html`];
  for (const candidate of candidates) {
    const file = path.join(root, candidate);
    if (file.startsWith(root + path.sep) && exists(file)) return { kind: 'file', file, status: 200 };
  }
  return notFound();
}

/** Cache policy: hashed build assets never change; everything else is revalidated. */
export function cacheControlFor(urlPath: string): string {
  // Hashed file names: /_astro/ (the site's bundles) and /widget/ (the widget's chunks).
  if (urlPath.startsWith('/_astro/') || urlPath.startsWith('/widget/'))
    return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
