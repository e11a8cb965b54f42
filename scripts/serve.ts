/**
 * Serves the built static site (dist/) until the membership service takes this role.
 * Clean URLs, 404 pages with status 404, immutable caching of hashed assets, ETags, and
 * brotli/gzip compression of text (compressed once per file and kept in memory).
 *
 *   PORT (default 4321), SITE_DIR (default ./dist)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import { cacheControlFor, resolveStaticPath } from './static-site.ts';

const port = Number(process.env.PORT ?? 4321);
const root = path.resolve(process.env.SITE_DIR ?? 'dist');

if (!Number.isInteger(port) || port < 1 || port > 65535) {
  console.error(`PORT must be a TCP port number (1-65535), got "${process.env.PORT}"`);
  process.exit(1);
}
if (!existsSync(path.join(root, 'index.html'))) {
  console.error(`No built site in ${root}: run "npm run build" first (or "npm start", which builds).`);
  process.exit(1);
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.json', '.xml', '.txt', '.svg', '.webmanifest']);

interface Variant {
  body: Buffer;
  etag: string;
}
const cache = new Map<string, Variant>();

/** A regular file: /temples is both dist/temples.html and a folder of temple pages. */
function isFile(file: string): boolean {
  return statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

function variant(file: string, encoding: 'br' | 'gzip' | 'identity'): Variant {
  const { mtimeMs, size } = statSync(file);
  const key = `${file}\0${encoding}\0${mtimeMs}\0${size}`;
  let hit = cache.get(key);
  if (!hit) {
    const raw = readFileSync(file);
    const body =
      encoding === 'br'
        ? brotliCompressSync(raw, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
        : encoding === 'gzip'
          ? gzipSync(raw, { level: 9 })
          : raw;
    const etag = `"${createHash('sha1').update(raw).digest('base64url').slice(0, 20)}-${encoding}"`;
    hit = { body, etag };
    cache.set(key, hit);
  }
  return hit;
}

function pickEncoding(accept: string | undefined, ext: string): 'br' | 'gzip' | 'identity' {
  if (!COMPRESSIBLE.has(ext) || !accept) return 'identity';
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return 'identity';
}

const server = createServer((req, res) => {
  try {
    handle(req, res);
  } catch (error) {
    console.error(
      JSON.stringify({ level: 'error', msg: 'request failed', url: req.url, error: String(error) }),
    );
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' });
    res.end('Internal Server Error');
  }
});

function handle(req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res
      .writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8' })
      .end('Method Not Allowed');
    return;
  }
  let urlPath: string;
  try {
    urlPath = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
  } catch {
    res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad Request: malformed URL');
    return;
  }

  const resolved = resolveStaticPath(urlPath, root, isFile);
  if (resolved.kind === 'redirect') {
    res.writeHead(301, { Location: resolved.location }).end();
    return;
  }
  if (resolved.kind === 'not-found')
    console.warn(JSON.stringify({ level: 'warn', msg: 'not found', path: urlPath }));

  const ext = path.extname(resolved.file);
  const encoding = pickEncoding(req.headers['accept-encoding'], ext);
  const { body, etag } = variant(resolved.file, encoding);
  const headers: Record<string, string> = {
    'Content-Type': TYPES[ext] ?? 'application/octet-stream',
    'Cache-Control': resolved.status === 404 ? 'no-store' : cacheControlFor(urlPath),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    Vary: 'Accept-Encoding',
    ETag: etag,
  };
  if (encoding !== 'identity') headers['Content-Encoding'] = encoding;
  if (resolved.status === 200 && req.headers['if-none-match'] === etag) {
    res.writeHead(304, headers).end();
    return;
  }
  headers['Content-Length'] = String(body.length);
  res.writeHead(resolved.status, headers);
  res.end(req.method === 'HEAD' ? undefined : body);
}

server.listen(port, () => console.log(`World Family is being served at http://localhost:${port}`));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => server.close(() => process.exit(0)));
