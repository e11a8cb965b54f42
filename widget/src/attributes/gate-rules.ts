/**
 * What each built-in `data-ms-content` value asks of a signed-in member (docs/product/data-attributes.md
 * §2), as one table: the gate list is its keys, so a gate added here is known to the runtime, the
 * anti-flash style and the inspector at once. "Holds a plan" is @wf/sdk/access's rule (ACTIVE,
 * TRIALING or PAST_DUE), the one the service applies.
 */
import { holdsPlan, isAdmin, isPaid } from '@wf/sdk/access';
import type { Member, PlanConnection } from '@wf/sdk/contract';

/** Ours: PAST_DUE counts as a failed payment too (§2). */
const FAILED_PAYMENT_STATUSES = new Set(['REQUIRES_PAYMENT', 'REQUIRES_AUTHENTICATION', 'PAST_DUE']);

/** The member's connections that hold their plan. */
function held(member: Member): PlanConnection[] {
  return member.planConnections.filter(holdsPlan);
}

/** Each built-in gate, and whether a signed-in member passes it. */
export const GATE_RULES = {
  members: () => true,
  verified: (member: Member) => member.verified,
  'free-plans': (member: Member) => held(member).some((c) => c.type === 'FREE'),
  'paid-plans': (member: Member) => held(member).some(isPaid),
  'no-plans': (member: Member) => held(member).length === 0,
  'is-trialing': (member: Member) => member.planConnections.some((c) => c.status === 'TRIALING'),
  'has-failed-payment': (member: Member) =>
    member.planConnections.some((c) => FAILED_PAYMENT_STATUSES.has(c.status)),
  'has-password': (member: Member) => member.auth.hasPassword,
  'is-admin': (member: Member) => isAdmin(member),
} satisfies Record<string, (member: Member) => boolean>;
