/**
 * What a member's plans mean to the person holding them, for every UI that shows a membership
 * (docs/product/payments-and-providers.md "Wire shapes", "Trials and lapses"): the state of a
 * paid plan, whether a content group is open to the member, and prices as text. Types only from
 * the contract, no schema library: the widget's loader and the site's islands import it.
 */
import type { App, Member, PlanConnection, PlanConnectionStatus } from './contract/entities.ts';

const DAY_MS = 86_400_000;

/** Statuses that hold the plan: PAST_DUE is a grace period while the payment is retried. */
const HOLDING: readonly PlanConnectionStatus[] = ['ACTIVE', 'TRIALING', 'PAST_DUE'];

/** A connection that is paid for (a subscription or a one-time price). */
export function isPaidConnection(connection: PlanConnection): boolean {
  return connection.type === 'SUBSCRIPTION' || connection.type === 'ONETIME';
}

/** True while the connection holds its plan (the wire's `active`, recomputed from `status`). */
export function holdsPlan(connection: Pick<PlanConnection, 'status'>): boolean {
  return HOLDING.includes(connection.status);
}

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
  return member.planConnections.find(
    (connection) => connection.planId === planId && isPaidConnection(connection),
  );
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

/**
 * True when the member may see the app's content group `groupKey` (docs/product/widget.md §3
 * "Content group"): a group granted to no plan is open to every member; otherwise a connection
 * that holds one of its plans is needed. The service decides (POST /secure-content); this only
 * chooses what to show.
 */
export function canAccessGroup(
  app: Pick<App, 'contentGroups'>,
  member: Pick<Member, 'planConnections'> | null,
  groupKey: string,
): boolean {
  if (!member) return false;
  const group = app.contentGroups.find((candidate) => candidate.key === groupKey);
  if (!group) return false;
  if (group.plans.length === 0) return true;
  return member.planConnections.some(
    (connection) => holdsPlan(connection) && group.plans.includes(connection.planId),
  );
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
