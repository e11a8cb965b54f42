/**
 * Payments (docs/product/payments-and-providers.md): the subscriptions the payment provider
 * holds, as last read from it; checkouts and portal visits; the free trials members have used,
 * and the addresses that have had one (as a keyed hash that outlives the account); every billing
 * event of a member (their history, for support and audit); and the provider's webhook events
 * already applied (each is applied once).
 */
import { PAYMENT_STATUSES, PLAN_CONNECTION_STATUSES } from '@wf/sdk/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appId, plans, prices } from './apps.ts';
import { at, createdAt } from './columns.ts';
import { members } from './members.ts';

/** The payment providers (docs/product/payments-and-providers.md "Providers of payments"). */
export const PAYMENT_PROVIDERS = ['test', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

function memberId() {
  return text('member_id')
    .notNull()
    .references(() => members.id, { onDelete: 'cascade' });
}

/**
 * The member of a payment record the law makes us keep (subscriptions, the billing history):
 * null once the member deleted their account (members/erase.ts), so the record stays, detached
 * from the person.
 */
function payerId() {
  return text('member_id').references(() => members.id, { onDelete: 'set null' });
}

/** A subscription at the payment provider, as last read from it (one per member and price bought). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    /** Starts with sub_ (ours; the provider's id is kept apart). */
    id: text('id').primaryKey(),
    appId: appId(),
    memberId: payerId(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    priceId: text('price_id')
      .notNull()
      .references(() => prices.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    providerCustomerId: text('provider_customer_id').notNull(),
    status: text('status', { enum: PLAN_CONNECTION_STATUSES }).notNull(),
    currentPeriodStart: at('current_period_start'),
    currentPeriodEnd: at('current_period_end'),
    trialEnd: at('trial_end'),
    /** The member cancelled: it ends at the end of the period (or of the trial). */
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** When the next charge is due (null: none will come). Kept by members/billing/apply.ts. */
    nextBillingAt: at('next_billing_at'),
    /** When it ends without a further charge: cancelled, or a trial without a card. */
    cancelAt: at('cancel_at'),
    endedAt: at('ended_at'),
    /** How the last charge went. */
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('NONE'),
    lastPaidAt: at('last_paid_at'),
    /** The provider's id of the last invoice (a new id is a new charge). */
    lastInvoiceId: text('last_invoice_id'),
    /** Attempts at charging the last invoice that failed (the test provider gives up after two). */
    failedPayments: integer('failed_payments').notNull().default(0),
    /** The card on file: brand and last four digits only (never the number). */
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    cardExpMonth: integer('card_exp_month'),
    cardExpYear: integer('card_exp_year'),
    /** When the "your trial ends soon" notice went out. */
    trialNoticeSentAt: at('trial_notice_sent_at'),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_idx').on(t.provider, t.providerSubscriptionId),
    index('subscriptions_member_idx').on(t.memberId),
    index('subscriptions_period_end_idx').on(t.status, t.currentPeriodEnd),
    check('subscriptions_id_prefix', sql`${t.id} like 'sub\\_%'`),
  ],
);

/** What a checkout buys: a new subscription, or a card for a trial that runs without one. */
export const CHECKOUT_KINDS = ['subscribe', 'add-card'] as const;
export const CHECKOUT_STATUSES = ['open', 'complete', 'expired'] as const;

/** A checkout started by a member (POST /member/plans/create-checkout-session). */
export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    /** Starts with cs_. */
    id: text('id').primaryKey(),
    appId: appId(),
    memberId: memberId(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'restrict' }),
    priceId: text('price_id')
      .notNull()
      .references(() => prices.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    kind: text('kind', { enum: CHECKOUT_KINDS }).notNull(),
    /** Days of free trial this checkout starts (null: none). */
    trialDays: integer('trial_days'),
    /** The provider's id of the checkout (Stripe's cs_...); ours for the test provider. */
    providerSessionId: text('provider_session_id'),
    /** The provider's customer the checkout is for (the member's, once it completes). */
    providerCustomerId: text('provider_customer_id'),
    /** The page the member is sent to. */
    url: text('url'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    /** The subscription it made or added a card to. */
    subscriptionId: text('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    couponId: text('coupon_id'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    completedAt: at('completed_at'),
  },
  (t) => [
    // A double click reuses the open checkout: one open checkout per member and price.
    uniqueIndex('checkout_sessions_open_idx').on(t.memberId, t.priceId).where(sql`${t.status} = 'open'`),
    uniqueIndex('checkout_sessions_provider_idx').on(t.provider, t.providerSessionId),
    check('checkout_sessions_id_prefix', sql`${t.id} like 'cs\\_%'`),
  ],
);

/** A visit to the billing portal (POST /member/create-billing-portal-session). */
export const portalSessions = pgTable(
  'portal_sessions',
  {
    /** Starts with bps_. */
    id: text('id').primaryKey(),
    appId: appId(),
    memberId: memberId(),
    returnUrl: text('return_url').notNull(),
    /** The prices the member may switch to (the plan's own prices when the caller named none). */
    priceIds: jsonb('price_ids').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('portal_sessions_member_idx').on(t.memberId)],
);

/** Free trials members have started: a trial is offered once per member and plan. */
export const paymentTrials = pgTable(
  'payment_trials',
  {
    appId: appId(),
    memberId: memberId(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    startedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.planId] })],
);

/**
 * The addresses that have had a plan's free trial (members/billing/trial-addresses.ts), kept after
 * the account is deleted so that the trial stays once per address (docs/security.md "Deleting an
 * account"). Never the address: a keyed hash of it, with the key of {@link trialAddressKeys}.
 */
export const trialAddresses = pgTable(
  'trial_addresses',
  {
    appId: appId(),
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** HMAC-SHA-256 (hex) of the app id and the address in its canonical form. */
    addressHash: text('address_hash').notNull(),
    startedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.appId, t.planId, t.addressHash] })],
);

/**
 * The secret key of {@link trialAddresses}' hashes: 32 random bytes made by the first instance
 * that needs it, then read by every instance on the database, across restarts.
 */
export const trialAddressKeys = pgTable('trial_address_keys', {
  /** 'current': one key (the name leaves room for a rotation). */
  id: text('id').primaryKey(),
  /** base64url. */
  key: text('key').notNull(),
  createdAt: createdAt(),
});

/** Every billing event of a member, in order (docs/product/payments-and-providers.md "History"). */
export const paymentEvents = pgTable(
  'payment_events',
  {
    /** Starts with pev_. */
    id: text('id').primaryKey(),
    appId: appId(),
    memberId: payerId(),
    subscriptionId: text('subscription_id').references(() => subscriptions.id, { onDelete: 'set null' }),
    /** What happened, for example 'trial-started', 'payment-succeeded', 'status-changed'. */
    type: text('type').notNull(),
    fromStatus: text('from_status', { enum: PLAN_CONNECTION_STATUSES }),
    toStatus: text('to_status', { enum: PLAN_CONNECTION_STATUSES }),
    /** Minor units, when money moved. */
    amount: integer('amount'),
    currency: text('currency'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('payment_events_member_idx').on(t.memberId, t.createdAt)],
);

/** Webhook events of a provider already applied (Stripe sends events more than once). */
export const providerEvents = pgTable(
  'provider_events',
  {
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    receivedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
