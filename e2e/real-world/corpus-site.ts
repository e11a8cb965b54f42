/**
 * The real-world corpus (examples/real-world/) served as its owners host it: a plain static server
 * on a third origin, reached by the browser as corpus.example (listed in WF_ALLOWED_ORIGINS, see
 * playwright.config.ts). The one change is the one the README promises a site owner: Memberstack's
 * install script address becomes our service's `/widget.js`. Everything else on the tag (only
 * `data-memberstack-app` on most pages) and in the page stays as written, including install tags
 * that a page's own script builds (Amana's nav.js, JICSS's common.js): their address is swapped
 * the same way, in the script's text.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { E2E_PORT } from '../ports.ts';

/** The corpus's static server: the run's service port + 3 (e2e/ports.ts). */
export const CORPUS_PORT = E2E_PORT + 3;
/** The owners' origin, allowed by the service. */
export const CORPUS_ORIGIN = `http://corpus.example:${CORPUS_PORT}`;
/** Where the pages live on it. */
export const CORPUS = `${CORPUS_ORIGIN}/examples/real-world`;
/** Chromium resolves the name to this machine. */
export const CORPUS_HOST_RULES = 'MAP corpus.example 127.0.0.1';

/** Every address the corpus pages load Memberstack 2.0 from. */
const MEMBERSTACK_SCRIPT =
  /https:\/\/(?:static\.memberstack\.com\/scripts\/v[12]|api\.memberstack\.com\/v2)\/memberstack\.js/g;

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples/real-world');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/** The page or script with Memberstack's script address replaced by the service's widget. */
export function swapInstallTag(text: string, serviceOrigin: string): string {
  return text.replace(MEMBERSTACK_SCRIPT, `${serviceOrigin}/widget.js`);
}

/**
 * The React example (e2e/real-world/react-memberstack/) as a React developer's dev server serves it, at
 * http://localhost:{CORPUS_PORT}/react-memberstack/: App.tsx bundled with esbuild on request, and
 * index.html with the service's address in MemberstackProvider's config.
 */
async function serveReactExample(pathname: string, serviceOrigin: string): Promise<[string, string] | null> {
  const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'react-memberstack');
  if (pathname === '/react-memberstack/') {
    const html = await readFile(path.join(dir, 'index.html'), 'utf8');
    return ['text/html; charset=utf-8', html.replace('SERVICE', serviceOrigin)];
  }
  if (pathname === '/react-memberstack/app.js') {
    const { build } = await import('esbuild');
    const result = await build({
      entryPoints: [path.join(dir, 'App.tsx')],
      bundle: true,
      format: 'iife',
      platform: 'browser',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"production"' },
      write: false,
      logLevel: 'silent',
    });
    return ['text/javascript; charset=utf-8', result.outputFiles[0]?.text ?? ''];
  }
  return null;
}

/** Serves examples/real-world/ under /examples/real-world/ with the install tag swapped. */
export function startCorpusServer(serviceOrigin: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    // The browser asks every origin for its icon; the owners' sites have one, which is not part
    // of the pages kept here: no content, rather than a 404 in the page's console.
    if (url.pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    if (url.pathname.startsWith('/react-memberstack/')) {
      const answer = await serveReactExample(url.pathname, serviceOrigin).catch(() => null);
      if (!answer) response.writeHead(404).end('Not found');
      else response.writeHead(200, { 'Content-Type': answer[0], 'Cache-Control': 'no-store' }).end(answer[1]);
      return;
    }
    const relative = decodeURIComponent(url.pathname).replace(/^\/examples\/real-world\//, '');
    const file = path.resolve(
      root,
      relative.endsWith('/') || relative === '' ? `${relative}index.html` : relative,
    );
    if (!url.pathname.startsWith('/examples/real-world/') || !file.startsWith(root)) {
      response.writeHead(404).end('Not found');
      return;
    }
    try {
      let body: Buffer | string = await readFile(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      if (type.startsWith('text/html') || type.startsWith('text/javascript'))
        body = swapInstallTag(body.toString('utf8'), serviceOrigin);
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);
    } catch {
      response.writeHead(404).end('Not found');
    }
  });
  return new Promise((resolve) => server.listen(CORPUS_PORT, '127.0.0.1', () => resolve(server)));
}

// Run as one of playwright.config.ts's web servers: `node e2e/real-world/corpus-site.ts <service origin>`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const serviceOrigin = process.argv[2];
  if (!serviceOrigin) throw new Error('usage: node e2e/real-world/corpus-site.ts <service origin>');
  await startCorpusServer(serviceOrigin);
}
