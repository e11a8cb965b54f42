/**
 * Every `data-ms-*` name and closed value list the runtime understands
 * (docs/product/data-attributes.md), so the inspector can tell a typo from an attribute and
 * suggest what was meant (docs/product/inspector.md "Ours: unknown names").
 */
import { BUILT_IN_GATES } from '../../attributes/gates.ts';
import { AUTH_KEYS } from '../../attributes/member-data.ts';

/** The attribute names of docs/product/data-attributes.md §1–§11, plus our `data-ms-captcha`. */
export const KNOWN_ATTRIBUTES: readonly string[] = [
  // §2 gated content
  'data-ms-content',
  'data-ms-bind:style',
  'data-ms-bind:class',
  // §3 member data
  'data-ms-member',
  'data-ms-value',
  // §4 forms
  'data-ms-form',
  'data-ms-passwordless',
  'data-ms-passwordless-button',
  // §5 messages and loader
  'data-ms-message',
  'data-ms-message-text',
  'data-ms-message-close',
  'data-ms-loader',
  // §6 modals, §7 actions
  'data-ms-modal',
  'data-ms-modal-tab',
  'data-ms-action',
  // §8 plans, prices, coupons
  'data-ms-plan',
  'data-ms-plan:add',
  'data-ms-plan:update',
  'data-ms-plan:remove',
  'data-ms-price',
  'data-ms-price:add',
  'data-ms-price:update',
  'data-ms-price:remove',
  'data-ms-coupon',
  'data-ms-success-message',
  // §9 redirects
  'data-ms-redirect',
  // §10 providers, secure content, captcha
  'data-ms-auth-provider',
  'data-ms-social-auth-allow-signup',
  'data-ms-auth-allow-login',
  'data-ms-auth',
  'data-ms-auth-connected-text',
  'data-ms-auth-disconnect',
  'data-ms-auth-text',
  'data-ms-secure-html',
  'data-ms-secure-link',
  'data-ms-hcaptcha',
  'data-ms-captcha',
  // §11 comments
  'data-ms-channel',
  'data-ms-channel-sort',
  'data-ms-channel-content',
  'data-ms-channel-presence',
  'data-ms-channel-notify',
  'data-ms-channel-notifications',
  'data-ms-post',
  'data-ms-post-edit',
  'data-ms-post-delete',
  'data-ms-post-content',
  'data-ms-post-creator',
  'data-ms-post-id',
  'data-ms-thread',
  'data-ms-thread-sort',
  'data-ms-thread-edit',
  'data-ms-thread-delete',
  'data-ms-thread-creator',
  'data-ms-thread-id',
];

/** §4: the forms. */
export const FORM_VALUES = [
  'signup',
  'login',
  'passwordless-signup',
  'passwordless-login',
  'forgot-password',
  'reset-password',
  'profile',
  'email',
  'password',
  'post',
  'thread',
] as const;

/** §7: the actions. */
export const ACTION_VALUES = [
  'logout',
  'login-redirect',
  'customer-portal',
  'resend-verification-email',
  'profile-image',
  'delete-member',
  'return-to-checkout',
] as const;

/** §6: the modals. */
export const MODAL_VALUES = [
  'login',
  'signup',
  'forgot-password',
  'reset-password',
  'profile',
  'test-card',
] as const;

/** §6: the profile modal's panes. */
export const MODAL_TAB_VALUES = ['profile', 'security', 'changePassword', 'plans', 'team'] as const;

/** §10: the sign-in providers. */
export const PROVIDER_VALUES = ['google', 'facebook', 'github', 'linkedin', 'spotify', 'dribbble'] as const;

/** Attributes whose value is one of a closed list: a value outside it is a typo. */
export const CLOSED_VALUES: Readonly<Record<string, readonly string[]>> = {
  'data-ms-form': FORM_VALUES,
  'data-ms-action': ACTION_VALUES,
  'data-ms-modal': MODAL_VALUES,
  'data-ms-modal-tab': MODAL_TAB_VALUES,
  'data-ms-auth-provider': PROVIDER_VALUES,
  'data-ms-message': ['success', 'error'],
  'data-ms-passwordless': ['step-2'],
};

/** §3: the `data-ms-member` keys that are not custom fields (any other key must be one of the app's). */
export const MEMBER_KEYS: readonly string[] = [...AUTH_KEYS, 'id', 'profile-image', 'signup-date'];

/**
 * §1: where the loader reads the app id on its install tag (widget/src/runtime/config.ts), our
 * name or Memberstack's. The key is optional: without one the service answers in its own mode.
 */
export const APP_ID_ATTRIBUTES = ['data-app-id', 'data-memberstack-app'] as const;
/** Where Memberstack's own script reads it (`data-memberstack-id`: Memberstack 1.0's name), or ours. */
export const MEMBERSTACK_APP_ATTRIBUTES = [
  'data-memberstack-app',
  'data-memberstack-id',
  'data-app-id',
] as const;

/**
 * The older hash links still found on Memberstack 2.0 pages (`<a href="#/ms/login">`): each works
 * as the `data-ms-modal` or `data-ms-action` of the same name.
 */
export const HASH_LINKS = ['login', 'signup', 'logout', 'profile', 'forgot-password'] as const;

/** The §2 values written without a group key, with and without `!`. */
export const BUILT_IN_CONTENT_VALUES: readonly string[] = BUILT_IN_GATES;

/**
 * Attributes that mean nothing without a value (an empty one is `missing-attribute-value`).
 * `data-ms-channel` is absent on purpose: empty means the page's path.
 */
export const VALUE_REQUIRED: ReadonlySet<string> = new Set([
  'data-ms-content',
  'data-ms-bind:style',
  'data-ms-bind:class',
  'data-ms-member',
  'data-ms-form',
  'data-ms-passwordless',
  'data-ms-message',
  'data-ms-modal',
  'data-ms-modal-tab',
  'data-ms-action',
  'data-ms-plan',
  'data-ms-plan:add',
  'data-ms-plan:update',
  'data-ms-plan:remove',
  'data-ms-price',
  'data-ms-price:add',
  'data-ms-price:update',
  'data-ms-price:remove',
  'data-ms-coupon',
  'data-ms-success-message',
  'data-ms-redirect',
  'data-ms-auth-provider',
  'data-ms-auth',
  'data-ms-secure-html',
  'data-ms-secure-link',
  'data-ms-post',
  'data-ms-thread',
  'data-ms-post-creator',
  'data-ms-thread-creator',
]);

/** Edit distance (Levenshtein) between two short strings. */
export function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}

/**
 * The candidate nearest to `word`, when it is near enough to be what was meant: at most a third
 * of the word's length in edits (a typo, not a different word), always at least 2.
 */
export function nearest(word: string, candidates: readonly string[]): string | null {
  const limit = Math.max(2, Math.floor(word.length / 3));
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const candidate of candidates) {
    const distance = editDistance(word.toLowerCase(), candidate.toLowerCase());
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return bestDistance <= limit ? best : null;
}
