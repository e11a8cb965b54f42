import { passRequestSchema, updatePassMemberRequestSchema } from '@wf/config/site-api';
import { isWfError, MEMBER_COOKIE, memoryStorage } from '@wf/sdk';
import { createFakeFetch, type FakeHandler } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { createSiteApi } from './client.ts';

const request = { externalId: 'mem_1', email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace' };
const ready = { ok: true, passUrl: 'https://wf.test/passes/abc', member: { id: 'pas_1' } };

/** The site's pass calls over a fake fetch, signed in with a bearer token. */
function methodsWith(handler: FakeHandler) {
  const fetch = createFakeFetch(handler);
  const storage = memoryStorage();
  storage.setItem(MEMBER_COOKIE, 'token-1');
  const methods = createSiteApi(
    { apiUrl: 'https://api.test', appId: 'app_1', publicKey: 'pk_1' },
    { fetch, storage },
  );
  return { methods, fetch };
}

describe('enrollPass', () => {
  it('given a pass request / when sent / it posts it to /functions/passkit-enroll and resolves with the bare result', async () => {
    const { methods, fetch } = methodsWith(() => ({ body: ready }));

    await expect(methods.enrollPass(request)).resolves.toEqual(ready);

    const [sent] = fetch.requests;
    expect(sent?.method).toBe('POST');
    expect(sent?.path).toBe('/functions/passkit-enroll');
    expect(sent?.body).toEqual(request);
    expect(sent?.headers.get('Authorization')).toBe('Bearer token-1');
    expect(sent?.headers.get('X-APP-ID')).toBe('app_1');
  });

  it("given the service refuses another member's id with 403 / it rejects with the WfError and its message", async () => {
    const message = 'You can only create or change the membership pass of the member who is signed in.';
    const { methods } = methodsWith(() => ({ status: 403, body: { error: { code: 'forbidden', message } } }));

    const error = await methods.enrollPass(request).catch((caught: unknown) => caught);

    expect(isWfError(error)).toBe(true);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message });
  });

  it('given an answer that is not a pass result / it rejects with invalid-response', async () => {
    const { methods } = methodsWith(() => ({ body: { data: ready } }));
    await expect(methods.enrollPass(request)).rejects.toMatchObject({ code: 'client/invalid-response' });
  });
});

describe('getPassMember', () => {
  it('given a member without a pass / it resolves ok false with the sentence', async () => {
    const answer = { ok: false, error: 'No membership pass has been created for this member yet.' };
    const { methods, fetch } = methodsWith(() => ({ body: answer }));

    await expect(methods.getPassMember({ externalId: 'mem_1' })).resolves.toEqual(answer);

    expect(fetch.requests[0]?.path).toBe('/functions/passkit-get-member');
    expect(fetch.requests[0]?.body).toEqual({ externalId: 'mem_1' });
  });
});

describe('updatePassMember', () => {
  it('given the pass member id / it posts the request with it to /functions/passkit-update-member', async () => {
    const { methods, fetch } = methodsWith(() => ({ body: ready }));

    await expect(methods.updatePassMember({ ...request, memberId: 'pas_1' })).resolves.toEqual(ready);

    expect(fetch.requests[0]?.path).toBe('/functions/passkit-update-member');
    expect(fetch.requests[0]?.body).toEqual({ ...request, memberId: 'pas_1' });
  });
});

describe('the pass request schemas', () => {
  it('given padded values / they are trimmed; names may be empty', () => {
    expect(
      passRequestSchema.parse({
        externalId: ' mem_1 ',
        email: ' ada@example.com ',
        firstName: ' ',
        lastName: '',
      }),
    ).toEqual({ externalId: 'mem_1', email: 'ada@example.com', firstName: '', lastName: '' });
  });

  it('given a bad e-mail, a long name or no memberId / they fail with messages meant for people', () => {
    const messages = (value: unknown) =>
      updatePassMemberRequestSchema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({ ...request, email: 'ada', lastName: 'x'.repeat(101) })).toEqual([
      'Please enter a valid email address',
      'Last name must be 100 characters or fewer',
      'memberId must be the id of the pass member.',
    ]);
  });
});
