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
import { escapeHtml } from '../../mail/templates/escape.ts';
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
import { billingPageHeaders, cardFields, messagePanel, renderBillingPage } from './pages.ts';
import { priceText } from './price-text.ts';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type PriceRow = typeof prices.$inferSelect;

/** The notices a change ends with (the page shows the one its redirect names). */
const NOTICES: Record<TestPortalAction, string> = {
  cancel: 'Your membership will end at the end of the current period.',
  resume: 'Your membership will go on: the cancellation is withdrawn.',
  'switch-price': 'Your plan was changed. The new price applies from the next payment.',
  'update-card': 'Your card was updated.',
  'simulate-renewal': 'Test: the period ended and the renewal ran.',
  'simulate-failed-payment': 'Test: a payment failed.',
  'end-trial': 'Test: the trial ended now.',
};

/** What the status is called, and its tone. */
const STATUS_LABELS: Record<string, { label: string; tone: 'good' | 'warn' | 'bad' }> = {
  ACTIVE: { label: 'Active', tone: 'good' },
  TRIALING: { label: 'Free trial', tone: 'good' },
  PAST_DUE: { label: 'Payment failed', tone: 'warn' },
  CANCELED: { label: 'Ended', tone: 'bad' },
  UNPAID: { label: 'Unpaid', tone: 'bad' },
};

/** The history's words for each event type. */
const EVENT_LABELS: Record<string, string> = {
  'trial-started': 'Free trial started',
  'subscription-started': 'Subscription started',
  'status-changed': 'Status changed',
  'payment-succeeded': 'Payment',
  'payment-failed': 'Payment failed',
  'cancellation-scheduled': 'Cancellation scheduled',
  'cancellation-withdrawn': 'Cancellation withdrawn',
  'price-changed': 'Price changed',
  'card-updated': 'Card updated',
};

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
    return html(c, 410, 'Billing', [
      messagePanel({
        heading: 'This billing page has expired',
        paragraphs: ['Billing links work for an hour. Open it again with "Manage membership" on the site.'],
        link: { href: `${env.publicUrl}/`, label: 'Go to the website' },
      }),
    ]);
  }

  async function portalPage(
    c: Context<BaseEnv>,
    loaded: Session,
    options: {
      status?: number;
      notice?: string;
      alert?: string;
      cardErrors?: Partial<Record<CardField, string>>;
      values?: TestPortalForm;
    },
  ) {
    const { session, email, appName } = loaded;
    const back = `<p class="back"><a href="${escapeHtml(session.returnUrl)}">Return to ${escapeHtml(appName)}</a></p>`;
    const found = await latestSubscription(database.db, session);
    const head = `<section class="panel"><h1>Billing</h1><p class="muted">Signed in as ${escapeHtml(email)}</p>${
      options.notice ? `<p class="notice" role="status">${escapeHtml(options.notice)}</p>` : ''
    }${options.alert ? `<p class="alert" role="alert">${escapeHtml(options.alert)}</p>` : ''}${found ? '' : `<p>You have no subscription yet.</p>${back}`}</section>`;
    if (!found) return html(c, options.status ?? 200, appName, [head], session.returnUrl);
    const { subscription: sub, plan, price } = found;
    const state = STATUS_LABELS[sub.status] ?? { label: sub.status, tone: 'warn' as const };
    const live = isLive(sub);
    const rows: [string, string][] = [
      ['Plan', plan.name],
      ['Price', priceText(price)],
    ];
    if (sub.status === 'TRIALING' && sub.trialEnd) rows.push(['Trial ends', mailDate(sub.trialEnd)]);
    if (sub.nextBillingAt) rows.push(['Next billing date', mailDate(sub.nextBillingAt)]);
    if (sub.cancelAt) rows.push(['Ends on', mailDate(sub.cancelAt)]);
    if (sub.endedAt) rows.push(['Ended on', mailDate(sub.endedAt)]);
    rows.push([
      'Card',
      sub.cardLast4
        ? `${(sub.cardBrand ?? 'card').replace(/^./, (letter) => letter.toUpperCase())} ending in ${sub.cardLast4}, expires ${String(sub.cardExpMonth).padStart(2, '0')}/${String(sub.cardExpYear).slice(-2)}`
        : 'No card on file',
    ]);
    const button = (action: TestPortalAction, label: string, secondary = false) =>
      `<form method="post"><input type="hidden" name="action" value="${action}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(label)}</button></form>`;

    const summary = `<section class="panel" aria-labelledby="subscription-heading">
<h2 id="subscription-heading">Your subscription <span class="status" data-tone="${state.tone}">${escapeHtml(state.label)}</span></h2>
<dl>${rows.map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl>
${live ? (sub.cancelAtPeriodEnd ? button('resume', 'Resume membership') : button('cancel', 'Cancel at the end of the period', true)) : `<p>This subscription has ended. Subscribe again from ${escapeHtml(appName)}.</p>`}
</section>`;

    const panels = [head, summary];
    if (live) {
      const offered = session.priceIds.filter((id) => id !== sub.priceId);
      if (offered.length > 0) {
        const options = await database.db.select().from(prices).where(inArray(prices.id, offered));
        panels.push(`<section class="panel" aria-labelledby="switch-heading"><h2 id="switch-heading">Change plan</h2>
<form method="post"><input type="hidden" name="action" value="switch-price">
<div class="field"><label for="field-price">Price</label><select id="field-price" name="priceId">${options
          .map(
            (option) =>
              `<option value="${escapeHtml(option.id)}">${escapeHtml(`${option.name}: ${priceText(option)}`)}</option>`,
          )
          .join('')}</select></div><button type="submit">Switch</button></form></section>`);
      }
      panels.push(`<section class="panel" aria-labelledby="card-heading"><h2 id="card-heading">${sub.cardLast4 ? 'Update card' : 'Add a card'}</h2>
${options.cardErrors && Object.keys(options.cardErrors).length > 0 ? '<p class="alert" role="alert">Please check the card details.</p>' : ''}
<form method="post" novalidate><input type="hidden" name="action" value="update-card">
${cardFields({ values: options.values ?? {}, errors: options.cardErrors ?? {} })}
<button type="submit">Save card</button></form></section>`);
      panels.push(`<section class="panel" aria-labelledby="test-heading"><fieldset><legend id="test-heading">Test controls</legend>
<p class="muted">Move time forward for this subscription, as the payment provider would.</p>
${button('simulate-renewal', 'Simulate renewal', true)}
${button('simulate-failed-payment', 'Simulate failed payment', true)}
${sub.status === 'TRIALING' ? button('end-trial', 'End trial now', true) : ''}
</fieldset></section>`);
    }
    const history = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.subscriptionId, sub.id))
      .orderBy(desc(paymentEvents.createdAt))
      .limit(20);
    panels.push(`<section class="panel" aria-labelledby="history-heading"><h2 id="history-heading">Billing history</h2>
<table><thead><tr><th scope="col">Date</th><th scope="col">Event</th><th scope="col">Amount</th></tr></thead><tbody>${history
      .map(
        (event) =>
          `<tr><td>${escapeHtml(mailDate(event.createdAt))}</td><td>${escapeHtml(EVENT_LABELS[event.type] ?? event.type)}${event.toStatus && event.type === 'status-changed' ? ` (${escapeHtml(STATUS_LABELS[event.toStatus]?.label ?? event.toStatus)})` : ''}</td><td>${event.amount !== null && event.currency ? escapeHtml(formatMinor(event.amount, event.currency)) : ''}</td></tr>`,
      )
      .join('')}</tbody></table>${back}</section>`);
    return html(c, options.status ?? 200, appName, panels, session.returnUrl);
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
      return portalPage(c, loaded, { notice: isAction(done) ? NOTICES[done] : undefined });
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
