/**
 * What the test provider's checkout page reads and does (docs/product/payments-and-providers.md
 * "Providers of payments"): the checkout with its price, plan, member and app; and the form's
 * submission, which pays with a test card, starts a trial without one, or adds a card to a
 * trial, inside one transaction that holds the member's row. The page itself is drawn by
 * routes/test-mode/checkout.ts.
 */
import type { TestCheckoutForm } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client.ts';
import { apps, checkoutSessions, members, plans, prices, subscriptions } from '../../../db/schema.ts';
import { ApiError } from '../../../http/errors.ts';
import { newId } from '../../../ids.ts';
import type { AppliedSubscription } from '../apply.ts';
import { checkoutKind } from '../checkout.ts';
import { TRIAL_ENDED_BEFORE_CARD_MESSAGE } from '../checkout-messages.ts';
import { completeCheckout } from '../events.ts';
import type { CardSummary } from '../provider.ts';
import { type CardField, checkCard } from './cards.ts';
import { testSubscriptionOf } from './provider.ts';
import { isLive, subscribe } from './transitions.ts';

type CheckoutRow = typeof checkoutSessions.$inferSelect;

/** The checkout, its price, plan, member and app; undefined when there is no such test checkout. */
export async function loadTestCheckout(q: Queryable, id: string) {
  const [found] = await q
    .select({
      checkout: checkoutSessions,
      price: prices,
      plan: plans,
      email: members.email,
      appName: apps.name,
      appSettings: apps.settings,
    })
    .from(checkoutSessions)
    .innerJoin(prices, eq(prices.id, checkoutSessions.priceId))
    .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
    .innerJoin(members, eq(members.id, checkoutSessions.memberId))
    .innerJoin(apps, eq(apps.id, checkoutSessions.appId))
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.provider, 'test')));
  return found;
}

/** A test checkout as {@link loadTestCheckout} reads it. */
export type LoadedTestCheckout = NonNullable<Awaited<ReturnType<typeof loadTestCheckout>>>;

/** What the form comes to. */
export type TestCheckoutOutcome =
  | { kind: 'done'; applied: AppliedSubscription }
  | { kind: 'form'; status: 400 | 402; alert?: string; errors: Partial<Record<CardField, string>> }
  | { kind: 'closed'; heading: string; text: string };

async function complete(
  tx: Tx,
  checkout: CheckoutRow,
  price: typeof prices.$inferSelect,
  card: CardSummary | null,
  now: Date,
): Promise<AppliedSubscription> {
  if (checkout.kind === 'add-card') {
    const [row] = checkout.subscriptionId
      ? await tx.select().from(subscriptions).where(eq(subscriptions.id, checkout.subscriptionId))
      : [];
    if (!row || !card) throw new ApiError(409, 'checkout/closed', 'This trial has ended.');
    // As at Stripe: a trial that ended without a card is over, and a card saved now pays nothing.
    if (!isLive(row)) throw new ApiError(409, 'checkout/closed', TRIAL_ENDED_BEFORE_CARD_MESSAGE);
    return completeCheckout(tx, { checkout, subscription: { ...testSubscriptionOf(row), card }, now });
  }
  // One paid plan at a time, checked again now (another checkout may have completed since).
  const kind = await checkoutKind(tx, { appId: checkout.appId, memberId: checkout.memberId, price });
  const trialDays =
    kind.kind === 'subscribe' ? Math.min(kind.trialDays ?? 0, checkout.trialDays ?? 0) || null : null;
  if (!card && !trialDays)
    throw new ApiError(409, 'checkout/closed', 'The free trial has been used already.');
  const subscription = subscribe({
    id: newId('tsub'),
    customerId: checkout.providerCustomerId ?? newId('cus_test'),
    memberId: checkout.memberId,
    price,
    trialDays,
    card,
    invoiceId: newId('in_test'),
    now,
  });
  return completeCheckout(tx, { checkout, subscription, now });
}

/**
 * Completes the checkout `id` with the form (in `tx`, holding the member's row); a refusal at
 * the last moment (another plan became active, the trial was used) is thrown as an ApiError.
 */
export async function submitTestCheckout(
  tx: Tx,
  { id, form, now }: { id: string; form: TestCheckoutForm; now: Date },
): Promise<TestCheckoutOutcome> {
  const [checkout] = await tx
    .select()
    .from(checkoutSessions)
    .where(eq(checkoutSessions.id, id))
    .for('update');
  if (checkout?.status !== 'open' || checkout.expiresAt <= now) {
    return { kind: 'closed', heading: 'This checkout is closed', text: 'It was completed or has expired.' };
  }
  await tx.select({ id: members.id }).from(members).where(eq(members.id, checkout.memberId)).for('update');
  const [price] = await tx.select().from(prices).where(eq(prices.id, checkout.priceId));
  if (!price) throw new Error(`checkout ${id}: no price`);

  const typedAnything = [form.cardNumber, form.expiry, form.cvc, form.name, form.postalCode].some((v) =>
    v?.trim(),
  );
  const cardNeeded = !(checkout.kind === 'subscribe' && checkout.trialDays && !typedAnything);
  let card: CardSummary | null = null;
  if (cardNeeded) {
    const checked = checkCard(form, now);
    if (checked.kind === 'invalid') return { kind: 'form', status: 400, errors: checked.errors };
    if (checked.kind === 'declined') return { kind: 'form', status: 402, alert: checked.message, errors: {} };
    card = checked.card;
  }
  return { kind: 'done', applied: await complete(tx, checkout, price, card, now) };
}
