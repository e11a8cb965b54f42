/**
 * Subscriptions of ours that belong to no member (docs/stripe.md "Subscriptions nobody owns"):
 * their member deleted the account, and a checkout completed meanwhile, or an older version did
 * not cancel them. Nobody can manage them and they would go on charging, so the first event
 * about one cancels it at Stripe, and the cancellation is recorded where an operator sees it: the
 * stored subscription (no member, CANCELED) and its billing history ('orphan-cancelled').
 *
 * Ours, and only ours: a subscription we stored (its member now null), or one made by our
 * checkout, which carries our `checkoutId` and `memberId` in its metadata and names one of our
 * prices. A subscription of another system on the same Stripe account has none of these, and is
 * never touched.
 */
import { eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client.ts';
import { members, paymentEvents, prices, subscriptions } from '../../../db/schema.ts';
import { newId } from '../../../ids.ts';
import type { ProviderSubscription } from '../provider.ts';
import { storeSubscription } from '../store-subscription.ts';

/** The app of `subscription` when it is ours and belongs to no member; null otherwise. */
export async function orphanedApp(q: Queryable, subscription: ProviderSubscription): Promise<string | null> {
  const [stored] = await q
    .select({
      appId: subscriptions.appId,
      memberId: subscriptions.memberId,
      provider: subscriptions.provider,
    })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, subscription.id));
  if (stored?.provider === subscription.provider) return stored.memberId === null ? stored.appId : null;
  if (!subscription.checkoutId || !subscription.memberId) return null;
  const [member] = await q
    .select({ id: members.id })
    .from(members)
    .where(eq(members.id, subscription.memberId));
  if (member) return null;
  const [customer] = await q
    .select({ id: members.id })
    .from(members)
    .where(eq(members.stripeCustomerId, subscription.customerId))
    .limit(1);
  if (customer) return null;
  const [price] = await q
    .select({ appId: prices.appId })
    .from(prices)
    .where(eq(prices.id, subscription.priceId));
  return price?.appId ?? null;
}

/**
 * Stores an orphan as the provider holds it now, with no member; `cancelled` (by us, just now)
 * adds 'orphan-cancelled' to its billing history.
 */
export async function recordOrphan(
  tx: Tx,
  input: { appId: string; subscription: ProviderSubscription; cancelled: boolean; now: Date },
): Promise<void> {
  const { appId, subscription, now } = input;
  const { existing, row } = await storeSubscription(tx, {
    appId,
    subscription,
    now,
    memberOf: async () => null,
  });
  if (!input.cancelled) return;
  await tx.insert(paymentEvents).values({
    id: newId('pev'),
    appId,
    memberId: null,
    subscriptionId: row.id,
    type: 'orphan-cancelled',
    fromStatus: existing?.status ?? null,
    toStatus: row.status,
    amount: null,
    currency: null,
    detail: { provider: subscription.provider, providerSubscriptionId: subscription.id },
    createdAt: now,
  });
}
