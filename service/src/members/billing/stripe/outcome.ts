/**
 * Where a Stripe Checkout Session stands (docs/product/payments-and-providers.md "Providers of
 * payments": the return from checkout reads the session before any webhook arrives): open,
 * expired, or complete with the subscription it made. A completed add-card session has saved a
 * card; it becomes the trial subscription's payment method here (once, however often this runs).
 * A trial that ended before the card was saved is cancelled, and Stripe refuses any change to it
 * but its metadata: the card then pays nothing, and the outcome says so ('trial-ended').
 */
import type Stripe from 'stripe';
import type { CheckoutOutcome } from '../provider.ts';
import { readStripeSubscription } from './subscriptions.ts';

function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

/** Stripe's statuses of a subscription that has ended for good. */
const ENDED = new Set<Stripe.Subscription.Status>(['canceled', 'incomplete_expired']);

/** The card a completed setup session saved pays the subscription it was for, unless that has ended. */
async function cardAdded(stripe: Stripe, session: Stripe.Checkout.Session): Promise<CheckoutOutcome> {
  const subscriptionId = session.metadata?.subscriptionId;
  const method =
    session.setup_intent && typeof session.setup_intent !== 'string'
      ? session.setup_intent.payment_method
      : null;
  if (!subscriptionId || !method) {
    throw new Error(`Stripe setup session ${session.id} names no subscription or saved no payment method`);
  }
  const subscription = await stripe.subscriptions.retrieve(subscriptionId);
  if (ENDED.has(subscription.status)) {
    return { status: 'trial-ended', subscription: await readStripeSubscription(stripe, subscriptionId) };
  }
  const current = subscription.default_payment_method;
  if (!current || idOf(current) !== idOf(method)) {
    await stripe.subscriptions.update(subscriptionId, { default_payment_method: idOf(method) });
  }
  return { status: 'complete', subscription: await readStripeSubscription(stripe, subscriptionId) };
}

/** The outcome of Stripe's checkout session `sessionId`. */
export async function stripeCheckoutOutcome(stripe: Stripe, sessionId: string): Promise<CheckoutOutcome> {
  const session = await stripe.checkout.sessions.retrieve(sessionId, { expand: ['setup_intent'] });
  if (session.status === 'expired') return { status: 'expired' };
  if (session.status !== 'complete') return { status: 'open' };
  if (session.mode === 'setup') return cardAdded(stripe, session);
  if (!session.subscription)
    throw new Error(`Stripe checkout session ${session.id} completed without a subscription`);
  return {
    status: 'complete',
    subscription: await readStripeSubscription(stripe, idOf(session.subscription)),
  };
}
