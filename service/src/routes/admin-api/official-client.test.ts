/**
 * The official @memberstack/admin 1.7.0 client against the service on a real port
 * (docs/admin-api.md): `init(secretKey, { baseUrl: '<PUBLIC_URL>/admin-api/' })` and every
 * members call, paging through all members two at a time, and the refusals a client sees.
 */

import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import memberstackAdmin from '@memberstack/admin';
import { APP_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretKey } from '../../apps/secret-keys.ts';
import { silentLogger } from '../../log.ts';
import { runWebhookDeliveries } from '../../members/webhooks/worker.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';

let test: TestApp;
let server: ServerType;
let baseUrl: string;
let secretKey: string;

beforeAll(async () => {
  test = await createTestApp({ WF_TEST_MODE: 'true' });
  secretKey = (await createSecretKey(test.database.db, { appId: APP_ID, mode: 'test', now: new Date() })).key;
  server = serve({ fetch: test.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/admin-api/`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await test.close();
});

/** What the client rejects with: the answer's `error`. */
async function rejection(promise: Promise<unknown>): Promise<{ code?: string; message?: string }> {
  try {
    await promise;
  } catch (error) {
    return error as { code?: string; message?: string };
  }
  throw new Error('the call was not refused');
}

describe('the official @memberstack/admin client', () => {
  it('given a secret key, every members call works as the client expects', async () => {
    const memberstack = memberstackAdmin.init(secretKey, { baseUrl });
    const { data: created } = await memberstack.members.create({
      email: 'Official.Client@Example.com',
      password: 'a-long-pass-phrase-9',
      plans: [{ planId: FREE_PLAN_ID }],
      customFields: { 'first-name': 'Olive' },
      metaData: { crm: 'x1' },
      json: { level: 1 },
      loginRedirect: '/welcome',
    });
    expect(created.id).toMatch(/^mem_/);
    expect(created.auth.email).toBe('official.client@example.com');
    // The client's type says a connection may be a plain string; ours are objects.
    const connections = created.planConnections as { planId: string }[];
    expect(connections.map((connection) => connection.planId)).toEqual([FREE_PLAN_ID]);

    const byId = await memberstack.members.retrieve({ id: created.id });
    expect(byId.data.id).toBe(created.id);
    const byEmail = await memberstack.members.retrieve({ email: 'official.client@example.com' });
    expect(byEmail.data.id).toBe(created.id);
    const missing = await memberstack.members.retrieve({ email: 'nobody@example.com' });
    expect(missing.data).toBeNull();

    const { data: updated } = await memberstack.members.update({
      id: created.id,
      data: {
        verified: true,
        customFields: { 'last-name': 'Oak' },
        metaData: { extra: true },
        json: { level: 2 },
      },
    });
    expect(updated).toMatchObject({
      verified: true,
      customFields: { 'first-name': 'Olive', 'last-name': 'Oak' },
      metaData: { crm: 'x1', extra: true },
      json: { level: 2 },
      loginRedirect: '/welcome',
    });

    expect(await memberstack.members.removeFreePlan({ id: created.id, data: { planId: FREE_PLAN_ID } })).toBe(
      'OK',
    );
    expect(await memberstack.members.addFreePlan({ id: created.id, data: { planId: FREE_PLAN_ID } })).toBe(
      'OK',
    );
    const paid = await rejection(
      memberstack.members.addFreePlan({ id: created.id, data: { planId: MEMBERSHIP_PLAN_ID } }),
    );
    expect(paid.code).toBe('plan/unavailable');

    const deleted = await memberstack.members.delete({
      id: created.id,
      data: { cancelStripeSubscriptions: true },
    });
    expect(deleted.data.id).toBe(created.id);
    expect((await memberstack.members.retrieve({ id: created.id })).data).toBeNull();
    const gone = await rejection(memberstack.members.update({ id: created.id, data: { verified: false } }));
    expect(gone.code).toBe('not-found');
  });

  it('given members, paging two at a time lists every member once, in both orders', async () => {
    const memberstack = memberstackAdmin.init(secretKey, { baseUrl });
    for (let i = 0; i < 5; i += 1) {
      await memberstack.members.create({ email: `page-${i}@example.com`, password: 'a-long-pass-phrase-9' });
    }
    const everyone = await memberstack.members.list({ limit: 100 });
    expect(everyone.data.length).toBe(everyone.totalCount);
    for (const order of ['ASC', 'DESC'] as const) {
      const seen: string[] = [];
      let after: number | undefined;
      do {
        const page = await memberstack.members.list({ limit: 2, after, order });
        expect(page.data.length).toBeLessThanOrEqual(2);
        seen.push(...page.data.map((member) => member.id));
        after = page.hasNextPage ? page.endCursor : undefined;
      } while (after !== undefined);
      const expected = everyone.data.map((member) => member.id);
      expect(seen).toEqual(order === 'ASC' ? expected : [...expected].reverse());
    }
  });

  it('given a wrong key or a public key, the client is refused', async () => {
    const wrong = await rejection(
      memberstackAdmin.init('sk_sb_not-a-key-of-anyone-000000000000', { baseUrl }).members.list(),
    );
    expect(wrong.code).toBe('app/invalid-credentials');
    const publicKey = await rejection(memberstackAdmin.init(TEST_PUBLIC_KEY, { baseUrl }).members.list());
    expect(publicKey.code).toBe('forbidden');
    expect(publicKey.message).toContain('public key');
  });

  it("given a browser's Origin on the client's requests, it is refused", async () => {
    // The client's own axios: its requests are given a page's Origin, as a browser would add.
    const axios = createRequire(import.meta.resolve('@memberstack/admin'))('axios') as {
      interceptors: {
        request: {
          use(fn: (config: { headers: Record<string, string> }) => unknown): number;
          eject(id: number): void;
        };
      };
    };
    const id = axios.interceptors.request.use((config) => {
      config.headers.Origin = 'https://attacker.example';
      return config;
    });
    try {
      const refused = await rejection(memberstackAdmin.init(secretKey, { baseUrl }).members.list());
      expect(refused.code).toBe('forbidden');
    } finally {
      axios.interceptors.request.eject(id);
    }
  });
});

describe('a webhook the service sends', () => {
  it('given an endpoint registered with a secret key, the official client verifies what a local endpoint receives', async () => {
    const received: { headers: import('node:http').IncomingHttpHeaders; body: string }[] = [];
    const receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/memberstack`;
      const registered = await fetch(`${baseUrl}webhooks`, {
        method: 'POST',
        headers: { 'X-API-Key': secretKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ url, events: ['member.created'] }),
      });
      const { data: endpoint } = (await registered.json()) as { data: { id: string; secret: string } };
      const memberstack = memberstackAdmin.init(secretKey, { baseUrl });
      const { data: created } = await memberstack.members.create({
        email: 'hooked.official@example.com',
        password: 'a-long-pass-phrase-9',
      });
      await runWebhookDeliveries({ ...test, clock: () => new Date(), logger: silentLogger() });
      const delivery = received.find((request) => request.body.includes(created.id));
      if (!delivery) throw new Error('no delivery arrived');
      // As an Express app with express.json() would hand it over: the parsed body.
      const payload = JSON.parse(delivery.body) as { event: string; payload: { id: string } };
      expect(
        memberstack.verifyWebhookSignature({
          headers: {
            'SVIX-ID': delivery.headers['svix-id'],
            'SVIX-TIMESTAMP': delivery.headers['svix-timestamp'],
            'SVIX-SIGNATURE': delivery.headers['svix-signature'],
          },
          secret: endpoint.secret,
          payload,
        }),
      ).toBe(true);
      expect(payload).toMatchObject({ event: 'member.created', payload: { id: created.id } });
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});
