/**
 * Serves uploaded files from DATA_DIR/uploads at /uploads/* with safe headers: the Content-Type
 * of the stored type (only image types are served), nosniff, inline disposition and a
 * sandboxing CSP, so an uploaded file can never run as a page of the site.
 *
 * Storage contract for the upload handler: a file is stored under DATA_DIR/uploads with a
 * name of letters, digits, '-', '_' (sub-folders allowed) and the extension of the type its
 * bytes were judged to be: .png, .jpg, .gif, .webp or .avif.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { BaseEnv } from '../http/context.ts';
import { etagMatches } from './site.ts';

/** Extensions of stored uploads and the Content-Type each is served with. */
export const UPLOAD_CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
};

const SAFE_NAME = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/** The folder uploads are stored in. */
export function uploadsDir(dataDir: string): string {
  return path.resolve(dataDir, 'uploads');
}

/** /uploads/* as a Hono app (mount it at /uploads). */
export function uploadRoutes(dataDir: string): Hono<BaseEnv> {
  const root = uploadsDir(dataDir);
  const uploads = new Hono<BaseEnv>();
  const notFound = () => new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

  uploads.get('/*', async (c) => {
    const name = c.req.path.replace(/^\/uploads\//, '');
    const contentType = UPLOAD_CONTENT_TYPES[path.extname(name)];
    if (!SAFE_NAME.test(name) || !contentType) return notFound();
    const file = path.join(root, name);
    if (!file.startsWith(root + path.sep)) return notFound();
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return notFound();

    const etag = `"${createHash('sha256').update(`${name}:${info.size}:${info.mtimeMs}`).digest('base64url').slice(0, 27)}"`;
    const headers: Record<string, string> = {
      'Content-Type': contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
      // The widget shows profile images on other sites too.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': 'no-cache',
      ETag: etag,
    };
    if (etagMatches(c.req.header('If-None-Match'), etag)) return c.body(null, 304, headers);
    const body = await readFile(file);
    headers['Content-Length'] = String(body.byteLength);
    return c.body(body as Uint8Array<ArrayBuffer>, 200, headers);
  });

  uploads.all('/*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return uploads;
}
