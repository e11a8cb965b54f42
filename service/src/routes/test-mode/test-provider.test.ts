/**
 * The Membership bought, trialled, managed and lapsed through the test payment provider, end to
 * end over the service's HTTP routes (docs/product/payments-and-providers.md).
 */
import {
  APP_ID,
  LIVE_PUBLIC_KEY,
  MEMBERSHIP_PLAN_ID,
  MEMBERSHIP_PRICE_ID,
  videoContentId,
} from '@wf/config/app';
import type { Member } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, paymentEvents, subscriptions } from '../../db/schema.ts';
import { signedInMember } from '../../members/testing.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';

let test: TestApp;
const VIDEO = videoContentId('leadership-challenging-times');
const DAY = 86_400_000;

beforeAll(async () => {
  test = await createTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** A member and the calls a browser would make for them. */
async function shopper() {
  const { member, session, client } = await signedInMember(test);
  const headers = {
    ...APP_HEADERS,
    Authorization: `Bearer ${session.token}`,
    'Content-Type': 'application/json',
  };
  const site = test.env.publicUrl;
  return {
    member,
    client,
    async checkout(body: Record<string, unknown> = {}) {
      return test.app.request('/api/member/plans/create-checkout-session', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          priceId: MEMBERSHIP_PRICE_ID,
          success_url: `${site}/passkit-success`,
          ...body,
        }),
      });
    },
    async portal(body: Record<string, unknown> = {}) {
      return test.app.request('/api/member/create-billing-portal-session', {
        method: 'POST',
        headers,
        body: JSON.stringify({ return_url: `${site}/dashboard`, ...body }),
      });
    },
    async membership(): Promise<Member['planConnections'][number] | undefined> {
      const { data } = await client.getCurrentMember();
      return data?.planConnections.find((connection) => connection.planId === MEMBERSHIP_PLAN_ID);
    },
    async canWatch(): Promise<boolean> {
      return client.getSecureContent({ contentId: VIDEO }).then(
        () => true,
        (error: { status?: number }) => {
          if (error.status === 403) return false;
          throw error;
        },
      );
    },
    async mails(): Promise<string[]> {
      const rows = await test.database.db.select().from(outbox).where(eq(outbox.to, member.email));
      return rows.map((row) => row.subject);
    },
  };
}

/** The path of a page URL the service answered. */
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

/** Posts a hosted page's form. */
function post(url: string, fields: Record<string, string>) {
  return test.app.request(pathOf(url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

const CARD = {
  cardNumber: '4242 4242 4242 4242',
  expiry: '12/40',
  cvc: '123',
  name: 'Ada Okonkwo',
  postalCode: '10001',
};

/** Follows the redirects of a completed checkout to its success page. */
async function followReturn(response: Response): Promise<string> {
  expect(response.status).toBe(303);
  const back = response.headers.get('Location') ?? '';
  expect(back).toContain('/api/checkout/return?session_id=cs_');
  const final = await test.app.request(pathOf(back));
  expect(final.status).toBe(303);
  return final.headers.get('Location') ?? '';
}

describe('the Membership through the test provider', () => {
  it('given a new member, the trial needs no card, a card can be added, and a lapse closes the videos until they subscribe again', async () => {
    const shop = await shopper();
    expect(await shop.canWatch()).toBe(false);

    // Checkout: the trial's page.
    const started = await shop.checkout();
    expect(started.status).toBe(200);
    const { data } = (await started.json()) as { data: { url: string } };
    expect(data.url).toMatch(/\/api\/test-checkout\/cs_/);
    const page = await test.app.request(pathOf(data.url));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('TEST MODE');
    expect(html).toContain('Start your 7-day free trial of Membership');
    expect(html).toContain('then $1.00/month after a 7-day trial');
    expect(html).toContain(shop.member.email);

    // No card: the trial starts, and ends at its end unless a card is added.
    expect(await followReturn(await post(data.url, { action: 'trial' }))).toBe(
      `${test.env.publicUrl}/passkit-success`,
    );
    const trial = await shop.membership();
    expect(trial).toMatchObject({ status: 'TRIALING', active: true, type: 'SUBSCRIPTION' });
    expect(trial?.payment).toMatchObject({
      amount: 1,
      currency: 'usd',
      status: 'NONE',
      nextBillingDate: null,
    });
    expect(trial?.payment?.cancelAtDate).toBeGreaterThan(Date.now() + 6 * DAY);
    expect(await shop.canWatch()).toBe(true);
    const { data: withCustomer } = await shop.client.getCurrentMember();
    expect(withCustomer?.stripeCustomerId).toMatch(/^cus_test_/);

    // The same price again adds a card; a declined card keeps the page for another try.
    const addCard = (await (await shop.checkout()).json()) as { data: { url: string } };
    expect(addCard.data.url).not.toBe(data.url);
    expect(await (await test.app.request(pathOf(addCard.data.url))).text()).toContain(
      'Add a card to your Membership',
    );
    const declined = await post(addCard.data.url, {
      action: 'pay',
      ...CARD,
      cardNumber: '4000 0000 0000 0002',
    });
    expect(declined.status).toBe(402);
    expect(await declined.text()).toContain('Your card was declined.');
    await followReturn(await post(addCard.data.url, { action: 'pay', ...CARD }));
    const converting = await shop.membership();
    expect(converting?.status).toBe('TRIALING');
    expect(converting?.payment?.cancelAtDate).toBeNull();
    expect(converting?.payment?.nextBillingDate).toBeGreaterThan(Date.now() + 6 * DAY);

    // One paid plan at a time.
    const again = await shop.checkout();
    expect(again.status).toBe(409);
    expect((await again.json()).error).toEqual({
      code: 'checkout/already-subscribed',
      message: 'You already have the Membership plan. Manage it from your billing portal.',
      details: { params: { planName: 'Membership' } },
    });

    // The portal: cancel at period end, then two failed payments: PAST_DUE (still watching), then lapsed.
    const portal = (await (await shop.portal()).json()) as { data: { url: string } };
    expect(portal.data.url).toMatch(/\/api\/test-portal\/bps_/);
    const portalHtml = await (await test.app.request(pathOf(portal.data.url))).text();
    expect(portalHtml).toContain('Visa ending in 4242');
    expect(portalHtml).toContain('Free trial');
    expect((await post(portal.data.url, { action: 'cancel' })).status).toBe(303);
    expect((await shop.membership())?.payment?.cancelAtDate).toBeGreaterThan(Date.now());
    expect((await post(portal.data.url, { action: 'simulate-failed-payment' })).status).toBe(303);
    expect(await shop.membership()).toMatchObject({ status: 'PAST_DUE', active: true });
    expect(await shop.canWatch()).toBe(true);
    expect(await shop.mails()).toContain('Action needed: your World Family payment of $1.00 failed');
    await post(portal.data.url, { action: 'simulate-failed-payment' });
    expect(await shop.membership()).toMatchObject({ status: 'CANCELED', active: false });
    expect(await shop.canWatch()).toBe(false);

    // Subscribing again: no second trial, a charge now, a receipt, the videos again.
    const renewal = (await (await shop.checkout()).json()) as { data: { url: string } };
    expect(await (await test.app.request(pathOf(renewal.data.url))).text()).toContain(
      'Subscribe to Membership',
    );
    expect((await post(renewal.data.url, { action: 'trial' })).status).toBe(400);
    await followReturn(
      await post(renewal.data.url, { action: 'pay', ...CARD, cardNumber: '5555555555554444' }),
    );
    expect(await shop.membership()).toMatchObject({ status: 'ACTIVE', active: true });
    expect(await shop.canWatch()).toBe(true);
    expect(await shop.mails()).toContain('Your World Family receipt: $1.00 for Membership');
    // The receipt links to where World Family's members manage it: the app's account link, its dashboard.
    const [receipt] = await test.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Your World Family receipt: $1.00 for Membership'));
    expect(receipt?.text).toContain('http://localhost:4321/dashboard');

    // Every change is in the history.
    const [sub] = await test.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, shop.member.id))
      .orderBy(subscriptions.createdAt);
    const history = await test.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.subscriptionId, sub?.id ?? ''));
    expect(history.map((event) => event.type)).toEqual(
      expect.arrayContaining([
        'trial-started',
        'card-updated',
        'cancellation-scheduled',
        'payment-failed',
        'status-changed',
      ]),
    );
  });

  it('given a double click, both calls answer the same checkout, and completing it makes one subscription', async () => {
    const shop = await shopper();
    const [first, second] = await Promise.all([shop.checkout(), shop.checkout()]);
    const urls = await Promise.all([first.json(), second.json()]);
    expect(urls[0]).toEqual(urls[1]);
    const { url } = (urls[0] as { data: { url: string } }).data;
    const [a, b] = await Promise.all([post(url, { action: 'trial' }), post(url, { action: 'trial' })]);
    expect([a.status, b.status].sort()).toEqual([200, 303]);
    const rows = await test.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.memberId, shop.member.id));
    expect(rows).toHaveLength(1);
  });

  it.each([
    ['https://evil.example/after', 'success_url'],
    ['javascript:alert(1)', 'success_url'],
    ['//evil.example/x', 'success_url'],
  ])('given the return address %s, it refuses it (no open redirect)', async (url, field) => {
    const shop = await shopper();
    const response = await shop.checkout({ [field]: url });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('checkout/url-not-allowed');
  });

  it('given a test-key page on this machine (http://127.0.0.1:<port>) / when it starts a checkout back to itself / the address is accepted, as its origin is', async () => {
    const { session } = await signedInMember(test);
    const page = 'http://127.0.0.1:5500';
    const response = await test.app.request('/api/member/plans/create-checkout-session', {
      method: 'POST',
      headers: {
        ...APP_HEADERS,
        Origin: page,
        Authorization: `Bearer ${session.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        priceId: MEMBERSHIP_PRICE_ID,
        success_url: `${page}/account.html?fromCheckout=true`,
        cancel_url: `${page}/pricing.html`,
      }),
    });
    expect(response.status).toBe(200);
  });

  it('given the live key / when the return address is on this machine / it is refused, and the message names the setting', async () => {
    const { session } = await signedInMember(test);
    const response = await test.app.request('/api/member/plans/create-checkout-session', {
      method: 'POST',
      headers: {
        'X-APP-ID': APP_ID,
        'X-API-Key': LIVE_PUBLIC_KEY,
        Authorization: `Bearer ${session.token}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        priceId: MEMBERSHIP_PRICE_ID,
        success_url: 'http://127.0.0.1:5500/account.html',
      }),
    });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.code).toBe('checkout/url-not-allowed');
    expect(error.message).toContain('allowed origins');
    expect(error.message).toContain('WF_ALLOWED_ORIGINS');
  });

  it('given a relative success address, it is resolved against the calling page', async () => {
    const shop = await shopper();
    const { data } = (await (
      await shop.checkout({ success_url: '/welcome', origin_url: `${test.env.publicUrl}/membership` })
    ).json()) as {
      data: { url: string };
    };
    expect(await followReturn(await post(data.url, { action: 'trial' }))).toBe(
      `${test.env.publicUrl}/welcome`,
    );
  });

  it('given no signed-in member, checkout and the portal answer 401', async () => {
    for (const path of [
      '/api/member/plans/create-checkout-session',
      '/api/member/create-billing-portal-session',
    ]) {
      const response = await test.app.request(path, {
        method: 'POST',
        headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
        body: JSON.stringify({ priceId: MEMBERSHIP_PRICE_ID }),
      });
      expect(response.status).toBe(401);
    }
  });

  it('given a member who never paid, the portal explains there is nothing to manage', async () => {
    const shop = await shopper();
    const response = await shop.portal();
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('billing/no-account');
  });

  it('given a free plan or an unknown price, checkout refuses it', async () => {
    const shop = await shopper();
    const response = await shop.checkout({ priceId: 'prc_nope' });
    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe('checkout/price-unavailable');
  });

  it('given an unknown or guessed checkout id, the page says it does not exist', async () => {
    const response = await test.app.request('/api/test-checkout/cs_guessed');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('This checkout does not exist');
  });
});

describe('the test cards', () => {
  it.each([
    ['4242 4242 4242 4242', '123', 'Visa ending in 4242'],
    ['4000 0566 5566 5556', '123', 'Visa ending in 5556'],
    ['5555 5555 5555 4444', '123', 'Mastercard ending in 4444'],
    ['3782 822463 10005', '1234', 'Amex ending in 0005'],
  ])('given %s, the subscription is paid', async (cardNumber, cvc, shown) => {
    const shop = await shopper();
    // A member who used the trial pays at once.
    const trial = (await (await shop.checkout()).json()) as { data: { url: string } };
    await post(trial.data.url, { action: 'trial' });
    const portal = (await (await shop.portal()).json()) as { data: { url: string } };
    await post(portal.data.url, { action: 'update-card', ...CARD, cardNumber, cvc });
    await post(portal.data.url, { action: 'end-trial' });
    expect(await shop.membership()).toMatchObject({ status: 'ACTIVE' });
    expect(await (await test.app.request(pathOf(portal.data.url))).text()).toContain(shown);
  });

  it.each([
    ['4000 0000 0000 0002', 'Your card was declined.'],
    ['4000 0000 0000 9995', 'Your card has insufficient funds.'],
  ])(
    'given %s, the checkout shows "%s" and stays open for a retry with 4242',
    async (cardNumber, message) => {
      const shop = await shopper();
      const first = (await (await shop.checkout()).json()) as { data: { url: string } };
      const declined = await post(first.data.url, { action: 'trial', ...CARD, cardNumber });
      expect(declined.status).toBe(402);
      const html = await declined.text();
      expect(html).toContain(message);
      expect(html).toContain('value="Ada Okonkwo"');
      await followReturn(await post(first.data.url, { action: 'trial', ...CARD }));
      expect((await shop.membership())?.payment?.nextBillingDate).not.toBeNull();
    },
  );

  it.each([
    [{ cardNumber: '4242 4242 4242 4241' }, 'Your card number is incomplete or not valid.'],
    [{ cardNumber: '4111 1111 1111 1111' }, 'This is test mode: use one of the test cards'],
    [{ expiry: '01/20' }, 'expiry date is in the past.'],
    [
      { cardNumber: '3782 822463 10005', cvc: '123' },
      'The security code is 4 digits on American Express cards.',
    ],
    [{ name: '' }, 'Enter the name on the card.'],
  ])('given %o, the page names the problem', async (change, message) => {
    const shop = await shopper();
    const { data } = (await (await shop.checkout()).json()) as { data: { url: string } };
    const response = await post(data.url, { action: 'pay', ...CARD, ...change });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(message);
  });
});
