import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCaller } from './caller.ts';
import { API_ROUTES } from './contract/routes.ts';
import { isWfError, type WfError } from './errors.ts';
import { memoryStorage } from './storage.ts';

const API = 'https://members.example/api';

/** A browser's fetch as a refused CORS preflight leaves it: the call fails, an opaque no-cors GET arrives. */
function browserFetch(serviceReachable: boolean) {
  return vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    if (init?.mode === 'no-cors' && serviceReachable) return new Response(null, { status: 200 });
    throw new TypeError('Failed to fetch');
  });
}

async function failure(fetch: typeof globalThis.fetch): Promise<WfError> {
  const call = createCaller({
    apiUrl: API,
    appId: 'app_x',
    publicKey: 'pk_sb_x',
    fetch,
    storage: memoryStorage(),
  });
  const error = await call(API_ROUTES.getApp, {}).catch((caught: unknown) => caught);
  if (!isWfError(error)) throw new Error(`expected a WfError, got ${String(error)}`);
  return error;
}

describe('a request that gets no answer', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('from a page on another origin the service refuses: says so, names the origin, never "check your connection"', async () => {
    vi.stubGlobal('location', new URL('https://shop.example/pricing'));
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetch = browserFetch(true);
    const error = await failure(fetch);
    expect(error.code).toBe('app/origin-not-allowed');
    expect(error.message).toContain('https://shop.example');
    expect(error.message).toContain('WF_ALLOWED_ORIGINS');
    expect(error.details).toEqual({ params: { origin: 'https://shop.example' } });
    expect(fetch).toHaveBeenLastCalledWith(`${API}/health`, expect.objectContaining({ mode: 'no-cors' }));
    expect(errorLog).toHaveBeenCalledWith(expect.stringContaining('https://shop.example'));
  });

  it('when the service cannot be reached either: a network error', async () => {
    vi.stubGlobal('location', new URL('https://shop.example/pricing'));
    const error = await failure(browserFetch(false));
    expect(error.code).toBe('client/network-error');
    expect(error.retryable).toBe(true);
  });

  it('on the service’s own origin there is no CORS to refuse: a network error, without a second request', async () => {
    vi.stubGlobal('location', new URL('https://members.example/videos'));
    const fetch = browserFetch(true);
    const error = await failure(fetch);
    expect(error.code).toBe('client/network-error');
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});

describe('the headers that name the app', () => {
  function capture() {
    const seen: Headers[] = [];
    const fetch = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return Response.json({ data: null });
    });
    return { seen, fetch };
  }

  it('given a public key / when calling / it sends X-APP-ID and X-API-Key, as @memberstack/dom does', async () => {
    const { seen, fetch } = capture();
    const call = createCaller({
      apiUrl: API,
      appId: 'app_x',
      publicKey: 'pk_sb_x',
      fetch,
      storage: memoryStorage(),
    });
    await call(API_ROUTES.pageView, { body: {} });
    expect(seen[0]?.get('X-APP-ID')).toBe('app_x');
    expect(seen[0]?.get('X-API-Key')).toBe('pk_sb_x');
  });

  it('given an install that names its app alone / when calling / it sends X-APP-ID and no key at all', async () => {
    const { seen, fetch } = capture();
    const call = createCaller({ apiUrl: API, appId: 'app_x', fetch, storage: memoryStorage() });
    await call(API_ROUTES.pageView, { body: {} });
    expect(seen[0]?.get('X-APP-ID')).toBe('app_x');
    expect(seen[0]?.has('X-API-Key')).toBe(false);
  });
});
