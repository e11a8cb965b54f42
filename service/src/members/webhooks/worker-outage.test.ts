/**
 * A webhook endpoint that is down for hours, then back (docs/admin-api.md "Webhooks"; docs/
 * architecture.md "When the database is down"): the deliveries made meanwhile stay in the outbox,
 * are tried after each backoff (connection refused each time), and are delivered once each, in
 * the order of the changes, with their first svix-id, when the endpoint listens again. A real
 * local HTTP server is closed and opened again on its port; time is the injected clock.
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretKey } from '../../apps/secret-keys.ts';
import { silentLogger } from '../../log.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { runWebhookDeliveries, WEBHOOK_RETRY_DELAYS_MS } from './worker.ts';

let test: TestApp;
let key: string;
let now = new Date();
const clock = () => now;

const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const endpoint = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
    response.end('ok');
  });
});
let port = 0;

function listen(server: Server, on: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(on, '127.0.0.1', () => {
      port = (server.address() as AddressInfo).port;
      resolve();
    });
  });
}

function close(server: Server): Promise<void> {
  return new Promise((resolve) => server.close(() => resolve()));
}

beforeAll(async () => {
  test = await createTestApp({ WF_TEST_MODE: 'true' }, { clock });
  key = (await createSecretKey(test.database.db, { appId: APP_ID, mode: 'test', now })).key;
  // A port of its own, then the endpoint goes down: connections to it are refused.
  await listen(endpoint, 0);
  await close(endpoint);
});

afterAll(async () => {
  if (endpoint.listening) await close(endpoint);
  await test?.close();
});

function call(path: string, body?: unknown) {
  return test.app.request(`/admin-api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'X-API-Key': key, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

const worker = () => ({ database: test.database, clock, env: test.env, logger: silentLogger() });

describe('a webhook endpoint down for hours', () => {
  it('given it comes back before the retries run out, every delivery made meanwhile arrives once, in order', async () => {
    const registered = await call('/webhooks', {
      url: `http://127.0.0.1:${port}/hooks`,
      events: ['member.created'],
    });
    expect(registered.status).toBe(200);
    const { id: endpointId } = ((await registered.json()) as { data: { id: string } }).data;
    const created: string[] = [];
    for (const email of ['first@example.com', 'second@example.com']) {
      const response = await call('/members', { email, password: 'a-long-pass-phrase-9' });
      expect(response.status).toBe(200);
      created.push(((await response.json()) as { data: { id: string } }).data.id);
    }

    // Down: the first attempt and the next five (5 s, 5 min, 30 min, 2 h, 5 h: 7.6 hours) fail.
    const down = WEBHOOK_RETRY_DELAYS_MS.slice(0, 5);
    expect(await runWebhookDeliveries(worker())).toEqual({ delivered: 0, retried: 2, failed: 0 });
    for (const delay of down) {
      now = new Date(now.getTime() + delay);
      expect(await runWebhookDeliveries(worker())).toEqual({ delivered: 0, retried: 2, failed: 0 });
    }
    expect(received).toEqual([]);
    const waiting = await call(`/webhooks/${endpointId}/deliveries`);
    const pending = (
      (await waiting.json()) as { data: { status: string; attempts: number; error: string }[] }
    ).data;
    expect(pending.map((row) => [row.status, row.attempts])).toEqual([
      ['pending', 6],
      ['pending', 6],
    ]);
    expect(pending[0]?.error).toMatch(/ECONNREFUSED|connect/i);

    // Back up on its port: at the next attempt (10 h later) each is delivered, once, in order.
    await listen(endpoint, port);
    now = new Date(now.getTime() + (WEBHOOK_RETRY_DELAYS_MS[5] as number));
    expect(await runWebhookDeliveries(worker())).toEqual({ delivered: 2, retried: 0, failed: 0 });
    now = new Date(now.getTime() + 86_400_000);
    expect(await runWebhookDeliveries(worker())).toEqual({ delivered: 0, retried: 0, failed: 0 });

    expect(
      received.map((request) => (JSON.parse(request.body) as { payload: { id: string } }).payload.id),
    ).toEqual(created);
    expect(new Set(received.map((request) => request.headers['svix-id'])).size).toBe(2);
    const done = await call(`/webhooks/${endpointId}/deliveries`);
    const rows = ((await done.json()) as { data: { id: string; status: string; attempts: number }[] }).data;
    expect(rows.map((row) => [row.status, row.attempts])).toEqual([
      ['delivered', 7],
      ['delivered', 7],
    ]);
    expect(received.map((request) => request.headers['svix-id']).sort()).toEqual(
      rows.map((row) => row.id).sort(),
    );
  });
});
