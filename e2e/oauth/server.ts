/**
 * A real OAuth 2 server (oauth2-mock-server) in Facebook's place for the end-to-end tests: its
 * /authorize approves at once and sends the browser back with a code, /token checks the code,
 * and /me answers Facebook's profile shape. A test chooses whose profile that is by posting it
 * to the control route first, and can ask that the next approval stop on a page that shows the
 * way back instead of following it (e2e/oauth/settings.ts); the tests run one at a time.
 */
import type { ServerResponse } from 'node:http';
import { type AugmentedRequest, type MutableRedirectUri, OAuth2Server } from 'oauth2-mock-server';
import { OAUTH_PORT } from './settings.ts';

let facebookProfile: Record<string, unknown> = { id: 'fb-nobody', name: 'Nobody' };
/** Set by a test: the next approval stops on a page that shows the callback URL instead of opening it. */
let holdNextApproval = false;

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
server.service.addRoute('GET', '/me', (_req: AugmentedRequest, res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(facebookProfile));
});
// The server parses JSON bodies itself, onto req.body.
server.service.addRoute('POST', '/e2e/facebook-profile', (req: AugmentedRequest, res: ServerResponse) => {
  facebookProfile = req.body as Record<string, unknown>;
  res.writeHead(204);
  res.end();
});
server.service.addRoute('POST', '/e2e/hold-next-approval', (_req: AugmentedRequest, res: ServerResponse) => {
  holdNextApproval = true;
  res.writeHead(204);
  res.end();
});
// An attacker who approved their own sign-in and keeps the link back rather than opening it.
server.service.on('beforeAuthorizeRedirect', (redirect: MutableRedirectUri) => {
  if (!holdNextApproval) return;
  holdNextApproval = false;
  const held = new URL('/e2e/held', server.issuer.url ?? '');
  held.searchParams.set('next', redirect.url.toString());
  // The server redirects to the URL object it passed, so change that object.
  redirect.url.href = held.toString();
});
server.service.addRoute('GET', '/e2e/held', (req: AugmentedRequest, res: ServerResponse) => {
  const next = new URL(req.url ?? '', 'http://localhost').searchParams.get('next') ?? '';
  const escaped = next.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
  res.end(
    `<!doctype html><html lang="en"><title>Approved</title><p>Approved. The way back: <a id="callback" href="${escaped}">${escaped}</a></p></html>`,
  );
});
server.service.addRoute('GET', '/e2e/health', (_req: AugmentedRequest, res: ServerResponse) => {
  res.writeHead(200, { 'Content-Type': 'text/plain' });
  res.end('ok');
});
await server.start(OAUTH_PORT, '127.0.0.1');
console.log(`OAuth server standing in for Facebook on ${server.issuer.url}`);
