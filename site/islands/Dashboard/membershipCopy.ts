/**
 * The dashboard's membership card: its words (content/site/pages/dashboard.yaml, `membership*`
 * labels) and, for each state of the Membership, which ones it shows (docs/product/website.md
 * §2 "Member dashboard").
 */
import { formatBillingDate } from '@wf/sdk/membership';
import type { BadgeTone } from '@wf/ui';
import { fill } from '../../lib/format.ts';
import type { MembershipSummary } from '../../lib/membership/summary.ts';

type Kind = MembershipSummary['kind'];

/** What the card says in one state; '{days}', '{date}' and '{amount}' are filled in. */
export interface MembershipStateCopy {
  /** The badge beside the title: 'Free trial', 'Active', 'Payment failed'... */
  status: string;
  /** The main line: '5 days left', 'Ends on {date}'... */
  headline: string;
  /** The line under it. */
  text: string;
}

/** The membership card's words. */
export interface MembershipCardCopy {
  /** 'Your Membership' */
  title: string;
  states: Record<Kind, MembershipStateCopy>;
  /** A trial's headline on its last day: '1 day left'. */
  oneDayLeft: string;
  /** An active Membership's headline when the service gave no date. */
  activeNoDate: string;
  /** 'Start Free Trial' */
  trial: string;
  /** 'Subscribe for $1.00/month' (a trial without a card adds one). */
  subscribe: string;
  /** 'Renew for $1.00/month' */
  renew: string;
  /** 'Manage membership' (the billing portal). */
  manage: string;
  /** 'Opening checkout...' */
  checkoutBusy: string;
  /** 'Opening your billing portal...' */
  portalBusy: string;
  /** Said when checkout or the portal cannot open and the failure has no sentence of its own. */
  failed: string;
}

/** What the card's one button does, if it has one. */
export type MembershipCardAction =
  | { kind: 'checkout'; label: keyof Pick<MembershipCardCopy, 'trial' | 'subscribe' | 'renew'> }
  | { kind: 'portal'; label: 'manage' };

/** The card's badge colour in each state. */
export const STATUS_TONES: Record<Kind, BadgeTone> = {
  none: 'neutral',
  included: 'success',
  trial: 'primary',
  'trial-card': 'primary',
  active: 'success',
  ending: 'warning',
  'past-due': 'danger',
  lapsed: 'neutral',
};

/** docs/product/website.md §2: the one action of each state (none when a plan includes the videos). */
export function membershipCardAction(summary: MembershipSummary): MembershipCardAction | null {
  switch (summary.kind) {
    case 'none':
      return { kind: 'checkout', label: 'trial' };
    case 'trial':
      return { kind: 'checkout', label: 'subscribe' };
    case 'lapsed':
      return { kind: 'checkout', label: 'renew' };
    case 'included':
      return null;
    default:
      return { kind: 'portal', label: 'manage' };
  }
}

/** The date the state is about (the trial's end, the first or next charge, the end), if any. */
function dateOf(summary: MembershipSummary): number | null {
  switch (summary.kind) {
    case 'trial':
    case 'ending':
      return summary.endsAt;
    case 'trial-card':
      return summary.chargesAt;
    case 'active':
      return summary.nextBillingDate;
    default:
      return null;
  }
}

/** The card's words for `summary`, with its days, date and amount filled in. */
export function membershipCardWords(
  copy: MembershipCardCopy,
  summary: MembershipSummary,
  locale?: string,
): MembershipStateCopy {
  const words = copy.states[summary.kind];
  const date = dateOf(summary);
  const vars = {
    days: 'daysLeft' in summary ? summary.daysLeft : '',
    date: date === null ? '' : formatBillingDate(date, locale),
    amount: 'amount' in summary ? summary.amount : '',
  };
  let headline = words.headline;
  if ('daysLeft' in summary && summary.daysLeft === 1) headline = copy.oneDayLeft;
  if (summary.kind === 'active' && date === null) headline = copy.activeNoDate;
  return { status: words.status, headline: fill(headline, vars), text: fill(words.text, vars) };
}
