/**
 * The example membership site (examples/membership/) served from a second origin, as a site
 * builder would host it: a plain static server on another port, reached by the browser under
 * the names shop.example (listed in WF_ALLOWED_ORIGINS, see playwright.config.ts) and
 * refused.example (listed nowhere). The pages' `/widget.js` becomes the service's address: the
 * one line a builder changes besides the app id.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { EXAMPLE_PORT } from '../ports.ts';

/** The port of the builder's static server. */
export { EXAMPLE_PORT };

/** The builder's site, allowed by the service. */
export const SHOP_ORIGIN = `http://shop.example:${EXAMPLE_PORT}`;
/** The same pages on an origin the service was never told about. */
export const REFUSED_ORIGIN = `http://refused.example:${EXAMPLE_PORT}`;
/** Chromium resolves both names to this machine. */
export const HOST_RULES = 'MAP shop.example 127.0.0.1, MAP refused.example 127.0.0.1';

const examplesRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../examples');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The path of {@link worldFamilyLoginPage} on this server. */
export const WORLD_FAMILY_LOGIN_PATH = '/builder/world-family-login.html';
/**
 * World Family's login redirect (its site's /dashboard), followed on the builder's origin after
 * a login there: the same page answers it.
 */
export const WORLD_FAMILY_REDIRECT_PATH = '/dashboard';

/**
 * A builder's page embedding the widget for World Family's app (not the example app): the one
 * install tag and a login form of data attributes (README "Install the widget on any page").
 * The console's Site and embedding spec allows its origin and signs a member in on it.
 */
export function worldFamilyLoginPage(serviceOrigin: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Corp members</title>
<script src="${serviceOrigin}/widget.js" data-app-id="${APP_ID}" data-public-key="${TEST_PUBLIC_KEY}"></script>
</head><body><main>
<h1>Corp members</h1>
<p data-ms-content="members">Signed in as <span data-ms-member="email"></span></p>
<form data-ms-form="login" data-ms-content="!members">
<label>E-mail <input data-ms-member="email" type="email" name="email" autocomplete="email" required></label>
<label>Password <input data-ms-member="password" type="password" name="password" autocomplete="current-password" required></label>
<button type="submit">Log in</button>
</form>
</main></body></html>`;
}

/** Serves examples/ under /examples/, with the widget loaded from `serviceOrigin`. */
export function startExampleServer(serviceOrigin: string): Promise<Server> {
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === WORLD_FAMILY_LOGIN_PATH || url.pathname === WORLD_FAMILY_REDIRECT_PATH) {
      response
        .writeHead(200, { 'Content-Type': TYPES['.html'] ?? '', 'Cache-Control': 'no-store' })
        .end(worldFamilyLoginPage(serviceOrigin));
      return;
    }
    const relative = decodeURIComponent(url.pathname).replace(/^\/examples\//, '');
    const file = path.resolve(
      examplesRoot,
      relative.endsWith('/') || relative === '' ? `${relative}index.html` : relative,
    );
    if (!url.pathname.startsWith('/examples/') || !file.startsWith(examplesRoot)) {
      response.writeHead(404).end('Not found');
      return;
    }
    try {
      let body: Buffer | string = await readFile(file);
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      if (type.startsWith('text/html'))
        body = body.toString('utf8').replace('src="/widget.js"', `src="${serviceOrigin}/widget.js"`);
      response.writeHead(200, { 'Content-Type': type, 'Cache-Control': 'no-store' }).end(body);
    } catch {
      response.writeHead(404).end('Not found');
    }
  });
  return new Promise((resolve) => server.listen(EXAMPLE_PORT, '127.0.0.1', () => resolve(server)));
}

// Run as playwright.config.ts's second web server: `node e2e/widget/example-site.ts <service origin>`.
if (import.meta.url === `file://${process.argv[1]}`) {
  const serviceOrigin = process.argv[2];
  if (!serviceOrigin) throw new Error('usage: node e2e/widget/example-site.ts <service origin>');
  await startExampleServer(serviceOrigin);
}
