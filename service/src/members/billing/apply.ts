/**
 * The one place a payment provider's subscription becomes the member's plan connection
 * (docs/product/payments-and-providers.md "Providers of payments"): the test provider and Stripe
 * both call {@link applySubscription} with the subscription as the provider holds it now, so the
 * order in which events arrive does not matter. It stores the subscription, sets the connection's
 * status and price, remembers a trial, records what changed as payment events, and says which
 * e-mails the change calls for (sent after the transaction commits: billing/mail.ts).
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  members,
  paymentEvents,
  paymentTrials,
  planConnections,
  type prices,
  subscriptions,
} from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { emitPlanEvent } from '../webhooks/emit.ts';
import type { ProviderSubscription } from './provider.ts';
import { storeSubscription, UnknownSubscriptionError } from './store-subscription.ts';
import { recordTrialAddress } from './trial-addresses.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** An e-mail a change of subscription calls for. */
export type BillingMail =
  | { kind: 'receipt'; subscriptionId: string; amount: number; currency: string; paidAt: Date }
  | { kind: 'payment-failed'; subscriptionId: string; amount: number; currency: string };

/** What {@link applySubscription} did. */
export interface AppliedSubscription {
  memberId: string;
  /** Ours (sub_...). */
  subscriptionId: string;
  row: SubscriptionRow;
  /** The status before (null: a new subscription). */
  previousStatus: SubscriptionRow['status'] | null;
  mails: BillingMail[];
}

/** The member a provider's subscription belongs to: by its metadata, else by the customer. */
async function memberOf(tx: Tx, appId: string, subscription: ProviderSubscription): Promise<string> {
  if (subscription.memberId) {
    const [member] = await tx
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.appId, appId), eq(members.id, subscription.memberId)));
    if (member) return member.id;
  }
  const [byCustomer] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.appId, appId), eq(members.stripeCustomerId, subscription.customerId)));
  if (byCustomer) return byCustomer.id;
  throw new UnknownSubscriptionError(`no member of ${appId} for subscription ${subscription.id}`);
}

/**
 * Stores `subscription` as the provider holds it now and brings the member's plan connection in
 * line with it. Run inside the transaction of the change (or of the webhook event); send the
 * returned mails once it commits.
 */
export async function applySubscription(
  tx: Tx,
  input: { appId: string; subscription: ProviderSubscription; now: Date },
): Promise<AppliedSubscription> {
  const { appId, subscription, now } = input;
  const { price, existing, row } = await storeSubscription(tx, {
    appId,
    subscription,
    now,
    memberOf: async (stored) => stored?.memberId ?? (await memberOf(tx, appId, subscription)),
  });
  const memberId = row.memberId;
  if (!memberId) throw new UnknownSubscriptionError(`subscription ${subscription.id} belongs to no member`);

  await connect(tx, { appId, memberId, row, now });
  if (subscription.status === 'TRIALING')
    await rememberTrial(tx, { appId, memberId, planId: row.planId, now });
  await tx
    .update(members)
    .set({ stripeCustomerId: subscription.customerId })
    .where(and(eq(members.id, memberId), eq(members.appId, appId)));

  const events = eventsOf(existing ?? null, row, price);
  if (events.length > 0) {
    await tx.insert(paymentEvents).values(
      events.map((event, index) => ({
        id: newId('pev'),
        appId,
        memberId,
        subscriptionId: row.id,
        // Same instant, kept in order.
        createdAt: new Date(now.getTime() + index),
        ...event,
      })),
    );
  }
  return {
    memberId,
    subscriptionId: row.id,
    row,
    previousStatus: existing?.status ?? null,
    mails: mailsOf(existing ?? null, row, price),
  };
}

/** The member has had the plan's trial: once per member, and once per address beyond the account. */
async function rememberTrial(
  tx: Tx,
  input: { appId: string; memberId: string; planId: string; now: Date },
): Promise<void> {
  const { appId, memberId, planId, now } = input;
  await tx.insert(paymentTrials).values({ appId, memberId, planId, startedAt: now }).onConflictDoNothing();
  const [member] = await tx.select({ email: members.email }).from(members).where(eq(members.id, memberId));
  if (member) await recordTrialAddress(tx, { appId, planId, email: member.email, now });
}

/** The member's connection to the subscription's plan follows the subscription. */
async function connect(
  tx: Tx,
  input: { appId: string; memberId: string; row: SubscriptionRow; now: Date },
): Promise<void> {
  const { appId, memberId, row, now } = input;
  const fields = {
    type: 'SUBSCRIPTION' as const,
    status: row.status,
    priceId: row.priceId,
    subscriptionId: row.id,
  };
  const [current] = await tx
    .select()
    .from(planConnections)
    .where(and(eq(planConnections.memberId, memberId), eq(planConnections.planId, row.planId)));
  if (!current) {
    await tx
      .insert(planConnections)
      .values({ id: newId('con'), appId, memberId, planId: row.planId, createdAt: now, ...fields });
    await emitPlanEvent(tx, { appId, memberId, planId: row.planId, event: 'member.plan.added', now });
    return;
  }
  // An older subscription of the plan ending late (an out-of-order event) never overrides a newer one.
  if (current.subscriptionId && current.subscriptionId !== row.id) {
    const [holder] = await tx
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, current.subscriptionId));
    if (holder && holder.createdAt > row.createdAt) return;
  }
  await tx.update(planConnections).set(fields).where(eq(planConnections.id, current.id));
  if (current.status !== row.status) {
    const event = row.status === 'CANCELED' ? 'member.plan.canceled' : 'member.plan.updated';
    await emitPlanEvent(tx, { appId, memberId, planId: row.planId, event, now });
  }
}

type EventValues = Pick<
  typeof paymentEvents.$inferInsert,
  'type' | 'fromStatus' | 'toStatus' | 'amount' | 'currency' | 'detail'
>;

/** A charge the stored subscription did not know of succeeded. */
function newPayment(before: SubscriptionRow | null, after: SubscriptionRow): boolean {
  if (after.paymentStatus !== 'PAID') return false;
  return before?.paymentStatus !== 'PAID' || before.lastInvoiceId !== after.lastInvoiceId;
}

/** An attempt at a charge the stored subscription did not know of failed. */
function newFailure(before: SubscriptionRow | null, after: SubscriptionRow): boolean {
  if (after.paymentStatus !== 'FAILED') return false;
  return (
    before?.paymentStatus !== 'FAILED' ||
    before.lastInvoiceId !== after.lastInvoiceId ||
    before.failedPayments < after.failedPayments
  );
}

/** What changed between the stored subscription and the new one, as history entries. */
function eventsOf(
  before: SubscriptionRow | null,
  after: SubscriptionRow,
  price: typeof prices.$inferSelect,
): EventValues[] {
  const events: EventValues[] = [];
  const base = { fromStatus: before?.status ?? null, toStatus: after.status, amount: null, currency: null };
  if (!before) {
    events.push({
      ...base,
      type: after.status === 'TRIALING' ? 'trial-started' : 'subscription-started',
      detail: {},
    });
  } else if (before.status !== after.status) {
    events.push({ ...base, type: 'status-changed', detail: {} });
  }
  if (newPayment(before, after)) {
    events.push({
      ...base,
      type: 'payment-succeeded',
      amount: price.amount,
      currency: price.currency,
      detail: {},
    });
  }
  if (newFailure(before, after)) {
    events.push({
      ...base,
      type: 'payment-failed',
      amount: price.amount,
      currency: price.currency,
      detail: {},
    });
  }
  if (before && before.cancelAtPeriodEnd !== after.cancelAtPeriodEnd) {
    events.push({
      ...base,
      type: after.cancelAtPeriodEnd ? 'cancellation-scheduled' : 'cancellation-withdrawn',
      detail: {},
    });
  }
  if (before && before.priceId !== after.priceId) {
    events.push({ ...base, type: 'price-changed', detail: { from: before.priceId, to: after.priceId } });
  }
  if (before && before.cardLast4 !== after.cardLast4 && after.cardLast4) {
    events.push({
      ...base,
      type: 'card-updated',
      detail: { brand: after.cardBrand, last4: after.cardLast4 },
    });
  }
  return events;
}

/** A receipt for each new payment; a notice for each new failure. */
function mailsOf(
  before: SubscriptionRow | null,
  after: SubscriptionRow,
  price: typeof prices.$inferSelect,
): BillingMail[] {
  const mails: BillingMail[] = [];
  if (newPayment(before, after) && after.lastPaidAt) {
    mails.push({
      kind: 'receipt',
      subscriptionId: after.id,
      amount: price.amount,
      currency: price.currency,
      paidAt: after.lastPaidAt,
    });
  }
  // The last failure ends the subscription: the member hears of the lapse, not of another retry.
  if (newFailure(before, after) && after.status !== 'CANCELED')
    mails.push({
      kind: 'payment-failed',
      subscriptionId: after.id,
      amount: price.amount,
      currency: price.currency,
    });
  return mails;
}
