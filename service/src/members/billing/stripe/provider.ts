/**
 * The Stripe payment provider (docs/product/payments-and-providers.md "Providers of payments"):
 * Checkout Sessions for new subscriptions and for a trial's card, Customer Portal sessions, and
 * subscriptions read back in our words, which applySubscription turns into plan connections as it
 * does the test provider's. Stripe's events arrive at POST /api/webhooks/stripe
 * (routes/billing/stripe-webhook.ts).
 */
import type { StripeSettings } from '../../../env.ts';
import type { PaymentProvider } from '../provider.ts';
import { createStripeCheckout } from './checkout.ts';
import { createStripeClient } from './client.ts';
import { expireStripeCheckout } from './expire.ts';
import { stripeCheckoutOutcome } from './outcome.ts';
import { createStripePortal } from './portal.ts';
import { createPriceCatalog } from './prices.ts';
import { cancelStripeSubscription, readStripeSubscription } from './subscriptions.ts';

export function createStripeProvider(settings: StripeSettings): PaymentProvider {
  const stripe = createStripeClient(settings);
  const prices = createPriceCatalog(stripe);
  const portalConfiguration = settings.portalConfiguration ?? null;
  return {
    name: 'stripe',
    portalConfiguration,
    createCheckout: (request) => createStripeCheckout(stripe, prices, request),
    createPortal: (request) => createStripePortal(stripe, request, portalConfiguration),
    checkoutOutcome: (providerSessionId) => stripeCheckoutOutcome(stripe, providerSessionId),
    expireCheckout: (providerSessionId) => expireStripeCheckout(stripe, providerSessionId),
    readSubscription: (providerSubscriptionId) => readStripeSubscription(stripe, providerSubscriptionId),
    cancelSubscription: (providerSubscriptionId) => cancelStripeSubscription(stripe, providerSubscriptionId),
  };
}
