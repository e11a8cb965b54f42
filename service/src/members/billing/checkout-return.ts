/**
 * The return from a checkout (docs/product/payments-and-providers.md "Providers of payments":
 * the success_url goes through our own endpoint first): the checkout it names, and its
 * completion with what the provider says it made, once, however many returns and webhooks race.
 */
import { eq } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { checkoutSessions } from '../../db/schema.ts';
import type { AppliedSubscription } from './apply.ts';
import { completeCheckout } from './events.ts';
import type { ProviderSubscription } from './provider.ts';

/** A checkout as stored. */
export type CheckoutRecord = typeof checkoutSessions.$inferSelect;

/** The checkout `id`, or undefined. */
export async function findCheckout(q: Queryable, id: string): Promise<CheckoutRecord | undefined> {
  const [checkout] = await q.select().from(checkoutSessions).where(eq(checkoutSessions.id, id));
  return checkout;
}

/**
 * Completes the checkout with the subscription the provider made, unless a webhook or another
 * return did first (then null: nothing more to apply or mail).
 */
export function completeReturnedCheckout(
  database: Database,
  {
    checkout,
    subscription,
    now,
  }: { checkout: CheckoutRecord; subscription: ProviderSubscription; now: Date },
): Promise<AppliedSubscription | null> {
  return database.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(checkoutSessions)
      .where(eq(checkoutSessions.id, checkout.id))
      .for('update');
    if (locked?.status !== 'open') return null;
    return completeCheckout(tx, { checkout: locked, subscription, now });
  });
}
