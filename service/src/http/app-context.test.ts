import { APP_ID, LIVE_PUBLIC_KEY, TEST_PUBLIC_KEY } from '@wf/config/app';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apps } from '../db/schema.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../testing/app.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp({ PUBLIC_URL: 'https://worldfamily.example' });
});
afterAll(async () => {
  await test.close();
});

describe('app resolution', () => {
  it('given no app headers, it answers 401 naming the headers to send', async () => {
    const response = await test.app.request('/api/app');
    expect(response.status).toBe(401);
    const body = await response.json();
    expect(body.error.code).toBe('app/invalid-credentials');
    expect(body.error.message).toContain('X-APP-ID');
    expect(body.error.message).toContain('X-API-Key');
  });

  it('given an unknown X-APP-ID, it answers 401 naming the id', async () => {
    const response = await test.app.request('/api/app', {
      headers: { 'X-APP-ID': 'app_nope', 'X-API-Key': TEST_PUBLIC_KEY },
    });
    expect(response.status).toBe(401);
    expect((await response.json()).error.message).toBe(
      'No app has the id "app_nope". Check data-memberstack-app (or data-app-id) on the install tag.',
    );
  });

  it('given a public key where the app id goes, from a page of another origin, the page can read why (not a refused origin)', async () => {
    const response = await test.app.request('/api/app-member', {
      headers: { 'X-APP-ID': 'pk_sb_real-world-corpus', Origin: 'http://corpus.example:4913' },
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://corpus.example:4913');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect((await response.json()).error).toMatchObject({
      code: 'app/invalid-credentials',
      message:
        'No app has the id "pk_sb_real-world-corpus". That is a public key, not an app id: data-memberstack-app (or data-app-id) takes the app id, which starts with app_.',
    });
  });

  it('given a key that is not one of the app’s, it answers 403', async () => {
    const response = await test.app.request('/api/app', {
      headers: { 'X-APP-ID': APP_ID, 'X-API-Key': 'pk_sb_someone-else' },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      error: {
        code: 'app/invalid-credentials',
        message: 'The X-API-Key header is not a public key of this app.',
      },
    });
  });

  it('given the live key, it answers too', async () => {
    const response = await test.app.request('/api/app', {
      headers: { 'X-APP-ID': APP_ID, 'X-API-Key': LIVE_PUBLIC_KEY },
    });
    expect(response.status).toBe(200);
  });
});

describe('CORS', () => {
  it('given a preflight from the app’s origin, it allows the call with credentials', async () => {
    const response = await test.app.request('/api/auth/login', {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://worldfamily.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type, x-api-key, x-app-id, authorization',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://worldfamily.example');
    expect(response.headers.get('Access-Control-Allow-Credentials')).toBe('true');
    expect(response.headers.get('Access-Control-Allow-Methods')).toContain('POST');
    const allowed = response.headers.get('Access-Control-Allow-Headers')?.toLowerCase() ?? '';
    for (const header of ['content-type', 'x-api-key', 'x-app-id', 'authorization', 'x-xsrf-token']) {
      expect(allowed).toContain(header);
    }
  });

  it('given a preflight from another origin, it refuses without CORS headers', async () => {
    const response = await test.app.request('/api/auth/login', {
      method: 'OPTIONS',
      headers: { Origin: 'https://evil.example', 'Access-Control-Request-Method': 'POST' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect((await response.json()).error.code).toBe('app/origin-not-allowed');
  });

  it('given a request from the app’s origin, it exposes the answer to that origin', async () => {
    const response = await test.app.request('/api/app', {
      headers: { ...APP_HEADERS, Origin: 'https://worldfamily.example' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://worldfamily.example');
    expect(response.headers.get('Access-Control-Expose-Headers')).toContain('X-Request-Id');
    expect(response.headers.get('Vary')).toContain('Origin');
  });

  it('given an error answer to the app’s origin, the origin can still read it', async () => {
    const response = await test.app.request('/api/app/plans/pln_nope', {
      headers: { ...APP_HEADERS, Origin: 'https://worldfamily.example' },
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('https://worldfamily.example');
  });

  it('given a request from another origin, it refuses it before any handler runs', async () => {
    const response = await test.app.request('/api/app', {
      headers: { ...APP_HEADERS, Origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });

  it('given a same-origin request, it needs no CORS headers', async () => {
    const response = await test.app.request('http://localhost/api/app', {
      headers: { ...APP_HEADERS, Origin: 'http://localhost' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('app cache (APP_CACHE_SECONDS)', () => {
  it('given a changed key and origin list / within the cache time / the old ones still count, and after it the new ones do', async () => {
    const cached = await createTestApp({ PUBLIC_URL: 'https://worldfamily.example', APP_CACHE_SECONDS: '1' });
    // The caches read the time from performance.now(): the test moves it instead of waiting.
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const preflight = () =>
        cached.app.request('/api/app', {
          method: 'OPTIONS',
          headers: { Origin: 'https://partner.example', 'Access-Control-Request-Method': 'GET' },
        });
      const withKey = (key: string) =>
        cached.app.request('/api/app', { headers: { 'X-APP-ID': APP_ID, 'X-API-Key': key } });
      expect((await withKey(TEST_PUBLIC_KEY)).status).toBe(200);
      expect((await preflight()).status).toBe(403);

      await cached.database.db
        .update(apps)
        .set({
          testPublicKey: 'pk_sb_rotated',
          allowedOrigins: sql`${apps.allowedOrigins} || '["https://partner.example"]'::jsonb`,
        })
        .where(eq(apps.id, APP_ID));
      expect((await withKey(TEST_PUBLIC_KEY)).status).toBe(200);
      expect((await preflight()).status).toBe(403);

      vi.advanceTimersByTime(1100);
      expect((await withKey(TEST_PUBLIC_KEY)).status).toBe(403);
      expect((await withKey('pk_sb_rotated')).status).toBe(200);
      expect((await preflight()).status).toBe(204);
    } finally {
      vi.useRealTimers();
      await cached.close();
    }
  });
});

describe('an install that names its app alone (data-memberstack-app without a key)', () => {
  const byIdAlone = (origin?: string) => ({ 'X-APP-ID': APP_ID, ...(origin ? { Origin: origin } : {}) });

  it('given a test-mode service / when a request sends X-APP-ID alone / it is answered with the test key, in sandbox mode', async () => {
    const response = await test.app.request('/api/app', { headers: byIdAlone() });
    expect(response.status).toBe(200);
    expect((await response.json()).data.mode).toBe('sandbox');
  });

  it('given a test-mode service / when the page is on this machine / the test key’s localhost rule lets it in', async () => {
    const response = await test.app.request('/api/app', { headers: byIdAlone('http://127.0.0.1:5500') });
    expect(response.status).toBe(200);
    expect(response.headers.get('Access-Control-Allow-Origin')).toBe('http://127.0.0.1:5500');
  });

  it('given a request with a key / on either service / the key decides the mode, as @memberstack/dom sends it', async () => {
    const live = await test.app.request('/api/app', {
      headers: { 'X-APP-ID': APP_ID, 'X-API-Key': LIVE_PUBLIC_KEY },
    });
    expect((await live.json()).data.mode).toBe('live');
  });
});

describe('an install that names its app alone, on a live service', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({ PUBLIC_URL: 'https://worldfamily.example', WF_TEST_MODE: 'false' });
  });
  afterAll(async () => {
    await production.close();
  });

  it('given X-APP-ID alone / it is answered with the live key, in live mode', async () => {
    const response = await production.app.request('/api/app', {
      headers: { 'X-APP-ID': APP_ID, Origin: 'https://worldfamily.example' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).data.mode).toBe('live');
  });

  it('given X-APP-ID alone from a page on a developer’s machine / it is refused: never the test key’s localhost rule', async () => {
    const response = await production.app.request('/api/app', {
      headers: { 'X-APP-ID': APP_ID, Origin: 'http://localhost:5173' },
    });
    expect(response.status).toBe(403);
    expect((await response.json()).error.code).toBe('app/origin-not-allowed');
  });
});
