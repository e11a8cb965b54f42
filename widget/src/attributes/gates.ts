/**
 * Gated content (docs/product/data-attributes.md §2): which `data-ms-content` values a viewer
 * may see. Pure: the runtime hides, removes and restores elements by what this decides.
 */
import type { ContentGroup, Member } from '@wf/sdk/contract';

/** The values every app understands; anything else must be a content group key. */
export const BUILT_IN_GATES = [
  'members',
  'verified',
  'free-plans',
  'paid-plans',
  'no-plans',
  'is-trialing',
  'has-failed-payment',
  'has-password',
  'is-admin',
] as const;
export type BuiltInGate = (typeof BUILT_IN_GATES)[number];

/** Who is looking: the member (null when signed out) and the app's content groups (null while unknown). */
export interface Viewer {
  member: Member | null;
  groups: readonly Pick<ContentGroup, 'key' | 'plans'>[] | null;
}

/** Plans whose ids start with this are administrators' (docs/product/data-attributes.md §2, Ours). */
export const ADMIN_PLAN_PREFIX = 'pln_admin-';

const FAILED_PAYMENT_STATUSES = new Set(['REQUIRES_PAYMENT', 'REQUIRES_AUTHENTICATION', 'PAST_DUE']);

/** What a gate decides: show, hide, or not known yet (a group key before the app has loaded). */
export type GateDecision = 'show' | 'hide' | 'pending';

function isBuiltIn(value: string): value is BuiltInGate {
  return (BUILT_IN_GATES as readonly string[]).includes(value);
}

/** The held plan ids (connections that hold their plan). */
function heldPlans(member: Member): Set<string> {
  return new Set(member.planConnections.filter((c) => c.active).map((c) => c.planId));
}

function builtIn(gate: BuiltInGate, member: Member): boolean {
  const live = member.planConnections.filter((c) => c.status !== 'CANCELED');
  switch (gate) {
    case 'members':
      return true;
    case 'verified':
      return member.verified;
    case 'free-plans':
      return live.some((c) => c.type === 'FREE');
    case 'paid-plans':
      return live.some((c) => c.type === 'SUBSCRIPTION' || c.type === 'ONETIME');
    case 'no-plans':
      return live.length === 0;
    case 'is-trialing':
      return member.planConnections.some((c) => c.status === 'TRIALING');
    case 'has-failed-payment':
      return member.planConnections.some((c) => FAILED_PAYMENT_STATUSES.has(c.status));
    case 'has-password':
      return member.auth.hasPassword;
    case 'is-admin':
      return [...heldPlans(member)].some((id) => id.startsWith(ADMIN_PLAN_PREFIX));
  }
}

/**
 * For a signed-out visitor the table of §2 is not "the same rule with no plans": `!verified`,
 * `!has-failed-payment` and `has-password` break the pattern. These are the values that stay.
 */
const SIGNED_OUT_VISIBLE = new Set([
  '!members',
  '!free-plans',
  '!paid-plans',
  '!no-plans',
  '!is-trialing',
  'has-password',
  '!has-password',
  '!is-admin',
]);

/** Whether `value` (one `data-ms-content` value, maybe with a leading `!`) is shown to the viewer. */
export function decideGate(rawValue: string, viewer: Viewer): GateDecision {
  const value = rawValue.trim();
  const inverse = value.startsWith('!');
  const name = inverse ? value.slice(1) : value;
  const known = isBuiltIn(name) || viewer.groups?.some((group) => group.key === name) === true;
  if (!known) return viewer.groups === null ? 'pending' : 'hide'; // Ours: unknown values fail closed.
  const { member } = viewer;
  if (member === null) {
    if (!isBuiltIn(name)) return inverse ? 'show' : 'hide'; // a group key: its inverse stays
    return SIGNED_OUT_VISIBLE.has(value) ? 'show' : 'hide';
  }
  let granted: boolean;
  if (isBuiltIn(name)) {
    granted = builtIn(name, member);
  } else {
    const group = viewer.groups?.find((candidate) => candidate.key === name);
    const held = heldPlans(member);
    granted = group !== undefined && (group.plans.length === 0 || group.plans.some((id) => held.has(id)));
  }
  return granted !== inverse ? 'show' : 'hide';
}

/** Whether a value is one the app understands (for the console warning about typos). */
export function isKnownGate(rawValue: string, groups: readonly Pick<ContentGroup, 'key'>[]): boolean {
  const name = rawValue.trim().replace(/^!/, '');
  return isBuiltIn(name) || groups.some((group) => group.key === name);
}
