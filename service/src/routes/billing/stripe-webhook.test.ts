import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { APP_ID, MEMBERSHIP_PLAN_ID, MEMBERSHIP_PRICE_ID, videoContentId } from '@wf/config/app';
import { ERROR_CODES } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  checkoutSessions,
  paymentEvents,
  paymentTrials,
  planConnections,
  providerEvents,
  subscriptions,
} from '../../db/schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { startCheckout } from '../../members/billing/checkout.ts';
import type { PaymentProvider } from '../../members/billing/provider.ts';
import { createStripeProvider } from '../../members/billing/stripe/provider.ts';
import {
  SIGNATURE_MISMATCH_MESSAGE,
  SIGNATURE_MISSING_MESSAGE,
  SIGNATURE_STALE_MESSAGE,
} from '../../members/billing/stripe/signature.ts';
import { signedInMember } from '../../members/testing.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { FAKE_VISA, type FakeStripe, startFakeStripe } from '../../testing/stripe/fake-stripe.ts';

const WEBHOOK_SECRET = 'whsec_webhooktestsecret';
/** A locked video of the seeded site: the Membership plan opens it. */
const VIDEO = videoContentId('leadership-challenging-times');

let fake: FakeStripe;
let test: TestApp;
let server: ServerType;
let webhookUrl: string;
/** The test's own Stripe provider, on the same fake: it opens checkouts as the checkout route would. */
let provider: PaymentProvider;
const sent: MailMessage[] = [];

beforeAll(async () => {
  fake = await startFakeStripe();
  test = await createTestApp(
    { STRIPE_SECRET_KEY: fake.secretKey, STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_API_BASE: fake.url },
    { mailer: { send: async (message) => void sent.push(message) } },
  );
  provider = createStripeProvider({
    secretKey: fake.secretKey,
    webhookSecret: WEBHOOK_SECRET,
    apiBase: fake.url,
  });
  server = serve({ fetch: test.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`;
}, 60_000);

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await test.close();
  await fake.close();
});

/** Sends `payload` to the webhook over HTTP, signed as Stripe signs it (or as `sign` says). */
function deliver(
  payload: string,
  sign: { secret?: string; timestamp?: number; header?: string | null } = {},
) {
  const header =
    sign.header !== undefined
      ? sign.header
      : Stripe.webhooks.generateTestHeaderString({
          payload,
          secret: sign.secret ?? WEBHOOK_SECRET,
          timestamp: sign.timestamp,
        });
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (header !== null) headers['Stripe-Signature'] = header;
  return fetch(webhookUrl, { method: 'POST', headers, body: payload });
}

/** A member's checkout of the Membership, opened at (fake) Stripe; `trial: false` spends the trial first. */
async function checkoutOf(memberId: string, options: { trial?: boolean } = {}) {
  if (!options.trial) {
    await test.database.db
      .insert(paymentTrials)
      .values({ appId: APP_ID, memberId, planId: MEMBERSHIP_PLAN_ID });
  }
  const checkout = await test.database.transaction((tx) =>
    startCheckout(tx, provider, {
      appId: APP_ID,
      memberId,
      body: { priceId: MEMBERSHIP_PRICE_ID },
      successUrl: 'http://localhost:4321/dashboard',
      cancelUrl: 'http://localhost:4321/membership',
      returnUrl: (id) => `http://localhost:4321/api/checkout/return?session_id=${id}`,
      now: new Date(),
    }),
  );
  return { checkout, sessionId: checkout.providerSessionId ?? '' };
}

/** A member who completed a checkout at Stripe (no webhook delivered yet). */
async function paidAtStripe(options: { trial?: boolean; card?: typeof FAKE_VISA | null } = {}) {
  const signedIn = await signedInMember(test);
  const { checkout, sessionId } = await checkoutOf(signedIn.member.id, options);
  const session = fake.completeCheckout(sessionId, options.card === undefined ? FAKE_VISA : options.card);
  return { ...signedIn, checkout, session, subscriptionId: String(session.subscription) };
}

async function connectionOf(memberId: string) {
  const [connection] = await test.database.db
    .select()
    .from(planConnections)
    .where(and(eq(planConnections.memberId, memberId), eq(planConnections.planId, MEMBERSHIP_PLAN_ID)));
  return connection;
}

async function historyOf(memberId: string) {
  const events = await test.database.db
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.memberId, memberId));
  return events.map((event) => event.type);
}

function mailsTo(email: string, subject: RegExp) {
  return sent.filter((mail) => mail.to === email && subject.test(mail.subject));
}

describe('POST /api/webhooks/stripe: only Stripe', () => {
  it('given a signature made with another secret, it answers 400 webhook/invalid-signature and records nothing', async () => {
    const payload = fake.event(
      'customer.subscription.updated',
      { id: 'sub_forged', object: 'subscription' },
      'evt_forged',
    );

    const response = await deliver(payload, { secret: 'whsec_notours' });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: ERROR_CODES.webhookSignature, message: SIGNATURE_MISMATCH_MESSAGE },
    });
    expect(
      await test.database.db.select().from(providerEvents).where(eq(providerEvents.eventId, 'evt_forged')),
    ).toEqual([]);
  });

  it('given no Stripe-Signature header, or one that is not a signature, it answers 400', async () => {
    const payload = fake.event('invoice.paid', { id: 'in_x', object: 'invoice' });

    const missing = await deliver(payload, { header: null });
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ error: { message: SIGNATURE_MISSING_MESSAGE } });
    const garbage = await deliver(payload, { header: 't=abc,v1=,v0=zz' });
    expect(garbage.status).toBe(400);
    expect(await garbage.json()).toMatchObject({ error: { code: ERROR_CODES.webhookSignature } });
  });

  it('given a correctly signed event whose signature is more than 5 minutes old (a replay), it answers 400', async () => {
    const payload = fake.event('invoice.paid', { id: 'in_x', object: 'invoice' });

    const response = await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 6 * 60 });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: ERROR_CODES.webhookSignature, message: SIGNATURE_STALE_MESSAGE },
    });
  });

  it('given a body that is not JSON, signed or not, it answers 400, never 500', async () => {
    expect((await deliver('{"id": "evt_1", ', { secret: 'whsec_notours' })).status).toBe(400);
    expect((await deliver('not json at all')).status).toBe(400);
  });

  it('given a body over the API limit, it answers 413 without reading it all', async () => {
    // Its own connection: the service stops reading and closes it, which a pooled fetch would reuse.
    const status = await new Promise<number | undefined>((resolve, reject) => {
      const request = httpRequest(webhookUrl, {
        method: 'POST',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Stripe-Signature': 't=1,v1=00' },
      });
      request.on('response', (response) => {
        response.resume();
        resolve(response.statusCode);
      });
      request.on('error', reject);
      request.end('x'.repeat(1024 * 1024 + 1));
    });

    expect(status).toBe(413);
  });

  it('given a signed event of a type we do not handle, or about a subscription that is not ours, it answers { received: true } and changes nothing', async () => {
    const other = await deliver(fake.event('customer.created', { id: 'cus_x', object: 'customer' }));
    expect(other.status).toBe(200);
    expect(await other.json()).toEqual({ received: true });

    const unknown = await deliver(
      fake.event('customer.subscription.updated', { id: 'sub_nobodys', object: 'subscription' }),
    );
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({ received: true });
    expect(
      await test.database.db
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.providerSubscriptionId, 'sub_nobodys')),
    ).toEqual([]);
  });
});

describe('POST /api/webhooks/stripe: events applied', () => {
  it('given checkout.session.completed delivered twice, the member has the plan once: one payment in the history, one receipt', async () => {
    const { member, checkout, session } = await paidAtStripe();
    const payload = fake.event('checkout.session.completed', session);

    const first = await deliver(payload);
    const again = await deliver(payload);

    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.json()).toEqual({ received: true });
    expect(await connectionOf(member.id)).toMatchObject({ status: 'ACTIVE', type: 'SUBSCRIPTION' });
    const [row] = await test.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout.id));
    expect(row?.status).toBe('complete');
    expect(await historyOf(member.id)).toEqual(['subscription-started', 'payment-succeeded']);
    expect(mailsTo(member.email, /receipt/)).toHaveLength(1);
  });

  it('given the member back from Stripe before the webhook, the return applies the checkout and the webhook then adds nothing', async () => {
    const { member, checkout, session } = await paidAtStripe();
    const returnUrl = webhookUrl.replace('/webhooks/stripe', `/checkout/return?session_id=${checkout.id}`);

    const back = await fetch(returnUrl, { redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('Location')).toBe('http://localhost:4321/dashboard');
    expect(await connectionOf(member.id)).toMatchObject({ status: 'ACTIVE' });

    expect((await deliver(fake.event('checkout.session.completed', session))).status).toBe(200);
    expect(await historyOf(member.id)).toEqual(['subscription-started', 'payment-succeeded']);
    expect(mailsTo(member.email, /receipt/)).toHaveLength(1);
  });

  it('given customer.subscription.updated before checkout.session.completed, it ends with the plan ACTIVE, the checkout complete and one receipt', async () => {
    const { member, checkout, session, subscriptionId } = await paidAtStripe();

    const updated = await deliver(
      fake.event('customer.subscription.updated', fake.read(subscriptionId, 'subscription')),
    );
    expect(updated.status).toBe(200);
    expect(await connectionOf(member.id)).toMatchObject({ status: 'ACTIVE' });

    expect((await deliver(fake.event('checkout.session.completed', session))).status).toBe(200);
    expect(
      (
        await deliver(
          fake.event(
            'invoice.paid',
            fake.read(String(fake.read(subscriptionId, 'subscription').latest_invoice), 'invoice'),
          ),
        )
      ).status,
    ).toBe(200);

    expect(await connectionOf(member.id)).toMatchObject({ status: 'ACTIVE' });
    const [row] = await test.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout.id));
    expect(row?.status).toBe('complete');
    expect(await historyOf(member.id)).toEqual(['subscription-started', 'payment-succeeded']);
    expect(mailsTo(member.email, /receipt/)).toHaveLength(1);
  });

  it('given invoice.payment_failed, the plan is PAST_DUE (still open: a grace period) and the member is told once', async () => {
    const { member, client, session, subscriptionId } = await paidAtStripe();
    await deliver(fake.event('checkout.session.completed', session));

    const subscription = fake.failPayment(subscriptionId);
    const invoice = fake.read(String(subscription.latest_invoice), 'invoice');
    expect((await deliver(fake.event('invoice.payment_failed', invoice))).status).toBe(200);
    await deliver(fake.event('customer.subscription.updated', fake.read(subscriptionId, 'subscription')));

    expect(await connectionOf(member.id)).toMatchObject({ status: 'PAST_DUE' });
    const [stored] = await test.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, subscriptionId));
    expect(stored).toMatchObject({ paymentStatus: 'FAILED', failedPayments: 1 });
    expect(mailsTo(member.email, /payment of .* failed/)).toHaveLength(1);
    expect(await client.getSecureContent({ contentId: VIDEO })).toMatchObject({ data: { contentId: VIDEO } });
  });

  it('given customer.subscription.deleted, the plan is CANCELED and its videos are closed (POST /api/secure-content 403)', async () => {
    const { member, client, session, subscriptionId } = await paidAtStripe();
    await deliver(fake.event('checkout.session.completed', session));
    expect(await client.getSecureContent({ contentId: VIDEO })).toMatchObject({ data: { contentId: VIDEO } });

    const ended = fake.cancelSubscription(subscriptionId);
    expect((await deliver(fake.event('customer.subscription.deleted', ended))).status).toBe(200);

    expect(await connectionOf(member.id)).toMatchObject({ status: 'CANCELED' });
    await expect(client.getSecureContent({ contentId: VIDEO })).rejects.toMatchObject({ status: 403 });
  });

  it("given an event that cannot be applied now, it answers 500 and records nothing, so that Stripe's retry applies it", async () => {
    const { member, subscriptionId } = await paidAtStripe();
    const stored = fake.store.get(subscriptionId, 'subscription');
    stored.status = 'a_status_from_the_future';
    const payload = fake.event('customer.subscription.updated', fake.read(subscriptionId, 'subscription'));

    expect((await deliver(payload)).status).toBe(500);
    expect(await connectionOf(member.id)).toBeUndefined();

    stored.status = 'active';
    expect((await deliver(payload)).status).toBe(200);
    expect(await connectionOf(member.id)).toMatchObject({ status: 'ACTIVE' });
  });

  it('given a trial started without a card, an add-card checkout completed at Stripe gives the trial its card', async () => {
    const { member, session, subscriptionId } = await paidAtStripe({ trial: true, card: null });
    await deliver(fake.event('checkout.session.completed', session));
    expect(await connectionOf(member.id)).toMatchObject({ status: 'TRIALING' });

    const { checkout } = await checkoutOf(member.id, { trial: true });
    expect(checkout.kind).toBe('add-card');
    const addCard = fake.completeCheckout(checkout.providerSessionId ?? '', FAKE_VISA);
    expect((await deliver(fake.event('checkout.session.completed', addCard))).status).toBe(200);

    const [stored] = await test.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.providerSubscriptionId, subscriptionId));
    expect(stored).toMatchObject({
      status: 'TRIALING',
      cardBrand: 'visa',
      cardLast4: '4242',
      nextBillingAt: stored?.trialEnd,
    });
    expect(fake.store.get(subscriptionId, 'subscription').default_payment_method).toMatch(/^pm_/);
  });
});
