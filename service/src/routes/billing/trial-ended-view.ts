/**
 * The page of a card saved after its trial had ended (docs/product/payments-and-providers.md
 * "Providers of payments"): it pays nothing, and the page says so rather than the success page.
 * Pure, so that its story draws it as the service does.
 */
import { TRIAL_ENDED_BEFORE_CARD_MESSAGE } from '../../members/billing/checkout-messages.ts';
import { messagePanel } from '../pages/frame.ts';

/** The return from an add-card checkout completed after the trial had ended without a card. */
export function trialEndedPanel(backUrl: string): string {
  return messagePanel({
    heading: 'Your free trial has ended',
    paragraphs: [TRIAL_ENDED_BEFORE_CARD_MESSAGE],
    link: { href: backUrl, label: 'Go back' },
  });
}
