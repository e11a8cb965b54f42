import { APP_ID, FREE_PLAN_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../members/testing.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

describe('GET /app-member', () => {
  it('given no session, it answers the app and a null member', async () => {
    const client = clientOf(test);
    const { data } = await client.getAppAndMember();
    expect(data.member).toBeNull();
    expect(data.app).toEqual((await client.getApp()).data);
    expect(data.app.id).toBe(APP_ID);
  });

  it('given a session, it answers the app and the member, and caches the member', async () => {
    const { client, member } = await signedInMember(test, { planIds: [FREE_PLAN_ID] });
    const { data } = await client.getAppAndMember();
    expect(data.member).toMatchObject({
      id: member.id,
      auth: { email: member.email },
      planConnections: [{ planId: FREE_PLAN_ID, type: 'FREE' }],
    });
    expect(client.getCachedMember()?.id).toBe(member.id);
  });

  it('given a dead token, it fails with client/invalid-token', async () => {
    await expect(clientOf(test, 'dead').getAppAndMember()).rejects.toMatchObject({
      code: 'client/invalid-token',
    });
  });
});
