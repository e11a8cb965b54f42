/**
 * Whose is a Stripe subscription (docs/product/payments-and-providers.md "Providers of payments"):
 * the app of our stored subscription, else of the member its metadata names (a subscription's
 * first events may arrive before its checkout completes), else of the one member whose Stripe
 * customer it is. Null when none of these is ours: an event about another system's subscription
 * on the same Stripe account.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { members, subscriptions } from '../../../db/schema.ts';
import type { ProviderSubscription } from '../provider.ts';

/** The id of the app `subscription` belongs to, or null. */
export async function appOfSubscription(tx: Tx, subscription: ProviderSubscription): Promise<string | null> {
  const [stored] = await tx
    .select({ appId: subscriptions.appId })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.provider, 'stripe'), eq(subscriptions.providerSubscriptionId, subscription.id)),
    );
  if (stored) return stored.appId;
  if (subscription.memberId) {
    const [member] = await tx
      .select({ appId: members.appId })
      .from(members)
      .where(eq(members.id, subscription.memberId));
    if (member) return member.appId;
  }
  const customers = await tx
    .select({ appId: members.appId })
    .from(members)
    .where(eq(members.stripeCustomerId, subscription.customerId))
    .limit(2);
  return customers.length === 1 ? (customers[0]?.appId ?? null) : null;
}
