/**
 * Stripe delivers an event at least once, retries it, and sends a subscription's events in any
 * order (docs/product/payments-and-providers.md "Providers of payments"; docs/stripe.md): here
 * each of a paid checkout's three events arrives five times, all fifteen shuffled and several at
 * once, over real HTTP, against the fake Stripe. One effect: the plan once, one payment in the
 * history, one receipt. (stripe-webhook.test.ts has the single repeat and the single inversion.)
 */
import type { AddressInfo } from 'node:net';
import { type ServerType, serve } from '@hono/node-server';
import { APP_ID, MEMBERSHIP_PLAN_ID, MEMBERSHIP_PRICE_ID } from '@wf/config/app';
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkoutSessions, paymentEvents, paymentTrials, planConnections } from '../../db/schema.ts';
import type { MailMessage } from '../../mail/mailer.ts';
import { startCheckout } from '../../members/billing/checkout.ts';
import type { PaymentProvider } from '../../members/billing/provider.ts';
import { createStripeProvider } from '../../members/billing/stripe/provider.ts';
import { signedInMember } from '../../members/testing.ts';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { FAKE_VISA, type FakeStripe, startFakeStripe } from '../../testing/stripe/fake-stripe.ts';

const WEBHOOK_SECRET = 'whsec_redeliverytestsecret';

let fake: FakeStripe;
let test: TestApp;
let server: ServerType;
let webhookUrl: string;
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

/** Sends `payload` signed as Stripe signs it (each delivery signed anew, as Stripe's retries are). */
function deliver(payload: string) {
  const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  return fetch(webhookUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Stripe-Signature': header },
    body: payload,
  });
}

/** The same order on every run: a shuffle driven by a fixed seed. */
function shuffled<T>(items: T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let index = out.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [out[index], out[other]] = [out[other] as T, out[index] as T];
  }
  return out;
}

describe('POST /api/webhooks/stripe: repeated and out of order', () => {
  it('given each event of a paid checkout five times, shuffled, several at once, it has one effect', async () => {
    const { member } = await signedInMember(test);
    // The trial spent: the checkout is paid at once.
    await test.database.db
      .insert(paymentTrials)
      .values({ appId: APP_ID, memberId: member.id, planId: MEMBERSHIP_PLAN_ID });
    const checkout = await test.database.transaction((tx) =>
      startCheckout(tx, provider, {
        appId: APP_ID,
        memberId: member.id,
        body: { priceId: MEMBERSHIP_PRICE_ID },
        successUrl: 'http://localhost:4321/dashboard',
        cancelUrl: 'http://localhost:4321/membership',
        returnUrl: (id) => `http://localhost:4321/api/checkout/return?session_id=${id}`,
        now: new Date(),
      }),
    );
    const session = fake.completeCheckout(checkout.providerSessionId ?? '', FAKE_VISA);
    const subscriptionId = String(session.subscription);
    const subscription = fake.read(subscriptionId, 'subscription');
    const events = [
      fake.event('checkout.session.completed', session),
      fake.event('customer.subscription.updated', subscription),
      fake.event('invoice.paid', fake.read(String(subscription.latest_invoice), 'invoice')),
    ];
    const [completed, updated, paid] = events as [string, string, string];
    // The last event first, then the middle one, then the rest (four more of each, the first
    // event's five) shuffled: the checkout's own event comes after the others.
    const deliveries = [
      paid,
      updated,
      ...shuffled(
        [completed, ...[completed, updated, paid].flatMap((payload) => Array(4).fill(payload))],
        20_260_601,
      ),
    ] as string[];
    expect(deliveries.filter((payload) => payload === completed)).toHaveLength(5);
    expect(deliveries.filter((payload) => payload === paid)).toHaveLength(5);

    const statuses: number[] = [];
    for (let index = 0; index < deliveries.length; index += 3) {
      const batch = deliveries.slice(index, index + 3);
      for (const response of await Promise.all(batch.map(deliver))) statuses.push(response.status);
    }

    expect(statuses).toEqual(deliveries.map(() => 200));
    const connections = await test.database.db
      .select()
      .from(planConnections)
      .where(and(eq(planConnections.memberId, member.id), eq(planConnections.planId, MEMBERSHIP_PLAN_ID)));
    expect(connections).toHaveLength(1);
    expect(connections[0]).toMatchObject({ status: 'ACTIVE', type: 'SUBSCRIPTION' });
    const [row] = await test.database.db
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout.id));
    expect(row?.status).toBe('complete');
    const history = await test.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.memberId, member.id));
    expect(history.map((event) => event.type).sort()).toEqual(['payment-succeeded', 'subscription-started']);
    expect(sent.filter((mail) => mail.to === member.email && /receipt/.test(mail.subject))).toHaveLength(1);
  });
});
