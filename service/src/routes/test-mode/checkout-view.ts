/**
 * The test checkout page (docs/product/payments-and-providers.md "Providers of payments"): what is
 * bought and for how much, then the card form with what was typed and what went wrong.
 */
import type { TestCheckoutForm } from '@wf/sdk/contract';
import { escapeHtml } from '../../mail/templates/escape.ts';
import { TRIAL_USED_MESSAGE } from '../../members/billing/checkout-messages.ts';
import type { CardField } from '../../members/billing/test-provider/cards.ts';
import { cardFields, messagePanel } from '../pages/frame.ts';

export interface CheckoutView {
  /** 'subscribe': buy the plan (with a trial when trialDays is set); 'add-card': a card for a trial. */
  kind: 'subscribe' | 'add-card';
  trialDays: number | null;
  /** The price has a free trial this member or their address has had: the page says why there is none. */
  trialUsed?: boolean;
  planName: string;
  /** The price as written on the page: '$1.00/month'. */
  amount: string;
  email: string;
  cancelUrl: string;
  /** A decline or a refusal, shown above the form. */
  alert?: string;
  errors?: Partial<Record<CardField, string>>;
  values?: TestCheckoutForm;
}

function heading(view: CheckoutView, trial: number | null): string {
  if (view.kind === 'add-card') return `Add a card to your ${view.planName}`;
  if (trial) return `Start your ${trial}-day free trial of ${view.planName}`;
  return `Subscribe to ${view.planName}`;
}

function priceLine(view: CheckoutView, trial: number | null): string {
  const amount = escapeHtml(view.amount);
  if (trial) {
    return `<p class="price">Free for ${trial} days</p><p class="muted">then ${amount} after a ${trial}-day trial. No card is needed for the trial: add one now to keep your membership going after it, or later.</p>`;
  }
  if (view.kind === 'add-card') {
    return `<p class="price">${amount}</p><p class="muted">Nothing is charged now. When your trial ends, your card is charged ${amount} until you cancel.</p>`;
  }
  const used = view.trialUsed ? `<p>${escapeHtml(TRIAL_USED_MESSAGE)}</p>` : '';
  return `<p class="price">${amount}</p>${used}<p class="muted">Charged today, then ${amount} until you cancel.</p>`;
}

function buttonLabel(view: CheckoutView, trial: number | null): string {
  if (trial) return 'Start free trial';
  if (view.kind === 'add-card') return 'Save card';
  return `Subscribe for ${view.amount}`;
}

/** The page's two panels: the summary, and the card form. */
export function checkoutPanels(view: CheckoutView): string[] {
  const trial = view.kind === 'subscribe' ? view.trialDays : null;
  const errors = view.errors ?? {};
  const alert = view.alert ? `<p class="alert" role="alert">${escapeHtml(view.alert)}</p>` : '';
  const errorCount = Object.keys(errors).length;
  const summary =
    !view.alert && errorCount > 0
      ? `<p class="alert" role="alert">Please check the card details: ${errorCount === 1 ? 'one field needs' : `${errorCount} fields need`} attention.</p>`
      : '';
  const form = `<section class="panel" aria-labelledby="pay-heading">
<h2 id="pay-heading">${trial ? 'Card (optional during the trial)' : 'Card'}</h2>
${alert}${summary}
<form method="post" novalidate>
<input type="hidden" name="action" value="${trial ? 'trial' : 'pay'}">
${cardFields({ values: view.values ?? {}, errors, optional: Boolean(trial) })}
<button type="submit">${escapeHtml(buttonLabel(view, trial))}</button>
</form>
<p class="back"><a href="${escapeHtml(view.cancelUrl)}">Cancel and go back</a></p>
</section>`;
  const summaryPanel = `<section class="panel"><h1>${escapeHtml(heading(view, trial))}</h1>${priceLine(view, trial)}<p class="muted">Signed in as ${escapeHtml(view.email)}</p></section>`;
  return [summaryPanel, form];
}

/** The page of a checkout id that does not exist (or a provider that is not the test one). */
export function checkoutNotFoundPanel(homeUrl: string): string {
  return messagePanel({
    heading: 'This checkout does not exist',
    paragraphs: ['The link may have been copied only in part. Start the checkout again from the site.'],
    link: { href: homeUrl, label: 'Go to the website' },
  });
}

/** The page of a checkout that was completed (a link on to the success URL) or has expired. */
export function checkoutClosedPanel(state: 'complete' | 'expired', href: string): string {
  return state === 'complete'
    ? messagePanel({
        heading: 'This checkout is complete',
        paragraphs: ['Your membership is ready.'],
        link: { href, label: 'Continue' },
      })
    : messagePanel({
        heading: 'This checkout has expired',
        paragraphs: ['Checkout links work for a day. Start the checkout again from the site.'],
        link: { href, label: 'Go back' },
      });
}

/** A checkout refused at the last moment (another plan became active, the trial was used). */
export function checkoutRefusedPanel(reason: string, backUrl: string): string {
  return messagePanel({
    heading: 'This checkout cannot be completed',
    paragraphs: [reason],
    link: { href: backUrl, label: 'Go back' },
  });
}
