import { APP_ID, LIVE_PUBLIC_KEY, TEST_PUBLIC_KEY } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXAMPLE_APP_ID, EXAMPLE_TEST_PUBLIC_KEY } from '../examples/app.ts';
import { createTestApp, type TestApp } from '../testing/app.ts';
import { isLoopbackOrigin } from './cors.ts';

const SHOP = 'https://shop.example';

let test: TestApp;
let live: TestApp;

beforeAll(async () => {
  test = await createTestApp({ PUBLIC_URL: 'https://worldfamily.example', WF_ALLOWED_ORIGINS: SHOP });
  live = await createTestApp({
    PUBLIC_URL: 'https://worldfamily.example',
    WF_ALLOWED_ORIGINS: SHOP,
    WF_TEST_MODE: 'false',
  });
}, 60_000);
afterAll(async () => {
  await test.close();
  await live.close();
});

function getApp(app: TestApp, origin: string, key: string, appId = APP_ID) {
  return app.app.request('/api/app', { headers: { Origin: origin, 'X-APP-ID': appId, 'X-API-Key': key } });
}

function preflight(app: TestApp, origin: string) {
  return app.app.request('/api/auth/login', {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST' },
  });
}

describe('CORS for test keys on this machine', () => {
  it('given a live key from http://localhost:5173, it refuses with 403 app/origin-not-allowed (attack)', async () => {
    const response = await getApp(test, 'http://localhost:5173', LIVE_PUBLIC_KEY);
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('app/origin-not-allowed');
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('given a test key from http://localhost:5173, it answers with the CORS headers', async () => {
    const response = await getApp(test, 'http://localhost:5173', TEST_PUBLIC_KEY);
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
  });

  it('given a test key from 127.0.0.1 or [::1] on any port, it answers', async () => {
    // (http://localhost itself is this in-process app's own origin: same-origin, no CORS.)
    for (const origin of ['http://127.0.0.1:8080', 'http://[::1]:3000', 'https://localhost:8443']) {
      const response = await getApp(test, origin, EXAMPLE_TEST_PUBLIC_KEY, EXAMPLE_APP_ID);
      expect(response.status, origin).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(origin);
    }
  });

  it('given a test key from a look-alike of localhost, it refuses (attack)', async () => {
    for (const origin of [
      'http://localhost.evil.example',
      'http://127.0.0.1.evil.example',
      'http://localhost:5173.evil.example',
      'http://evil.example#localhost',
      'null',
    ]) {
      const response = await getApp(test, origin, TEST_PUBLIC_KEY);
      expect(response.status, origin).toBe(403);
      expect((await response.json()).error.code).toBe('app/origin-not-allowed');
    }
  });

  it('given a preflight from a loopback origin in test mode, it passes; the real request is then judged by its key', async () => {
    const response = await preflight(test, 'http://localhost:5173');
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://localhost:5173');
  });

  it('given a preflight for the headers every @memberstack/dom client sends, it allows them', async () => {
    const response = await preflight(test, 'http://localhost:5173');
    const allowed = (response.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase().split(', ');
    for (const header of [
      'authorization',
      'content-type',
      'x-api-key',
      'x-app-id',
      'x-user-agent',
      'x-session-id',
    ]) {
      expect(allowed, header).toContain(header);
    }
  });

  it('given a preflight from a look-alike of localhost, it refuses (attack)', async () => {
    for (const origin of ['http://localhost.evil.example', 'http://127.0.0.1.evil.example']) {
      expect((await preflight(test, origin)).status, origin).toBe(403);
    }
  });

  it('given live mode, a loopback preflight is refused like any unlisted origin', async () => {
    expect((await preflight(live, 'http://localhost:5173')).status).toBe(403);
  });
});

describe('CORS for WF_ALLOWED_ORIGINS', () => {
  it('given an origin of WF_ALLOWED_ORIGINS, the test key and the live key both pass', async () => {
    for (const key of [TEST_PUBLIC_KEY, LIVE_PUBLIC_KEY]) {
      const response = await getApp(test, SHOP, key);
      expect(response.status).toBe(200);
      expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SHOP);
    }
    const example = await getApp(test, SHOP, EXAMPLE_TEST_PUBLIC_KEY, EXAMPLE_APP_ID);
    expect(example.status).toBe(200);
  });

  it('given an origin of WF_ALLOWED_ORIGINS in live mode, the live key and its preflight pass', async () => {
    expect((await preflight(live, SHOP)).status).toBe(204);
    const response = await getApp(live, SHOP, LIVE_PUBLIC_KEY);
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe(SHOP);
  });
});

describe('isLoopbackOrigin', () => {
  it('accepts only exact origins of this machine', () => {
    expect(isLoopbackOrigin('http://localhost:5173')).toBe(true);
    expect(isLoopbackOrigin('http://127.0.0.1:1')).toBe(true);
    expect(isLoopbackOrigin('http://[::1]:8080')).toBe(true);
    expect(isLoopbackOrigin('http://localhost:5173/')).toBe(false);
    expect(isLoopbackOrigin('http://LOCALHOST:5173')).toBe(false);
    expect(isLoopbackOrigin('http://user@localhost:5173')).toBe(false);
    expect(isLoopbackOrigin('ftp://localhost')).toBe(false);
    expect(isLoopbackOrigin('http://127.0.0.2:80')).toBe(false);
  });
});
