/**
 * Starting a checkout (POST /member/plans/create-checkout-session; docs/product/payments-and-providers.md
 * "Wire shapes"): one paid plan at a time, a double click reuses the open checkout, a trial is
 * offered once per member, and a member in a trial without a card checks out the same price to
 * add one. The member's row is locked for the whole decision, so two requests at once make one
 * checkout (and, completed, one subscription).
 */
import {
  alreadySubscribedMessage,
  type CheckoutSessionRequest,
  ERROR_CODES,
  PRICE_UNAVAILABLE_MESSAGE,
} from '@wf/sdk/contract';
import { and, eq, inArray, lte } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import {
  checkoutSessions,
  members,
  paymentTrials,
  planConnections,
  plans,
  prices,
  subscriptions,
} from '../../db/schema.ts';
import { ApiError } from '../../http/errors.ts';
import { newId } from '../../ids.ts';
import { holdingAnyPlan } from '../plan-holding.ts';
import type { PaymentProvider } from './provider.ts';
import { trialAddressUsed } from './trial-addresses.ts';

/** A checkout link works for a day (as the payment provider's do). */
export const CHECKOUT_LIFETIME_MS = 24 * 60 * 60 * 1000;

type CheckoutRow = typeof checkoutSessions.$inferSelect;
type PriceRow = typeof prices.$inferSelect;
type PlanRow = typeof plans.$inferSelect;

function priceUnavailable(priceId: string): ApiError {
  return new ApiError(400, ERROR_CODES.priceUnavailable, PRICE_UNAVAILABLE_MESSAGE, {
    details: { params: { priceId } },
  });
}

/** The app's active subscription price `priceId` and its plan, or 400 'checkout/price-unavailable'. */
export async function sellablePrice(
  tx: Tx,
  appId: string,
  priceId: string,
): Promise<{ price: PriceRow; plan: PlanRow }> {
  const [found] = await tx
    .select({ price: prices, plan: plans })
    .from(prices)
    .innerJoin(plans, eq(plans.id, prices.planId))
    .where(and(eq(prices.appId, appId), eq(prices.id, priceId), eq(prices.active, true)));
  // One-time prices are not sold yet: only subscriptions have a checkout.
  if (!found || found.plan.restricted || found.price.type !== 'SUBSCRIPTION' || found.price.amount <= 0) {
    throw priceUnavailable(priceId);
  }
  return found;
}

/** The member's paid connection that still holds its plan (members/plan-holding.ts), with its subscription. */
async function heldPaidPlan(tx: Tx, appId: string, memberId: string) {
  const [held] = await tx
    .select({ connection: planConnections, plan: plans, subscription: subscriptions })
    .from(planConnections)
    .innerJoin(plans, eq(plans.id, planConnections.planId))
    .leftJoin(subscriptions, eq(subscriptions.id, planConnections.subscriptionId))
    .where(
      and(
        holdingAnyPlan({ appId, memberId, plans: 'any' }),
        inArray(planConnections.type, ['SUBSCRIPTION', 'ONETIME']),
      ),
    )
    .limit(1);
  return held;
}

/**
 * Whether the member has had the plan's free trial: once per member and plan, and once per
 * address, whatever account had it (a deleted one too: trial-addresses.ts).
 */
async function trialUsed(tx: Tx, appId: string, memberId: string, planId: string): Promise<boolean> {
  const [used] = await tx
    .select({ planId: paymentTrials.planId })
    .from(paymentTrials)
    .where(and(eq(paymentTrials.memberId, memberId), eq(paymentTrials.planId, planId)));
  if (used) return true;
  const [member] = await tx.select({ email: members.email }).from(members).where(eq(members.id, memberId));
  return member !== undefined && (await trialAddressUsed(tx, { appId, planId, email: member.email }));
}

/** What a checkout of `price` would be for the member now, or why there can be none. */
export async function checkoutKind(
  tx: Tx,
  input: { appId: string; memberId: string; price: PriceRow },
): Promise<
  | { kind: 'subscribe'; trialDays: number | null }
  | { kind: 'add-card'; subscription: typeof subscriptions.$inferSelect }
> {
  const { appId, memberId, price } = input;
  const held = await heldPaidPlan(tx, appId, memberId);
  if (held) {
    const sub = held.subscription;
    // A trial that runs without a card: the same price's checkout adds one.
    const cardless = sub && sub.status === 'TRIALING' && sub.cardLast4 === null && sub.priceId === price.id;
    if (cardless) return { kind: 'add-card', subscription: sub };
    throw new ApiError(409, ERROR_CODES.alreadySubscribed, alreadySubscribedMessage(held.plan.name), {
      details: { params: { planName: held.plan.name } },
    });
  }
  const trialDays =
    price.trialDays && !(await trialUsed(tx, appId, memberId, price.planId)) ? price.trialDays : null;
  return { kind: 'subscribe', trialDays };
}

/** Input of {@link startCheckout}. */
export interface StartCheckout {
  appId: string;
  memberId: string;
  body: CheckoutSessionRequest;
  successUrl: string;
  cancelUrl: string;
  /** Our return endpoint for the checkout `id` (GET /checkout/return). */
  returnUrl: (id: string) => string;
  now: Date;
}

/** Opens (or reuses) the member's checkout of a price; answers its row with the page's URL. */
export async function startCheckout(
  tx: Tx,
  provider: PaymentProvider,
  input: StartCheckout,
): Promise<CheckoutRow> {
  const { appId, memberId, body, now } = input;
  // One decision at a time per member: a double click waits for the first and reuses its checkout.
  const [member] = await tx
    .select()
    .from(members)
    .where(and(eq(members.appId, appId), eq(members.id, memberId)))
    .for('update');
  if (!member) throw new Error(`startCheckout: no member ${memberId}`);
  const { price, plan } = await sellablePrice(tx, appId, body.priceId);
  const kind = await checkoutKind(tx, { appId, memberId, price });

  await tx
    .update(checkoutSessions)
    .set({ status: 'expired' })
    .where(
      and(
        eq(checkoutSessions.memberId, memberId),
        eq(checkoutSessions.status, 'open'),
        lte(checkoutSessions.expiresAt, now),
      ),
    );
  const [open] = await tx
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.memberId, memberId),
        eq(checkoutSessions.priceId, price.id),
        eq(checkoutSessions.status, 'open'),
      ),
    );
  if (open?.kind === kind.kind && open.url && open.provider === provider.name) return open;
  if (open)
    await tx.update(checkoutSessions).set({ status: 'expired' }).where(eq(checkoutSessions.id, open.id));

  const id = newId('cs');
  const trialDays = kind.kind === 'subscribe' ? kind.trialDays : null;
  const created = await provider.createCheckout({
    sessionId: id,
    member: { id: member.id, email: member.email },
    customerId: member.stripeCustomerId,
    price: {
      id: price.id,
      name: price.name,
      amount: price.amount,
      currency: price.currency,
      intervalType: price.intervalType,
      intervalCount: price.intervalCount,
    },
    plan: { id: plan.id, name: plan.name },
    kind: kind.kind,
    trialDays,
    trialUsed: kind.kind === 'subscribe' && price.trialDays !== null && trialDays === null,
    subscriptionId: kind.kind === 'add-card' ? kind.subscription.providerSubscriptionId : null,
    returnUrl: input.returnUrl(id),
    cancelUrl: input.cancelUrl,
    metadata: body.metadataForCheckout ?? {},
  });
  const [row] = await tx
    .insert(checkoutSessions)
    .values({
      id,
      appId,
      memberId,
      planId: plan.id,
      priceId: price.id,
      provider: provider.name,
      kind: kind.kind,
      trialDays,
      providerSessionId: created.providerSessionId,
      providerCustomerId: created.customerId,
      url: created.url,
      successUrl: input.successUrl,
      cancelUrl: input.cancelUrl,
      subscriptionId: kind.kind === 'add-card' ? kind.subscription.id : null,
      couponId: body.couponId ?? null,
      metadata: body.metadataForCheckout ?? {},
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
    })
    .returning();
  if (!row) throw new Error('startCheckout: the checkout was not stored');
  return row;
}
