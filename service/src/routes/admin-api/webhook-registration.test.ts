/**
 * Registering a webhook endpoint on a live service (docs/admin-api.md "Webhooks", docs/security.md
 * "Outgoing webhooks"): an owner (or a leaked key) pointing an endpoint at the service's own
 * network is refused at once with a 400 that says why, its host resolved as a delivery resolves
 * it; a public host is registered. A test service takes local endpoints (webhooks.test.ts).
 */
import { APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecretKey } from '../../apps/secret-keys.ts';
import type { HostResolver } from '../../members/webhooks/address-guard.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';

let test: TestApp;
let key: string;
const lookedUp: string[] = [];

/** A resolver with a few made-up names: a public one, a private one, one that rebinds, none. */
const resolveHost: HostResolver = async (hostname) => {
  lookedUp.push(hostname);
  switch (hostname) {
    case 'hooks.example.com':
      return [{ address: '93.184.216.34', family: 4 }];
    case 'localhost':
      return [
        { address: '127.0.0.1', family: 4 },
        { address: '::1', family: 6 },
      ];
    case 'intranet.example.com':
      return [{ address: '192.168.1.20', family: 4 }];
    case 'rebinding.example.com':
      return [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.7', family: 4 },
      ];
    default:
      throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  }
};

beforeAll(async () => {
  test = await createTestApp({ WF_TEST_MODE: 'false' }, { resolveHost });
  key = (await createSecretKey(test.database.db, { appId: APP_ID, mode: 'live', now: new Date() })).key;
});
afterAll(async () => {
  await test.close();
});

function register(url: string) {
  return test.app.request('/admin-api/webhooks', {
    method: 'POST',
    headers: { 'X-API-Key': key, 'Content-Type': 'application/json' },
    body: JSON.stringify({ url, events: ['member.created'] }),
  });
}

async function registered(): Promise<string[]> {
  const response = await test.app.request('/admin-api/webhooks', { headers: { 'X-API-Key': key } });
  return ((await response.json()) as { data: { url: string }[] }).data.map((endpoint) => endpoint.url);
}

describe('given a live service', () => {
  it.each([
    ['a loopback address', 'https://127.0.0.1/hooks'],
    ['localhost', 'https://localhost/hooks'],
    ['the IPv6 loopback', 'https://[::1]/hooks'],
    ['an IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/hooks'],
    ['a private address', 'https://10.1.2.3/hooks'],
    ['the cloud metadata service (link-local)', 'https://169.254.169.254/latest/meta-data'],
    ['an IPv6 unique-local address', 'https://[fd00::1]/hooks'],
    ['an IPv6 link-local address', 'https://[fe80::1]/hooks'],
    ['a name that resolves to a private address', 'https://intranet.example.com/hooks'],
    ['a name with a public and a private address', 'https://rebinding.example.com/hooks'],
    ['a name that does not resolve', 'https://nowhere.invalid/hooks'],
  ])(
    'when registering an endpoint at %s, it answers 400 saying why and registers nothing',
    async (_what, url) => {
      const response = await register(url);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code).toBe('validation/invalid-request');
      expect(body.error.message).toMatch(/^The webhook URL's host may not be reached \(refused: /);
      expect(await registered()).toEqual([]);
    },
  );

  it('when registering an endpoint at a public host, it resolves the name and registers it', async () => {
    lookedUp.length = 0;
    const response = await register('https://hooks.example.com/in');
    expect(response.status, await response.clone().text()).toBe(200);
    expect(lookedUp).toEqual(['hooks.example.com']);
    expect(await registered()).toEqual(['https://hooks.example.com/in']);
  });

  it('when the URL is http, it is refused before any lookup', async () => {
    lookedUp.length = 0;
    expect((await register('http://hooks.example.com/in')).status).toBe(400);
    expect(lookedUp).toEqual([]);
  });
});
