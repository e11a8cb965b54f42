import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_VISA, type FakeStripe, startFakeStripe } from '../../../testing/stripe/fake-stripe.ts';
import type { CheckoutRequest } from '../provider.ts';
import { STRIPE_API_VERSION } from './client.ts';
import { createStripeProvider } from './provider.ts';

let fake: FakeStripe;

beforeEach(async () => {
  fake = await startFakeStripe();
});

afterEach(async () => {
  await fake.close();
});

function provider(portalConfiguration?: string) {
  return createStripeProvider({
    secretKey: fake.secretKey,
    webhookSecret: 'whsec_test',
    apiBase: fake.url,
    portalConfiguration,
  });
}

function checkoutRequest(overrides: Partial<CheckoutRequest> = {}): CheckoutRequest {
  return {
    sessionId: 'cs_ours1',
    member: { id: 'mem_1', email: 'ana@example.com' },
    customerId: null,
    price: {
      id: 'prc_monthly',
      name: 'Monthly',
      amount: 100,
      currency: 'usd',
      intervalType: 'MONTHLY',
      intervalCount: 1,
    },
    plan: { id: 'pln_membership', name: 'Membership' },
    kind: 'subscribe',
    trialDays: null,
    trialUsed: false,
    subscriptionId: null,
    returnUrl: 'http://localhost:4321/api/checkout/return?session_id=cs_ours1',
    cancelUrl: 'http://localhost:4321/plans',
    metadata: {},
    ...overrides,
  };
}

function requestsTo(method: string, path: string) {
  return fake.requests.filter((request) => request.method === method && request.path === path);
}

/** A subscription made by a completed checkout of `request`, by its Stripe id. */
async function subscribed(request: CheckoutRequest, card = FAKE_VISA as typeof FAKE_VISA | null) {
  const stripe = provider();
  const created = await stripe.createCheckout(request);
  const session = fake.completeCheckout(created.providerSessionId, card);
  return { stripe, created, subscriptionId: String(session.subscription) };
}

describe('the Stripe provider: checkout', () => {
  it('given a price Stripe has never seen, when a trial checkout starts, it creates the price by lookup key, a customer, and a subscription session whose trial needs no card', async () => {
    const created = await provider().createCheckout(
      checkoutRequest({ trialDays: 7, metadata: { campaign: 'spring', nested: { no: 1 } } }),
    );

    const [price] = requestsTo('POST', '/v1/prices');
    expect(price?.params).toMatchObject({
      currency: 'usd',
      unit_amount: '100',
      recurring: { interval: 'month', interval_count: '1' },
      lookup_key: 'prc_monthly',
      transfer_lookup_key: 'true',
      product_data: { name: 'Membership' },
    });
    const [customer] = requestsTo('POST', '/v1/customers');
    expect(customer?.params).toMatchObject({ email: 'ana@example.com', metadata: { memberId: 'mem_1' } });

    const [session] = requestsTo('POST', '/v1/checkout/sessions');
    const metadata = {
      memberId: 'mem_1',
      priceId: 'prc_monthly',
      checkoutId: 'cs_ours1',
      campaign: 'spring',
    };
    expect(session?.params).toEqual({
      mode: 'subscription',
      customer: created.customerId,
      client_reference_id: 'mem_1',
      line_items: [{ price: fake.store.all('price')[0]?.id, quantity: '1' }],
      success_url: 'http://localhost:4321/api/checkout/return?session_id=cs_ours1',
      cancel_url: 'http://localhost:4321/plans',
      metadata,
      subscription_data: {
        metadata,
        trial_period_days: '7',
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' } },
      },
      payment_method_collection: 'if_required',
    });
    expect(created.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/cs_test_/);
    expect(created.providerSessionId).toMatch(/^cs_test_/);
    expect(fake.requests.every((request) => request.stripeVersion === STRIPE_API_VERSION)).toBe(true);
  });

  it('given a price whose trial the member has had, the page says why there is none above its button', async () => {
    await provider().createCheckout(checkoutRequest({ trialUsed: true }));

    const [session] = requestsTo('POST', '/v1/checkout/sessions');
    expect(session?.params.subscription_data).not.toHaveProperty('trial_period_days');
    expect(session?.params.custom_text).toEqual({
      submit: { message: expect.stringContaining('it is offered once per e-mail address') },
    });
  });

  it('given a checkout without a trial, it collects a card up front', async () => {
    await provider().createCheckout(checkoutRequest());

    const [session] = requestsTo('POST', '/v1/checkout/sessions');
    expect(session?.params.payment_method_collection).toBeUndefined();
    expect(session?.params.subscription_data).toEqual({
      metadata: { memberId: 'mem_1', priceId: 'prc_monthly', checkoutId: 'cs_ours1' },
    });
  });

  it('given a second checkout in the same process, it reuses the price it found and the customer it was given', async () => {
    const stripe = provider();
    const first = await stripe.createCheckout(checkoutRequest());
    await stripe.createCheckout(checkoutRequest({ sessionId: 'cs_ours2', customerId: first.customerId }));

    expect(requestsTo('GET', '/v1/prices')).toHaveLength(1);
    expect(requestsTo('POST', '/v1/prices')).toHaveLength(1);
    expect(requestsTo('POST', '/v1/customers')).toHaveLength(1);
    const sessions = requestsTo('POST', '/v1/checkout/sessions');
    expect(sessions.map((session) => session.params.customer)).toEqual([first.customerId, first.customerId]);
  });

  it('given a price Stripe already has under our id, a new process finds it by its lookup key and creates none', async () => {
    await provider().createCheckout(checkoutRequest());
    await provider().createCheckout(checkoutRequest({ sessionId: 'cs_ours2' }));

    expect(requestsTo('POST', '/v1/prices')).toHaveLength(1);
    expect(requestsTo('GET', '/v1/prices')[1]?.params).toMatchObject({ lookup_keys: ['prc_monthly'] });
  });

  it('given our amount changed, a new Stripe price of the same product takes the lookup key over', async () => {
    await provider().createCheckout(checkoutRequest());
    const [old] = fake.store.all('price');
    await provider().createCheckout(
      checkoutRequest({ sessionId: 'cs_ours2', price: { ...checkoutRequest().price, amount: 200 } }),
    );

    const [, created] = requestsTo('POST', '/v1/prices');
    expect(created?.params).toMatchObject({
      unit_amount: '200',
      product: old?.product,
      lookup_key: 'prc_monthly',
    });
    expect(fake.store.all('price').map((price) => price.lookup_key)).toEqual([null, 'prc_monthly']);
    expect(fake.store.all('product')).toHaveLength(1);
  });

  it('given a customer id Stripe does not know (the test provider made it), it makes the member a new customer', async () => {
    const created = await provider().createCheckout(checkoutRequest({ customerId: 'cus_test_k3v9a' }));

    expect(requestsTo('GET', '/v1/customers/cus_test_k3v9a')).toHaveLength(1);
    expect(created.customerId).not.toBe('cus_test_k3v9a');
    expect(fake.store.find(created.customerId, 'customer')).toBeDefined();
  });

  it('given metadata for checkout that Stripe would refuse, it passes on what fits and keeps our own ids', async () => {
    await provider().createCheckout(
      checkoutRequest({
        metadata: {
          memberId: 'someone-else',
          ['k'.repeat(41)]: 'x',
          long: 'v'.repeat(501),
          ok: 3,
          'a[b]': 'x',
        },
      }),
    );

    const [session] = requestsTo('POST', '/v1/checkout/sessions');
    expect(session?.params.metadata).toEqual({
      ok: '3',
      memberId: 'mem_1',
      priceId: 'prc_monthly',
      checkoutId: 'cs_ours1',
    });
  });
});

describe('the Stripe provider: checkout outcome and subscriptions', () => {
  it('given an open session, the outcome is open; expired, it is expired', async () => {
    const stripe = provider();
    const created = await stripe.createCheckout(checkoutRequest());

    expect(await stripe.checkoutOutcome(created.providerSessionId)).toEqual({ status: 'open' });
    fake.expireCheckout(created.providerSessionId);
    expect(await stripe.checkoutOutcome(created.providerSessionId)).toEqual({ status: 'expired' });
  });

  it('given a completed checkout without a trial, the outcome is the active subscription with its card, period and paid invoice', async () => {
    const { stripe, created, subscriptionId } = await subscribed(checkoutRequest());
    const stored = fake.read(subscriptionId, 'subscription');
    const item = (stored.items as { data: { current_period_start: number; current_period_end: number }[] })
      .data[0];

    const outcome = await stripe.checkoutOutcome(created.providerSessionId);

    expect(outcome).toEqual({
      status: 'complete',
      subscription: {
        provider: 'stripe',
        id: subscriptionId,
        customerId: created.customerId,
        memberId: 'mem_1',
        checkoutId: 'cs_ours1',
        priceId: 'prc_monthly',
        status: 'ACTIVE',
        currentPeriodStart: new Date((item?.current_period_start ?? 0) * 1000),
        currentPeriodEnd: new Date((item?.current_period_end ?? 0) * 1000),
        trialEnd: null,
        cancelAtPeriodEnd: false,
        cancelAt: null,
        endedAt: null,
        card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
        latestPayment: {
          id: String(stored.latest_invoice),
          status: 'PAID',
          amount: 100,
          currency: 'usd',
          paidAt: expect.any(Date),
          failedAttempts: 0,
        },
      },
    });
  });

  it('given a trial checkout completed without a card, the subscription is TRIALING with no card and no payment (its first invoice is for 0)', async () => {
    const { stripe, subscriptionId } = await subscribed(checkoutRequest({ trialDays: 7 }), null);

    const subscription = await stripe.readSubscription(subscriptionId);

    expect(subscription).toMatchObject({ status: 'TRIALING', card: null, latestPayment: null });
    expect(subscription.trialEnd?.getTime()).toBe(subscription.currentPeriodEnd?.getTime());
    expect((subscription.trialEnd?.getTime() ?? 0) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
  });

  it('given a failed renewal, it is PAST_DUE with a FAILED payment counting the attempts', async () => {
    const { stripe, subscriptionId } = await subscribed(checkoutRequest());
    fake.failPayment(subscriptionId);

    expect(await stripe.readSubscription(subscriptionId)).toMatchObject({
      status: 'PAST_DUE',
      latestPayment: { status: 'FAILED', amount: 100, paidAt: null, failedAttempts: 1 },
    });
    fake.failPayment(subscriptionId);
    expect((await stripe.readSubscription(subscriptionId)).latestPayment).toMatchObject({
      failedAttempts: 2,
    });
  });

  it('given a renewal that waits for 3-D Secure, the payment REQUIRES_ACTION', async () => {
    const { stripe, subscriptionId } = await subscribed(checkoutRequest());
    fake.failPayment(subscriptionId, 'requires_action');

    expect((await stripe.readSubscription(subscriptionId)).latestPayment).toMatchObject({
      status: 'REQUIRES_ACTION',
      failedAttempts: 0,
    });
  });

  it('given a subscription cancelled at the end of the period, then ended, it says so', async () => {
    const { stripe, subscriptionId } = await subscribed(checkoutRequest());
    fake.store.get(subscriptionId, 'subscription').cancel_at_period_end = true;
    expect(await stripe.readSubscription(subscriptionId)).toMatchObject({
      status: 'ACTIVE',
      cancelAtPeriodEnd: true,
    });

    fake.cancelSubscription(subscriptionId);
    const ended = await stripe.readSubscription(subscriptionId);
    expect(ended).toMatchObject({ status: 'CANCELED', cancelAtPeriodEnd: false });
    expect(ended.endedAt).toBeInstanceOf(Date);
  });

  it('given a cancellation date at the end of the period (as the portal may set it), it ends then without a further charge', async () => {
    const { stripe, subscriptionId } = await subscribed(checkoutRequest());
    const stored = fake.store.get(subscriptionId, 'subscription');
    stored.cancel_at = (
      stored.items as { data: { current_period_end: number }[] }
    ).data[0]?.current_period_end;

    expect(await stripe.readSubscription(subscriptionId)).toMatchObject({ cancelAtPeriodEnd: true });
  });

  it("given a subscription without a card of its own, the card is the customer's default for invoices", async () => {
    const { stripe, created, subscriptionId } = await subscribed(checkoutRequest({ trialDays: 7 }), null);
    const method = fake.store.create('pm', 'payment_method', {
      type: 'card',
      customer: created.customerId,
      card: { brand: 'mastercard', last4: '4444', exp_month: 1, exp_year: 2031 },
    });
    fake.store.get(created.customerId, 'customer').invoice_settings = { default_payment_method: method.id };

    expect((await stripe.readSubscription(subscriptionId)).card).toEqual({
      brand: 'mastercard',
      last4: '4444',
      expMonth: 1,
      expYear: 2031,
    });
  });
});

describe('the Stripe provider: a card for a trial', () => {
  it('given a trial without a card, an add-card checkout saves one in setup mode and makes it pay the subscription, once', async () => {
    const { stripe, created, subscriptionId } = await subscribed(checkoutRequest({ trialDays: 7 }), null);

    const addCard = await stripe.createCheckout(
      checkoutRequest({
        sessionId: 'cs_ours2',
        kind: 'add-card',
        subscriptionId,
        customerId: created.customerId,
      }),
    );
    const [, session] = requestsTo('POST', '/v1/checkout/sessions');
    const metadata = { memberId: 'mem_1', priceId: 'prc_monthly', checkoutId: 'cs_ours2', subscriptionId };
    expect(session?.params).toMatchObject({
      mode: 'setup',
      customer: created.customerId,
      currency: 'usd',
      metadata,
      setup_intent_data: { metadata },
    });
    expect(addCard.customerId).toBe(created.customerId);

    fake.completeCheckout(addCard.providerSessionId, FAKE_VISA);
    const outcome = await stripe.checkoutOutcome(addCard.providerSessionId);
    expect(outcome).toMatchObject({
      status: 'complete',
      subscription: { id: subscriptionId, status: 'TRIALING', card: { brand: 'visa', last4: '4242' } },
    });
    await stripe.checkoutOutcome(addCard.providerSessionId);
    expect(requestsTo('POST', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
    expect(fake.store.get(subscriptionId, 'subscription').default_payment_method).toMatch(/^pm_/);
  });
});

describe('the Stripe provider: the portal', () => {
  it("opens Stripe's portal for the customer with our return address and the app's own configuration", async () => {
    const { created } = await subscribed(checkoutRequest());
    const own = fake.store.create('bpc', 'billing_portal.configuration', { active: true, is_default: false });

    const portal = await provider(own.id).createPortal({
      sessionId: 'bps_ours',
      customerId: created.customerId,
      returnUrl: 'http://localhost:4321/dashboard',
      priceIds: ['prc_monthly'],
    });

    expect(portal.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_/);
    expect(requestsTo('POST', '/v1/billing_portal/sessions')[0]?.params).toEqual({
      customer: created.customerId,
      return_url: 'http://localhost:4321/dashboard',
      configuration: own.id,
    });
  });

  it('given an app configuration Stripe does not have, it answers billing/unavailable (ours to fix), not billing/no-account', async () => {
    const { created } = await subscribed(checkoutRequest());

    await expect(
      provider('bpc_deletedinthedashboard').createPortal({
        sessionId: 'bps_ours',
        customerId: created.customerId,
        returnUrl: 'http://localhost:4321/dashboard',
        priceIds: [],
      }),
    ).rejects.toMatchObject({ status: 503, code: 'billing/unavailable' });
  });

  it('given a customer Stripe does not know (made by the test provider), it answers billing/no-account', async () => {
    const { stripe } = await subscribed(checkoutRequest());

    await expect(
      stripe.createPortal({
        sessionId: 'bps_ours',
        customerId: 'cus_test_fromthetestprovider',
        returnUrl: 'http://localhost:4321/dashboard',
        priceIds: [],
      }),
    ).rejects.toMatchObject({ status: 400, code: 'billing/no-account' });
  });

  it("given no configuration of the app's, it names none and Stripe opens the account's default portal", async () => {
    const { stripe, created } = await subscribed(checkoutRequest());

    await stripe.createPortal({
      sessionId: 'bps_ours',
      customerId: created.customerId,
      returnUrl: 'http://localhost:4321/dashboard',
      priceIds: [],
    });

    expect(requestsTo('POST', '/v1/billing_portal/sessions')[0]?.params.configuration).toBeUndefined();
    expect(fake.store.all('billing_portal.session')[0]?.configuration).toBe(fake.defaultPortalConfiguration);
  });
});
