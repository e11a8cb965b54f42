import { PLANNED_ROUTES } from '@wf/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HEADERS, createTestApp, type TestApp } from '../testing/app.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
});
afterAll(async () => {
  await test.close();
});

const concrete = (path: string) => `/api${path.replace(/\{(\w+)\}/g, 'x_$1')}`;
const appCalls = PLANNED_ROUTES.filter((route) => route.reach === 'app').map((route) => [
  route.method,
  route.path,
  route.message,
]);
const popups = PLANNED_ROUTES.filter((route) => route.reach === 'page').map((route) => route.path);

describe('routes whose feature comes later', () => {
  // A 501 per planned route while there are any (none since comments were built).
  if (appCalls.length > 0) {
    it.each(appCalls)('given %s %s, it answers 501: %s', async (method, path, message) => {
      const response = await test.app.request(concrete(path), { method, headers: APP_HEADERS });
      expect(response.status).toBe(501);
      expect((await response.json()).error).toEqual({ code: 'not-implemented', message });
    });
  }

  if (popups.length > 0) {
    it.each(popups)('given the provider popup %s, it answers 501 without app headers', async (path) => {
      const response = await test.app.request(`/api${path}?provider=google&appId=x`);
      expect(response.status).toBe(501);
    });
  }

  it('given the comments calls, once planned, they are served: none answers 501', async () => {
    expect(PLANNED_ROUTES).toEqual([]);
    const posts = await test.app.request('/api/comments/posts?channelKey=video-1', { headers: APP_HEADERS });
    expect(posts.status).toBe(403);
    expect((await posts.json()).error.code).toBe('comments/read-refused');
    const info = await test.app.request('/api/comments/channels/info?channelKey=video-1', {
      headers: APP_HEADERS,
    });
    expect(info.status).toBe(200);
    const typing = await test.app.request('/api/comments/posts/typing', {
      method: 'POST',
      headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ channelKey: 'video-1' }),
    });
    expect(typing.status).toBe(401);
  });
});

describe('unknown API paths', () => {
  it('given an unknown path, it answers 404 JSON', async () => {
    const response = await test.app.request('/api/no-such-thing', { headers: APP_HEADERS });
    expect(response.status).toBe(404);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect((await response.json()).error).toEqual({
      code: 'not-found',
      message: 'No API endpoint answers GET /api/no-such-thing.',
    });
  });

  it('given an oversized body to any endpoint, it answers 413', async () => {
    const response = await test.app.request('/api/auth/login', {
      method: 'POST',
      headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).error.code).toBe('request/too-large');
  });
});

describe('GET /api/health', () => {
  it('answers ok without app headers', async () => {
    const response = await test.app.request('/api/health');
    expect(response.status).toBe(200);
    expect((await response.json()).data.status).toBe('ok');
  });
});
