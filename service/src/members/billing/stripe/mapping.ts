/**
 * A Stripe subscription in our words (docs/product/payments-and-providers.md "Providers of
 * payments"): its status upper-cased, the billing period from its first item (in current API
 * versions the period sits on the subscription item), the card that pays it and how its last
 * invoice went. Pure: subscriptions.ts reads what this needs from Stripe.
 */
import type { PlanConnectionStatus } from '@wf/sdk/contract';
import type Stripe from 'stripe';
import type { CardSummary, LatestPayment, PaymentStatus, ProviderSubscription } from '../provider.ts';
import { UnknownSubscriptionError } from '../store-subscription.ts';

const STATUSES: Readonly<Record<string, PlanConnectionStatus>> = {
  active: 'ACTIVE',
  trialing: 'TRIALING',
  past_due: 'PAST_DUE',
  unpaid: 'UNPAID',
  canceled: 'CANCELED',
  incomplete: 'INCOMPLETE',
  incomplete_expired: 'INCOMPLETE_EXPIRED',
  paused: 'PAUSED',
};

/** Our status of a Stripe subscription status. */
export function statusOf(status: string): PlanConnectionStatus {
  const ours = STATUSES[status];
  // The API version is pinned, so a status we do not know is a change to review, not to guess.
  if (!ours) throw new Error(`Stripe subscription status "${status}" has no status of ours`);
  return ours;
}

function dateOf(seconds: number | null | undefined): Date | null {
  return typeof seconds === 'number' ? new Date(seconds * 1000) : null;
}

function idOf(value: string | { id: string }): string {
  return typeof value === 'string' ? value : value.id;
}

/** Brand, last four digits and expiry of a card payment method; null for anything else. */
export function cardOf(method: string | Stripe.PaymentMethod | null | undefined): CardSummary | null {
  if (!method || typeof method === 'string' || !method.card) return null;
  const { brand, last4, exp_month, exp_year } = method.card;
  return { brand: brand.toLowerCase(), last4, expMonth: exp_month, expYear: exp_year };
}

/** The card that pays: the subscription's own, else the customer's default for invoices. */
function payingMethod(subscription: Stripe.Subscription): string | Stripe.PaymentMethod | null {
  if (subscription.default_payment_method) return subscription.default_payment_method;
  const customer = subscription.customer;
  if (typeof customer === 'string' || customer.deleted) return null;
  return customer.invoice_settings.default_payment_method;
}

function paymentStatusOf(invoice: Stripe.Invoice, actionRequired: boolean): PaymentStatus {
  switch (invoice.status) {
    case 'paid':
      return 'PAID';
    case 'open':
      if (actionRequired) return 'REQUIRES_ACTION';
      return invoice.attempt_count > 0 ? 'FAILED' : 'UNPAID';
    case 'uncollectible':
      return 'FAILED';
    case 'draft':
      return 'UNPAID';
    default:
      return 'NONE';
  }
}

/**
 * How the last invoice went; null when there is none or it charged nothing (a trial's first
 * invoice is for 0: no receipt is owed for it).
 */
export function latestPaymentOf(
  invoice: Stripe.Invoice | null,
  actionRequired = false,
): LatestPayment | null {
  if (!invoice || invoice.amount_due === 0) return null;
  const status = paymentStatusOf(invoice, actionRequired);
  return {
    id: invoice.id,
    status,
    amount: status === 'PAID' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    paidAt: status === 'PAID' ? dateOf(invoice.status_transitions.paid_at) : null,
    failedAttempts: status === 'FAILED' ? invoice.attempt_count : 0,
  };
}

/** Our price id: the Stripe price's lookup key (prices.ts), else what the metadata says. */
function priceIdOf(subscription: Stripe.Subscription, item: Stripe.SubscriptionItem | undefined): string {
  const priceId = item?.price.lookup_key ?? item?.price.metadata?.priceId ?? subscription.metadata.priceId;
  if (!priceId)
    throw new UnknownSubscriptionError(`Stripe subscription ${subscription.id} names none of our prices`);
  return priceId;
}

/**
 * `subscription` as ours. It must have been read with its payment method, customer and latest
 * invoice expanded (subscriptions.ts); `actionRequired` says whether that invoice's payment waits
 * for the member (3-D Secure).
 */
export function providerSubscriptionOf(
  subscription: Stripe.Subscription,
  options: { actionRequired?: boolean } = {},
): ProviderSubscription {
  const item = subscription.items.data[0];
  const currentPeriodEnd = dateOf(item?.current_period_end);
  const cancelAt = dateOf(subscription.cancel_at);
  const invoice =
    subscription.latest_invoice && typeof subscription.latest_invoice !== 'string'
      ? subscription.latest_invoice
      : null;
  return {
    provider: 'stripe',
    id: subscription.id,
    customerId: idOf(subscription.customer),
    memberId: subscription.metadata.memberId ?? null,
    checkoutId: subscription.metadata.checkoutId ?? null,
    priceId: priceIdOf(subscription, item),
    status: statusOf(subscription.status),
    currentPeriodStart: dateOf(item?.current_period_start),
    currentPeriodEnd,
    trialEnd: dateOf(subscription.trial_end),
    // The portal may cancel at the end of the period with a date rather than the flag.
    cancelAtPeriodEnd:
      subscription.cancel_at_period_end ||
      (cancelAt !== null && currentPeriodEnd !== null && cancelAt.getTime() <= currentPeriodEnd.getTime()),
    cancelAt,
    endedAt: dateOf(subscription.ended_at),
    card: cardOf(payingMethod(subscription)),
    latestPayment: latestPaymentOf(invoice, options.actionRequired),
  };
}
