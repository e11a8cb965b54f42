/**
 * The route tables, walked (docs/architecture.md "One route table"): every route of the
 * platform's table, the console's and World Family's is answered by a handler of its own (never the
 * catch-all 404), with the access the table says, and the OpenAPI document generated from
 * the tables is a valid OpenAPI 3.1 document that lists every route.
 */
import { Validator } from '@seriousme/openapi-schema-validator';
import { SITE_ROUTES } from '@wf/config/site-api';
import {
  API_ROUTES,
  AUDIT_ACTION_PATTERN,
  CAPTCHA_PER_IP,
  CONSOLE_ROUTES,
  PLANNED_ROUTES,
  type Route,
} from '@wf/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_HEADERS, connectionFrom, createTestApp, type TestApp } from '../testing/app.ts';

let test: TestApp;
beforeAll(async () => {
  test = await createTestApp({ WF_TEST_MODE: 'true' });
});
afterAll(async () => {
  await test.close();
});

/** A path of the route with its parameters filled in (valid in shape, unknown to the app). */
function concretePath(route: Route): string {
  const params: Record<string, string> = {
    teamId: 'tea_unknown',
    planId: 'pln_unknown',
    jobId: 'pub_unknown',
  };
  const path = route.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? 'x');
  const query = route.match ? `?${new URLSearchParams(route.match)}` : '';
  return `/api${path}${query}`;
}

function ask(route: Route) {
  return test.app.request(concretePath(route), {
    method: route.method,
    headers: route.reach === 'app' ? { ...APP_HEADERS } : {},
  });
}

const CATCH_ALL = 'No API endpoint answers';
const tables = { platform: API_ROUTES, console: CONSOLE_ROUTES, site: SITE_ROUTES } as const;

describe.each(Object.entries(tables))('the %s route table', (_table, routes) => {
  it.each(Object.entries(routes as Record<string, Route>))(
    'given %s, a handler of its own answers (not the catch-all 404)',
    async (_name, route) => {
      const response = await ask(route);
      const text = await response.text();
      expect(text, `${route.method} ${route.path}`).not.toContain(CATCH_ALL);
      if (route.reach === 'app' && route.access !== 'anyone') {
        // Nobody is signed in: the table's access is enforced before the handler.
        expect(response.status, `${route.method} ${route.path}: ${text}`).toBe(401);
      }
    },
  );
});

describe('the policy the tables declare', () => {
  const routes = [
    ...Object.values(API_ROUTES),
    ...Object.values(CONSOLE_ROUTES),
    ...Object.values(SITE_ROUTES),
  ] as Route[];

  it.each(
    routes.filter((route) => route.access === 'admin').map((route) => [route.method, route.path, route]),
  )('given the admin route %s %s, it names the action the audit log will record', (_method, _path, route) => {
    expect(route.audit).toMatch(AUDIT_ACTION_PATTERN);
  });

  it('given the table, a rate limit is declared only on routes that name their app', () => {
    for (const route of routes.filter((candidate) => candidate.limits)) {
      expect(route.reach, `${route.method} ${route.path}`).toBe('app');
    }
  });
});

describe('a rate limit declared on a route', () => {
  it('given more captcha challenges from one client than CAPTCHA_PER_IP allows, the next is refused with 429 and Retry-After; another client still gets one', async () => {
    const ask = (ip: string) =>
      test.app.request(
        concretePath(API_ROUTES.captchaChallenge),
        { headers: { ...APP_HEADERS } },
        connectionFrom(ip),
      );
    for (let i = 0; i < CAPTCHA_PER_IP.limit; i += 1) expect((await ask('203.0.113.9')).status).toBe(200);
    const refused = await ask('203.0.113.9');
    expect(refused.status).toBe(429);
    expect((await refused.json()).error.code).toBe('rate-limited');
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await ask('203.0.113.10')).status).toBe(200);
  });
});

describe('the planned routes', () => {
  // None since comments were built; the check stays for the next planned feature.
  it('given the table of planned routes, it holds no comments call any more', () => {
    expect(PLANNED_ROUTES.filter((route) => route.path.startsWith('/comments'))).toEqual([]);
  });
  if (PLANNED_ROUTES.length > 0) {
    it.each(PLANNED_ROUTES.map((route) => [route.method, route.path, route] as const))(
      'given %s %s, it answers 501',
      async (_method, _path, planned) => {
        const response = await ask({ ...planned, summary: '', access: 'anyone', reply: 'html' });
        expect(response.status).toBe(501);
      },
    );
  }
});

describe('GET /api/openapi.json', () => {
  it('given test mode, it is a valid OpenAPI 3.1 document listing every route of both tables', async () => {
    const response = await test.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = (await response.json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    for (const route of [
      ...Object.values(API_ROUTES),
      ...Object.values(CONSOLE_ROUTES),
      ...Object.values(SITE_ROUTES),
    ] as Route[]) {
      expect(
        document.paths[route.path]?.[route.method.toLowerCase()],
        `${route.method} ${route.path}`,
      ).toBeDefined();
    }
    for (const planned of PLANNED_ROUTES) {
      expect(document.paths[planned.path]?.[planned.method.toLowerCase()]).toBeDefined();
    }
  });

  it('given the login route, it documents its body, its answer and that it needs the app headers', async () => {
    const document = (await (await test.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const login = document.paths['/auth/login']?.post as {
      security: unknown;
      requestBody: { content: Record<string, { schema: { required?: string[] } }> };
      responses: Record<string, unknown>;
    };
    // The key is optional: a request that names its app alone gets the key of the service's mode.
    expect(login.security).toEqual([{ appId: [], publicKey: [] }, { appId: [] }]);
    expect(login.requestBody.content['application/json']?.schema.required).toEqual(['email', 'password']);
    expect(Object.keys(login.responses)).toEqual(['200', 'default']);
  });

  it("given the page of an e-mailed link, it documents the page's form post and its HTML answer", async () => {
    const document = (await (await test.app.request('/api/openapi.json')).json()) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const confirm = document.paths['/auth/email-change']?.post as {
      requestBody: { content: Record<string, unknown> };
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    expect(Object.keys(confirm.requestBody.content)).toEqual(['application/x-www-form-urlencoded']);
    expect(Object.keys(confirm.responses['200']?.content ?? {})).toEqual(['text/html']);
  });

  it('given test mode off, the document is not served', async () => {
    const live = await createTestApp({ WF_TEST_MODE: 'false' });
    try {
      const response = await live.app.request('/api/openapi.json');
      expect(response.status).toBe(404);
    } finally {
      await live.close();
    }
  });
});
