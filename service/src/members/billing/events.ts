/**
 * What both payment providers share after a checkout or a webhook event
 * (docs/product/payments-and-providers.md "Providers of payments"): completing a checkout with
 * the subscription it made, and applying each webhook event once.
 */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { checkoutSessions, type PaymentProviderName, providerEvents } from '../../db/schema.ts';
import { type AppliedSubscription, applySubscription } from './apply.ts';
import type { ProviderSubscription } from './provider.ts';

type CheckoutRow = typeof checkoutSessions.$inferSelect;

/**
 * Records a provider's event id; false when it was recorded before (a duplicate delivery: apply
 * nothing). Run it in the transaction that applies the event, so a failed apply is retried.
 */
export async function recordProviderEvent(
  tx: Tx,
  event: { provider: PaymentProviderName; id: string; type: string; now: Date },
): Promise<boolean> {
  const inserted = await tx
    .insert(providerEvents)
    .values({ provider: event.provider, eventId: event.id, type: event.type, receivedAt: event.now })
    .onConflictDoNothing()
    .returning({ eventId: providerEvents.eventId });
  return inserted.length > 0;
}

/** The checkout a provider's checkout id belongs to. */
export async function checkoutByProviderId(
  tx: Tx,
  provider: PaymentProviderName,
  providerSessionId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await tx
    .select()
    .from(checkoutSessions)
    .where(
      and(eq(checkoutSessions.provider, provider), eq(checkoutSessions.providerSessionId, providerSessionId)),
    )
    .for('update');
  return row;
}

/** Marks `checkout` complete with the subscription it made (or gave a card) and applies that. */
export async function completeCheckout(
  tx: Tx,
  input: { checkout: CheckoutRow; subscription: ProviderSubscription; now: Date },
): Promise<AppliedSubscription> {
  const { checkout, now } = input;
  // The member is the checkout's, whatever the provider's metadata says.
  const subscription = { ...input.subscription, memberId: checkout.memberId };
  const applied = await applySubscription(tx, { appId: checkout.appId, subscription, now });
  await tx
    .update(checkoutSessions)
    .set({
      status: 'complete',
      subscriptionId: applied.subscriptionId,
      completedAt: checkout.completedAt ?? now,
    })
    .where(eq(checkoutSessions.id, checkout.id));
  return applied;
}
