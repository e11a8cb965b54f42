/**
 * The admin API's webhooks (docs/admin-api.md "Webhooks"): registering, listing and removing
 * endpoints per app, the events the members' changes emit, deliveries to a real local endpoint
 * signed so that @memberstack/admin and standardwebhooks accept them, retries with backoff on
 * the injected clock, and the address guard of a live service (docs/security.md).
 */
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import memberstackAdmin from '@memberstack/admin';
import { APP_ID, FREE_PLAN_ID } from '@wf/config/app';
import { WEBHOOK_ENDPOINTS_MAX } from '@wf/sdk/contract';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretKey } from '../../apps/secret-keys.ts';
import { EXAMPLE_APP_ID } from '../../examples/app.ts';
import { silentLogger } from '../../log.ts';
import { runWebhookDeliveries, WEBHOOK_RETRY_DELAYS_MS } from '../../members/webhooks/worker.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';

let test: TestApp;
let key: string;
let otherAppKey: string;
// Near the real time: the verifiers refuse a timestamp more than 5 minutes off.
let now = new Date();
const clock = () => now;

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}
let receiver: Server;
let receiverUrl: string;
let received: Received[] = [];
let answerStatus = 200;

beforeAll(async () => {
  test = await createTestApp({ WF_TEST_MODE: 'true' }, { clock });
  key = (await createSecretKey(test.database.db, { appId: APP_ID, mode: 'test', now })).key;
  otherAppKey = (await createSecretKey(test.database.db, { appId: EXAMPLE_APP_ID, mode: 'test', now })).key;
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.statusCode = answerStatus;
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await test.close();
});

function call(path: string, init: { method?: string; body?: unknown; key?: string } = {}) {
  const headers: Record<string, string> = { 'X-API-Key': init.key ?? key };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  return test.app.request(`/admin-api${path}`, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined
      ? { body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body) }
      : {}),
  });
}

async function register(url: string, events: string[], withKey = key) {
  const response = await call('/webhooks', { method: 'POST', body: { url, events }, key: withKey });
  expect(response.status, await response.clone().text()).toBe(200);
  return ((await response.json()) as { data: { id: string; secret: string } }).data;
}

async function deliveriesOf(id: string, withKey = key) {
  const response = await call(`/webhooks/${id}/deliveries`, { key: withKey });
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      data: {
        id: string;
        event: string;
        status: string;
        attempts: number;
        statusCode: number | null;
        error: string | null;
      }[];
    }
  ).data;
}

function worker(testMode = true) {
  return { database: test.database, clock, env: { ...test.env, testMode }, logger: silentLogger() };
}

const ALL_EVENTS = [
  'member.created',
  'member.updated',
  'member.deleted',
  'member.plan.added',
  'member.plan.updated',
  'member.plan.canceled',
  'team.member.added',
  'team.member.removed',
];

let counter = 0;
async function createMember(withKey = key) {
  counter += 1;
  const response = await call('/members', {
    method: 'POST',
    key: withKey,
    body: { email: `hooked-${counter}@example.com`, password: 'a-long-pass-phrase-9' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: { id: string } }).data;
}

describe('given a secret key, the webhook endpoints', () => {
  it('when registering, it answers an id and a whsec_ secret of 24+ bytes; the list shows it without the secret', async () => {
    const created = await register('https://hooks.example.com/in', ['member.created', 'member.created']);
    expect(created.id).toMatch(/^whep_/);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(created.secret.slice(6), 'base64').length).toBeGreaterThanOrEqual(24);
    const list = (await (await call('/webhooks')).json()) as { data: Record<string, unknown>[] };
    expect(list.data).toEqual([
      {
        id: created.id,
        url: 'https://hooks.example.com/in',
        events: ['member.created'],
        created: expect.any(String),
      },
    ]);
    expect(JSON.stringify(list)).not.toContain(created.secret);
    expect((await call(`/webhooks/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect(((await (await call('/webhooks')).json()) as { data: unknown[] }).data).toEqual([]);
  });

  it("when another app's key lists, removes or reads deliveries, it never sees this app's endpoint", async () => {
    const created = await register('https://hooks.example.com/mine', ['member.updated']);
    const list = (await (await call('/webhooks', { key: otherAppKey })).json()) as { data: unknown[] };
    expect(list.data).toEqual([]);
    expect((await call(`/webhooks/${created.id}`, { method: 'DELETE', key: otherAppKey })).status).toBe(404);
    expect((await call(`/webhooks/${created.id}/deliveries`, { key: otherAppKey })).status).toBe(404);
    expect(((await (await call('/webhooks')).json()) as { data: unknown[] }).data).toHaveLength(1);
    expect((await call(`/webhooks/${created.id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await call(`/webhooks/${created.id}`, { method: 'DELETE' })).status).toBe(404);
  });

  it('when the URL or the events are wrong, it answers 400, never 500', async () => {
    for (const body of [
      {},
      { url: 'https://hooks.example.com' },
      { url: 'not a url', events: ['member.created'] },
      { url: 'ftp://hooks.example.com/', events: ['member.created'] },
      { url: 'https://user:pass@hooks.example.com/', events: ['member.created'] },
      { url: 'https://hooks.example.com/', events: [] },
      { url: 'https://hooks.example.com/', events: ['member.exploded'] },
      { url: 'https://hooks.example.com/', events: 'member.created' },
      { url: 42, events: ['member.created'] },
      '{"url": ',
    ]) {
      const response = await call('/webhooks', { method: 'POST', body });
      expect(response.status, JSON.stringify(body)).toBe(400);
    }
    expect((await call('/webhooks/whep_nothing/deliveries')).status).toBe(404);
  });

  it(`when an app holds ${WEBHOOK_ENDPOINTS_MAX} endpoints, registering one more answers 400`, async () => {
    const ids: string[] = [];
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i += 1) {
      ids.push((await register(`https://hooks.example.com/${i}`, ['member.created'], otherAppKey)).id);
    }
    const refused = await call('/webhooks', {
      method: 'POST',
      key: otherAppKey,
      body: { url: 'https://hooks.example.com/one-more', events: ['member.created'] },
    });
    expect(refused.status).toBe(400);
    for (const id of ids) await call(`/webhooks/${id}`, { method: 'DELETE', key: otherAppKey });
  });
});

describe('given an endpoint of every event', () => {
  it("when the owner creates, changes, gives and takes a plan and deletes a member, each is told, in the change's order", async () => {
    const endpoint = await register('https://hooks.example.com/all', ALL_EVENTS);
    const response = await call('/members', {
      method: 'POST',
      body: {
        email: 'told@example.com',
        password: 'a-long-pass-phrase-9',
        plans: [{ planId: FREE_PLAN_ID }],
      },
    });
    const member = ((await response.json()) as { data: { id: string } }).data;
    await call(`/members/${member.id}`, { method: 'PATCH', body: { metaData: { crm: 1 } } });
    await call(`/members/${member.id}/remove-plan`, { method: 'POST', body: { planId: FREE_PLAN_ID } });
    await call(`/members/${member.id}/add-plan`, { method: 'POST', body: { planId: FREE_PLAN_ID } });
    await call(`/members/${member.id}`, { method: 'DELETE' });
    const events = (await deliveriesOf(endpoint.id)).map((delivery) => delivery.event).reverse();
    expect(events).toEqual([
      'member.plan.added',
      'member.created',
      'member.updated',
      'member.plan.canceled',
      'member.plan.added',
      'member.deleted',
    ]);
    await call(`/webhooks/${endpoint.id}`, { method: 'DELETE' });
  });

  it('when a change is refused (a taken address), nothing is told', async () => {
    const endpoint = await register('https://hooks.example.com/refused', ['member.created']);
    const member = await createMember();
    const before = (await deliveriesOf(endpoint.id)).length;
    const response = await call(`/members/${member.id}`, { method: 'PATCH', body: { json: 'no' } });
    expect(response.status).toBe(400);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(before);
    await call(`/webhooks/${endpoint.id}`, { method: 'DELETE' });
  });
});

describe('the delivery worker', () => {
  it('given a local endpoint, it POSTs the compact message signed so that @memberstack/admin and standardwebhooks accept it, and a tampered body neither', async () => {
    now = new Date();
    received = [];
    answerStatus = 200;
    const endpoint = await register(receiverUrl, ['member.created']);
    const member = await createMember();
    expect(await runWebhookDeliveries(worker())).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
    const [delivery] = received as [Received];
    const message = JSON.parse(delivery.body) as {
      event: string;
      timestamp: number;
      payload: { id: string };
    };
    expect(message.event).toBe('member.created');
    expect(message.timestamp).toBe(now.getTime());
    expect(message.payload.id).toBe(member.id);
    expect(delivery.body).toBe(JSON.stringify(message));
    expect(delivery.headers['content-type']).toBe('application/json');
    expect(delivery.headers['svix-id']).toMatch(/^msg_/);
    expect(delivery.headers['svix-timestamp']).toBe(String(Math.floor(now.getTime() / 1000)));

    const memberstack = memberstackAdmin.init('sk_sb_unused');
    const svixHeaders = {
      'SVIX-ID': delivery.headers['svix-id'],
      'SVIX-TIMESTAMP': delivery.headers['svix-timestamp'],
      'SVIX-SIGNATURE': delivery.headers['svix-signature'],
    };
    expect(
      memberstack.verifyWebhookSignature({ headers: svixHeaders, secret: endpoint.secret, payload: message }),
    ).toBe(true);
    const standard = new Webhook(endpoint.secret);
    const rawHeaders = {
      'webhook-id': String(delivery.headers['svix-id']),
      'webhook-timestamp': String(delivery.headers['svix-timestamp']),
      'webhook-signature': String(delivery.headers['svix-signature']),
    };
    expect(standard.verify(delivery.body, rawHeaders)).toEqual(message);

    const tampered = { ...message, payload: { ...message.payload, id: 'mem_someone_else' } };
    expect(() =>
      memberstack.verifyWebhookSignature({
        headers: svixHeaders,
        secret: endpoint.secret,
        payload: tampered,
      }),
    ).toThrow();
    expect(() => standard.verify(JSON.stringify(tampered), rawHeaders)).toThrow();

    const [logged] = await deliveriesOf(endpoint.id);
    expect(logged).toMatchObject({ status: 'delivered', attempts: 1, statusCode: 200, error: null });
    await call(`/webhooks/${endpoint.id}`, { method: 'DELETE' });
  });

  it('given an endpoint that answers 500, it retries with the same svix-id after each backoff, then fails', async () => {
    received = [];
    answerStatus = 500;
    const endpoint = await register(receiverUrl, ['member.created']);
    await createMember();
    expect(await runWebhookDeliveries(worker())).toEqual({ delivered: 0, retried: 1, failed: 0 });
    for (const [index, delay] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
      // Not due yet a second before the wait is over.
      now = new Date(now.getTime() + delay - 1_000);
      expect((await runWebhookDeliveries(worker())).retried).toBe(0);
      now = new Date(now.getTime() + 1_000);
      const last = index === WEBHOOK_RETRY_DELAYS_MS.length - 1;
      expect(await runWebhookDeliveries(worker())).toEqual({
        delivered: 0,
        retried: last ? 0 : 1,
        failed: last ? 1 : 0,
      });
    }
    expect(received).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length + 1);
    expect(new Set(received.map((request) => request.headers['svix-id'])).size).toBe(1);
    const [logged] = await deliveriesOf(endpoint.id);
    expect(logged).toMatchObject({
      status: 'failed',
      attempts: WEBHOOK_RETRY_DELAYS_MS.length + 1,
      statusCode: 500,
      error: 'the endpoint answered 500',
    });
    now = new Date(now.getTime() + 86_400_000);
    expect(await runWebhookDeliveries(worker())).toEqual({ delivered: 0, retried: 0, failed: 0 });
    await call(`/webhooks/${endpoint.id}`, { method: 'DELETE' });
    answerStatus = 200;
    now = new Date();
  });

  it('given a live service, it refuses loopback, private, link-local and rebinding hosts without connecting', async () => {
    received = [];
    const port = (receiver.address() as AddressInfo).port;
    const urls = [
      `http://127.0.0.1:${port}/hooks`,
      `http://localhost:${port}/hooks`,
      `http://[::1]:${port}/hooks`,
      `http://[::ffff:127.0.0.1]:${port}/hooks`,
      'http://10.1.2.3/hooks',
      'http://169.254.169.254/latest/meta-data',
      'http://192.168.0.10/hooks',
      'http://[fd00::1]/hooks',
      'http://[fe80::1]/hooks',
      'http://rebinding.example/hooks',
    ];
    const endpoints = [];
    for (const url of urls) endpoints.push(await register(url, ['member.created']));
    await createMember();
    const resolve = async (hostname: string) => {
      if (hostname === 'rebinding.example') {
        return [
          { address: '93.184.216.34', family: 4 as const },
          { address: '10.0.0.7', family: 4 as const },
        ];
      }
      const { systemResolver } = await import('../../members/webhooks/address-guard.ts');
      return systemResolver(hostname);
    };
    expect(await runWebhookDeliveries({ ...worker(false), resolve })).toEqual({
      delivered: 0,
      retried: 0,
      failed: urls.length,
    });
    expect(received).toEqual([]);
    for (const endpoint of endpoints) {
      const [logged] = await deliveriesOf(endpoint.id);
      expect(logged).toMatchObject({ status: 'failed', attempts: 1, statusCode: null });
      expect(logged?.error).toMatch(/^refused: /);
      await call(`/webhooks/${endpoint.id}`, { method: 'DELETE' });
    }
  });

  it('given a test service, loopback is reached', async () => {
    received = [];
    const port = (receiver.address() as AddressInfo).port;
    const endpoint = await register(`http://localhost:${port}/hooks`, ['member.created']);
    await createMember();
    expect(await runWebhookDeliveries(worker(true))).toEqual({ delivered: 1, retried: 0, failed: 0 });
    expect(received).toHaveLength(1);
    await call(`/webhooks/${endpoint.id}`, { method: 'DELETE' });
  });
});
