/** Media types of the files the site serves, and which of them are worth compressing. */

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  '.pkpass': 'application/vnd.apple.pkpass',
};

const COMPRESSIBLE = new Set([
  '.html',
  '.css',
  '.js',
  '.mjs',
  '.map',
  '.json',
  '.xml',
  '.txt',
  '.svg',
  '.webmanifest',
]);

/** The Content-Type for a file extension ('.css'). */
export function contentTypeFor(extension: string): string {
  return CONTENT_TYPES[extension.toLowerCase()] ?? 'application/octet-stream';
}

/** True for text formats that brotli/gzip shrink. */
export function isCompressible(extension: string): boolean {
  return COMPRESSIBLE.has(extension.toLowerCase());
}

/** The encoding to answer with, from Accept-Encoding (brotli preferred). */
export function pickEncoding(
  acceptEncoding: string | undefined,
  extension: string,
): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding || !isCompressible(extension)) return 'identity';
  const accepts = (name: string) =>
    acceptEncoding.split(',').some((part) => {
      const [token, ...params] = part.trim().toLowerCase().split(';');
      return token === name && !params.some((p) => /^\s*q=0(\.0*)?\s*$/.test(p));
    });
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return 'identity';
}
