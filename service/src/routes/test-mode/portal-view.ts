/**
 * The test billing portal page (docs/product/payments-and-providers.md "Providers of payments"):
 * the subscription (plan, status, dates, card), cancel or resume, switching among the offered
 * prices, the card form, the test-only controls and the billing history.
 */
import type { TestPortalAction, TestPortalForm } from '@wf/sdk/contract';
import { escapeHtml } from '../../mail/templates/escape.ts';
import type { CardField } from '../../members/billing/test-provider/cards.ts';
import { cardFields, messagePanel } from '../pages/frame.ts';

/** What each action's redirect says once it is done. */
export const PORTAL_NOTICES: Record<TestPortalAction, string> = {
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

/** The subscription the portal manages, with its dates already written out ('March 3, 2026'). */
export interface PortalSubscriptionView {
  status: string;
  /** False once it has ended: no buttons then, only the history. */
  live: boolean;
  cancelAtPeriodEnd: boolean;
  planName: string;
  price: string;
  trialEnds: string | null;
  nextBillingDate: string | null;
  endsOn: string | null;
  endedOn: string | null;
  card: { brand: string | null; last4: string; expMonth: number | null; expYear: number | null } | null;
}

export interface PortalView {
  appName: string;
  email: string;
  returnUrl: string;
  /** What the last action did (role=status). */
  notice?: string;
  /** What went wrong with it (role=alert). */
  alert?: string;
  cardErrors?: Partial<Record<CardField, string>>;
  values?: TestPortalForm;
  subscription: PortalSubscriptionView | null;
  /** The prices the member may switch to (other than the current one). */
  offeredPrices: readonly { id: string; label: string }[];
  history: readonly { date: string; type: string; toStatus: string | null; amount: string | null }[];
}

function cardText(card: PortalSubscriptionView['card']): string {
  if (!card) return 'No card on file';
  const brand = (card.brand ?? 'card').replace(/^./, (letter) => letter.toUpperCase());
  return `${brand} ending in ${card.last4}, expires ${String(card.expMonth).padStart(2, '0')}/${String(card.expYear).slice(-2)}`;
}

function actionButton(action: TestPortalAction, label: string, secondary = false): string {
  return `<form method="post"><input type="hidden" name="action" value="${action}"><button type="submit"${secondary ? ' class="secondary"' : ''}>${escapeHtml(label)}</button></form>`;
}

function summaryPanel(view: PortalView, sub: PortalSubscriptionView): string {
  const state = STATUS_LABELS[sub.status] ?? { label: sub.status, tone: 'warn' as const };
  const rows: [string, string | null][] = [
    ['Plan', sub.planName],
    ['Price', sub.price],
    ['Trial ends', sub.status === 'TRIALING' ? sub.trialEnds : null],
    ['Next billing date', sub.nextBillingDate],
    ['Ends on', sub.endsOn],
    ['Ended on', sub.endedOn],
    ['Card', cardText(sub.card)],
  ];
  const action = !sub.live
    ? `<p>This subscription has ended. Subscribe again from ${escapeHtml(view.appName)}.</p>`
    : sub.cancelAtPeriodEnd
      ? actionButton('resume', 'Resume membership')
      : actionButton('cancel', 'Cancel at the end of the period', true);
  return `<section class="panel" aria-labelledby="subscription-heading">
<h2 id="subscription-heading">Your subscription <span class="status" data-tone="${state.tone}">${escapeHtml(state.label)}</span></h2>
<dl>${rows
    .filter((row): row is [string, string] => row[1] !== null)
    .map(([term, value]) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`)
    .join('')}</dl>
${action}
</section>`;
}

function livePanels(view: PortalView, sub: PortalSubscriptionView): string[] {
  const panels: string[] = [];
  if (view.offeredPrices.length > 0) {
    panels.push(`<section class="panel" aria-labelledby="switch-heading"><h2 id="switch-heading">Change plan</h2>
<form method="post"><input type="hidden" name="action" value="switch-price">
<div class="field"><label for="field-price">Price</label><select id="field-price" name="priceId">${view.offeredPrices
      .map((option) => `<option value="${escapeHtml(option.id)}">${escapeHtml(option.label)}</option>`)
      .join('')}</select></div><button type="submit">Switch</button></form></section>`);
  }
  const cardErrors = view.cardErrors ?? {};
  panels.push(`<section class="panel" aria-labelledby="card-heading"><h2 id="card-heading">${sub.card ? 'Update card' : 'Add a card'}</h2>
${Object.keys(cardErrors).length > 0 ? '<p class="alert" role="alert">Please check the card details.</p>' : ''}
<form method="post" novalidate><input type="hidden" name="action" value="update-card">
${cardFields({ values: view.values ?? {}, errors: cardErrors })}
<button type="submit">Save card</button></form></section>`);
  panels.push(`<section class="panel" aria-labelledby="test-heading"><fieldset><legend id="test-heading">Test controls</legend>
<p class="muted">Move time forward for this subscription, as the payment provider would.</p>
${actionButton('simulate-renewal', 'Simulate renewal', true)}
${actionButton('simulate-failed-payment', 'Simulate failed payment', true)}
${sub.status === 'TRIALING' ? actionButton('end-trial', 'End trial now', true) : ''}
</fieldset></section>`);
  return panels;
}

function historyPanel(view: PortalView, back: string): string {
  const rows = view.history
    .map((event) => {
      const label = EVENT_LABELS[event.type] ?? event.type;
      const status =
        event.toStatus && event.type === 'status-changed'
          ? ` (${escapeHtml(STATUS_LABELS[event.toStatus]?.label ?? event.toStatus)})`
          : '';
      return `<tr><td>${escapeHtml(event.date)}</td><td>${escapeHtml(label)}${status}</td><td>${escapeHtml(event.amount ?? '')}</td></tr>`;
    })
    .join('');
  return `<section class="panel" aria-labelledby="history-heading"><h2 id="history-heading">Billing history</h2>
<table><thead><tr><th scope="col">Date</th><th scope="col">Event</th><th scope="col">Amount</th></tr></thead><tbody>${rows}</tbody></table>${back}</section>`;
}

/** The portal's panels, top to bottom. */
export function portalPanels(view: PortalView): string[] {
  const back = `<p class="back"><a href="${escapeHtml(view.returnUrl)}">Return to ${escapeHtml(view.appName)}</a></p>`;
  const sub = view.subscription;
  const head = `<section class="panel"><h1>Billing</h1><p class="muted">Signed in as ${escapeHtml(view.email)}</p>${
    view.notice ? `<p class="notice" role="status">${escapeHtml(view.notice)}</p>` : ''
  }${view.alert ? `<p class="alert" role="alert">${escapeHtml(view.alert)}</p>` : ''}${sub ? '' : `<p>You have no subscription yet.</p>${back}`}</section>`;
  if (!sub) return [head];
  return [
    head,
    summaryPanel(view, sub),
    ...(sub.live ? livePanels(view, sub) : []),
    historyPanel(view, back),
  ];
}

/** The page of a portal link that has expired or never existed. */
export function portalExpiredPanel(homeUrl: string): string {
  return messagePanel({
    heading: 'This billing page has expired',
    paragraphs: ['Billing links work for an hour. Open it again with "Manage membership" on the site.'],
    link: { href: homeUrl, label: 'Go to the website' },
  });
}
