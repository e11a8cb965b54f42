/**
 * The payment-provider interface (docs/product/payments-and-providers.md "Providers of
 * payments"): the test provider (our own hosted pages, test mode) and Stripe implement it, and
 * both hand their subscriptions to one function, applySubscription (apply.ts), which turns a
 * provider's subscription into the member's plan connection. So the test provider runs the same
 * code path as Stripe.
 */
import type { PlanConnectionStatus } from '@wf/sdk/contract';
import type { PaymentProviderName } from '../../db/schema.ts';

/** How the last charge of a subscription went. */
export type PaymentStatus = 'PAID' | 'UNPAID' | 'FAILED' | 'REQUIRES_ACTION' | 'NONE';

/** The card on file: never more than brand, last four digits and expiry. */
export interface CardSummary {
  /** Lower case: 'visa', 'mastercard', 'amex', ... */
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

/** The last invoice of a subscription. */
export interface LatestPayment {
  /** The provider's id of the invoice: a new id is a new charge. */
  id: string;
  status: PaymentStatus;
  /** Minor units. */
  amount: number;
  currency: string;
  /** When it was paid (PAID only). */
  paidAt: Date | null;
  /** Failed attempts at charging it so far. */
  failedAttempts: number;
}

/** A subscription as the provider holds it now, in our words. */
export interface ProviderSubscription {
  provider: PaymentProviderName;
  /** The provider's id of the subscription. */
  id: string;
  /** The provider's id of the customer. */
  customerId: string;
  /** Our member id, when the provider carries it (metadata, client_reference_id). */
  memberId: string | null;
  /**
   * Our checkout that made it (cs_...), when the provider carries it (metadata): it marks the
   * subscription as ours even once its member is gone (stripe/orphans.ts).
   */
  checkoutId?: string | null;
  /** Our price id (prc_...), from the subscription's metadata or its price's. */
  priceId: string;
  status: PlanConnectionStatus;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
  /** Cancelled by the member: it ends at the end of the period. */
  cancelAtPeriodEnd: boolean;
  /** When it ends without a further charge, when the provider says so. */
  cancelAt: Date | null;
  endedAt: Date | null;
  /** The card that pays, or null (a trial that needs no card). */
  card: CardSummary | null;
  /** The last invoice (amount in minor units), or null before the first one (a trial). */
  latestPayment: LatestPayment | null;
}

/** A checkout the provider should open. */
export interface CheckoutRequest {
  /** Ours (cs_...): the return URL carries it. */
  sessionId: string;
  member: { id: string; email: string };
  /** The provider's customer of the member, when one exists already. */
  customerId: string | null;
  price: {
    id: string;
    name: string;
    /** Minor units. */
    amount: number;
    currency: string;
    intervalType: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY' | null;
    intervalCount: number | null;
  };
  plan: { id: string; name: string };
  /** 'subscribe': a new subscription. 'add-card': a card for the trial `subscription`. */
  kind: 'subscribe' | 'add-card';
  /** Days of free trial (subscribe only; null: none). A trial needs no card. */
  trialDays: number | null;
  /** The price has a free trial that this member or address has had: the page says why there is none. */
  trialUsed: boolean;
  /** The subscription a card is added to ('add-card' only): the provider's id. */
  subscriptionId: string | null;
  /** Our return endpoint: GET /api/checkout/return?session_id={sessionId}. */
  returnUrl: string;
  /** Where the provider's 'back' or 'cancel' goes. */
  cancelUrl: string;
  metadata: Record<string, unknown>;
}

/** What the provider answers to a checkout. */
export interface CheckoutCreated {
  /** The page to send the member to. */
  url: string;
  /** The provider's id of the checkout. */
  providerSessionId: string;
  /** The customer the checkout belongs to (created when the member had none). */
  customerId: string;
}

/**
 * What a finished checkout left behind. 'trial-ended': a card was saved for a trial that had
 * ended without one by then; it pays nothing, and `subscription` is the ended trial.
 */
export type CheckoutOutcome =
  | { status: 'open' }
  | { status: 'expired' }
  | { status: 'complete'; subscription: ProviderSubscription }
  | { status: 'trial-ended'; subscription: ProviderSubscription };

/** What closing a checkout came to: closed, or completed first (with the provider's subscription it made). */
export type ExpiredCheckout = { status: 'expired' } | { status: 'complete'; subscriptionId: string | null };

/** A portal the provider should open. */
export interface PortalRequest {
  /** Ours (bps_...). */
  sessionId: string;
  customerId: string;
  returnUrl: string;
  /** Prices the member may switch between (ours, prc_...). */
  priceIds: string[];
}

/** One payment provider. */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The portal configuration the app's portal opens with (Stripe: bpc_...); null: the provider's default. */
  readonly portalConfiguration: string | null;
  /** Opens a checkout; answers the page to send the member to. */
  createCheckout(request: CheckoutRequest): Promise<CheckoutCreated>;
  /** Opens the billing portal; answers the page to send the member to. */
  createPortal(request: PortalRequest): Promise<{ url: string }>;
  /** Where a checkout stands (the return from checkout, before any webhook). */
  checkoutOutcome(providerSessionId: string): Promise<CheckoutOutcome>;
  /**
   * Closes an open checkout so that it can no longer be completed (its member deleted their
   * account); a checkout completed first answers the provider's subscription it made.
   */
  expireCheckout(providerSessionId: string): Promise<ExpiredCheckout>;
  /** The subscription as the provider holds it now (every webhook re-reads it). */
  readSubscription(providerSubscriptionId: string): Promise<ProviderSubscription>;
  /**
   * Ends the subscription at once, without a further charge (its member deleted their
   * account); answers it as the provider holds it then, or null when the provider has no such
   * subscription (nothing can be charged).
   */
  cancelSubscription(providerSubscriptionId: string, now: Date): Promise<ProviderSubscription | null>;
}
