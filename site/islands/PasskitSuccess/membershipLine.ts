/**
 * The line under 'Your membership has been activated successfully.' (docs/product/website.md §2
 * "Membership activated"): what the member just started, once the member has been read again.
 */
import { formatBillingDate } from '@wf/sdk/membership';
import { fill } from '../../lib/format.ts';
import type { MembershipSummary } from '../../lib/membership/summary.ts';
import type { ActivatedCopy } from './copy.ts';

/** What the page knows of the new membership. */
export type ActivatedMembership =
  /** The member is being read again. */
  | { state: 'confirming' }
  /** Read again: where the member stands now. */
  | { state: 'confirmed'; summary: MembershipSummary };

/** The line to show, or null when there is nothing to add. */
export function activatedLine(
  copy: ActivatedCopy,
  membership: ActivatedMembership,
  locale?: string,
): string | null {
  if (membership.state === 'confirming') return copy.confirming;
  const { summary } = membership;
  const date = (ms: number) => formatBillingDate(ms, locale);
  switch (summary.kind) {
    case 'trial':
      return fill(copy.trial, { date: date(summary.endsAt) });
    case 'trial-card':
      return fill(copy.trialCard, { date: date(summary.chargesAt), amount: summary.amount });
    case 'active':
      return summary.nextBillingDate === null
        ? null
        : fill(copy.active, { date: date(summary.nextBillingDate), amount: summary.amount });
    case 'ending':
      return fill(copy.ending, { date: date(summary.endsAt) });
    case 'none':
    case 'lapsed':
      // The checkout's news has not reached the member yet.
      return copy.pending;
    default:
      return null;
  }
}
