/**
 * The test provider's billing portal (docs/product/payments-and-providers.md "Providers of
 * payments"): GET /test-portal/{id} shows the plan, status, next billing date, amount and card
 * and the billing history; its buttons POST back: cancel at the end of the period, resume,
 * switch among the offered prices, update the card, and the test-only "simulate renewal",
 * "simulate failed payment" and "end trial now", so that every status can be reached by hand.
 * Each change goes through applySubscription, as Stripe's do. After a change the page redirects
 * to itself with a notice chosen from a fixed list (nothing typed is ever reflected).
 */
import { TEST_PORTAL_ACTIONS, type TestPortalAction, type TestPortalForm } from '@wf/sdk/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Tx } from '../../db/client.ts';
import {
  apps,
  members,
  paymentEvents,
  plans,
  portalSessions,
  prices,
  subscriptions,
} from '../../db/schema.ts';
import type { BaseEnv, Deps } from '../../http/context.ts';
import { newId } from '../../ids.ts';
import { type AppliedSubscription, applySubscription } from '../../members/billing/apply.ts';
import { mailDate, sendBillingMails } from '../../members/billing/mail.ts';
import { formatMinor } from '../../members/billing/money.ts';
import { type CardField, checkCard } from '../../members/billing/test-provider/cards.ts';
import { testSubscriptionOf } from '../../members/billing/test-provider/provider.ts';
import {
  failPayment,
  isLive,
  renew,
  setCancelAtPeriodEnd,
  switchPrice,
  updateCard,
} from '../../members/billing/test-provider/transitions.ts';
import type { ApiHandlers } from '../api-handlers.ts';
import { renderBillingPage } from '../pages/frame.ts';
import { billingPageHeaders } from './pages.ts';
import { priceText } from './price-text.ts';
import { PORTAL_NOTICES, type PortalView, portalExpiredPanel, portalPanels } from './views/portal.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type PriceRow = typeof prices.$inferSelect;

function isAction(value: string | undefined): value is TestPortalAction {
  return (TEST_PORTAL_ACTIONS as readonly string[]).includes(value ?? '');
}

export function testPortalHandlers(deps: Deps): Pick<ApiHandlers, 'testPortalPage' | 'testPortalAction'> {
  const { database, clock, env } = deps;
  const enabled = () => deps.payments?.name === 'test';

  /** The live portal session, its member's e-mail and app name; undefined when unknown or expired. */
  async function loadSession(id: string) {
    const [found] = await database.db
      .select({ session: portalSessions, email: members.email, appName: apps.name })
      .from(portalSessions)
      .innerJoin(members, eq(members.id, portalSessions.memberId))
      .innerJoin(apps, eq(apps.id, portalSessions.appId))
      .where(eq(portalSessions.id, id));
    return found && found.session.expiresAt > clock() ? found : undefined;
  }
  type Session = NonNullable<Awaited<ReturnType<typeof loadSession>>>;

  /** The member's latest test subscription (the one the portal manages). */
  async function latestSubscription(q: Tx | typeof database.db, session: Session['session']) {
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

  function html(c: Context<BaseEnv>, status: number, appName: string, panels: string[], returnUrl?: string) {
    return c.html(
      renderBillingPage({ title: 'Billing', appName, panels }),
      status as 200,
      billingPageHeaders(returnUrl ? [returnUrl] : []),
    );
  }

  function expired(c: Context<BaseEnv>) {
    return html(c, 410, 'Billing', [portalExpiredPanel(`${env.publicUrl}/`)]);
  }

  async function portalPage(
    c: Context<BaseEnv>,
    loaded: Session,
    options: Pick<PortalView, 'notice' | 'alert' | 'cardErrors' | 'values'> & { status?: number },
  ) {
    const { session, email, appName } = loaded;
    const { status = 200, ...messages } = options;
    const view: PortalView = {
      appName,
      email,
      returnUrl: session.returnUrl,
      ...messages,
      subscription: null,
      offeredPrices: [],
      history: [],
    };
    const found = await latestSubscription(database.db, session);
    if (found) {
      const { subscription: sub, plan, price } = found;
      const date = (value: Date | null) => (value ? mailDate(value) : null);
      view.subscription = {
        status: sub.status,
        live: isLive(sub),
        cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
        planName: plan.name,
        price: priceText(price),
        trialEnds: date(sub.trialEnd),
        nextBillingDate: date(sub.nextBillingAt),
        endsOn: date(sub.cancelAt),
        endedOn: date(sub.endedAt),
        card: sub.cardLast4
          ? {
              brand: sub.cardBrand,
              last4: sub.cardLast4,
              expMonth: sub.cardExpMonth,
              expYear: sub.cardExpYear,
            }
          : null,
      };
      const offered = session.priceIds.filter((id) => id !== sub.priceId);
      if (view.subscription.live && offered.length > 0) {
        const rows = await database.db.select().from(prices).where(inArray(prices.id, offered));
        view.offeredPrices = rows.map((row) => ({ id: row.id, label: `${row.name}: ${priceText(row)}` }));
      }
      const events = await database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.subscriptionId, sub.id))
        .orderBy(desc(paymentEvents.createdAt))
        .limit(20);
      view.history = events.map((event) => ({
        date: mailDate(event.createdAt),
        type: event.type,
        toStatus: event.toStatus,
        amount: event.amount !== null && event.currency ? formatMinor(event.amount, event.currency) : null,
      }));
    }
    return html(c, status, appName, portalPanels(view), session.returnUrl);
  }

  type ActionOutcome =
    | { kind: 'done'; applied: AppliedSubscription | null }
    | { kind: 'card'; errors: Partial<Record<CardField, string>>; alert?: string };

  /** Runs one button of the portal on the member's latest test subscription. */
  async function act(
    tx: Tx,
    session: Session['session'],
    action: TestPortalAction,
    form: TestPortalForm,
  ): Promise<ActionOutcome> {
    const now = clock();
    const found = await latestSubscription(tx, session);
    if (!found || !isLive(found.subscription)) return { kind: 'done', applied: null };
    const row: SubscriptionRow = found.subscription;
    const current = testSubscriptionOf(row);
    const price: PriceRow = found.price;
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

  return {
    testPortalPage: async (c, { params }) => {
      if (!enabled()) return expired(c);
      const loaded = await loadSession(params.sessionId);
      if (!loaded) return expired(c);
      const done = c.req.query('done');
      return portalPage(c, loaded, { notice: isAction(done) ? PORTAL_NOTICES[done] : undefined });
    },

    testPortalAction: async (c, { params, body }) => {
      if (!enabled()) return expired(c);
      const loaded = await loadSession(params.sessionId);
      if (!loaded) return expired(c);
      const action = body.action;
      if (!isAction(action))
        return portalPage(c, loaded, { status: 400, alert: 'Choose one of the buttons.' });
      const outcome = await database.transaction((tx) => act(tx, loaded.session, action, body));
      if (outcome.kind === 'card') {
        return portalPage(c, loaded, {
          status: outcome.alert ? 402 : 400,
          alert: outcome.alert,
          cardErrors: outcome.errors,
          values: body,
        });
      }
      if (outcome.applied) await sendBillingMails(deps, outcome.applied.mails);
      return c.redirect(
        `${env.publicUrl}/api/test-portal/${encodeURIComponent(params.sessionId)}?done=${action}`,
        303,
      );
    },
  };
}
