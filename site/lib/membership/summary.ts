/**
 * Where a member stands with the Membership, as the dashboard, the membership activated page and
 * the wallet pass say it (docs/product/website.md §2 "Member dashboard", "Membership activated",
 * "Wallet pass widget"). Dates stay Unix milliseconds: the views write them in the reader's
 * language and time zone.
 */
import { MEMBERS_VIDEOS_CONTENT_GROUP, MEMBERSHIP_PLAN_ID, MEMBERSHIP_PRICE_CENTS } from '@wf/config/app';
import { canAccessGroup } from '@wf/sdk/access';
import type { Member, PlanConnection } from '@wf/sdk/contract';
import { formatMoney, membershipState } from '@wf/sdk/membership';

/** One state per thing the member can do next. */
export type MembershipSummary =
  /** Never held the Membership: the free trial is on offer. */
  | { kind: 'none' }
  /** No Membership, but another plan (a team, the admin plan) opens the videos. */
  | { kind: 'included' }
  /** In the free trial without a card: it runs out at `endsAt` unless they subscribe. */
  | { kind: 'trial'; daysLeft: number; endsAt: number }
  /** In the free trial with a card: the first charge of `amount` is at `chargesAt`. */
  | { kind: 'trial-card'; daysLeft: number; chargesAt: number; amount: string }
  /** Paid up; renews at `nextBillingDate` for `amount` (null when the service gave no date). */
  | { kind: 'active'; nextBillingDate: number | null; amount: string }
  /** Cancelled: active until `endsAt`, then it ends. */
  | { kind: 'ending'; endsAt: number }
  /** A charge failed: access goes on while the payment is retried. */
  | { kind: 'past-due' }
  /** Held once and ended: a renewal is on offer (the trial is offered once). */
  | { kind: 'lapsed' };

/** The monthly price as money text: the connection's own, else the Membership's ($1.00). */
function amountOf(connection: PlanConnection): string {
  const payment = connection.payment;
  return payment
    ? formatMoney(payment.amount, payment.currency)
    : formatMoney(MEMBERSHIP_PRICE_CENTS / 100, 'usd');
}

/** The member's Membership at `now` (Unix ms). */
export function membershipSummary(
  member: Pick<Member, 'planConnections'>,
  now: number = Date.now(),
): MembershipSummary {
  const state = membershipState(member, MEMBERSHIP_PLAN_ID, now);
  const included = () => canAccessGroup(member, MEMBERS_VIDEOS_CONTENT_GROUP);
  switch (state.kind) {
    case 'none':
      return included() ? { kind: 'included' } : { kind: 'none' };
    case 'trial':
      return state.converts
        ? {
            kind: 'trial-card',
            daysLeft: state.daysLeft,
            chargesAt: state.endsAt,
            amount: amountOf(state.connection),
          }
        : { kind: 'trial', daysLeft: state.daysLeft, endsAt: state.endsAt };
    case 'active':
      return state.endsAt !== null
        ? { kind: 'ending', endsAt: state.endsAt }
        : { kind: 'active', nextBillingDate: state.nextBillingDate, amount: amountOf(state.connection) };
    case 'past-due':
      return { kind: 'past-due' };
    case 'lapsed':
      return included() ? { kind: 'included' } : { kind: 'lapsed' };
  }
}

/** True while the summary's member holds the Membership (or a plan that includes it). */
export function isMembershipActive(summary: MembershipSummary): boolean {
  return summary.kind !== 'none' && summary.kind !== 'lapsed';
}
