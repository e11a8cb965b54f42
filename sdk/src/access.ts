/**
 * Who holds which plan, and what that opens (docs/product/payments-and-providers.md "Access"):
 * the one rule the SDK, the widget, the site and the service's queries all follow. No schema
 * library and types only from the contract, so the widget's loader can import it.
 */
import type { ContentGroup, Member, PlanConnection, PlanConnectionStatus } from './contract/entities.ts';

/**
 * Statuses in which a connection holds its plan. PAST_DUE is a grace period while the payment is
 * retried; UNPAID, INCOMPLETE, PAUSED, CANCELED and the rest hold nothing.
 */
export const PLAN_HOLDING_STATUSES = [
  'ACTIVE',
  'TRIALING',
  'PAST_DUE',
] as const satisfies readonly PlanConnectionStatus[];

/** An administrator holds a plan whose id starts with this (docs/product/website.md §6). */
export const ADMIN_PLAN_PREFIX = 'pln_admin-';

/** True while the connection holds its plan (the wire's `active` is computed from this). */
export function holdsPlan(connection: Pick<PlanConnection, 'status'>): boolean {
  return (PLAN_HOLDING_STATUSES as readonly PlanConnectionStatus[]).includes(connection.status);
}

/** True for a connection that is paid for: a subscription or a one-time price. */
export function isPaid(connection: Pick<PlanConnection, 'type'>): boolean {
  return connection.type === 'SUBSCRIPTION' || connection.type === 'ONETIME';
}

/** The ids of the plans the member holds. */
export function heldPlanIds(member: Pick<Member, 'planConnections'>): Set<string> {
  return new Set(member.planConnections.filter(holdsPlan).map((connection) => connection.planId));
}

/** True when the member holds one of `planIds` (the service's `holdsAnyPlan` asks the same of its rows). */
export function holdsAnyPlan(member: Pick<Member, 'planConnections'>, planIds: readonly string[]): boolean {
  return member.planConnections.some(
    (connection) => holdsPlan(connection) && planIds.includes(connection.planId),
  );
}

/** True for an administrators' plan id. */
export function isAdminPlan(planId: string): boolean {
  return planId.startsWith(ADMIN_PLAN_PREFIX);
}

/**
 * True when the member holds an administrators' plan. Recognised by its id, not by a list of
 * ids: the widget decides `is-admin` from the cached member before the app's plans are known
 * (docs/product/data-attributes.md §2).
 */
export function isAdmin(member: Pick<Member, 'planConnections'>): boolean {
  return member.planConnections.some((connection) => holdsPlan(connection) && isAdminPlan(connection.planId));
}

/**
 * True when the member may see content of `group` (docs/product/widget.md §3 "Content group"):
 * a group granted to no plan is open to every member; otherwise the member must hold one of its
 * plans. A group the app does not have (undefined) opens to nobody. The service decides for real
 * (POST /secure-content, page protection); a client only chooses what to show.
 */
export function canAccessGroup(
  member: Pick<Member, 'planConnections'> | null,
  group: Pick<ContentGroup, 'plans'> | undefined,
): boolean {
  if (!member || !group) return false;
  return group.plans.length === 0 || holdsAnyPlan(member, group.plans);
}

/** Who may post in a comments channel (docs/comments.md "Who may comment"). */
export interface ChannelAccessRule {
  /** Every signed-in member, verified members only, or members holding one of `planIds`. */
  rule: 'members' | 'verified' | 'plans';
  planIds: readonly string[];
}

/** Why a viewer may not post in a channel (blocks are the service's to add). */
export type ChannelRefusal = 'not-logged-in' | 'not-verified' | 'plan-required';

/**
 * Null when `member` may post in a channel with `access`, else why not. A 'plans' rule with no
 * plan opens to nobody but moderators, as a content group a plan must open would.
 */
export function channelPostingRefusal(
  member: { verified: boolean; planConnections: readonly Pick<PlanConnection, 'planId' | 'status'>[] } | null,
  access: ChannelAccessRule,
): ChannelRefusal | null {
  if (!member) return 'not-logged-in';
  if (access.rule === 'verified' && !member.verified) return 'not-verified';
  if (access.rule === 'plans') {
    const holds = member.planConnections.some(
      (connection) => holdsPlan(connection) && access.planIds.includes(connection.planId),
    );
    if (!holds) return 'plan-required';
  }
  return null;
}
