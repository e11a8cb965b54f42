import { passResultSchema } from '@wf/config/site-api';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hostileValue, objectOf, toJsonText, trickyString } from '../../fuzz/arbitraries.ts';
import { insertMember, signedInMember } from '../../members/testing.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';
import { passes } from '../schema.ts';
import { NO_PASS_MESSAGE, NOT_YOUR_PASS_MESSAGE, PASS_NOT_FOUND_MESSAGE } from './functions.ts';
import { SERIAL_PATTERN } from './passes.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

type FunctionName = 'passkit-enroll' | 'passkit-get-member' | 'passkit-update-member';

/** POSTs a JSON body (or raw text) to a passkit function, as the bearer of `token` when given. */
async function call(name: FunctionName, body: unknown, token?: string, rawBody?: string) {
  const response = await test.app.request(`/api/functions/${name}`, {
    method: 'POST',
    headers: {
      ...APP_HEADERS,
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: rawBody ?? JSON.stringify(body),
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, json, text, headers: response.headers };
}

/** A signed-in member and the pass request of their own. */
async function memberWithRequest(fields: { firstName?: string; lastName?: string } = {}) {
  const { member, session } = await signedInMember(test);
  const request = {
    externalId: member.id,
    email: member.email,
    firstName: fields.firstName ?? 'Ada',
    lastName: fields.lastName ?? 'Lovelace',
  };
  return { member, token: session.token, request };
}

async function storedPass(memberId: string) {
  const rows = await test.database.db.select().from(passes).where(eq(passes.memberId, memberId));
  return rows;
}

describe('POST /functions/passkit-enroll', () => {
  it('given the signed-in member / when they enrol / it makes their pass and answers ok, the pass URL and the pass member id', async () => {
    const { member, token, request } = await memberWithRequest();

    const { status, json } = await call('passkit-enroll', request, token);

    expect(status).toBe(200);
    const result = passResultSchema.parse(json);
    expect(result.ok).toBe(true);
    expect(result.error).toBeUndefined();
    const [pass] = await storedPass(member.id);
    expect(pass).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', email: member.email });
    expect(result.member).toEqual({ id: pass?.id });
    expect(pass?.id).toMatch(/^pas_/);
    expect(result.passUrl).toBe(`${test.env.publicUrl}/passes/${pass?.serial}`);
    expect(pass?.serial).toMatch(SERIAL_PATTERN);
  });

  it('given a member who already has a pass / when they enrol again / it answers the same pass', async () => {
    const { member, token, request } = await memberWithRequest();
    const first = passResultSchema.parse((await call('passkit-enroll', request, token)).json);

    const second = passResultSchema.parse((await call('passkit-enroll', request, token)).json);

    expect(second).toEqual(first);
    expect(await storedPass(member.id)).toHaveLength(1);
  });

  it('given a member whose name changed / when they enrol again / the same pass shows the new name', async () => {
    const { member, token, request } = await memberWithRequest();
    const first = passResultSchema.parse((await call('passkit-enroll', request, token)).json);

    const again = await call('passkit-enroll', { ...request, firstName: 'Augusta Ada' }, token);

    expect(again.json).toEqual(first);
    expect((await storedPass(member.id))[0]?.firstName).toBe('Augusta Ada');
  });

  it('given two enrolments at once / it still makes one pass', async () => {
    const { member, token, request } = await memberWithRequest();

    const answers = await Promise.all([
      call('passkit-enroll', request, token),
      call('passkit-enroll', request, token),
      call('passkit-enroll', request, token),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const urls = new Set(answers.map((answer) => passResultSchema.parse(answer.json).passUrl));
    expect(urls.size).toBe(1);
    expect(await storedPass(member.id)).toHaveLength(1);
  });

  it('given a member who gave no name / when they enrol / the pass is made with empty names', async () => {
    const { member, token, request } = await memberWithRequest({ firstName: '', lastName: '  ' });

    const { json } = await call('passkit-enroll', request, token);

    expect(passResultSchema.parse(json).ok).toBe(true);
    expect((await storedPass(member.id))[0]).toMatchObject({ firstName: '', lastName: '' });
  });

  it('given passes of two members / their serials differ and cannot be guessed from each other', async () => {
    const a = await memberWithRequest();
    const b = await memberWithRequest();
    const urlA = passResultSchema.parse((await call('passkit-enroll', a.request, a.token)).json).passUrl;
    const urlB = passResultSchema.parse((await call('passkit-enroll', b.request, b.token)).json).passUrl;
    expect(urlA).not.toBe(urlB);
    // 32 base64url characters: 192 random bits.
    expect(urlA?.split('/').pop()).toMatch(/^[A-Za-z0-9_-]{32}$/);
  });

  it('given no session / it answers 401 member/not-logged-in and makes nothing', async () => {
    const { member, request } = await memberWithRequest();

    const { status, json } = await call('passkit-enroll', request);

    expect(status).toBe(401);
    expect(json).toMatchObject({ error: { code: 'member/not-logged-in' } });
    expect(await storedPass(member.id)).toHaveLength(0);
  });

  it('given a token that names no session / it answers 401 client/invalid-token', async () => {
    const { request } = await memberWithRequest();
    const { status, json } = await call('passkit-enroll', request, 'not-a-session-token');
    expect(status).toBe(401);
    expect(json).toMatchObject({ error: { code: 'client/invalid-token' } });
  });

  it("given someone else's externalId / it answers 403 with a clear message and makes nothing", async () => {
    const { token } = await memberWithRequest();
    const other = await insertMember(test.database);

    const { status, json } = await call(
      'passkit-enroll',
      { externalId: other.id, email: other.email, firstName: 'Eve', lastName: 'Mallory' },
      token,
    );

    expect(status).toBe(403);
    expect(json).toEqual({ error: { code: 'forbidden', message: NOT_YOUR_PASS_MESSAGE } });
    expect(await storedPass(other.id)).toHaveLength(0);
  });

  it('given a cookie session without the CSRF header / it is refused', async () => {
    const { member, token, request } = await memberWithRequest();
    const response = await test.app.request('/api/functions/passkit-enroll', {
      method: 'POST',
      headers: { ...APP_HEADERS, 'Content-Type': 'application/json', Cookie: `_ms-mid=${token}` },
      body: JSON.stringify(request),
    });
    expect(response.status).toBe(403);
    expect(await storedPass(member.id)).toHaveLength(0);
  });

  it('given a cookie session with the CSRF header / it enrols', async () => {
    const { token, request } = await memberWithRequest();
    const response = await test.app.request('/api/functions/passkit-enroll', {
      method: 'POST',
      headers: {
        ...APP_HEADERS,
        'Content-Type': 'application/json',
        Cookie: `_ms-mid=${token}; XSRF-TOKEN=abc`,
        'X-XSRF-TOKEN': 'abc',
      },
      body: JSON.stringify(request),
    });
    expect(response.status).toBe(200);
    expect(passResultSchema.parse(await response.json()).ok).toBe(true);
  });

  it('given no app headers / it answers 401 like every API call', async () => {
    const { token, request } = await memberWithRequest();
    const response = await test.app.request('/api/functions/passkit-enroll', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(request),
    });
    expect(response.status).toBe(401);
  });

  it.each([
    ['no body fields', {}, 'externalId must be the member id.'],
    ['an invalid e-mail', { email: 'not-an-address' }, 'Please enter a valid email address'],
    ['an empty externalId', { externalId: '  ' }, 'externalId must be the member id.'],
    ['a number for a name', { firstName: 42 }, 'First name must be text.'],
    ['a name too long', { lastName: 'x'.repeat(101) }, 'Last name must be 100 characters or fewer'],
    ['an array body', [], 'The request body must be a JSON object.'],
  ])('given %s / it answers 400 with a readable message', async (_situation, change, message) => {
    const { token, request } = await memberWithRequest();
    const body = Array.isArray(change) ? change : Object.keys(change).length ? { ...request, ...change } : {};

    const { status, json } = await call('passkit-enroll', body, token);

    expect(status).toBe(400);
    expect(json).toMatchObject({ error: { code: 'validation/invalid-request', message } });
  });

  it('given a body that is not JSON / it answers 400, and a body of another type 415', async () => {
    const { token } = await memberWithRequest();
    expect((await call('passkit-enroll', undefined, token, '{"externalId":')).status).toBe(400);
    const response = await test.app.request('/api/functions/passkit-enroll', {
      method: 'POST',
      headers: { ...APP_HEADERS, 'Content-Type': 'text/plain', Authorization: `Bearer ${token}` },
      body: 'externalId=x',
    });
    expect(response.status).toBe(415);
  });

  it('given a name with a NUL character / it answers 400 naming the field', async () => {
    const { token, request } = await memberWithRequest();
    const { status, json } = await call('passkit-enroll', { ...request, firstName: 'A\u0000da' }, token);
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: { message: expect.stringContaining('firstName') } });
  });
});

describe('POST /functions/passkit-get-member', () => {
  it('given a member with a pass / it answers the same result as the enrolment', async () => {
    const { token, request } = await memberWithRequest();
    const enrolled = passResultSchema.parse((await call('passkit-enroll', request, token)).json);

    const { status, json } = await call('passkit-get-member', { externalId: request.externalId }, token);

    expect(status).toBe(200);
    expect(json).toEqual(enrolled);
  });

  it('given a member without a pass / it answers ok false with a sentence, not an error', async () => {
    const { token, request } = await memberWithRequest();

    const { status, json } = await call('passkit-get-member', { externalId: request.externalId }, token);

    expect(status).toBe(200);
    expect(json).toEqual({ ok: false, error: NO_PASS_MESSAGE });
  });

  it('given no session / it answers 401', async () => {
    const { request } = await memberWithRequest();
    const { status } = await call('passkit-get-member', { externalId: request.externalId });
    expect(status).toBe(401);
  });

  it("given someone else's externalId, even one with a pass / it answers 403 and tells nothing about that pass", async () => {
    const owner = await memberWithRequest();
    await call('passkit-enroll', owner.request, owner.token);
    const { token } = await memberWithRequest();

    const { status, json, text } = await call('passkit-get-member', { externalId: owner.member.id }, token);

    expect(status).toBe(403);
    expect(json).toMatchObject({ error: { message: NOT_YOUR_PASS_MESSAGE } });
    expect(text).not.toContain('/passes/');
  });

  it('given a malformed body / it answers 400', async () => {
    const { token } = await memberWithRequest();
    expect((await call('passkit-get-member', { externalId: { id: 'x' } }, token)).status).toBe(400);
    expect((await call('passkit-get-member', {}, token)).status).toBe(400);
  });
});

describe('POST /functions/passkit-update-member', () => {
  it('given the member and their pass member id / it changes the names and e-mail, bumps updatedAt and keeps the pass URL', async () => {
    const { member, token, request } = await memberWithRequest();
    const enrolled = passResultSchema.parse((await call('passkit-enroll', request, token)).json);
    // As if the pass had been made a while ago.
    const longAgo = new Date('2024-01-01T00:00:00Z');
    await test.database.db
      .update(passes)
      .set({ createdAt: longAgo, updatedAt: longAgo })
      .where(eq(passes.memberId, member.id));
    const [before] = await storedPass(member.id);

    const { status, json } = await call(
      'passkit-update-member',
      { ...request, memberId: enrolled.member?.id, firstName: 'Augusta Ada', email: 'ada@lovelace.example' },
      token,
    );

    expect(status).toBe(200);
    expect(json).toEqual(enrolled);
    const [after] = await storedPass(member.id);
    expect(after).toMatchObject({
      firstName: 'Augusta Ada',
      lastName: 'Lovelace',
      email: 'ada@lovelace.example',
    });
    expect(after?.serial).toBe(before?.serial);
    expect(after?.updatedAt.getTime()).toBeGreaterThan(longAgo.getTime());
    expect(after?.createdAt).toEqual(longAgo);
  });

  it('given a pass member id the member does not have / it answers ok false with a sentence', async () => {
    const { token, request } = await memberWithRequest();
    const { status, json } = await call(
      'passkit-update-member',
      { ...request, memberId: 'pas_unknown' },
      token,
    );
    expect(status).toBe(200);
    expect(json).toEqual({ ok: false, error: PASS_NOT_FOUND_MESSAGE });
  });

  it("given the pass member id of someone else's pass / it answers ok false and leaves that pass alone", async () => {
    const owner = await memberWithRequest();
    const ownerPass = passResultSchema.parse((await call('passkit-enroll', owner.request, owner.token)).json);
    const intruder = await memberWithRequest();

    const { json } = await call(
      'passkit-update-member',
      { ...intruder.request, memberId: ownerPass.member?.id, firstName: 'Eve' },
      intruder.token,
    );

    expect(json).toEqual({ ok: false, error: PASS_NOT_FOUND_MESSAGE });
    expect((await storedPass(owner.member.id))[0]?.firstName).toBe('Ada');
  });

  it("given someone else's externalId / it answers 403", async () => {
    const owner = await memberWithRequest();
    const ownerPass = passResultSchema.parse((await call('passkit-enroll', owner.request, owner.token)).json);
    const intruder = await memberWithRequest();

    const { status } = await call(
      'passkit-update-member',
      { ...owner.request, memberId: ownerPass.member?.id, firstName: 'Eve' },
      intruder.token,
    );

    expect(status).toBe(403);
    expect((await storedPass(owner.member.id))[0]?.firstName).toBe('Ada');
  });

  it('given no session / it answers 401', async () => {
    const { request } = await memberWithRequest();
    expect((await call('passkit-update-member', { ...request, memberId: 'pas_x' })).status).toBe(401);
  });

  it('given no memberId / it answers 400 naming it', async () => {
    const { token, request } = await memberWithRequest();
    const { status, json } = await call('passkit-update-member', request, token);
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: { message: 'memberId must be the id of the pass member.' } });
  });
});

describe('the passkit functions given junk', () => {
  const FIELDS = ['externalId', 'email', 'firstName', 'lastName', 'memberId'] as const;
  const NAMES: FunctionName[] = ['passkit-enroll', 'passkit-get-member', 'passkit-update-member'];

  it('given generated hostile bodies / every answer is 200, 400, 403, 413 or 415 with a readable message, never 500', async () => {
    const { token, request } = await memberWithRequest();
    const valid = { ...request, memberId: 'pas_x' };
    const body = fc.oneof(
      // A valid body with some fields replaced by hostile values or removed.
      fc
        .dictionary(fc.constantFrom(...FIELDS), fc.option(hostileValue, { nil: undefined }), { maxKeys: 5 })
        .map((changes) => toJsonText({ ...valid, ...changes })),
      // Names and addresses made of tricky text.
      fc
        .record({ firstName: trickyString, lastName: trickyString, email: trickyString })
        .map((changes) => toJsonText({ ...valid, ...changes })),
      // Anything at all where the body goes.
      hostileValue.map(toJsonText),
      fc.constant(toJsonText(objectOf([['__proto__', { externalId: request.externalId }]]))),
      fc.string().map((text) => `{${text}`),
    );

    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...NAMES), body, async (name, text) => {
        const answer = await call(name, undefined, token, text);
        expect([200, 400, 403, 413, 415]).toContain(answer.status);
        if (answer.status === 200) {
          expect(passResultSchema.safeParse(answer.json).success).toBe(true);
        } else {
          const message = (answer.json as { error?: { message?: unknown } } | undefined)?.error?.message;
          expect(typeof message).toBe('string');
          expect(message).not.toMatch(/\bat .+:\d+:\d+|TypeError|ZodError/);
        }
      }),
      { numRuns: 120 },
    );
  }, 120_000);
});
