import { isWfError, memoryStorage } from '@wf/sdk';
import { createFakeFetch } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { createSiteApi } from '../../lib/api/client.ts';
import { contactSender } from './send.ts';

const config = { appId: 'app_1', publicKey: 'pk_sb_1', apiUrl: 'https://site.test/api' };
const message = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  subject: 'Hi',
  message: 'Hello',
};

describe('contactSender', () => {
  it('given a message / when sending / it posts it to the configured API with the app headers', async () => {
    const fetch = createFakeFetch(
      () => ({ body: { data: { success: true }, message: 'Thank you!' } }),
      config.apiUrl,
    );
    await expect(
      contactSender(createSiteApi(config, { fetch, storage: memoryStorage() }))(message),
    ).resolves.toBeUndefined();
    const [request] = fetch.requests;
    expect(request).toMatchObject({ method: 'POST', path: '/contact', body: message });
    expect(request?.headers.get('X-APP-ID')).toBe('app_1');
    expect(request?.headers.get('X-API-Key')).toBe('pk_sb_1');
  });

  it('given the service refuses / when sending / it rejects with the message meant for people', async () => {
    const refusal =
      'You have sent several messages in a short time. Please wait 60 minutes before sending another.';
    const fetch = createFakeFetch(
      () => ({ status: 429, body: { error: { code: 'rate-limited', message: refusal } } }),
      config.apiUrl,
    );
    const error = await contactSender(createSiteApi(config, { fetch, storage: memoryStorage() }))(
      message,
    ).catch((caught: unknown) => caught);
    expect(isWfError(error)).toBe(true);
    expect((error as Error).message).toBe(refusal);
  });
});
