/**
 * The test provider's checkout page (docs/product/payments-and-providers.md "Providers of
 * payments"): GET /test-checkout/{id} shows the plan, the price (with the trial sentence), the
 * member's address and the card fields; POST pays with a test card, starts a trial without one,
 * or adds a card to a trial. A decline shows the page again with the card's message; success
 * goes on through GET /checkout/return to the checkout's success page. The checkout's id is the
 * page's only key (124 random bits), as with a payment provider's hosted checkout.
 */
import type { TestCheckoutForm } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../../db/client.ts';
import { apps, checkoutSessions, members, plans, prices, subscriptions } from '../../db/schema.ts';
import type { BaseEnv, Deps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { newId } from '../../ids.ts';
import type { AppliedSubscription } from '../../members/billing/apply.ts';
import { checkoutKind } from '../../members/billing/checkout.ts';
import { TRIAL_ENDED_BEFORE_CARD_MESSAGE } from '../../members/billing/checkout-messages.ts';
import { completeCheckout } from '../../members/billing/events.ts';
import { sendBillingMails } from '../../members/billing/mail.ts';
import type { CardSummary } from '../../members/billing/provider.ts';
import { type CardField, checkCard } from '../../members/billing/test-provider/cards.ts';
import { testSubscriptionOf } from '../../members/billing/test-provider/provider.ts';
import { isLive, subscribe } from '../../members/billing/test-provider/transitions.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { renderBillingPage } from '../pages/frame.ts';
import { billingPageHeaders } from './pages.ts';
import { priceText } from './price-text.ts';
import {
  type CheckoutView,
  checkoutClosedPanel,
  checkoutNotFoundPanel,
  checkoutPanels,
  checkoutRefusedPanel,
} from './views/checkout.ts';

type CheckoutRow = typeof checkoutSessions.$inferSelect;

/** The checkout, its price, plan, member and app; undefined when there is no such test checkout. */
async function loadCheckout(q: Tx | Deps['database']['db'], id: string) {
  const [found] = await q
    .select({
      checkout: checkoutSessions,
      price: prices,
      plan: plans,
      email: members.email,
      appName: apps.name,
    })
    .from(checkoutSessions)
    .innerJoin(prices, eq(prices.id, checkoutSessions.priceId))
    .innerJoin(plans, eq(plans.id, checkoutSessions.planId))
    .innerJoin(members, eq(members.id, checkoutSessions.memberId))
    .innerJoin(apps, eq(apps.id, checkoutSessions.appId))
    .where(and(eq(checkoutSessions.id, id), eq(checkoutSessions.provider, 'test')));
  return found;
}

type Loaded = NonNullable<Awaited<ReturnType<typeof loadCheckout>>>;

/** What the form comes to. */
type Outcome =
  | { kind: 'done'; applied: AppliedSubscription }
  | { kind: 'form'; status: 400 | 402; alert?: string; errors: Partial<Record<CardField, string>> }
  | { kind: 'closed'; heading: string; text: string };

export function testCheckoutHandlers(
  deps: Deps,
): Pick<ApiHandlers, 'testCheckoutPage' | 'testCheckoutSubmit'> {
  const { database, clock, env } = deps;
  const enabled = () => deps.payments?.name === 'test';

  function page(
    c: Context<BaseEnv>,
    status: number,
    appName: string,
    panels: string[],
    targets: string[] = [],
  ) {
    return c.html(
      renderBillingPage({ title: 'Checkout', appName, panels }),
      status as 200,
      billingPageHeaders(targets),
    );
  }

  function notFound(c: Context<BaseEnv>) {
    return page(c, 404, 'Checkout', [checkoutNotFoundPanel(`${env.publicUrl}/`)]);
  }

  /** The page of an open checkout, with the values typed so far and what went wrong. */
  function checkoutPage(
    c: Context<BaseEnv>,
    loaded: Loaded,
    options: Pick<CheckoutView, 'alert' | 'errors' | 'values'> & { status?: number } = {},
  ) {
    const { checkout, price, plan, email, appName } = loaded;
    const panels = checkoutPanels({
      kind: checkout.kind,
      trialDays: checkout.trialDays,
      trialUsed: checkout.kind === 'subscribe' && price.trialDays !== null && checkout.trialDays === null,
      planName: plan.name,
      amount: priceText(price),
      email,
      cancelUrl: checkout.cancelUrl,
      ...options,
    });
    return page(c, options.status ?? 200, appName, panels, [checkout.successUrl, checkout.cancelUrl]);
  }

  function closedPage(c: Context<BaseEnv>, loaded: Loaded) {
    const { checkout, appName } = loaded;
    return checkout.status === 'complete'
      ? page(c, 200, appName, [checkoutClosedPanel('complete', checkout.successUrl)])
      : page(c, 410, appName, [checkoutClosedPanel('expired', checkout.cancelUrl)]);
  }

  /** Completes the checkout with the form, inside one transaction that holds the member's row. */
  async function submit(tx: Tx, id: string, form: TestCheckoutForm): Promise<Outcome> {
    const now = clock();
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
      if (checked.kind === 'declined')
        return { kind: 'form', status: 402, alert: checked.message, errors: {} };
      card = checked.card;
    }
    return { kind: 'done', applied: await complete(tx, checkout, price, card, now) };
  }

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

  return {
    testCheckoutPage: async (c, { params }) => {
      if (!enabled()) return notFound(c);
      const loaded = await loadCheckout(database.db, params.sessionId);
      if (!loaded) return notFound(c);
      if (loaded.checkout.status !== 'open' || loaded.checkout.expiresAt <= clock())
        return closedPage(c, loaded);
      return checkoutPage(c, loaded, {});
    },

    testCheckoutSubmit: async (c, { params, body }) => {
      if (!enabled()) return notFound(c);
      const loaded = await loadCheckout(database.db, params.sessionId);
      if (!loaded) return notFound(c);
      let outcome: Outcome;
      try {
        outcome = await database.transaction((tx) => submit(tx, params.sessionId, body));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Refused at the last moment (another plan became active, the trial was used): say so.
        const fresh = (await loadCheckout(database.db, params.sessionId)) ?? loaded;
        return page(c, error.status, fresh.appName, [
          checkoutRefusedPanel(error.message, fresh.checkout.cancelUrl),
        ]);
      }
      if (outcome.kind === 'closed')
        return closedPage(c, (await loadCheckout(database.db, params.sessionId)) ?? loaded);
      if (outcome.kind === 'form') {
        return checkoutPage(c, loaded, {
          status: outcome.status,
          alert: outcome.alert,
          errors: outcome.errors,
          values: body,
        });
      }
      await sendBillingMails(deps, outcome.applied.mails);
      return c.redirect(
        `${env.publicUrl}/api/checkout/return?session_id=${encodeURIComponent(params.sessionId)}`,
        303,
      );
    },
  };
}
