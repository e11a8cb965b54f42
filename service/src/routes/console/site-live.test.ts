/**
 * The console's Site and embedding routes on a live service (docs/console.md "Site and
 * embedding"): an allowed origin must be https (but for localhost), and a webhook endpoint on the
 * service's own network is refused when it is registered, as the admin API refuses it
 * (docs/security.md "Outgoing webhooks").
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema.ts';
import type { HostResolver } from '../../members/webhooks/address-guard.ts';
import { createTestApp } from '../../testing/app.ts';
import { type ConsoleTest, call, type SignedIn, signInAdmin } from './test-kit.ts';

let test: ConsoleTest;
let admin: SignedIn;

const resolveHost: HostResolver = async (hostname) => {
  switch (hostname) {
    case 'hooks.example.com':
      return [{ address: '93.184.216.34', family: 4 }];
    case 'intranet.example.com':
      return [{ address: '192.168.1.20', family: 4 }];
    case 'metadata.example.com':
      return [{ address: '169.254.169.254', family: 4 }];
    default:
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  }
};

beforeAll(async () => {
  test = { ...(await createTestApp({ WF_TEST_MODE: 'false' }, { resolveHost })), sent: [] };
  admin = await signInAdmin(test, { email: 'live-site-admin@example.org' });
}, 60_000);
afterAll(async () => {
  await test.close();
});

describe('allowed origins on a live service', () => {
  it.each([
    ['https://corp.example', 200],
    ['http://localhost:8080', 200],
    ['http://127.0.0.1:3000', 200],
    ['http://corp-plain.example', 400],
  ])('given %s, it answers %i', async (origin, status) => {
    const response = await call(test, 'POST', '/api/admin/site/origins', admin.headers, { origin });
    expect(response.status, await response.clone().text()).toBe(status);
    if (status === 400) {
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe(
        'console/origin-insecure',
      );
    }
  });
});

describe('webhook endpoints on a live service', () => {
  it.each([
    'http://hooks.example.com/x',
    'https://intranet.example.com/x',
    'https://metadata.example.com/latest',
    'https://127.0.0.1/x',
    'https://[::1]/x',
    'https://nowhere.example.com/x',
  ])('given %s, it answers 400 and registers nothing', async (url) => {
    const response = await call(test, 'POST', '/api/admin/webhooks', admin.headers, {
      url,
      events: ['member.created'],
    });
    expect(response.status, await response.clone().text()).toBe(400);
    expect(await test.database.db.select().from(webhookEndpoints)).toEqual([]);
  });

  it('given a public https host, it is registered', async () => {
    const response = await call(test, 'POST', '/api/admin/webhooks', admin.headers, {
      url: 'https://hooks.example.com/x',
      events: ['member.created'],
    });
    expect(response.status, await response.clone().text()).toBe(200);
  });
});
