/**
 * Attacks through a real reverse proxy (docs/security.md "Reverse proxies" and "Test mode"):
 * the service listens on a loopback port, and in front of it runs a proxy that appends the
 * address it saw to X-Forwarded-For, as nginx's $proxy_add_x_forwarded_for and an AWS load
 * balancer do. Whatever a client writes in that header stays on the left of the entry the
 * proxy adds, so a client must not become "this machine" (the dev mailbox, the test sign-in
 * page: every account) nor a new client for each signup by writing `127.0.0.1` or anything else
 * there, whatever TRUST_PROXY says. And with TRUST_PROXY unset, a same-machine proxy or tunnel
 * must not turn every visitor into the machine's owner.
 *
 * How a "remote" client is made on one machine: every process here runs on loopback, so a
 * client that stands for a visitor on the internet connects from its own loopback address,
 * 127.0.0.N (N ≥ 2), and the proxy writes the documentation address 203.0.113.N for it, where
 * nginx on a server would write the visitor's public address. A client on 127.0.0.1 stays
 * 127.0.0.1: the owner's browser on this machine. The service's own peer is always the proxy,
 * really on 127.0.0.1, as behind a same-machine nginx: which is exactly what makes the forged
 * `127.0.0.1` tempting.
 */
import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 90_000 });

/** The code in the mail the mailbox holds: whoever reads it can reset the victim's password. */
const VICTIM_CODE = '482913';

/** What a client gets back. */
interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

/** An HTTP request from a chosen local address (the client's "machine"). */
function send(
  port: number,
  path: string,
  options: { from?: string; method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method: options.method ?? 'GET',
        localAddress: options.from ?? '127.0.0.1',
        headers: options.headers,
        agent: false,
      },
      (incoming) => {
        let text = '';
        incoming.setEncoding('utf8');
        incoming.on('data', (chunk: string) => {
          text += chunk;
        });
        incoming.on('end', () =>
          resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, text }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.end(options.body);
  });
}

/** The address a proxy on a server would write for a client: see the file's comment. */
function seenAs(peer: string): string {
  const local = peer.replace(/^::ffff:/, '');
  const host = /^127\.0\.0\.(\d+)$/.exec(local)?.[1];
  return host && host !== '1' ? `203.0.113.${host}` : local;
}

/**
 * A reverse proxy to `target`, configured as nginx usually is: X-Forwarded-For gets the peer
 * appended ($proxy_add_x_forwarded_for), X-Forwarded-Proto and -Host are set (overwriting the
 * client's). `viaOnly`: a tunnel that says only `Via`.
 */
async function startProxy(target: number, options: { viaOnly?: boolean } = {}): Promise<Server> {
  const proxy = createServer((incoming, outgoing) => {
    const headers: IncomingHttpHeaders = { ...incoming.headers, connection: 'close' };
    if (options.viaOnly) {
      headers.via = '1.1 tunnel';
    } else {
      const prior = incoming.headers['x-forwarded-for'];
      const peer = seenAs(incoming.socket.remoteAddress ?? '');
      headers['x-forwarded-for'] = prior ? `${prior}, ${peer}` : peer;
      headers['x-forwarded-proto'] = 'http';
      headers['x-forwarded-host'] = incoming.headers.host;
    }
    const upstream = request(
      { host: '127.0.0.1', port: target, method: incoming.method, path: incoming.url, headers, agent: false },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    upstream.on('error', () => outgoing.writeHead(502).end());
    incoming.pipe(upstream);
  });
  proxy.listen(0, '127.0.0.1');
  await once(proxy, 'listening');
  return proxy;
}

function portOf(server: Server): number {
  return (server.address() as AddressInfo).port;
}

async function stop(server: Server): Promise<void> {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
}

/** The service (test mode, a victim's reset code in the outbox) served on a loopback port. */
interface RunningService {
  test: TestApp;
  server: Server;
  port: number;
}

async function startService(variables: Record<string, string>): Promise<RunningService> {
  const test = await createTestApp({ WF_TEST_MODE: 'true', ...variables });
  await test.database.db.insert(outbox).values({
    id: newId('mail'),
    appId: APP_ID,
    to: 'victim@example.org',
    subject: 'Reset your password',
    text: `Your code:\n\n    ${VICTIM_CODE}\n`,
    createdAt: new Date(),
  });
  const server = serve({ fetch: test.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server;
  if (!server.listening) await once(server, 'listening');
  return { test, server, port: portOf(server) };
}

async function stopService(service: RunningService | undefined): Promise<void> {
  if (!service) return;
  await stop(service.server);
  await service.test.close();
}

/** The start of the test provider's popup, as the widget opens it. */
function providerStart(): string {
  const query = new URLSearchParams({
    provider: 'github',
    appId: APP_ID,
    publicKey: TEST_PUBLIC_KEY,
    origin: 'http://localhost:4321',
  });
  return `/api/auth-provider/signup?${query}`;
}

/** Whether GET /api/app offers the providers that have no credentials (the test sign-in page). */
async function offersTestProvider(
  port: number,
  from: string,
  headers: Record<string, string>,
): Promise<boolean> {
  const answer = await send(port, '/api/app', { from, headers: { ...APP_HEADERS, ...headers } });
  const { data } = JSON.parse(answer.text) as { data: { authProviders: { enabled: boolean }[] } };
  return data.authProviders.some((provider) => provider.enabled);
}

/** A flow of the test provider that the owner started, straight on this machine: its sign-in page's path. */
async function ownersTestFlow(service: RunningService): Promise<string> {
  const started = await send(service.port, providerStart(), {
    headers: { Cookie: service.test.testToolsCookie },
  });
  const location = new URL(String(started.headers.location), 'http://localhost');
  expect(location.pathname).toBe('/api/auth-provider/test-sign-in');
  return `${location.pathname}${location.search}`;
}

/** A remote visitor (standing for 203.0.113.7) who wrote X-Forwarded-For: 127.0.0.1. */
const REMOTE = '127.0.0.7';
const FORGED = { 'X-Forwarded-For': '127.0.0.1' };

const SETTINGS = [
  { name: 'TRUST_PROXY unset (a proxy the service was not told about)', variables: {}, proxies: 1 },
  { name: 'TRUST_PROXY=true', variables: { TRUST_PROXY: 'true' }, proxies: 1 },
  { name: 'TRUST_PROXY=1', variables: { TRUST_PROXY: '1' }, proxies: 1 },
  { name: 'TRUST_PROXY=2 behind two chained proxies', variables: { TRUST_PROXY: '2' }, proxies: 2 },
  {
    name: 'TRUST_PROXY as a list of proxy ranges, behind two chained proxies',
    variables: { TRUST_PROXY: '10.0.0.0/8, 127.0.0.1/32, ::1/128' },
    proxies: 2,
  },
] as const;

describe.each(SETTINGS)('given $name', ({ variables, proxies }) => {
  let service: RunningService | undefined;
  const chain: Server[] = [];
  /** The port clients connect to: the outermost proxy. */
  let front = 0;

  beforeAll(async () => {
    service = await startService(variables);
    let target = service.port;
    for (let i = 0; i < proxies; i += 1) {
      const proxy = await startProxy(target);
      chain.push(proxy);
      target = portOf(proxy);
    }
    front = target;
  });
  afterAll(async () => {
    for (const proxy of chain) await stop(proxy);
    await stopService(service);
  });

  it('given a remote visitor who writes X-Forwarded-For: 127.0.0.1, even with the owner’s cookie, the dev mailbox refuses it; the owner’s own browser through the same proxy is served only if the service was told about the proxy', async () => {
    const running = service as RunningService;
    const cookie = { Cookie: running.test.testToolsCookie };
    const json = await send(front, '/dev/mailbox.json', { from: REMOTE, headers: { ...FORGED, ...cookie } });
    expect(json.status).toBe(403);
    expect(json.text).not.toContain(VICTIM_CODE);
    const page = await send(front, '/dev/mailbox', { from: REMOTE, headers: { ...FORGED, ...cookie } });
    expect(page.status).toBe(403);
    expect(page.text).not.toContain(VICTIM_CODE);

    const told = 'TRUST_PROXY' in variables;
    const owner = await send(front, '/dev/mailbox', { headers: cookie });
    expect(owner.status).toBe(told ? 200 : 403);
    expect(owner.text.includes(VICTIM_CODE)).toBe(told);
    if (!told) {
      // A same-machine proxy or tunnel makes every visitor loopback: the page says what to do.
      expect(owner.text).toContain('Test tools are off behind a proxy');
      expect(owner.text).toContain('TRUST_PROXY');
    }
  });

  it('given the same visitor, the test sign-in page is neither offered nor opened, and its form signs nobody in; the owner through the proxy is offered it only if the service was told about the proxy', async () => {
    const running = service as RunningService;
    const cookie = { Cookie: running.test.testToolsCookie };
    const headers = { ...FORGED, ...cookie };
    expect(await offersTestProvider(front, REMOTE, headers)).toBe(false);
    const start = await send(front, providerStart(), { from: REMOTE, headers });
    expect(String(start.headers.location ?? '')).not.toContain('/test-sign-in');
    expect(start.text).toContain('provider/unavailable');

    const ownersPage = await ownersTestFlow(running);
    const page = await send(front, ownersPage, { from: REMOTE, headers });
    expect(page.status).toBe(410);
    expect(page.text).not.toContain('test mode');
    const state = new URL(ownersPage, 'http://localhost').searchParams.get('state') ?? '';
    const submitted = await send(front, '/api/auth-provider/test-sign-in', {
      from: REMOTE,
      method: 'POST',
      headers: { ...headers, 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        state,
        action: 'continue',
        email: 'victim@example.org',
        verified: 'yes',
      }).toString(),
    });
    expect(submitted.status).toBe(410);

    expect(await offersTestProvider(front, '127.0.0.1', cookie)).toBe('TRUST_PROXY' in variables);
  });
});

describe.each(SETTINGS.filter(({ variables }) => 'TRUST_PROXY' in variables))(
  'given $name, signups through the proxy',
  ({ variables, proxies }) => {
    let service: RunningService | undefined;
    const chain: Server[] = [];
    let front = 0;

    beforeAll(async () => {
      service = await startService(variables);
      let target = service.port;
      for (let i = 0; i < proxies; i += 1) {
        const proxy = await startProxy(target);
        chain.push(proxy);
        target = portOf(proxy);
      }
      front = target;
    });
    afterAll(async () => {
      for (const proxy of chain) await stop(proxy);
      await stopService(service);
    });

    const signup = (from: string, email: string, forged: string) =>
      send(front, '/api/auth/signup', {
        from,
        method: 'POST',
        headers: { ...APP_HEADERS, 'Content-Type': 'application/json', 'X-Forwarded-For': forged },
        body: JSON.stringify({ email, password: 'Tangerine-Lighthouse-47' }),
      });

    it('given 25 signups from one visitor, each with another forged first entry, the limit of 20 per client holds, and another visitor is not limited', async () => {
      const statuses: number[] = [];
      for (let i = 1; i <= 25; i += 1) {
        statuses.push((await signup('127.0.0.7', `forger-${i}@example.org`, `198.51.100.${i}`)).status);
      }
      expect(statuses.slice(0, 20)).toEqual(Array(20).fill(201));
      expect(statuses.slice(20)).toEqual(Array(5).fill(429));
      // The key is the visitor the proxy saw, not the proxy: the next visitor starts afresh.
      expect((await signup('127.0.0.8', 'neighbour@example.org', '198.51.100.1')).status).toBe(201);
    });
  },
);

describe('the machine’s owner, straight on this machine', () => {
  let service: RunningService | undefined;
  let proxy: Server | undefined;
  let tunnel: Server | undefined;

  beforeAll(async () => {
    service = await startService({});
    proxy = await startProxy(service.port);
    tunnel = await startProxy(service.port, { viaOnly: true });
  });
  afterAll(async () => {
    if (proxy) await stop(proxy);
    if (tunnel) await stop(tunnel);
    await stopService(service);
  });

  it('given a loopback request without the owner’s cookie (another account on this machine, or `ssh -R`, which adds no header), the tools refuse it and say how to unlock', async () => {
    const running = service as RunningService;
    const page = await send(running.port, '/dev/mailbox');
    expect(page.status).toBe(403);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('<h1>Unlock the test tools</h1>');
    expect(page.text).toContain('/dev/unlock?token=…');
    expect(page.text).toContain('admin-credentials.txt');
    expect(page.text).not.toContain(VICTIM_CODE);
    const json = await send(running.port, '/dev/mailbox.json');
    expect(json.status).toBe(403);
    expect(JSON.parse(json.text).error.code).toBe('dev/mailbox-refused');
    expect(await offersTestProvider(running.port, '127.0.0.1', {})).toBe(false);
    const start = await send(running.port, providerStart());
    expect(String(start.headers.location ?? '')).not.toContain('/test-sign-in');

    const served = await send(running.port, '/dev/mailbox', {
      headers: { Cookie: running.test.testToolsCookie },
    });
    expect(served.status).toBe(200);
    expect(served.text).toContain(VICTIM_CODE);
  });

  it('given the unlock link, it sets an HttpOnly, SameSite=Lax cookie and opens the mailbox, which then serves that browser', async () => {
    const running = service as RunningService;
    const token = running.test.testToolsCookie.split('=')[1] ?? '';
    const unlocked = await send(running.port, `/dev/unlock?token=${token}`);
    expect(unlocked.status).toBe(303);
    expect(unlocked.headers.location).toBe('/dev/mailbox');
    expect(unlocked.headers['referrer-policy']).toBe('no-referrer');
    const cookie = unlocked.headers['set-cookie']?.[0] ?? '';
    expect(cookie).toMatch(/^wf-test-tools=[\w-]+;/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    const mailbox = await send(running.port, '/dev/mailbox', {
      headers: { Cookie: cookie.split(';')[0] ?? '' },
    });
    expect(mailbox.status).toBe(200);
    expect(mailbox.text).toContain(VICTIM_CODE);
  });

  it('given a wrong or missing token, the link refuses; after 10 tries in 15 minutes it asks to wait, even for the right one', async () => {
    const running = service as RunningService;
    const token = running.test.testToolsCookie.split('=')[1] ?? '';
    const from = '127.0.0.9';
    // One character changed (the first: the last of a 128-bit base64url token is one of 4 values).
    const altered = `${token.startsWith('A') ? 'B' : 'A'}${token.slice(1)}`;
    const wrong = await send(running.port, `/dev/unlock?token=${altered}`, { from });
    expect(wrong.status).toBe(403);
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect(wrong.text).toContain('This unlock link is not the current one');
    expect((await send(running.port, '/dev/unlock', { from })).status).toBe(403);
    for (let i = 0; i < 8; i += 1) await send(running.port, `/dev/unlock?token=guess${i}`, { from });
    const limited = await send(running.port, `/dev/unlock?token=${token}`, { from });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['set-cookie']).toBeUndefined();
    expect(limited.text).toContain('Too many tries');
  });

  it('given the unlock link through a proxy or a tunnel the service was not told about, even the right token is refused', async () => {
    const running = service as RunningService;
    const token = running.test.testToolsCookie.split('=')[1] ?? '';
    for (const front of [proxy, tunnel] as Server[]) {
      const answer = await send(portOf(front), `/dev/unlock?token=${token}`);
      expect(answer.status).toBe(403);
      expect(answer.headers['set-cookie']).toBeUndefined();
      expect(answer.text).toContain('Test tools are off behind a proxy');
    }
    // A tunnel that says only Via (no X-Forwarded-For) is a proxy too.
    const viaOnly = await send(portOf(tunnel as Server), '/dev/mailbox.json', {
      headers: { Cookie: running.test.testToolsCookie },
    });
    expect(viaOnly.status).toBe(403);
    expect(viaOnly.text).not.toContain(VICTIM_CODE);
  });
});
