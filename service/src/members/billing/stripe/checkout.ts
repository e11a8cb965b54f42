/**
 * Stripe Checkout Sessions (docs/product/payments-and-providers.md "Providers of payments"):
 *
 * - 'subscribe': a session in subscription mode for our price, the member as
 *   `client_reference_id`, their customer reused; a trial as `trial_period_days` that needs no
 *   card (`payment_method_collection: 'if_required'`) and ends the subscription when no card was
 *   added by then; a trial the member's address has had is not offered, and the page says why
 *   above its button (`custom_text.submit`);
 * - 'add-card': a session in setup mode that saves a card for the customer; once it completes,
 *   the card pays the trial subscription (outcome.ts).
 *
 * Our ids ride along as metadata of the session and of the subscription, so that an event about
 * the subscription finds the member even when it arrives before the checkout's own.
 */
import type Stripe from 'stripe';
import { TRIAL_USED_MESSAGE } from '../checkout-messages.ts';
import type { CheckoutCreated, CheckoutRequest } from '../provider.ts';
import { customerFor } from './customers.ts';
import { stripeMetadata } from './metadata.ts';
import type { PriceCatalog } from './prices.ts';

function created(session: Stripe.Checkout.Session, customerId: string): CheckoutCreated {
  if (!session.url) throw new Error(`Stripe answered checkout session ${session.id} without a URL`);
  return { url: session.url, providerSessionId: session.id, customerId };
}

/** A subscription-mode session for a new subscription. */
async function subscribe(
  stripe: Stripe,
  prices: PriceCatalog,
  request: CheckoutRequest,
): Promise<CheckoutCreated> {
  const customerId = await customerFor(stripe, request.member, request.customerId);
  const price = await prices.stripePriceId(request.price, request.plan);
  const metadata = stripeMetadata(
    { memberId: request.member.id, priceId: request.price.id, checkoutId: request.sessionId },
    request.metadata,
  );
  const trial = request.trialDays
    ? {
        trial_period_days: request.trialDays,
        trial_settings: { end_behavior: { missing_payment_method: 'cancel' as const } },
      }
    : {};
  const session = await stripe.checkout.sessions.create({
    mode: 'subscription',
    customer: customerId,
    client_reference_id: request.member.id,
    line_items: [{ price, quantity: 1 }],
    success_url: request.returnUrl,
    cancel_url: request.cancelUrl,
    metadata,
    subscription_data: { metadata, ...trial },
    ...(request.trialDays ? { payment_method_collection: 'if_required' as const } : {}),
    ...(request.trialUsed ? { custom_text: { submit: { message: TRIAL_USED_MESSAGE } } } : {}),
  });
  return created(session, customerId);
}

/** A setup-mode session that saves a card for the customer of a trial subscription. */
async function addCard(stripe: Stripe, request: CheckoutRequest): Promise<CheckoutCreated> {
  const { subscriptionId } = request;
  if (!subscriptionId) throw new Error(`add-card checkout ${request.sessionId} names no subscription`);
  let customerId = request.customerId;
  if (!customerId) {
    const subscription = await stripe.subscriptions.retrieve(subscriptionId);
    customerId = typeof subscription.customer === 'string' ? subscription.customer : subscription.customer.id;
  }
  const metadata = stripeMetadata(
    { memberId: request.member.id, priceId: request.price.id, checkoutId: request.sessionId, subscriptionId },
    request.metadata,
  );
  const session = await stripe.checkout.sessions.create({
    mode: 'setup',
    customer: customerId,
    client_reference_id: request.member.id,
    // Setup mode saves a card for later charges in this currency.
    currency: request.price.currency.toLowerCase(),
    success_url: request.returnUrl,
    cancel_url: request.cancelUrl,
    metadata,
    setup_intent_data: { metadata },
  });
  return created(session, customerId);
}

/** Opens the checkout `request` asks for. */
export function createStripeCheckout(
  stripe: Stripe,
  prices: PriceCatalog,
  request: CheckoutRequest,
): Promise<CheckoutCreated> {
  return request.kind === 'add-card' ? addCard(stripe, request) : subscribe(stripe, prices, request);
}
