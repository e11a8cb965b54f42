import { emailSchema, JSON_BODY_LIMIT_BYTES, passwordSchema } from '@wf/sdk/contract';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { silentLogger } from '../log.ts';
import { bodyLimit } from './body-limit.ts';
import type { BaseEnv } from './context.ts';
import { handleError } from './errors.ts';
import { requestId } from './request-id.ts';
import {
  formatPath,
  MAX_JSON_DEPTH,
  parseOrThrow,
  TOO_DEEP_MESSAGE,
  UNSTORABLE_TEXT_MESSAGE,
  validate,
} from './validate.ts';

const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  plans: z.array(z.object({ planId: z.string() })).optional(),
});

function echoApp() {
  const app = new Hono<BaseEnv>();
  app.onError(handleError);
  app.use('*', requestId(silentLogger()));
  app.use('*', bodyLimit({ bytes: JSON_BODY_LIMIT_BYTES }));
  app.post('/api/echo', validate(loginSchema), (c) => c.json({ data: c.req.valid('json') }));
  return app;
}

function post(body: string, contentType = 'application/json') {
  return echoApp().request('/api/echo', { method: 'POST', headers: { 'Content-Type': contentType }, body });
}

describe('formatPath', () => {
  it('writes array indexes in brackets', () => {
    expect(formatPath(['plans', 0, 'planId'])).toBe('plans[0].planId');
    expect(formatPath([])).toBe('');
  });
});

describe('parseOrThrow', () => {
  it('given a message the contract wrote for people, it keeps it word for word', () => {
    expect(() => parseOrThrow(loginSchema, { email: 'nope', password: 'long enough' })).toThrow(
      'Please enter a valid email address',
    );
  });

  it('given a missing nested field, it names the field', () => {
    try {
      parseOrThrow(loginSchema, { email: 'a@b.org', password: 'long enough', plans: [{}] });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        status: 400,
        code: 'validation/invalid-request',
        message: 'plans[0].planId is required.',
        details: { fields: { 'plans[0].planId': 'plans[0].planId is required.' } },
      });
    }
  });

  it('given a body that is not an object, it says so', () => {
    expect(() => parseOrThrow(loginSchema, [1, 2])).toThrow('The request body must be a JSON object.');
  });
});

describe('validate', () => {
  it('given a valid body, the handler receives the parsed value', async () => {
    const response = await post(JSON.stringify({ email: ' a@b.org ', password: 'long enough' }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { email: 'a@b.org', password: 'long enough' } });
  });

  it('given malformed JSON, it answers 400 with a clear message', async () => {
    const response = await post('{"email": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'validation/invalid-request', message: 'The request body is not valid JSON.' },
    });
  });

  it('given wrong types, it answers 400 listing every field', async () => {
    const response = await post(JSON.stringify({ email: 42, password: 'short' }));
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toBe('Please enter a valid email address');
    expect(error.details.fields).toEqual({
      email: 'Please enter a valid email address',
      password: 'Minimum 8 characters required',
    });
  });

  it('given a body that is not declared as JSON, it answers 415', async () => {
    const response = await post('email=a@b.org', 'application/x-www-form-urlencoded');
    expect(response.status).toBe(415);
    expect((await response.json()).error.code).toBe('request/unsupported-media-type');
  });

  it('given a body over 1 MB, it answers 413 before reading it', async () => {
    const response = await post(JSON.stringify({ email: 'a@b.org', password: 'x'.repeat(1_100_000) }));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'request/too-large', message: 'The request body is too large: the limit is 1 MB.' },
    });
  });

  it('given an empty body, it validates an empty object', async () => {
    const response = await post('');
    expect(response.status).toBe(400);
    expect((await response.json()).error.details.fields).toHaveProperty('email');
  });
});

describe('bodies that zod or PostgreSQL cannot take (found by the bad-input suite, service/src/fuzz)', () => {
  const documentSchema = z.object({
    name: z.string().optional(),
    metaData: z.record(z.string(), z.json()).optional(),
  });

  function documentApp() {
    const app = new Hono<BaseEnv>();
    app.onError(handleError);
    app.use('*', requestId(silentLogger()));
    app.use('*', bodyLimit({ bytes: JSON_BODY_LIMIT_BYTES }));
    app.post('/api/doc', validate(documentSchema), (c) => c.json({ data: c.req.valid('json') }));
    return app;
  }

  function postDoc(body: string) {
    return documentApp().request('/api/doc', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body,
    });
  }

  it('given U+0000 in a value, it answers 400 naming the field instead of a 500 from PostgreSQL', async () => {
    const response = await postDoc('{"metaData":{"note":"a\\u0000b"}}');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        code: 'validation/invalid-request',
        message: `metaData.note ${UNSTORABLE_TEXT_MESSAGE}`,
        details: { fields: { 'metaData.note': `metaData.note ${UNSTORABLE_TEXT_MESSAGE}` } },
      },
    });
  });

  it('given an unpaired surrogate in a key, it answers 400 (jsonb refuses it)', async () => {
    const response = await postDoc('{"metaData":{"\\ud800":1}}');
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(`metaData.\ud800 ${UNSTORABLE_TEXT_MESSAGE}`);
  });

  it('given a body that is an array holding U+0000, it answers 400 about the request body', async () => {
    const response = await postDoc('["\\u0000"]');
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(`The request body ${UNSTORABLE_TEXT_MESSAGE}`);
  });

  it('given emoji (well-formed surrogate pairs), it accepts them', async () => {
    const response = await postDoc(JSON.stringify({ name: '👩‍👩‍👧 😀', metaData: { '😀': '👍' } }));
    expect(response.status).toBe(200);
  });

  it('given 100,000 levels of nesting, it answers 400 instead of overflowing the stack in zod', async () => {
    const depth = 100_000;
    const response = await postDoc(`{"metaData":{"a":${'['.repeat(depth)}${']'.repeat(depth)}}}`);
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(TOO_DEEP_MESSAGE);
  });

  it(`given exactly ${MAX_JSON_DEPTH} levels, it accepts the body`, async () => {
    const inner = MAX_JSON_DEPTH - 2;
    const response = await postDoc(`{"metaData":{"a":${'['.repeat(inner)}${']'.repeat(inner)}}}`);
    expect(response.status).toBe(200);
  });

  it('given U+0000 in a path parameter, parseOrThrow answers 400 naming it', () => {
    expect(() => parseOrThrow(z.object({ teamId: z.string() }), { teamId: '\u0000' })).toThrow(
      `teamId ${UNSTORABLE_TEXT_MESSAGE}`,
    );
  });
});

describe('unexpected errors', () => {
  it('given a handler that crashes, it answers 500 with a generic message and no details', async () => {
    const app = new Hono<BaseEnv>();
    app.onError(handleError);
    app.use('*', requestId(silentLogger()));
    app.get('/api/crash', () => {
      throw new Error('secret connection string postgres://user:pw@db');
    });
    const response = await app.request('/api/crash');
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side. Please try again in a moment.' },
    });
    expect(text).not.toContain('secret');
    expect(response.headers.get('X-Request-Id')).toMatch(/.+/);
  });
});
