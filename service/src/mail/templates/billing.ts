/**
 * The e-mails of payments (docs/product/payments-and-providers.md "Mail"): a receipt after each
 * successful payment, a notice three days before a trial ends, and a notice when a payment
 * fails, each with the way to the billing portal.
 */

import { notice } from './account-security.ts';
import type { MailContent } from './layout.ts';

/** Money and dates as they are written in the e-mails. */
export interface BillingMailText {
  appName: string;
  planName: string;
  /** '$1.00'. */
  amount: string;
  /** 'month', 'year', ... */
  interval: string;
  /** Where the member manages the membership (the page whose button opens the billing portal). */
  manageUrl: string;
}

/** After each successful payment. */
export function receiptEmail(
  input: BillingMailText & { paidOn: string; nextBillingOn: string | null },
): MailContent {
  return notice({
    appName: input.appName,
    title: 'Thank you: your payment went through',
    subject: `Your ${input.appName} receipt: ${input.amount} for ${input.planName}`,
    paragraphs: [
      `We received your payment of ${input.amount} for ${input.planName} on ${input.paidOn}.`,
      input.nextBillingOn
        ? `Your next payment of ${input.amount} is due on ${input.nextBillingOn}. You can cancel at any time before then.`
        : 'No further payment is scheduled.',
    ],
    action: { href: input.manageUrl, label: 'Manage membership' },
    closing: 'Keep this e-mail as your receipt.',
  });
}

/** Three days before a trial ends. */
export function trialEndingEmail(
  input: BillingMailText & { endsOn: string; converts: boolean },
): MailContent {
  return notice({
    appName: input.appName,
    title: 'Your free trial ends soon',
    subject: `Your ${input.appName} free trial ends on ${input.endsOn}`,
    paragraphs: [
      `Your free trial of ${input.planName} ends on ${input.endsOn}.`,
      input.converts
        ? `Then your card is charged ${input.amount} each ${input.interval}, and your membership goes on. To stop before then, cancel from your membership page.`
        : `To keep your access to every video after that, subscribe for ${input.amount}/${input.interval}. Without a card the trial simply ends: nothing is charged.`,
    ],
    action: {
      href: input.manageUrl,
      label: input.converts ? 'Manage membership' : `Subscribe for ${input.amount}/${input.interval}`,
    },
  });
}

/** When a payment fails. */
export function paymentFailedEmail(input: BillingMailText): MailContent {
  return notice({
    appName: input.appName,
    title: 'Your payment did not go through',
    subject: `Action needed: your ${input.appName} payment of ${input.amount} failed`,
    paragraphs: [
      `We could not charge ${input.amount} for ${input.planName}. Your access continues for now while we try again.`,
      'Please update your card in the billing portal so that your membership does not lapse.',
    ],
    action: { href: input.manageUrl, label: 'Update your card' },
  });
}
