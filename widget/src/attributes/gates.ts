/**
 * Gated content (docs/product/data-attributes.md §2): which `data-ms-content` values a viewer
 * may see. Pure: the runtime hides, removes and restores elements by what this decides.
 */
import { canAccessGroup } from '@wf/sdk/access';
import type { ContentGroup, Member } from '@wf/sdk/contract';
import { GATE_RULES } from './gate-rules.ts';

/** A value every app understands (./gate-rules.ts); anything else must be a content group key. */
export type BuiltInGate = keyof typeof GATE_RULES;

/** The values every app understands, in the order of §2. */
export const BUILT_IN_GATES = Object.keys(GATE_RULES) as readonly BuiltInGate[];

/** Who is looking: the member (null when signed out) and the app's content groups (null while unknown). */
export interface Viewer {
  member: Member | null;
  groups: readonly Pick<ContentGroup, 'key' | 'plans'>[] | null;
}

/** What a gate decides: show, hide, or not known yet (a group key before the app has loaded). */
export type GateDecision = 'show' | 'hide' | 'pending';

function isBuiltIn(value: string): value is BuiltInGate {
  return Object.hasOwn(GATE_RULES, value);
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
  const group = viewer.groups?.find((candidate) => candidate.key === name);
  const granted = isBuiltIn(name) ? GATE_RULES[name](member) : canAccessGroup(member, group);
  return granted !== inverse ? 'show' : 'hide';
}

/** Whether a value is one the app understands (for the console warning about typos). */
export function isKnownGate(rawValue: string, groups: readonly Pick<ContentGroup, 'key'>[]): boolean {
  const name = rawValue.trim().replace(/^!/, '');
  return isBuiltIn(name) || groups.some((group) => group.key === name);
}

/**
 * Every value a page may gate on: each built-in gate and each of the app's group keys, with and
 * without its `!`. The anti-flash style lets through those shown to the viewer, so a gate added to
 * {@link BUILT_IN_GATES} is covered there too.
 */
export function gateValues(groups: readonly Pick<ContentGroup, 'key'>[] | null): string[] {
  const names = [...BUILT_IN_GATES, ...(groups ?? []).map((group) => group.key)];
  return names.flatMap((name) => [name, `!${name}`]);
}
