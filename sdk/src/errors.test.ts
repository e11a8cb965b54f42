import { describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE, INVALID_TOKEN_MESSAGE, NETWORK_ERROR_MESSAGE } from './contract/codes.ts';
import { errorFromResponse, isRetryable, isWfError, messageValues, userMessage, WfError } from './errors.ts';

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('isWfError', () => {
  describe('given a WfError', () => {
    it('when checking / it is recognised', () => {
      expect(isWfError(new WfError('internal', 'x'))).toBe(true);
    });
  });

  describe('given a plain Error, an object that looks alike, or nothing', () => {
    it('when checking / none is recognised', () => {
      expect(isWfError(new Error('x'))).toBe(false);
      expect(isWfError({ code: 'internal', message: 'x', status: 500 })).toBe(false);
      expect(isWfError(null)).toBe(false);
    });
  });
});

describe('errorFromResponse', () => {
  describe.each([502, 503, 504])('given a %i answer', (status) => {
    it('when converting / it is a retryable network error', async () => {
      const error = await errorFromResponse(new Response('<html>Bad gateway</html>', { status }));
      expect(error).toMatchObject({ code: 'client/network-error', status, retryable: true });
      expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    });
  });

  describe('given a 401 with the invalid-token code', () => {
    it('when converting / it is client/invalid-token with the spec message', async () => {
      const error = await errorFromResponse(
        json({ error: { code: 'client/invalid-token', message: 'gone' } }, 401),
      );
      expect(error).toMatchObject({ code: 'client/invalid-token', status: 401, retryable: false });
      expect(error.message).toBe(INVALID_TOKEN_MESSAGE);
    });
  });

  describe('given a 401 member/not-logged-in to a request that carried a token', () => {
    it('when converting / the token counts as invalid', async () => {
      const res = json({ error: { code: 'member/not-logged-in', message: 'Member not logged in' } }, 401);
      const error = await errorFromResponse(res, { sentToken: true });
      expect(error.code).toBe('client/invalid-token');
    });
  });

  describe('given a 401 member/not-logged-in to a request without a token', () => {
    it('when converting / it passes the code through', async () => {
      const res = json({ error: { code: 'member/not-logged-in', message: 'Member not logged in' } }, 401);
      const error = await errorFromResponse(res);
      expect(error).toMatchObject({ code: 'member/not-logged-in', message: 'Member not logged in' });
    });
  });

  describe('given a 401 for wrong credentials', () => {
    it('when converting / it passes code, message and status through', async () => {
      const res = json(
        { error: { code: 'auth/invalid-credentials', message: 'Wrong email or password' } },
        401,
      );
      const error = await errorFromResponse(res, { sentToken: true });
      expect(error).toMatchObject({
        code: 'auth/invalid-credentials',
        message: 'Wrong email or password',
        status: 401,
        retryable: false,
      });
    });
  });

  describe('given a 400 with validation details', () => {
    it('when converting / it keeps the details', async () => {
      const details = { fields: { email: 'Please enter a valid email address' } };
      const res = json(
        { error: { code: 'validation/invalid-request', message: 'Check the form', details } },
        400,
      );
      const error = await errorFromResponse(res);
      expect(error.details).toEqual(details);
    });
  });

  describe('given a 500 whose body is a stack trace', () => {
    it('when converting / it shows a generic sentence, never the body', async () => {
      const res = new Response('TypeError: x is undefined\n    at handler (/srv/app.js:1:1)', {
        status: 500,
      });
      const error = await errorFromResponse(res);
      expect(error).toMatchObject({ code: 'internal', status: 500, message: GENERIC_ERROR_MESSAGE });
    });
  });

  describe('given a 404 with JSON that is not our error shape', () => {
    it('when converting / it shows a generic sentence, never raw JSON', async () => {
      const error = await errorFromResponse(json({ msg: 'nope', trace: ['a'] }, 404));
      expect(error).toMatchObject({ code: 'not-found', status: 404, message: GENERIC_ERROR_MESSAGE });
    });
  });
});

describe('userMessage', () => {
  const FALLBACK = 'Something went wrong. Please try again.';

  it("given the SDK's error and no translator / it is the service's sentence, meant for people", () => {
    expect(
      userMessage(new WfError('auth/email-taken', 'An account with this email already exists.'), FALLBACK),
    ).toBe('An account with this email already exists.');
  });

  it('given any other failure (a bug, a failed download, a look-alike) / it is the fallback, never its raw text', () => {
    expect(userMessage(new TypeError('Failed to fetch dynamically imported module'), FALLBACK)).toBe(
      FALLBACK,
    );
    expect(userMessage('WfError', FALLBACK)).toBe(FALLBACK);
    expect(userMessage({ name: 'WfError', code: 'x', message: 'look-alike' }, FALLBACK)).toBe(FALLBACK);
  });

  it("given a translator that knows the code / it is the reader's sentence, with the error's values", () => {
    const error = new WfError('plan/unavailable', 'Plan pln_x may not exist or is not available', {
      details: { params: { planId: 'pln_x' } },
    });
    const translate = (code: string, values: Readonly<Record<string, string>>) =>
      code === 'plan/unavailable' ? `El plan ${values.planId} no está disponible` : undefined;
    expect(userMessage(error, FALLBACK, translate)).toBe('El plan pln_x no está disponible');
  });

  it("given a translator that does not know the code / it is the service's sentence", () => {
    expect(userMessage(new WfError('team/full', 'This team is full.'), FALLBACK, () => undefined)).toBe(
      'This team is full.',
    );
  });

  it('given a rate limit with Retry-After / the values hold the wait in seconds and whole minutes', () => {
    const error = new WfError('rate-limited', 'Too many attempts.', { status: 429, retryAfterSeconds: 61 });
    expect(messageValues(error)).toEqual({ seconds: '61', minutes: '2' });
  });

  it('given an answer with Retry-After / the error carries the seconds', async () => {
    const res = new Response(JSON.stringify({ error: { code: 'rate-limited', message: 'Wait.' } }), {
      status: 429,
      headers: { 'Retry-After': '120' },
    });
    expect((await errorFromResponse(res)).retryAfterSeconds).toBe(120);
  });
});

describe('isRetryable', () => {
  it('given a network failure or a 503 / it is retryable; a refusal is not', async () => {
    expect(isRetryable(new WfError('client/network-error', 'x', { retryable: true }))).toBe(true);
    expect(isRetryable(await errorFromResponse(new Response('', { status: 503 })))).toBe(true);
    expect(isRetryable(new WfError('forbidden', 'No.', { status: 403 }))).toBe(false);
    expect(isRetryable(new Error('x'))).toBe(false);
  });
});
