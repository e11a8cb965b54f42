/**
 * What the test provider's billing portal reads and does (docs/product/payments-and-providers.md
 * "Providers of payments"): the live portal session, the member's latest test subscription with
 * the prices it may switch to and its history, and the portal's buttons, each a change that goes
 * through applySubscription as Stripe's do. The page itself is drawn by routes/test-mode/portal.ts.
 */
import type { TestPortalAction, TestPortalForm } from '@wf/sdk/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Queryable, Tx } from '../../../db/client.ts';
import {
  apps,
  members,
  paymentEvents,
  plans,
  portalSessions,
  prices,
  subscriptions,
} from '../../../db/schema.ts';
import { newId } from '../../../ids.ts';
import { type AppliedSubscription, applySubscription } from '../apply.ts';
import { type CardField, checkCard } from './cards.ts';
import { testSubscriptionOf } from './provider.ts';
import { failPayment, isLive, renew, setCancelAtPeriodEnd, switchPrice, updateCard } from './transitions.ts';

/** The live portal session, its member's e-mail and app name; undefined when unknown or expired. */
export async function loadPortalSession(q: Queryable, id: string, now: Date) {
  const [found] = await q
    .select({ session: portalSessions, email: members.email, appName: apps.name, appSettings: apps.settings })
    .from(portalSessions)
    .innerJoin(members, eq(members.id, portalSessions.memberId))
    .innerJoin(apps, eq(apps.id, portalSessions.appId))
    .where(eq(portalSessions.id, id));
  return found && found.session.expiresAt > now ? found : undefined;
}

/** A portal session as {@link loadPortalSession} reads it. */
export type LoadedPortalSession = NonNullable<Awaited<ReturnType<typeof loadPortalSession>>>;
type PortalSession = LoadedPortalSession['session'];

/** The member's latest test subscription (the one the portal manages), with its plan and price. */
export async function latestTestSubscription(q: Queryable, session: PortalSession) {
  const [row] = await q
    .select({ subscription: subscriptions, plan: plans, price: prices })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .innerJoin(prices, eq(prices.id, subscriptions.priceId))
    .where(
      and(
        eq(subscriptions.appId, session.appId),
        eq(subscriptions.memberId, session.memberId),
        eq(subscriptions.provider, 'test'),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row;
}

/** The prices `ids` (those a portal session offers to switch to). */
export function pricesById(q: Queryable, ids: readonly string[]) {
  return q
    .select()
    .from(prices)
    .where(inArray(prices.id, [...ids]));
}

/** The latest events of a subscription, newest first (the portal's billing history). */
export function subscriptionHistory(q: Queryable, subscriptionId: string, limit: number) {
  return q
    .select()
    .from(paymentEvents)
    .where(eq(paymentEvents.subscriptionId, subscriptionId))
    .orderBy(desc(paymentEvents.createdAt))
    .limit(limit);
}

/** What a button of the portal comes to. */
export type PortalActionOutcome =
  | { kind: 'done'; applied: AppliedSubscription | null }
  | { kind: 'card'; errors: Partial<Record<CardField, string>>; alert?: string };

/** Runs one button of the portal on the member's latest test subscription. */
export async function runPortalAction(
  tx: Tx,
  {
    session,
    action,
    form,
    now,
  }: { session: PortalSession; action: TestPortalAction; form: TestPortalForm; now: Date },
): Promise<PortalActionOutcome> {
  const found = await latestTestSubscription(tx, session);
  if (!found || !isLive(found.subscription)) return { kind: 'done', applied: null };
  const row = found.subscription;
  const current = testSubscriptionOf(row);
  const price = found.price;
  const invoice = newId('in_test');
  let next = current;
  switch (action) {
    case 'cancel':
      next = setCancelAtPeriodEnd(current, true);
      break;
    case 'resume':
      next = setCancelAtPeriodEnd(current, false);
      break;
    case 'switch-price': {
      if (!form.priceId || !session.priceIds.includes(form.priceId)) return { kind: 'done', applied: null };
      const [target] = await tx
        .select()
        .from(prices)
        .where(and(eq(prices.id, form.priceId), eq(prices.planId, row.planId)));
      if (!target) return { kind: 'done', applied: null };
      next = switchPrice(current, target.id);
      break;
    }
    case 'update-card': {
      const checked = checkCard(form, now);
      if (checked.kind === 'invalid') return { kind: 'card', errors: checked.errors };
      if (checked.kind === 'declined') return { kind: 'card', errors: {}, alert: checked.message };
      next = updateCard(current, checked.card, price, invoice, now);
      break;
    }
    case 'simulate-renewal':
      next = renew(current, price, invoice, now);
      break;
    case 'end-trial':
      if (current.status !== 'TRIALING') return { kind: 'done', applied: null };
      next = renew(current, price, invoice, now);
      break;
    case 'simulate-failed-payment':
      next = failPayment(current, price, invoice, now);
      break;
  }
  const applied = await applySubscription(tx, { appId: row.appId, subscription: next, now });
  return { kind: 'done', applied };
}
