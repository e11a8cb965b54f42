/**
 * Serves uploaded files at /uploads/* with safe headers: the Content-Type of the stored type
 * (only image types are served), nosniff, inline disposition and a sandboxing CSP, so an
 * uploaded file can never run as a page of the site.
 *
 * Storage contract for the upload handler: a file is stored as `{appId}/{name}` in the upload store
 * (static/upload-store.ts: the database's uploads table, or the S3_URL bucket), so every instance
 * serves it; files an earlier version stored under DATA_DIR/uploads are served from there. A name is letters,
 * digits, '-', '_' (sub-folders allowed on disk) and the extension of the type its bytes were
 * judged to be: .png, .jpg, .gif, .webp or .avif.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import type { BaseEnv } from '../http/context.ts';
import { etagMatches } from './site.ts';
import type { StoredUpload, UploadStore, UploadVersion } from './upload-store.ts';

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

/** `{appId}/{file}` when the name has that shape: what the store keeps. */
function storeKey(name: string): [string, string] | undefined {
  const [appId, file, ...rest] = name.split('/');
  return appId && file && rest.length === 0 ? [appId, file] : undefined;
}

/** The file an earlier version wrote under DATA_DIR/uploads, or undefined. */
async function onDisk(
  root: string,
  name: string,
): Promise<{ file: string; size: number; version: string } | undefined> {
  const file = path.join(root, name);
  if (!file.startsWith(root + path.sep)) return undefined;
  const info = await stat(file).catch(() => undefined);
  return info?.isFile() ? { file, size: info.size, version: String(info.mtimeMs) } : undefined;
}

/** The upload `name` from the store, else from the disk of an earlier version. */
async function readUpload(store: UploadStore, root: string, name: string): Promise<StoredUpload | undefined> {
  const key = storeKey(name);
  const stored = key ? await store.get(...key) : undefined;
  if (stored) return stored;
  const found = await onDisk(root, name);
  if (!found) return undefined;
  const body = await readFile(found.file);
  return { body, size: body.byteLength, version: found.version };
}

/** The upload's size and version, without its bytes: enough to answer a revalidation. */
async function statUpload(
  store: UploadStore,
  root: string,
  name: string,
): Promise<UploadVersion | undefined> {
  const key = storeKey(name);
  return (key ? await store.stat(...key) : undefined) ?? (await onDisk(root, name));
}

/** The ETag of an upload: its name, size and version. */
function etagOf(name: string, { size, version }: UploadVersion): string {
  return `"${createHash('sha256').update(`${name}:${size}:${version}`).digest('base64url').slice(0, 27)}"`;
}

/** /uploads/* as a Hono app (mount it at /uploads). */
export function uploadRoutes(store: UploadStore, dataDir: string): Hono<BaseEnv> {
  const root = uploadsDir(dataDir);
  const uploads = new Hono<BaseEnv>();
  const notFound = () => new Response('Not Found', { status: 404, headers: { 'Cache-Control': 'no-store' } });

  uploads.get('/*', async (c) => {
    const name = c.req.path.replace(/^\/uploads\//, '');
    const contentType = UPLOAD_CONTENT_TYPES[path.extname(name)];
    if (!SAFE_NAME.test(name) || !contentType) return notFound();
    const headers = (etag: string): Record<string, string> => ({
      'Content-Type': contentType,
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': 'inline',
      'Content-Security-Policy': "default-src 'none'; img-src 'self'; sandbox",
      // The widget shows profile images on other sites too.
      'Cross-Origin-Resource-Policy': 'cross-origin',
      'Cache-Control': 'no-cache',
      ETag: etag,
    });
    // A browser revalidates on every view (no-cache): answered from the size and version alone,
    // without reading the image from the database or the bucket.
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch) {
      const known = await statUpload(store, root, name);
      if (!known) return notFound();
      const etag = etagOf(name, known);
      if (etagMatches(ifNoneMatch, etag)) return c.body(null, 304, headers(etag));
    }
    const stored = await readUpload(store, root, name);
    if (!stored) return notFound();
    return c.body(stored.body as Uint8Array<ArrayBuffer>, 200, {
      ...headers(etagOf(name, stored)),
      'Content-Length': String(stored.body.byteLength),
    });
  });

  uploads.all('/*', (c) => c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD' }));
  return uploads;
}
