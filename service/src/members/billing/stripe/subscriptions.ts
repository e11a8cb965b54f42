/**
 * Reading a subscription from Stripe (docs/product/payments-and-providers.md "Providers of
 * payments": every event re-reads the subscription and stores its current state): one request
 * with the card and the last invoice expanded, and, only when that invoice is open, a look at
 * its payment to tell a declined card from one that waits for the member (3-D Secure).
 */
import type Stripe from 'stripe';
import type { ProviderSubscription } from '../provider.ts';
import { isMissing } from './client.ts';
import { providerSubscriptionOf } from './mapping.ts';

/** What a subscription is read with: mapping.ts needs each. */
export const SUBSCRIPTION_EXPAND = [
  'default_payment_method',
  'customer.invoice_settings.default_payment_method',
  'latest_invoice.payments',
];

/** Whether the open invoice's payment waits for the member to confirm it. */
async function awaitsAction(stripe: Stripe, invoice: Stripe.Invoice): Promise<boolean> {
  if (invoice.status !== 'open' || invoice.attempt_count === 0) return false;
  const payments = invoice.payments?.data ?? [];
  const payment = payments.find((candidate) => candidate.is_default) ?? payments[0];
  const intent = payment?.payment.payment_intent;
  if (!intent) return false;
  const status =
    typeof intent === 'string' ? (await stripe.paymentIntents.retrieve(intent)).status : intent.status;
  return status === 'requires_action';
}

/** The subscription `id` as Stripe holds it now, in our words. */
export async function readStripeSubscription(stripe: Stripe, id: string): Promise<ProviderSubscription> {
  const subscription = await stripe.subscriptions.retrieve(id, { expand: SUBSCRIPTION_EXPAND });
  const invoice =
    subscription.latest_invoice && typeof subscription.latest_invoice !== 'string'
      ? subscription.latest_invoice
      : null;
  const actionRequired = invoice ? await awaitsAction(stripe, invoice) : false;
  return providerSubscriptionOf(subscription, { actionRequired });
}

/** The subscription `id` as Stripe holds it now; null when Stripe has no such subscription. */
async function readIfAny(stripe: Stripe, id: string): Promise<ProviderSubscription | null> {
  try {
    return await readStripeSubscription(stripe, id);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}

/**
 * Cancels the subscription `id` at once (no proration, no further invoice) and answers it as
 * Stripe holds it then; null when Stripe has no such subscription (nothing can be charged).
 */
export async function cancelStripeSubscription(
  stripe: Stripe,
  id: string,
): Promise<ProviderSubscription | null> {
  try {
    await stripe.subscriptions.cancel(id, { invoice_now: false, prorate: false });
  } catch (error) {
    // An ended subscription cannot be cancelled: to Stripe it is no longer there (404), though
    // it can still be read. Anything else that is not ended yet is a failure to report.
    const current = await readIfAny(stripe, id);
    if (current && current.status !== 'CANCELED' && current.status !== 'INCOMPLETE_EXPIRED') throw error;
    return current;
  }
  return readStripeSubscription(stripe, id);
}
