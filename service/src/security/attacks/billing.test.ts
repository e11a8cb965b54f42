/**
 * Attacks on payments through Stripe (docs/security.md "Payments", "Deleting an account";
 * docs/stripe.md): a checkout that outlives the account, a subscription nobody owns that keeps
 * charging, events a webhook must not fail on, a portal opened with another configuration, and
 * requests that cost a call to Stripe each time. The service runs against the local fake of
 * Stripe (as strict as the pinned API version), and Stripe's events are signed and sent over
 * HTTP to the real webhook route.
 */
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { MEMBERSHIP_PLAN_ID, MEMBERSHIP_PRICE_ID } from '@wf/config/app';
import { ERROR_CODES } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  checkoutSessions,
  members,
  paymentEvents,
  paymentTrials,
  planConnections,
  subscriptions,
} from '../../db/schema.ts';
import { silentLogger } from '../../log.ts';
import { createStripeProvider } from '../../members/billing/stripe/provider.ts';
import { signedInMember } from '../../members/testing.ts';
import { APP_HEADERS, createServiceApp, createTestApp, type TestApp } from '../../testing/app.ts';
import { FAKE_VISA, type FakeStripe, startFakeStripe } from '../../testing/stripe/fake-stripe.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

const WEBHOOK_SECRET = 'whsec_billingattacks';
const SITE = 'http://localhost:4321';

let fake: FakeStripe;
let test: TestApp;
let server: ServerType;
let base: string;

beforeAll(async () => {
  fake = await startFakeStripe();
  test = await createTestApp({
    STRIPE_SECRET_KEY: fake.secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.url,
  });
  server = serve({ fetch: test.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await test.close();
  await fake.close();
});

/** Sends `payload` to the webhook over HTTP, signed as Stripe signs it (at `timestamp`, Unix seconds). */
function deliver(payload: string, timestamp?: number) {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
  return fetch(`${base}/api/webhooks/stripe`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload,
  });
}

/** A signed-in member and the calls their browser makes. */
async function shopper(options: { trialUsed?: boolean } = {}) {
  const signedIn = await signedInMember(test);
  if (options.trialUsed) {
    await test.database.db
      .insert(paymentTrials)
      .values({ appId: signedIn.member.appId, memberId: signedIn.member.id, planId: MEMBERSHIP_PLAN_ID });
  }
  const headers = {
    ...APP_HEADERS,
    Authorization: `Bearer ${signedIn.session.token}`,
    'Content-Type': 'application/json',
  };
  return {
    ...signedIn,
    headers,
    /** Opens the Membership's checkout; answers our checkout row (its Stripe session id on it). */
    async checkout() {
      const response = await test.app.request('/api/member/plans/create-checkout-session', {
        method: 'POST',
        headers,
        body: JSON.stringify({ priceId: MEMBERSHIP_PRICE_ID, success_url: `${SITE}/dashboard` }),
      });
      expect(response.status).toBe(200);
      const rows = await test.database.db
        .select()
        .from(checkoutSessions)
        .where(and(eq(checkoutSessions.memberId, signedIn.member.id), eq(checkoutSessions.status, 'open')));
      const row = rows.at(-1);
      if (!row?.providerSessionId) throw new Error('no open checkout');
      return { id: row.id, sessionId: row.providerSessionId };
    },
    /** The browser back from Stripe's checkout: GET /api/checkout/return. */
    back(checkoutId: string) {
      return test.app.request(`/api/checkout/return?session_id=${checkoutId}`);
    },
    portal(body: Record<string, unknown> = {}) {
      return test.app.request('/api/member/create-billing-portal-session', {
        method: 'POST',
        headers,
        body: JSON.stringify({ return_url: `${SITE}/dashboard`, ...body }),
      });
    },
    deleteAccount() {
      return test.app.request('/api/member', { method: 'DELETE', headers });
    },
  };
}

/** A member who paid for the Membership at Stripe and came back (no trial). */
async function subscriber() {
  const shop = await shopper({ trialUsed: true });
  const { id, sessionId } = await shop.checkout();
  const session = fake.completeCheckout(sessionId, FAKE_VISA);
  expect((await shop.back(id)).status).toBe(303);
  return { ...shop, subscriptionId: String(session.subscription) };
}

function requestsTo(method: string, path: string) {
  return fake.requests.filter((request) => request.method === method && request.path === path);
}

async function storedSubscription(providerSubscriptionId: string) {
  const [row] = await test.database.db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerSubscriptionId));
  return row;
}

describe('a checkout that outlives the account', () => {
  it('given a member with an open Stripe checkout, when they delete their account, the checkout is expired at Stripe and can no longer make a subscription', async () => {
    const shop = await shopper();
    const { sessionId } = await shop.checkout();

    expect((await shop.deleteAccount()).status).toBe(200);

    expect(fake.read(sessionId, 'checkout.session').status).toBe('expired');
    expect(() => fake.completeCheckout(sessionId, FAKE_VISA)).toThrow(/expired/);
  });

  it('given a checkout the member completed at Stripe just before deleting (no return, no event yet), the subscription it made is cancelled with the account', async () => {
    const shop = await shopper({ trialUsed: true });
    const { sessionId } = await shop.checkout();
    const subscriptionId = String(fake.completeCheckout(sessionId, FAKE_VISA).subscription);

    expect((await shop.deleteAccount()).status).toBe(200);

    expect(fake.read(subscriptionId, 'subscription').status).toBe('canceled');
    expect(await storedSubscription(subscriptionId)).toMatchObject({ memberId: null, status: 'CANCELED' });
  });

  it('given Stripe cannot be reached to expire an open checkout, nothing is deleted and the member is told to try again (503)', async () => {
    const shop = await shopper();
    const { sessionId } = await shop.checkout();
    const unreachable = createServiceApp({
      db: test.database,
      env: test.env,
      logger: silentLogger(),
      payments: createStripeProvider({
        secretKey: fake.secretKey,
        webhookSecret: WEBHOOK_SECRET,
        apiBase: 'http://127.0.0.1:9',
      }),
    });

    const response = await unreachable.request('/api/member', { method: 'DELETE', headers: shop.headers });

    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: { code: ERROR_CODES.paymentsUnavailable } });
    expect(await test.database.db.select().from(members).where(eq(members.id, shop.member.id))).toHaveLength(
      1,
    );
    expect(fake.read(sessionId, 'checkout.session').status).toBe('open');
  });

  it('given an event about a subscription our checkout made for a member who no longer exists, it is cancelled at Stripe and the cancellation is recorded', async () => {
    const shop = await shopper({ trialUsed: true });
    const { sessionId } = await shop.checkout();
    const session = fake.completeCheckout(sessionId, FAKE_VISA);
    const subscriptionId = String(session.subscription);
    // The member went without the cancellation (a race with the deletion, or an older version).
    await test.database.db.delete(members).where(eq(members.id, shop.member.id));

    const response = await deliver(
      fake.event('customer.subscription.created', fake.read(subscriptionId, 'subscription')),
    );

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
    expect(fake.read(subscriptionId, 'subscription').status).toBe('canceled');
    const stored = await storedSubscription(subscriptionId);
    expect(stored).toMatchObject({ memberId: null, status: 'CANCELED', nextBillingAt: null });
    const recorded = await test.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.subscriptionId, stored?.id ?? ''));
    expect(recorded.map((event) => event.type)).toContain('orphan-cancelled');

    // Stripe's own event about the cancellation, and a repeat of the first, change nothing more.
    await deliver(fake.event('customer.subscription.deleted', fake.read(subscriptionId, 'subscription')));
    await deliver(fake.event('checkout.session.completed', session));
    expect(requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(1);
  });

  it('given a member whose account was deleted while Stripe still charged a subscription of ours, its next invoice event cancels it', async () => {
    const { member, subscriptionId } = await subscriber();
    // Deleted by an older version that did not cancel: the stored subscription has no member.
    await test.database.db.delete(members).where(eq(members.id, member.id));
    fake.renew(subscriptionId);
    const invoice = fake.read(String(fake.read(subscriptionId, 'subscription').latest_invoice), 'invoice');

    expect((await deliver(fake.event('invoice.paid', invoice))).status).toBe(200);

    expect(fake.read(subscriptionId, 'subscription').status).toBe('canceled');
    expect(await storedSubscription(subscriptionId)).toMatchObject({ memberId: null, status: 'CANCELED' });
  });

  it("given an event about another integration's subscription on the same Stripe account, it is answered 200 and never cancelled", async () => {
    const other = new Stripe(fake.secretKey, {
      host: new URL(fake.url).hostname,
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    });
    const customer = await other.customers.create({ email: 'someone@elsewhere.example' });
    const price = await other.prices.create({
      currency: 'usd',
      unit_amount: 900,
      recurring: { interval: 'month' },
      product_data: { name: 'Their product' },
    });
    const session = await other.checkout.sessions.create({
      mode: 'subscription',
      customer: customer.id,
      line_items: [{ price: price.id, quantity: 1 }],
      success_url: 'https://elsewhere.example/done',
    });
    const subscriptionId = String(fake.completeCheckout(session.id, FAKE_VISA).subscription);

    for (const type of ['customer.subscription.created', 'customer.subscription.updated']) {
      const response = await deliver(fake.event(type, fake.read(subscriptionId, 'subscription')));
      expect(response.status).toBe(200);
    }
    expect(
      (await deliver(fake.event('checkout.session.completed', fake.read(session.id, 'checkout.session'))))
        .status,
    ).toBe(200);

    expect(fake.read(subscriptionId, 'subscription').status).toBe('active');
    expect(requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)).toHaveLength(0);
    expect(await storedSubscription(subscriptionId)).toBeUndefined();
  });
});

describe('the free trial once per address, at Stripe', () => {
  it('given an address whose account had the trial and was deleted, the Stripe checkout of its new account has no trial and says why', async () => {
    const email = `stripe-trial-${Date.now()}@example.org`;
    const first = await shopper();
    await test.database.db.update(members).set({ email }).where(eq(members.id, first.member.id));
    const trial = await first.checkout();
    fake.completeCheckout(trial.sessionId, null);
    expect((await first.back(trial.id)).status).toBe(303);
    expect((await first.deleteAccount()).status).toBe(200);

    const again = await shopper();
    await test.database.db.update(members).set({ email }).where(eq(members.id, again.member.id));
    await again.checkout();

    const created = requestsTo('POST', '/v1/checkout/sessions').at(-1)?.params;
    expect(created?.subscription_data).not.toHaveProperty('trial_period_days');
    expect(created?.payment_method_collection).toBeUndefined();
    expect(created?.custom_text).toEqual({
      submit: { message: expect.stringContaining('You have had the free trial already') },
    });
  });
});

describe('Stripe edge cases the fake hid', () => {
  it('given a card added after the trial ended without one (the subscription is cancelled), the return says so and the webhook answers 200', async () => {
    const shop = await shopper();
    const trial = await shop.checkout();
    const trialSession = fake.completeCheckout(trial.sessionId, null);
    expect((await shop.back(trial.id)).status).toBe(303);
    const addCard = await shop.checkout();
    fake.endTrial(String(trialSession.subscription));
    const completed = fake.completeCheckout(addCard.sessionId, FAKE_VISA);

    const back = await shop.back(addCard.id);
    const webhook = await deliver(fake.event('checkout.session.completed', completed));

    expect(back.status).toBe(200);
    expect(await back.text()).toContain('Your free trial ended before your card was saved');
    expect(webhook.status).toBe(200);
    const [connection] = await test.database.db
      .select()
      .from(planConnections)
      .where(eq(planConnections.memberId, shop.member.id));
    expect(connection).toMatchObject({ status: 'CANCELED' });
  });

  it("given a setup-mode checkout of another integration on the same Stripe account, the webhook answers 200 (docs/stripe.md: other systems' events are ignored)", async () => {
    const other = new Stripe(fake.secretKey, {
      host: new URL(fake.url).hostname,
      port: Number(new URL(fake.url).port),
      protocol: 'http',
    });
    const customer = await other.customers.create({ email: 'saver@elsewhere.example' });
    const session = await other.checkout.sessions.create({
      mode: 'setup',
      currency: 'usd',
      customer: customer.id,
      success_url: 'https://elsewhere.example/saved',
    });
    const completed = fake.completeCheckout(session.id, FAKE_VISA);

    const response = await deliver(fake.event('checkout.session.completed', completed));

    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true });
  });

  it('given a member with a Stripe subscription, deleting the account cancels it at Stripe at once, without a final invoice or proration', async () => {
    const { member, subscriptionId, deleteAccount } = await subscriber();

    expect((await deleteAccount()).status).toBe(200);

    expect(fake.read(subscriptionId, 'subscription').status).toBe('canceled');
    expect(requestsTo('DELETE', `/v1/subscriptions/${subscriptionId}`)[0]?.params).toEqual({
      invoice_now: 'false',
      prorate: 'false',
    });
    expect(await storedSubscription(subscriptionId)).toMatchObject({ memberId: null, status: 'CANCELED' });
    expect(await test.database.db.select().from(members).where(eq(members.id, member.id))).toEqual([]);
  });

  it("given the site's portal configuration is one Stripe does not have, the member is not told they have no billing account", async () => {
    const misconfigured = await createTestApp({
      STRIPE_SECRET_KEY: fake.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: fake.url,
      STRIPE_PORTAL_CONFIGURATION: 'bpc_deletedinthedashboard',
    });
    try {
      const { session, member } = await signedInMember(misconfigured);
      const customer = fake.store.create('cus', 'customer', { email: member.email, metadata: {} });
      await misconfigured.database.db
        .update(members)
        .set({ stripeCustomerId: customer.id })
        .where(eq(members.id, member.id));

      const response = await misconfigured.app.request('/api/member/create-billing-portal-session', {
        method: 'POST',
        headers: {
          ...APP_HEADERS,
          Authorization: `Bearer ${session.token}`,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({ return_url: `${SITE}/dashboard` }),
      });

      expect(response.status).toBe(503);
      expect((await response.json()).error.code).toBe(ERROR_CODES.paymentsUnavailable);
    } finally {
      await misconfigured.close();
    }
  });
});

describe('smaller holes: limits on return and portal sessions, the app’s own portal configuration, signatures from the future', () => {
  it('given a stranger replaying the return from checkout, Stripe is asked only so often, then the answer is 429', async () => {
    const shop = await shopper();
    const { id, sessionId } = await shop.checkout();
    const reads = () => requestsTo('GET', `/v1/checkout/sessions/${sessionId}`).length;
    const before = reads();

    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) statuses.push((await shop.back(id)).status);

    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(303));
    expect(statuses.at(-1)).toBe(429);
    expect(reads() - before).toBe(10);
  });

  it('given a member opening portal sessions without end, they are limited (429), and Stripe sees no more', async () => {
    const shop = await subscriber();
    const before = requestsTo('POST', '/v1/billing_portal/sessions').length;

    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) statuses.push((await shop.portal()).status);

    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    expect(statuses.at(-1)).toBe(429);
    expect(requestsTo('POST', '/v1/billing_portal/sessions').length - before).toBe(10);
  });

  it('given a page naming another portal configuration of the account (one that allows more), it is refused with 400 and a clear message, and Stripe opens nothing', async () => {
    const shop = await subscriber();
    const generous = fake.store.create('bpc', 'billing_portal.configuration', {
      active: true,
      is_default: false,
    });
    const before = requestsTo('POST', '/v1/billing_portal/sessions').length;

    for (const configuration of [{ id: generous.id }, { id: 'bpc_unknown' }]) {
      const response = await shop.portal({ configuration });
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(error.code).toBe('billing/configuration-not-allowed');
      expect(error.message).toMatch(/billing portal/i);
    }
    expect(requestsTo('POST', '/v1/billing_portal/sessions').length).toBe(before);
  });

  it('given a correctly signed event dated further in the future than the tolerance, it is refused with 400', async () => {
    const payload = fake.event('customer.created', { id: 'cus_future', object: 'customer' });

    const response = await deliver(payload, Math.floor(Date.now() / 1000) + 6 * 60);

    expect(response.status).toBe(400);
    expect((await response.json()).error.code).toBe(ERROR_CODES.webhookSignature);
    const near = await deliver(payload, Math.floor(Date.now() / 1000) + 30);
    expect(near.status).toBe(200);
  });
});
