import { APP_ID } from '@wf/config/app';
import { createClient, memoryStorage } from '@wf/sdk';
import { MEMBER_COOKIE, XSRF_COOKIE, XSRF_HEADER } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession } from '../../auth/session.ts';
import {
  memberProviders,
  members,
  paymentEvents,
  planConnections,
  sessions,
  subscriptions,
} from '../../db/schema.ts';
import {
  EXAMPLE_APP_ID,
  EXAMPLE_PRO_PLAN_ID,
  EXAMPLE_PRO_PRICE_ID,
  EXAMPLE_TEST_PUBLIC_KEY,
} from '../../examples/app.ts';
import { clientOf, signedInMember } from '../../members/testing.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';
import { imageBytes } from '../../testing/images.ts';

let test: TestApp;

beforeAll(async () => {
  test = await createTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

const GOOD_PASSWORD = 'correct horse battery staple';

function del(target: string, headers: Record<string, string> = {}, body?: string) {
  return test.app.request(`/api${target}`, {
    method: 'DELETE',
    headers: { ...APP_HEADERS, ...headers },
    ...(body ? { body } : {}),
  });
}

async function memberRow(id: string) {
  const [row] = await test.database.db.select().from(members).where(eq(members.id, id));
  return row;
}

describe('DELETE /member', () => {
  it('given a stranger without a session, it answers 401 and deletes nobody (attack)', async () => {
    const { member } = await signedInMember(test);
    for (const target of ['/member', '/member/profile-image']) {
      const response = await del(target);
      expect(response.status, target).toBe(401);
      expect((await response.json()).error.code).toBe('member/not-logged-in');
    }
    expect(await memberRow(member.id)).toBeDefined();
  });

  it('given a made-up token, it answers 401 client/invalid-token (attack)', async () => {
    const response = await del('/member', { Authorization: 'Bearer made-up' });
    expect(response.status).toBe(401);
    expect((await response.json()).error.code).toBe('client/invalid-token');
  });

  it('given another member’s session naming the victim, only the caller is deleted (attack)', async () => {
    const victim = await signedInMember(test);
    const attacker = await signedInMember(test);
    const response = await test.app.request(
      `/api/member?memberId=${victim.member.id}&id=${victim.member.id}`,
      {
        method: 'DELETE',
        headers: {
          ...APP_HEADERS,
          Authorization: `Bearer ${attacker.session.token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ id: victim.member.id, memberId: victim.member.id }),
      },
    );
    expect(response.status).toBe(200);
    expect((await response.json()).data).toEqual({ id: attacker.member.id });
    expect(await memberRow(victim.member.id)).toBeDefined();
    expect(await memberRow(attacker.member.id)).toBeUndefined();
    expect((await victim.client.getCurrentMember()).data?.id).toBe(victim.member.id);
  });

  it('given the session cookie without the XSRF echo (another site’s form), it is refused and nothing is deleted (attack)', async () => {
    const { member, session } = await signedInMember(test);
    const response = await del('/member', {
      Cookie: `${MEMBER_COOKIE}=${session.token}; ${XSRF_COOKIE}=abc`,
    });
    expect(response.status).toBe(403);
    expect(await memberRow(member.id)).toBeDefined();
  });

  it('given the session cookie with the XSRF echo, the account is deleted and the answer clears the session cookie', async () => {
    const { member, session } = await signedInMember(test);
    const response = await del('/member', {
      Cookie: `${MEMBER_COOKIE}=${session.token}; ${XSRF_COOKIE}=abc`,
      [XSRF_HEADER]: 'abc',
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      data: { id: member.id },
      message: 'Your account has been deleted.',
    });
    expect(response.headers.getSetCookie()).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^${MEMBER_COOKIE}=; Max-Age=0`))]),
    );
  });

  it('given a member with data, sessions and a provider link, it erases them all; every old token is refused at once', async () => {
    const { member, session, client } = await signedInMember(test, {
      customFields: { 'first-name': 'Ada' },
      json: { theme: 'dark' },
    });
    const second = await createSession(test.database.db, {
      appId: APP_ID,
      memberId: member.id,
      now: new Date(),
    });
    await test.database.db.insert(memberProviders).values({
      appId: APP_ID,
      memberId: member.id,
      provider: 'google',
      providerUserId: 'g-1',
      email: member.email,
    });
    const { data: image } = await client.updateMemberProfileImage({
      profileImage: new File([await imageBytes('png')], 'me.png', { type: 'image/png' }),
    });
    const imagePath = new URL(image.profileImage).pathname;
    expect((await test.app.request(imagePath)).status).toBe(200);

    await expect(client.deleteMember()).resolves.toMatchObject({ data: { id: member.id } });

    expect(client.getCachedMember()).toBeNull();
    expect(await memberRow(member.id)).toBeUndefined();
    expect(await test.database.db.select().from(sessions).where(eq(sessions.memberId, member.id))).toEqual(
      [],
    );
    expect(
      await test.database.db.select().from(memberProviders).where(eq(memberProviders.memberId, member.id)),
    ).toEqual([]);
    expect((await test.app.request(imagePath)).status).toBe(404);
    for (const token of [session.token, second.token]) {
      const response = await test.app.request('/api/member', {
        headers: { ...APP_HEADERS, Authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect((await response.json()).error.code).toBe('client/invalid-token');
    }
  });

  it('given a deleted account, its e-mail address can sign up again, as a new member', async () => {
    const email = `again-${Date.now()}@example.org`;
    const first = await clientOf(test).signupMemberEmailPassword({ email, password: GOOD_PASSWORD });
    const signedIn = clientOf(test, first.data.tokens.accessToken);
    await signedIn.deleteMember();
    const again = await clientOf(test).signupMemberEmailPassword({ email, password: GOOD_PASSWORD });
    expect(again.data.member.auth.email).toBe(email);
    expect(again.data.member.id).not.toBe(first.data.member.id);
  });
});

describe('DELETE /member with a paid subscription', () => {
  /** A member of the example app who bought Pro with a test card. */
  async function proMember() {
    const storage = memoryStorage();
    const client = createClient({
      apiUrl: 'http://localhost/api',
      appId: EXAMPLE_APP_ID,
      publicKey: EXAMPLE_TEST_PUBLIC_KEY,
      storage,
      fetch: (input, init) =>
        Promise.resolve(test.app.request(input instanceof Request ? input : String(input), init)),
    });
    const { data } = await client.signupMemberEmailPassword({
      email: `pro-${Date.now()}@example.org`,
      password: GOOD_PASSWORD,
    });
    const checkout = await client.purchasePlansWithCheckout({
      priceId: EXAMPLE_PRO_PRICE_ID,
      successUrl: `${test.env.publicUrl}/examples/membership/members.html`,
      autoRedirect: false,
    });
    const page = new URL(checkout.data.url);
    const paid = await test.app.request(page.pathname, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        action: 'pay',
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/40',
        cvc: '123',
        name: 'Ada Okonkwo',
        postalCode: '10001',
      }).toString(),
    });
    expect(paid.status).toBe(303);
    const back = new URL(paid.headers.get('Location') ?? '', test.env.publicUrl);
    await test.app.request(back.pathname + back.search);
    const { data: member } = await client.getCurrentMember();
    expect(member?.planConnections).toEqual([
      expect.objectContaining({ planId: EXAMPLE_PRO_PLAN_ID, status: 'ACTIVE' }),
    ]);
    return { client, memberId: data.member.id };
  }

  it('given an active subscription, it is cancelled first, and the payment records stay, detached from the person', async () => {
    const { client, memberId } = await proMember();
    const [before] = await test.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, memberId));
    expect(before).toMatchObject({ status: 'ACTIVE', endedAt: null });
    const charges = await test.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.memberId, memberId));
    expect(charges.some((event) => event.amount === 500)).toBe(true);

    await client.deleteMember();

    const [after] = await test.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, before?.id ?? ''));
    // Kept: nobody will be charged again, and the record of what was paid stays.
    expect(after).toMatchObject({
      memberId: null,
      status: 'CANCELED',
      nextBillingAt: null,
      providerCustomerId: before?.providerCustomerId,
      lastInvoiceId: before?.lastInvoiceId,
    });
    expect(after?.endedAt).toBeInstanceOf(Date);
    const kept = await test.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.subscriptionId, before?.id ?? ''));
    expect(kept.length).toBeGreaterThan(charges.length);
    expect(kept.every((event) => event.memberId === null)).toBe(true);
    expect(kept.some((event) => event.amount === 500)).toBe(true);
    expect(
      await test.database.db.select().from(planConnections).where(eq(planConnections.memberId, memberId)),
    ).toEqual([]);
  });

  it('given no payment provider to cancel through, nothing is deleted and the member is told to try again', async () => {
    const { memberId } = await proMember();
    const { createServiceApp } = await import('../../testing/app.ts');
    const { silentLogger } = await import('../../log.ts');
    const withoutPayments = createServiceApp({
      db: test.database,
      env: test.env,
      logger: silentLogger(),
      payments: null,
    });
    const session = await createSession(test.database.db, {
      appId: EXAMPLE_APP_ID,
      memberId,
      now: new Date(),
    });
    const response = await withoutPayments.request('/api/member', {
      method: 'DELETE',
      headers: {
        'X-APP-ID': EXAMPLE_APP_ID,
        'X-API-Key': EXAMPLE_TEST_PUBLIC_KEY,
        Authorization: `Bearer ${session.token}`,
      },
    });
    expect(response.status).toBe(503);
    expect((await response.json()).error.message).toContain('could not be cancelled');
    expect(await memberRow(memberId)).toBeDefined();
    const [subscription] = await test.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, memberId));
    expect(subscription?.status).toBe('ACTIVE');
  });
});

describe('DELETE /member/profile-image', () => {
  it('given a profile image, it removes the stored file and the member’s profileImage becomes null', async () => {
    const { member, client } = await signedInMember(test);
    const { data } = await client.updateMemberProfileImage({
      profileImage: new File([await imageBytes('png')], 'me.png', { type: 'image/png' }),
    });
    const imagePath = new URL(data.profileImage).pathname;
    expect((await test.app.request(imagePath)).status).toBe(200);

    await expect(client.deleteMemberProfileImage()).resolves.toMatchObject({ data: { profileImage: null } });

    expect((await test.app.request(imagePath)).status).toBe(404);
    expect((await memberRow(member.id))?.profileImage).toBeNull();
    expect((await client.getCurrentMember()).data?.profileImage).toBeNull();
    const gone = await test.app.request(new URL(data.profileImage).pathname);
    expect(gone.status).toBe(404);
  });

  it('given no profile image, it answers null too', async () => {
    const { client } = await signedInMember(test);
    await expect(client.deleteMemberProfileImage()).resolves.toMatchObject({ data: { profileImage: null } });
  });

  it('given another member’s session, only that member’s image goes (attack)', async () => {
    const owner = await signedInMember(test);
    const { data } = await owner.client.updateMemberProfileImage({
      profileImage: new File([await imageBytes('png')], 'me.png', { type: 'image/png' }),
    });
    const other = await signedInMember(test);
    await other.client.deleteMemberProfileImage();
    expect((await memberRow(owner.member.id))?.profileImage).toBe(data.profileImage);
  });
});
