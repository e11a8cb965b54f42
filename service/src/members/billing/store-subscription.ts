/**
 * Storing a provider's subscription as it is now (docs/product/payments-and-providers.md
 * "Providers of payments"): one row per provider subscription, with the dates the wire shows
 * (billingDates), the last payment and the card. applySubscription (apply.ts) stores a member's
 * this way and then follows it with their plan connection; an orphan (orphans.ts) is stored with
 * no member.
 */
import { holdsPlan } from '@wf/sdk/access';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prices, subscriptions } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import type { ProviderSubscription } from './provider.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** Thrown when a provider's subscription cannot be tied to a member or a price of the app. */
export class UnknownSubscriptionError extends Error {}

/** The next charge and the end, as the wire shows them (nextBillingDate, cancelAtDate). */
export function billingDates(subscription: ProviderSubscription): {
  nextBillingAt: Date | null;
  cancelAt: Date | null;
} {
  const { status, cancelAtPeriodEnd, currentPeriodEnd, trialEnd, card } = subscription;
  // Dates only while the subscription holds its plan (@wf/sdk/access).
  const live = holdsPlan({ status });
  if (!live) return { nextBillingAt: null, cancelAt: null };
  const periodEnd = status === 'TRIALING' ? (trialEnd ?? currentPeriodEnd) : currentPeriodEnd;
  // A trial without a card ends at its end: nothing will be charged.
  const ends = cancelAtPeriodEnd || (status === 'TRIALING' && card === null);
  if (ends) return { nextBillingAt: null, cancelAt: subscription.cancelAt ?? periodEnd };
  return { nextBillingAt: periodEnd, cancelAt: subscription.cancelAt };
}

/** What {@link storeSubscription} read and wrote. */
export interface StoredSubscription {
  price: typeof prices.$inferSelect;
  /** The row before (locked for the transaction), or undefined for a new subscription. */
  existing: SubscriptionRow | undefined;
  row: SubscriptionRow;
}

/**
 * Stores `subscription` in `appId`, for the member `memberOf` names (given the row stored so
 * far; null: nobody). Throws UnknownSubscriptionError when its price is none of the app's.
 */
export async function storeSubscription(
  tx: Tx,
  input: {
    appId: string;
    subscription: ProviderSubscription;
    now: Date;
    memberOf: (existing: SubscriptionRow | undefined) => Promise<string | null>;
  },
): Promise<StoredSubscription> {
  const { appId, subscription, now } = input;
  const [price] = await tx
    .select()
    .from(prices)
    .where(and(eq(prices.appId, appId), eq(prices.id, subscription.priceId)));
  if (!price) throw new UnknownSubscriptionError(`no price ${subscription.priceId} in ${appId}`);

  const [existing] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, subscription.provider),
        eq(subscriptions.providerSubscriptionId, subscription.id),
      ),
    )
    .for('update');
  const memberId = await input.memberOf(existing);
  const { nextBillingAt, cancelAt } = billingDates(subscription);
  const payment = subscription.latestPayment;
  const values = {
    planId: price.planId,
    priceId: price.id,
    providerCustomerId: subscription.customerId,
    status: subscription.status,
    currentPeriodStart: subscription.currentPeriodStart,
    currentPeriodEnd: subscription.currentPeriodEnd,
    trialEnd: subscription.trialEnd,
    cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
    nextBillingAt,
    cancelAt,
    endedAt: subscription.endedAt,
    paymentStatus: payment?.status ?? 'NONE',
    lastPaidAt: payment?.status === 'PAID' ? payment.paidAt : (existing?.lastPaidAt ?? null),
    lastInvoiceId: payment?.id ?? existing?.lastInvoiceId ?? null,
    cardBrand: subscription.card?.brand ?? null,
    cardLast4: subscription.card?.last4 ?? null,
    cardExpMonth: subscription.card?.expMonth ?? null,
    cardExpYear: subscription.card?.expYear ?? null,
    failedPayments: payment?.failedAttempts ?? 0,
    updatedAt: now,
  };

  let row: SubscriptionRow;
  if (existing) {
    [row] = (await tx
      .update(subscriptions)
      .set(values)
      .where(eq(subscriptions.id, existing.id))
      .returning()) as [SubscriptionRow];
  } else {
    [row] = (await tx
      .insert(subscriptions)
      .values({
        id: newId('sub'),
        appId,
        memberId,
        provider: subscription.provider,
        providerSubscriptionId: subscription.id,
        createdAt: now,
        ...values,
      })
      .returning()) as [SubscriptionRow];
  }

  return { price, existing, row };
}
