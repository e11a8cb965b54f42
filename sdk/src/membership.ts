/**
 * What a member's plans mean to the person holding them, for every UI that shows a membership
 * (docs/product/payments-and-providers.md "Wire shapes", "Trials and lapses"): the state of a
 * paid plan and prices as text. Which statuses hold a plan is @wf/sdk/access's rule. Types only
 * from the contract, no schema library: the widget's loader and the site's islands import it.
 */
import { isPaid } from './access.ts';
import type { Member, PlanConnection } from './contract/entities.ts';

const DAY_MS = 86_400_000;

/** Where a member stands with one paid plan. */
export type MembershipState =
  /** Never held the plan: the free trial is still on offer. */
  | { kind: 'none' }
  /**
   * In the free trial until `endsAt`. `converts` is true when a card is on file and the first
   * charge will follow; false when the trial simply runs out (no card, or cancelled).
   */
  | { kind: 'trial'; connection: PlanConnection; endsAt: number; daysLeft: number; converts: boolean }
  /** Paid up. `endsAt` is set when it was cancelled and ends at the end of the period. */
  | { kind: 'active'; connection: PlanConnection; nextBillingDate: number | null; endsAt: number | null }
  /** A charge failed: access continues while the payment is retried. */
  | { kind: 'past-due'; connection: PlanConnection }
  /** Held once and ended (cancelled, unpaid, never completed). */
  | { kind: 'lapsed'; connection: PlanConnection };

/** The member's connection to a paid plan, when they hold or held it. */
export function paidConnectionOf(
  member: Pick<Member, 'planConnections'>,
  planId: string,
): PlanConnection | undefined {
  return member.planConnections.find((connection) => connection.planId === planId && isPaid(connection));
}

/** Whole days left until `endsAt` (at least 0; a part of a day counts as a day). */
export function daysUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / DAY_MS));
}

/** The state of the member's paid plan `planId` at `now` (Unix milliseconds). */
export function membershipState(
  member: Pick<Member, 'planConnections'>,
  planId: string,
  now: number = Date.now(),
): MembershipState {
  const connection = paidConnectionOf(member, planId);
  if (!connection) return { kind: 'none' };
  const payment = connection.payment;
  switch (connection.status) {
    case 'TRIALING': {
      const endsAt = payment?.nextBillingDate ?? payment?.cancelAtDate ?? now;
      return {
        kind: 'trial',
        connection,
        endsAt,
        daysLeft: daysUntil(endsAt, now),
        converts: payment?.cancelAtDate === null && payment.nextBillingDate !== null,
      };
    }
    case 'ACTIVE':
      return {
        kind: 'active',
        connection,
        nextBillingDate: payment?.cancelAtDate ? null : (payment?.nextBillingDate ?? null),
        endsAt: payment?.cancelAtDate ?? null,
      };
    case 'PAST_DUE':
      return { kind: 'past-due', connection };
    default:
      return { kind: 'lapsed', connection };
  }
}

/** An amount in major units as money text in the reader's language: 1, 'usd' -> '$1.00'. */
export function formatMoney(amount: number, currency: string, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(
    amount,
  );
}

/** A Unix-millisecond date as a long date in the reader's language: 'December 1, 2026'. */
export function formatBillingDate(date: number, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(date));
}
