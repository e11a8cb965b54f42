/**
 * The line on the wallet pass that says whether the membership behind it is active
 * (docs/product/website.md §2 "Wallet pass widget"): the member ID is worth showing at a temple
 * only while it is.
 */
import { formatBillingDate } from '@wf/sdk/membership';
import type { MembershipSummary } from '../membership/summary.ts';

/** Active, active with a payment overdue (the grace period), or inactive. */
export type PassMembershipState = 'active' | 'overdue' | 'inactive';

/** What the pass says of the membership. */
export interface PassMembershipLine {
  state: PassMembershipState;
  /** 'Membership active until December 13, 2026', 'Membership inactive'. */
  text: string;
  /** What to do about it, when something needs doing. */
  hint?: string;
}

/** The line of `summary`, its dates written in `locale`. */
export function passMembershipLine(summary: MembershipSummary, locale?: string): PassMembershipLine {
  const date = (ms: number) => formatBillingDate(ms, locale);
  switch (summary.kind) {
    case 'trial':
      return { state: 'active', text: `Membership active until ${date(summary.endsAt)}` };
    case 'ending':
      return { state: 'active', text: `Membership active until ${date(summary.endsAt)}` };
    case 'trial-card':
      return { state: 'active', text: `Membership active, renews on ${date(summary.chargesAt)}` };
    case 'active':
      return {
        state: 'active',
        text:
          summary.nextBillingDate === null
            ? 'Membership active'
            : `Membership active, renews on ${date(summary.nextBillingDate)}`,
      };
    case 'past-due':
      return {
        state: 'overdue',
        text: 'Membership active, payment overdue',
        hint: 'Please update your card to keep your membership.',
      };
    case 'included':
      return { state: 'active', text: 'Membership active' };
    case 'none':
      return {
        state: 'inactive',
        text: 'Membership inactive',
        hint: 'Start your free trial to use your member ID.',
      };
    case 'lapsed':
      return {
        state: 'inactive',
        text: 'Membership inactive',
        hint: 'Renew your membership to use your member ID.',
      };
  }
}
