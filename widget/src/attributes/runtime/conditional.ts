/**
 * The elements the runtime removes and puts back besides `data-ms-content` gates
 * (docs/product/data-attributes.md §2, the signed-out list), and whether each may stay.
 */
import { holdsPlan } from '@wf/sdk/access';
import type { Member } from '@wf/sdk/contract';
import type { Viewer } from '../gates.ts';
import { hashLinkOf } from '../hash-links.ts';
import { PRICE_KEY, read } from '../storage.ts';

/** Actions that exist only for a signed-in member. */
const MEMBER_ONLY_ACTIONS = [
  'customer-portal',
  'delete-member',
  'logout',
  'login-redirect',
  'resend-verification-email',
];
/** Forms that exist only for a signed-in member. */
const MEMBER_ONLY_FORMS = ['profile', 'email', 'password'];
/** The hash links that exist only for a signed-in member, as their data-ms-* twins. */
const MEMBER_ONLY_HASH_LINKS = ['a[href^="#/ms/logout"]', 'a[href^="#/ms/profile"]'];

/** What a visitor never sees: the anti-flash style hides these before the first pass. */
export const SIGNED_OUT_REMOVALS: readonly string[] = [
  ...MEMBER_ONLY_ACTIONS.map((a) => `[data-ms-action="${a}"]`),
  '[data-ms-plan\\:remove]',
  '[data-ms-modal="profile"]',
  ...MEMBER_ONLY_FORMS.map((f) => `form[data-ms-form="${f}"]`),
  ...MEMBER_ONLY_HASH_LINKS,
];

/** Everything the runtime may remove and put back. */
export const CONDITIONAL_SELECTOR = [
  '[data-ms-content]',
  ...MEMBER_ONLY_ACTIONS.map((a) => `[data-ms-action="${a}"]`),
  '[data-ms-action="return-to-checkout"]',
  '[data-ms-plan\\:remove]',
  '[data-ms-modal="profile"]',
  ...MEMBER_ONLY_FORMS.map((f) => `form[data-ms-form="${f}"]`),
  '[data-ms-auth-disconnect]',
  ...MEMBER_ONLY_HASH_LINKS,
].join(',');

/** A `[data-ms-auth-disconnect]` child shows while its provider button's provider is connected. */
function providerConnected(element: Element, member: Member | null): boolean {
  const provider = element.closest('[data-ms-auth-provider]')?.getAttribute('data-ms-auth-provider');
  return member?.auth.providers.some((p) => p.provider === provider) === true;
}

/** Whether an element that is not a `data-ms-content` gate may stay for this viewer. */
export function conditionalVisible(element: Element, viewer: Viewer): boolean {
  const { member } = viewer;
  const action = element.getAttribute('data-ms-action');
  if (action) {
    if (MEMBER_ONLY_ACTIONS.includes(action) && member === null) return false;
    if (action === 'customer-portal') return member?.stripeCustomerId != null;
    if (action === 'resend-verification-email') return member !== null && !member.verified;
    if (action === 'return-to-checkout') return read('sessionStorage', PRICE_KEY) !== null;
  }
  const hash = hashLinkOf(element);
  if (hash && member === null && ('action' in hash || hash.modal === 'profile')) return false;
  const removePlan = element.getAttribute('data-ms-plan:remove');
  if (removePlan !== null) {
    return member?.planConnections.some((c) => holdsPlan(c) && c.planId === removePlan.trim()) === true;
  }
  if (element.getAttribute('data-ms-modal') === 'profile' && member === null) return false;
  if (element.tagName === 'FORM' && MEMBER_ONLY_FORMS.includes(element.getAttribute('data-ms-form') ?? '')) {
    return member !== null;
  }
  if (element.hasAttribute('data-ms-auth-disconnect')) return providerConnected(element, member);
  return true;
}
