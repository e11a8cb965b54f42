/**
 * The bad-input suite over the contract's route table (docs/security.md: "generated payloads
 * (fast-check) for every endpoint; no answer is a 500"). Every row of API_ROUTES gets hostile
 * bodies, headers, identities and path parameters; a route added to the table is fuzzed
 * without touching this file. Every answer must be sound (harness.ts problemsOf): no 5xx but
 * the documented 501s, JSON errors with a code and a message a person can read, success bodies
 * that match the contract. The rows are shared between two test files (public-routes,
 * member-routes) so that the two run side by side.
 */

import { FREE_PLAN_ID } from '@wf/config/app';
import { SITE_ROUTES } from '@wf/config/site-api';
import {
  API_ROUTES,
  ERROR_CODES,
  IMAGE_TOO_LARGE_MESSAGE,
  JSON_BODY_LIMIT_BYTES,
  MULTIPART_BODY_LIMIT_BYTES,
  type Route,
} from '@wf/sdk/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../db/schema.ts';
import { signedInMember } from '../members/testing.ts';
import {
  arbitraryJsonText,
  credentials,
  type FieldValues,
  fieldValues,
  identity,
  invalidUtf8,
  malformedJsonText,
  multipartGarbage,
  mutatedBody,
  oddContentType,
  oddHeaders,
  oddPathSegment,
  oddQuery,
  POLLUTION_MARK,
  shapeOf,
  toJsonText,
  validShapedBody,
} from './arbitraries.ts';
import {
  assertSound,
  createFuzzApp,
  type FuzzApp,
  type FuzzRequest,
  fuzzParameters,
  SEEDED,
  Tally,
} from './harness.ts';

/** Cases per property and endpoint (WF_FUZZ_RUNS overrides). */
const RUNS = 60;
/** One property's time limit: a failure is shrunk, which sends many more requests. */
const PROPERTY_TIMEOUT_MS = 120_000;
/** A JSON route of a route table (pages and the open routes have suites of their own). */
type ApiRoute = Route & { reply: Exclude<Route['reply'], 'html' | 'redirect' | 'text'> };

/** Every JSON route the SDK or the site calls: the platform's table and World Family's. */
const ROUTES = (Object.entries({ ...API_ROUTES, ...SITE_ROUTES }) as [string, Route][]).filter(
  (entry): entry is [string, ApiRoute] => entry[1].reach === 'app',
);

/**
 * Routes that delete their caller (DELETE /member): fuzzed with a member of their own per case,
 * so that the shared members the other routes use stay.
 */
const SELF_DELETING_ROUTES: readonly string[] = ['deleteMember'];

/** The documented 501s: routes of the table whose feature comes later (none today). */
const LATER_ROUTES: readonly string[] = [];

function isLater(name: string): boolean {
  return LATER_ROUTES.includes(name);
}

/** Registers the suite of every route that `select` picks, on an app of its own. */
export function fuzzApiRoutes(select: (route: Route) => boolean): void {
  let fuzz: FuzzApp;
  let known: FieldValues;
  const tally = new Tally();

  beforeAll(async () => {
    fuzz = await createFuzzApp();
    known = fieldValues({
      ...SEEDED,
      emails: [fuzz.owner.email, fuzz.joiner.email],
      passwords: [fuzz.owner.password ?? 'no password'],
      teamIds: [fuzz.teamId],
      memberIds: [fuzz.owner.id, fuzz.joiner.id],
      inviteTokens: [fuzz.inviteToken],
      contentIds: fuzz.contentIds,
    });
  }, 120_000);

  afterAll(async () => {
    // WF_FUZZ_REPORT=1 prints what each endpoint answered (test code only reads the environment).
    if (process.env.WF_FUZZ_REPORT) console.info(tally.summary());
    await fuzz?.close();
  });

  /** The route's path under /api, its parameters filled in (valid ones unless given). */
  function pathOf(route: ApiRoute, params: Record<string, string> = {}): string {
    const valid: Record<string, string> = { teamId: fuzz.teamId, planId: FREE_PLAN_ID };
    return `/api${route.path.replace(/\{(\w+)\}/g, (_match, name: string) => params[name] ?? valid[name] ?? 'x')}`;
  }

  async function expectSound(name: string, route: ApiRoute, request: FuzzRequest): Promise<void> {
    const answer = await fuzz.send(request);
    tally.add(name, answer);
    assertSound(request, answer, { api: true, notImplemented: isLater(name), success: route.reply });
  }

  function jsonRouteSuite(
    name: string,
    route: ApiRoute & { body: NonNullable<Exclude<ApiRoute['body'], 'multipart'>> },
  ) {
    const schema = route.body;

    it('generates valid-shaped bodies the contract accepts (so that mutations start from valid requests)', () => {
      const bodies = fc.sample(validShapedBody(schema, known), { numRuns: 20, ...fuzzParameters(20) });
      expect(bodies.some((body) => schema.safeParse(body).success)).toBe(true);
    });

    it('given any JSON value as the body (nested, huge, polluted), it answers a readable JSON error or success, never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(identity, arbitraryJsonText, async (who, body) => {
          await expectSound(name, route, {
            method: route.method,
            path: pathOf(route),
            identity: who,
            credentials: { kind: 'test-key' },
            contentType: 'application/json',
            body,
          });
        }),
        fuzzParameters(RUNS),
      );
    });

    it('given a valid-shaped body with one field replaced, removed or added, it never answers a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(identity, mutatedBody(schema, known), async (who, { body }) => {
          await expectSound(name, route, {
            method: route.method,
            path: pathOf(route),
            identity: who,
            credentials: { kind: 'test-key' },
            contentType: 'application/json',
            body: toJsonText(body),
          });
        }),
        fuzzParameters(RUNS),
      );
    });

    it('given malformed JSON, a wrong or missing Content-Type or an empty body, it answers 400 or 415, never a 5xx', async () => {
      const validText = validShapedBody(schema, known).map(toJsonText);
      const body = fc.oneof<fc.Arbitrary<string | Uint8Array>[]>(
        malformedJsonText(validText),
        validText,
        fc.constantFrom('', ' ', '\n\t'),
        invalidUtf8,
      );
      await fc.assert(
        fc.asyncProperty(
          identity,
          body,
          fc.oneof(fc.constant('application/json'), oddContentType),
          async (who, text, type) => {
            await expectSound(name, route, {
              method: route.method,
              path: pathOf(route),
              identity: who,
              credentials: { kind: 'test-key' },
              contentType: type,
              body: text,
            });
          },
        ),
        fuzzParameters(RUNS),
      );
    });

    it('given odd headers (authorization, cookies, app credentials, proxy and browser headers) and query strings, it never answers a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(
          identity,
          credentials,
          oddHeaders,
          fc.option(oddQuery, { nil: '' }),
          validShapedBody(schema, known),
          async (who, app, headers, query, body) => {
            const path = pathOf(route);
            await expectSound(name, route, {
              method: route.method,
              path: `${path}${path.includes('?') ? query.replace('?', '&') : query}`,
              identity: who,
              credentials: app,
              headers,
              contentType: 'application/json',
              body: toJsonText(body),
            });
          },
        ),
        fuzzParameters(RUNS),
      );
    });

    it('given a body over the 1 MB limit, it answers 413 request/too-large', async () => {
      const request: FuzzRequest = {
        method: route.method,
        path: pathOf(route),
        identity: { kind: 'bearer', who: 'owner' },
        credentials: { kind: 'test-key' },
        contentType: 'application/json',
        body: JSON.stringify({ padding: 'x'.repeat(JSON_BODY_LIMIT_BYTES) }),
      };
      const answer = await fuzz.send(request);
      tally.add(name, answer);
      assertSound(request, answer, { api: true });
      expect(answer.status).toBe(413);
      expect(answer.json).toMatchObject({ error: { code: ERROR_CODES.tooLarge } });
    });
  }

  function multipartRouteSuite(name: string, route: ApiRoute) {
    it('given multipart garbage (bad framing, fake images, odd file names), it answers 400, 413 or success, never a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(identity, multipartGarbage, async (who, multipart) => {
          const request: FuzzRequest = {
            method: route.method,
            path: pathOf(route),
            identity: who,
            credentials: { kind: 'test-key' },
            contentType: multipart.contentType,
            body: multipart.body,
          };
          try {
            await expectSound(name, route, request);
          } catch (error) {
            throw new Error(`${(error as Error).message}\n  multipart: ${multipart.description}`);
          }
        }),
        fuzzParameters(RUNS * 2),
      );
    });

    it('given JSON, text or nothing instead of multipart, it answers 4xx, never a 5xx', async () => {
      const body = fc.oneof(arbitraryJsonText, fc.constantFrom('', 'profileImage=x'));
      await fc.assert(
        fc.asyncProperty(
          identity,
          credentials,
          oddHeaders,
          oddContentType,
          body,
          async (who, app, headers, type, text) => {
            await expectSound(name, route, {
              method: route.method,
              path: pathOf(route),
              identity: who,
              credentials: app,
              headers,
              contentType: type,
              body: text,
            });
          },
        ),
        fuzzParameters(RUNS),
      );
    });

    it(`given an upload over the multipart limit, it answers 413 '${IMAGE_TOO_LARGE_MESSAGE}'`, async () => {
      const boundary = 'wf-boundary';
      const body = new Uint8Array(MULTIPART_BODY_LIMIT_BYTES + 1024);
      const head = new TextEncoder().encode(
        `--${boundary}\r\nContent-Disposition: form-data; name="profileImage"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      );
      body.set(head);
      const request: FuzzRequest = {
        method: route.method,
        path: pathOf(route),
        identity: { kind: 'bearer', who: 'owner' },
        credentials: { kind: 'test-key' },
        contentType: `multipart/form-data; boundary=${boundary}`,
        body,
      };
      const answer = await fuzz.send(request);
      tally.add(name, answer);
      assertSound(request, answer, { api: true });
      expect(answer.status).toBe(413);
      expect(answer.json).toMatchObject({
        error: { code: ERROR_CODES.imageTooLarge, message: IMAGE_TOO_LARGE_MESSAGE },
      });
    });
  }

  function getRouteSuite(name: string, route: ApiRoute) {
    it('given odd query strings and headers, anonymous or signed in, it never answers a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(identity, credentials, oddHeaders, oddQuery, async (who, app, headers, query) => {
          const path = pathOf(route);
          await expectSound(name, route, {
            method: 'GET',
            path: `${path}${path.includes('?') ? query.replace('?', '&') : query}`,
            identity: who,
            credentials: app,
            headers,
          });
        }),
        fuzzParameters(RUNS),
      );
    });
  }

  function bodilessRouteSuite(name: string, route: ApiRoute) {
    it('given any body it does not read, odd headers and identities, it never answers a 5xx', async () => {
      await fc.assert(
        fc.asyncProperty(
          identity,
          credentials,
          oddHeaders,
          oddContentType,
          arbitraryJsonText,
          async (who, app, headers, type, body) => {
            await expectSound(name, route, {
              method: route.method,
              path: pathOf(route),
              identity: who,
              credentials: app,
              headers,
              contentType: type,
              body,
            });
          },
        ),
        fuzzParameters(RUNS),
      );
    });
  }

  function selfDeletingRouteSuite(name: string, route: ApiRoute) {
    it('given odd headers, bodies and credentials, anonymous, junk or a member of its own, it never answers a 5xx', async () => {
      const caller = fc.oneof(
        fc.constant('fresh member' as const),
        identity.filter((who) => who.kind !== 'bearer' && who.kind !== 'cookie'),
      );
      await fc.assert(
        fc.asyncProperty(
          caller,
          credentials,
          oddHeaders,
          oddContentType,
          arbitraryJsonText,
          async (who, app, headers, type, body) => {
            let callerIdentity = who;
            if (who === 'fresh member') {
              const { session } = await signedInMember(fuzz.test);
              callerIdentity = { kind: 'junk-authorization', value: `Bearer ${session.token}` };
            }
            await expectSound(name, route, {
              method: route.method,
              path: pathOf(route),
              identity: callerIdentity as Exclude<typeof who, 'fresh member'>,
              credentials: app,
              headers,
              contentType: type,
              body,
            });
          },
        ),
        fuzzParameters(RUNS),
      );
    });
  }

  function paramSuite(name: string, route: ApiRoute) {
    const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] as string);
    it(`given odd path parameters (${names.join(', ')}: unicode, '..', encoded slashes, bad escapes, very long), it answers 400 or 404, never a 5xx`, async () => {
      const params = fc.record(Object.fromEntries(names.map((param) => [param, oddPathSegment])));
      await fc.assert(
        fc.asyncProperty(identity, params, async (who, values) => {
          await expectSound(name, route, {
            method: route.method,
            path: pathOf(route, values),
            identity: who,
            credentials: { kind: 'test-key' },
          });
        }),
        fuzzParameters(RUNS),
      );
    });
  }

  describe.each(ROUTES.filter(([, route]) => select(route)))('%s', (name, route) => {
    describe(`${route.method} ${route.path}`, { timeout: PROPERTY_TIMEOUT_MS }, () => {
      // Each endpoint starts with fresh rate limits: routes that share a per-member limit (the
      // comments' posting, editing and moderation) would otherwise only ever see the 429 the
      // endpoints fuzzed before them earned, and never reach their own validation.
      beforeAll(async () => {
        await fuzz.test.database.db.delete(rateLimits);
      });
      const { body: request } = route;
      if (request === 'multipart') multipartRouteSuite(name, route);
      else if (request) jsonRouteSuite(name, { ...route, body: request });
      if (SELF_DELETING_ROUTES.includes(name)) selfDeletingRouteSuite(name, route);
      else if (route.method === 'GET') getRouteSuite(name, route);
      else if (!request) bodilessRouteSuite(name, route);
      if (route.params) paramSuite(name, route);

      // A body schema without fields (logout) has nothing to refuse.
      const validates =
        (request !== undefined && request !== 'multipart' && Object.keys(shapeOf(request)).length > 0) ||
        route.params;
      if (!isLater(name) && (request === 'multipart' || validates)) {
        it('reached validation: some generated requests were refused with 400', () => {
          expect(tally.count(name, 400), tally.summary()).toBeGreaterThan(0);
        });
      }
    });
  });

  describe('after these endpoints were fuzzed', () => {
    it('given __proto__ and constructor keys in bodies, Object.prototype was never polluted', () => {
      expect(Object.prototype).not.toHaveProperty(POLLUTION_MARK);
      expect(({} as Record<string, unknown>)[POLLUTION_MARK]).toBeUndefined();
    });
  });
}
