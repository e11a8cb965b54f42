/**
 * The inspector's vocabulary (docs/product/inspector.md): what the page-scan rules find and what
 * the overlay and the `check:attributes` command show. The rules run over any tree that looks
 * like the DOM ({@link ScanElement}): live elements in the browser, a parsed HTML file in Node.
 */
import type { App } from '@wf/sdk/contract';

/** The part of the DOM's Element the rules read; live Elements satisfy it. */
export interface ScanElement {
  /** Upper-case for HTML elements, as the DOM gives it. */
  readonly tagName: string;
  getAttribute(name: string): string | null;
  hasAttribute(name: string): boolean;
  getAttributeNames(): string[];
  readonly parentElement: ScanElement | null;
  readonly children: ArrayLike<ScanElement>;
}

/** How bad a finding is: an error breaks the page, a warning may, a found item is fine. */
export type FindingLevel = 'error' | 'warning' | 'found';

/** The ids of docs/product/widget.md §8 ("Inspector error ids"), in its order, then ours (docs/product/inspector.md). */
export const ERROR_IDS = [
  'broken-plan-suffix',
  'broken-price-suffix',
  'broken-plan-button',
  'broken-price-button',
  'missing-attribute-value',
  'image-inside-profile-form',
  'image-inside-signup-form',
  'image-inside-comment-form',
  'extra-login-elements',
  'orphan-commenting-ui',
  'post-in-thread',
  'plan-on-social-auth',
  'private-custom-field',
  'misplaced-form-attribute',
  'duplicate-install-code',
  'missing-login-elements',
  'missing-signup-elements',
  'incorrect-plan-id',
  'incorrect-price-id',
  'unknown-custom-field',
  'broken-install-code',
  'missing-submit-button',
] as const;
export type ErrorId = (typeof ERROR_IDS)[number];

/** docs/product/widget.md §8's warning ids, then ours (docs/product/inspector.md "Ours"). */
export const WARNING_IDS = [
  'missing-redirect',
  'misplaced-install-code',
  'plan-without-action',
  'price-without-action',
  'unknown-content-value',
  'unknown-attribute',
  'async-install-code',
  'missing-form-attribute',
  'duplicate-password-field',
] as const;
export type WarningId = (typeof WARNING_IDS)[number];

/**
 * The found items of the help catalogue (docs/product/data-attributes.md §13), then ours: the
 * older `#/ms/...` hash links that still sit on Memberstack 2.0 pages.
 */
export const FOUND_IDS = [
  'price-add',
  'price-update',
  'price-remove-all',
  'plan-add',
  'plan-update',
  'plan-remove',
  'signup-form',
  'login-form',
  'forgot-password-form',
  'reset-password-form',
  'profile-form',
  'password-form',
  'email-form',
  'passwordless-signup',
  'passwordless-login',
  'commenting-channel',
  'logout-link',
  'stripe-customer-portal',
  'resend-verification-email',
  'login-redirect',
  'upload-profile-image',
  'signup-modal',
  'login-modal',
  'profile-modal',
  'forgot-password-modal',
  'member-data',
  'facebook-login',
  'google-login',
  'linkedin-login',
  'spotify-login',
  'dribbble-login',
  'github-login',
  'gated-content',
  'post-creator-data',
  'thread-creator-data',
  'login-hash-link',
  'signup-hash-link',
  'logout-hash-link',
  'profile-hash-link',
  'forgot-password-hash-link',
] as const;
export type FoundId = (typeof FOUND_IDS)[number];

/** The cart items: a plan or a price chosen before signing up (docs/product/widget.md §4). */
export const CART_IDS = ['ready-for-signup', 'ready-for-checkout'] as const;
export type CartId = (typeof CART_IDS)[number];

export type FindingId = ErrorId | WarningId | FoundId;

/** One thing a rule found on one element. */
export interface Finding<E extends ScanElement = ScanElement> {
  id: FindingId;
  level: FindingLevel;
  element: E;
  /** The tooltip and console text: the item's title, then what exactly is wrong here. */
  message: string;
  /** The attribute (name="value") the finding is about, as written on the element. */
  dataAttribute: string;
}

/**
 * What the app knows that the rules check against (the `GET /app` answer's data); with its id,
 * an install tag naming another app is reported.
 */
export type ScanApp = Pick<App, 'plans' | 'customFields' | 'contentGroups'> & Partial<Pick<App, 'id'>>;

/** The kinds of docs/product/widget.md §3's inspector item. */
export type InspectorItemType =
  | 'cart'
  | 'found'
  | 'plan-price-clicked'
  | 'content-removed'
  | 'error'
  | 'warning';

export interface HelpItem {
  title: string;
  description: string;
}

/** One entry of the inspector's list (docs/product/widget.md §3 "Inspector item"). */
export interface InspectorItem {
  /** A finding or cart id; event items carry their own. */
  id: string;
  type: InspectorItemType;
  title: string;
  description: string;
  /** The attribute as written, for found items (the first element's). */
  dataAttribute?: string;
  helpItems: HelpItem[];
  /** Absolute URL of the documentation section. */
  documentationLink: string;
  /** How many elements of the page it concerns (0 for cart and event items). */
  count: number;
  /** Cart items: the stored plan or price id. */
  cartValue?: string;
  /** The per-element messages, in page order (errors and warnings). */
  messages?: string[];
}
