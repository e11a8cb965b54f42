import { CONTACT_SENT_MESSAGE } from '@wf/config/site-api';
import { isWfError, memoryStorage } from '@wf/sdk';
import { createFakeFetch } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { createSiteApi } from './client.ts';

const message = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  subject: 'Visiting',
  message: 'When are you open?',
};

function clientWith(fetch: ReturnType<typeof createFakeFetch>) {
  return createSiteApi(
    { apiUrl: 'https://api.test', appId: 'app_1', publicKey: 'pk_1' },
    { fetch, storage: memoryStorage() },
  );
}

describe('sendContactMessage', () => {
  it('given a message / when sent / it posts it to /contact with the app headers and resolves with the answer', async () => {
    const answer = { data: { success: true }, message: CONTACT_SENT_MESSAGE };
    const fetch = createFakeFetch(() => ({ body: answer }));

    await expect(clientWith(fetch).sendContactMessage(message)).resolves.toEqual(answer);

    const [request] = fetch.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/contact');
    expect(request?.body).toEqual(message);
    expect(request?.headers.get('X-APP-ID')).toBe('app_1');
    expect(request?.headers.get('X-API-Key')).toBe('pk_1');
  });

  it('given the service answers 429 / when sent / it rejects with the rate-limit error and its message', async () => {
    const fetch = createFakeFetch(() => ({
      status: 429,
      body: {
        error: { code: 'rate-limited', message: 'Too many attempts. Please wait 60 minutes and try again.' },
      },
    }));

    const error = await clientWith(fetch)
      .sendContactMessage(message)
      .catch((caught: unknown) => caught);

    expect(isWfError(error)).toBe(true);
    expect(error).toMatchObject({
      status: 429,
      code: 'rate-limited',
      message: 'Too many attempts. Please wait 60 minutes and try again.',
    });
  });
});
