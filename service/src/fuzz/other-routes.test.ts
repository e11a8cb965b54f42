/**
 * The bad-input suite for what the contract's route table does not list: the captcha
 * challenge, the e-mail verification link, the provider popups, the health check, the dev
 * mailbox, uploaded files, other methods on every API path, unknown API paths and the site.
 */
import { SITE_ROUTES } from '@wf/config/site-api';
import { API_ROUTES, PLANNED_ROUTES } from '@wf/sdk/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { imageBytes } from '../testing/images.ts';
import { credentials, headerText, identity, oddHeaders, oddPathSegment, oddQuery } from './arbitraries.ts';
import {
  type Answer,
  assertSound,
  createFuzzApp,
  type FuzzApp,
  type FuzzRequest,
  fuzzParameters,
  isMisdirected,
} from './harness.ts';

const RUNS = 60;
const PROPERTY_TIMEOUT_MS = 120_000;
const PROVIDER_POPUP_PATHS = PLANNED_ROUTES.filter((route) => route.reach === 'page').map(
  (route) => route.path,
);
const API_PATHS = Object.values({ ...API_ROUTES, ...SITE_ROUTES }).map((route) => ({
  method: route.method,
  path: route.path.replace(/\{\w+\}/g, 'x'),
}));
/** The methods each API path answers (a path may have a GET page and a POST form). */
const METHODS_OF_PATH = new Map<string, Set<string>>();
for (const { method, path } of API_PATHS) {
  METHODS_OF_PATH.set(path, new Set([...(METHODS_OF_PATH.get(path) ?? []), method]));
}
const challengeSchema = z.object({
  algorithm: z.string(),
  challenge: z.string(),
  salt: z.string(),
  signature: z.string(),
  maxnumber: z.number(),
});

let fuzz: FuzzApp;
/** The URL path of a profile image the owner uploaded. */
let uploadPath: string;

beforeAll(async () => {
  fuzz = await createFuzzApp();
  const boundary = 'wf-boundary';
  const png = await imageBytes('png');
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
  const body = Uint8Array.from([
    ...new TextEncoder().encode(head),
    ...png,
    ...new TextEncoder().encode(`\r\n--${boundary}--\r\n`),
  ]);
  const uploaded = await fuzz.send({
    method: 'POST',
    path: '/api/member/profile-image',
    identity: { kind: 'bearer', who: 'owner' },
    credentials: { kind: 'test-key' },
    contentType: `multipart/form-data; boundary=${boundary}`,
    body,
  });
  const url = (uploaded.json as { data?: { profileImage?: string } }).data?.profileImage;
  if (!url) throw new Error(`fuzz set-up: upload answered ${uploaded.status} ${uploaded.text}`);
  uploadPath = new URL(url).pathname;
}, 120_000);

afterAll(async () => {
  await fuzz?.close();
});

async function expectSound(
  request: FuzzRequest,
  expectations: Parameters<typeof assertSound>[2],
): Promise<Answer> {
  const answer = await fuzz.send(request);
  assertSound(request, answer, expectations);
  return answer;
}

describe('GET /api/auth/captcha/challenge', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('given odd query strings, headers and identities, it answers a challenge or a JSON error, never a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(identity, credentials, oddHeaders, oddQuery, async (who, app, headers, query) => {
        await expectSound(
          {
            method: 'GET',
            path: `/api/auth/captcha/challenge${query}`,
            identity: who,
            credentials: app,
            headers,
          },
          { api: true, success: challengeSchema },
        );
      }),
      fuzzParameters(RUNS),
    );
  });
});

describe('GET /api/auth/verify-email (the link of the e-mail)', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('given odd tokens and app ids, it redirects to the site with verified=0, never a 5xx', async () => {
    const value = fc.oneof(oddPathSegment, fc.constant('app_world-family-7q2m9c4x'));
    // Tokens are '{id}.{secret}': odd text on either side of the dot.
    const token = fc.oneof(
      value,
      fc.tuple(value, value).map(([id, secret]) => `${id}.${secret}`),
    );
    const query = fc.oneof(
      oddQuery,
      fc.tuple(token, value).map(([code, app]) => `?token=${code}&app=${app}`),
      fc.tuple(value, value).map(([token, app]) => `?token=${token}&token=${app}&app=${app}&app=${token}`),
    );
    await fc.assert(
      fc.asyncProperty(identity, oddHeaders, query, async (who, headers, search) => {
        const request: FuzzRequest = {
          method: 'GET',
          path: `/api/auth/verify-email${search}`,
          identity: who,
          credentials: { kind: 'none' },
          headers,
        };
        const answer = await expectSound(request, { api: false });
        if (isMisdirected(request, fuzz.test.env.publicUrl)) {
          expect(answer.status, answer.text).toBe(421);
          return;
        }
        expect(answer.status, answer.text).toBe(303);
        expect(answer.headers.get('Location')).toBe(`${fuzz.test.env.publicUrl}/?verified=0`);
      }),
      fuzzParameters(RUNS),
    );
  });
});

describe('the provider popups and the health check', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('given odd query strings and headers, the popups answer the documented 501 and health answers 200, never another 5xx', async () => {
    const path = fc.constantFrom(...PROVIDER_POPUP_PATHS, '/health');
    await fc.assert(
      fc.asyncProperty(
        path,
        identity,
        credentials,
        oddHeaders,
        oddQuery,
        async (at, who, app, headers, query) => {
          const request: FuzzRequest = {
            method: 'GET',
            path: `/api${at}${query}`,
            identity: who,
            credentials: app,
            headers,
          };
          const answer = await expectSound(request, { api: true, notImplemented: at !== '/health' });
          if (isMisdirected(request, fuzz.test.env.publicUrl)) expect(answer.status).toBe(421);
          else if (at === '/health') expect(answer.status).toBe(200);
        },
      ),
      fuzzParameters(RUNS),
    );
  });
});

describe('other methods on every API path, and unknown API paths', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD', 'PROPFIND');

  it('given a method the path does not answer, it answers a JSON error, never a 5xx', async () => {
    const endpoint = fc.constantFrom(...API_PATHS);
    await fc.assert(
      fc.asyncProperty(endpoint, method, identity, oddHeaders, async (at, verb, who, headers) => {
        fc.pre(!METHODS_OF_PATH.get(at.path)?.has(verb));
        const answer = await fuzz.send({
          method: verb,
          path: `/api${at.path}`,
          identity: who,
          credentials: { kind: 'test-key' },
          headers,
          contentType: 'application/json',
          body: '{}',
        });
        const request: FuzzRequest = {
          method: verb,
          path: `/api${at.path}`,
          identity: who,
          credentials: { kind: 'test-key' },
          headers,
        };
        // HEAD answers have no body; a preflight answers 204 without one.
        const bodiless = verb === 'HEAD' || answer.status === 204;
        assertSound(request, answer, { api: !bodiless, notImplemented: true });
      }),
      fuzzParameters(RUNS * 2),
    );
  });

  it('given CORS preflights from odd origins, it answers 204 or a JSON 403, never a 5xx', async () => {
    const endpoint = fc.constantFrom(...API_PATHS);
    const origin = fc.oneof(
      fc.constantFrom('http://localhost:4321', 'null', 'https://evil.example', ''),
      headerText,
    );
    await fc.assert(
      fc.asyncProperty(endpoint, origin, headerText, async (at, from, requestHeaders) => {
        const request: FuzzRequest = {
          method: 'OPTIONS',
          path: `/api${at.path}`,
          identity: { kind: 'anonymous' },
          credentials: { kind: 'none' },
          headers: {
            Origin: from,
            'Access-Control-Request-Method': at.method,
            'Access-Control-Request-Headers': requestHeaders,
          },
        };
        const answer = await fuzz.send(request);
        assertSound(request, answer, { api: answer.status !== 204 });
      }),
      fuzzParameters(RUNS),
    );
  });

  it('given unknown paths under /api, it answers a JSON 404 (the site 404 once dot segments leave /api), never a 5xx', async () => {
    const path = fc
      .array(oddPathSegment, { minLength: 1, maxLength: 4 })
      .map((segments) => `/api/${segments.join('/')}`);
    await fc.assert(
      fc.asyncProperty(
        method.filter((verb) => verb !== 'HEAD'),
        path,
        identity,
        credentials,
        async (verb, at, who, app) => {
          const request: FuzzRequest = { method: verb, path: at, identity: who, credentials: app };
          const answer = await fuzz.send(request);
          const underApi = new URL(at, 'http://localhost').pathname.startsWith('/api/');
          assertSound(request, answer, { api: underApi && answer.status !== 204, notImplemented: true });
        },
      ),
      fuzzParameters(RUNS),
    );
  });
});

describe('the dev mailbox (test mode)', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('given odd ?to= addresses, /dev/mailbox.json answers { data: [...] } and /dev/mailbox an HTML page, never a 5xx', async () => {
    const to = fc.oneof(oddPathSegment, fc.constant('fuzz-owner%40example.com'));
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/dev/mailbox.json', '/dev/mailbox'),
        to,
        oddHeaders,
        async (at, address, headers) => {
          const request: FuzzRequest = {
            method: 'GET',
            path: `${at}?to=${address}`,
            identity: { kind: 'anonymous' },
            credentials: { kind: 'none' },
            // Read by the machine's owner (the fuzz app trusts its proxy for the address).
            headers: { Cookie: fuzz.test.testToolsCookie, ...headers, 'X-Forwarded-For': '127.0.0.1' },
          };
          const answer = await fuzz.send(request);
          if (isMisdirected(request, fuzz.test.env.publicUrl)) {
            expect(answer.status).toBe(421);
            return;
          }
          // 400 for an address no mail can have (U+0000).
          const refused = answer.status === 400;
          assertSound(request, answer, {
            api: at.endsWith('.json') || refused,
            success: z.object({ data: z.array(z.unknown()) }),
          });
          expect([200, 400]).toContain(answer.status);
        },
      ),
      fuzzParameters(RUNS),
    );
  });
});

describe('uploaded files', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it('given the stored image with odd conditional headers, it answers 200 or 304 with the image type', async () => {
    await fc.assert(
      fc.asyncProperty(fc.option(headerText, { nil: undefined }), async (etag) => {
        const request: FuzzRequest = {
          method: 'GET',
          path: uploadPath,
          identity: { kind: 'anonymous' },
          credentials: { kind: 'none' },
          headers: etag === undefined ? {} : { 'If-None-Match': etag },
        };
        const answer = await fuzz.send(request);
        assertSound(request, answer, { api: false });
        expect([200, 304]).toContain(answer.status);
      }),
      fuzzParameters(RUNS),
    );
  });

  it("given odd paths ('..', encoded slashes, NUL, very long) and methods under /uploads, it answers 404 or 405, never a 5xx", async () => {
    const path = fc.oneof(
      fc
        .array(oddPathSegment, { minLength: 1, maxLength: 4 })
        .map((segments) => `/uploads/${segments.join('/')}`),
      oddPathSegment.map((segment) => `${uploadPath}${segment}`),
      oddPathSegment.map((segment) => uploadPath.replace(/[^/]+$/, segment)),
    );
    const method = fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PUT', 'DELETE');
    await fc.assert(
      fc.asyncProperty(method, path, async (verb, at) => {
        const request: FuzzRequest = {
          method: verb,
          path: at,
          identity: { kind: 'anonymous' },
          credentials: { kind: 'none' },
        };
        const answer = await fuzz.send(request);
        assertSound(request, answer, { api: false });
        // Dot segments can lead out of /uploads (to the site); what stays inside is never served.
        if (new URL(at, 'http://localhost').pathname.startsWith('/uploads/'))
          expect([404, 405]).toContain(answer.status);
      }),
      fuzzParameters(RUNS),
    );
  });
});

describe('the site', { timeout: PROPERTY_TIMEOUT_MS }, () => {
  it("given odd page paths ('..', encoded slashes, NUL, CR/LF, very long), it answers a page, a 404 or a redirect on the site, never a 5xx", async () => {
    const segments = fc.array(oddPathSegment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));
    const path = fc.oneof(
      segments.map((joined) => `/${joined}`),
      // Trailing slashes and .html redirect: the target must stay on the site.
      segments.map((joined) => `/${joined}/`),
      segments.map((joined) => `/%2F${joined}/`),
      segments.map((joined) => `/${joined}.html`),
      oddPathSegment.map((segment) => `/videos/${segment}`),
      oddPathSegment.map((segment) => `/_astro/${segment}`),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('GET', 'HEAD', 'POST'),
        path,
        oddHeaders,
        async (verb, at, headers) => {
          const request: FuzzRequest = {
            method: verb,
            path: at,
            identity: { kind: 'anonymous' },
            credentials: { kind: 'none' },
            headers,
          };
          const answer = await fuzz.send(request);
          assertSound(request, answer, { api: false });
          const location = answer.headers.get('Location');
          // Neither '//host' nor '/\host': browsers take both for another site.
          if (location !== null) expect(location).toMatch(/^\/(?![/\\])/);
        },
      ),
      fuzzParameters(RUNS),
    );
  });
});
