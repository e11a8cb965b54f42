/**
 * The found items of the triggers (docs/product/data-attributes.md §13; docs/product/inspector.md):
 * the older `#/ms/...` hash links, actions (and where a profile-image button may not sit:
 * docs/product/widget.md §8 `image-inside-*-form`), modals and provider buttons.
 */
import type { Finding, FoundId, ScanElement } from '../types.ts';
import { HASH_LINKS, nearest } from '../vocabulary.ts';
import { type AttributeReader, finding } from './page.ts';
import { enclosingForm, isTag } from './tree.ts';

const HASH_FOUND: Readonly<Record<(typeof HASH_LINKS)[number], FoundId>> = {
  login: 'login-hash-link',
  signup: 'signup-hash-link',
  logout: 'logout-hash-link',
  profile: 'profile-hash-link',
  'forgot-password': 'forgot-password-hash-link',
};

const ACTION_FOUND: Readonly<Record<string, FoundId>> = {
  logout: 'logout-link',
  'customer-portal': 'stripe-customer-portal',
  'resend-verification-email': 'resend-verification-email',
  'login-redirect': 'login-redirect',
  'profile-image': 'upload-profile-image',
};

const MODAL_FOUND: Readonly<Record<string, FoundId>> = {
  signup: 'signup-modal',
  login: 'login-modal',
  profile: 'profile-modal',
  'forgot-password': 'forgot-password-modal',
};

const PROVIDER_FOUND: Readonly<Record<string, FoundId>> = {
  facebook: 'facebook-login',
  google: 'google-login',
  linkedin: 'linkedin-login',
  spotify: 'spotify-login',
  dribbble: 'dribbble-login',
  github: 'github-login',
};

/**
 * The name of an older hash link on an `<a>` (`#/ms/login` is `login`; what follows a further `/`
 * is ignored, as widget/src/attributes/hash-links.ts does), or null for any other href.
 */
function hashLink(element: ScanElement): string | null {
  if (!isTag(element, 'A')) return null;
  const match = /^#\/ms\/([^/]*)(?:\/.*)?$/.exec(element.getAttribute('href')?.trim() ?? '');
  return match ? (match[1] as string) : null;
}

/** A `#/ms/...` link: found when the runtime knows it, else the nearest name it may have meant. */
export function hashLinkFindings<E extends ScanElement>(element: E): Finding<E>[] {
  const hash = hashLink(element);
  if (hash === null) return [];
  const found = (HASH_FOUND as Record<string, FoundId | undefined>)[hash];
  if (found) return [finding(found, element, 'href')];
  const guess = nearest(hash, HASH_LINKS);
  return [
    finding(
      'unknown-attribute',
      element,
      'href',
      `#/ms/${hash} is not a link the script knows${guess ? `; did you mean #/ms/${guess}?` : '.'}`,
    ),
  ];
}

/** A `data-ms-action`: found, or a profile-image button inside a form that would send it. */
export function actionFindings<E extends ScanElement>(element: E, attr: AttributeReader): Finding<E>[] {
  const action = attr('data-ms-action');
  if (action === 'profile-image') {
    const form = enclosingForm(element)?.getAttribute('data-ms-form')?.trim();
    if (form === 'profile') return [finding('image-inside-profile-form', element, 'data-ms-action')];
    if (form === 'signup' || form === 'passwordless-signup')
      return [finding('image-inside-signup-form', element, 'data-ms-action')];
    if (form === 'post' || form === 'thread')
      return [finding('image-inside-comment-form', element, 'data-ms-action')];
    return [finding('upload-profile-image', element, 'data-ms-action')];
  }
  if (action !== null && ACTION_FOUND[action])
    return [finding(ACTION_FOUND[action], element, 'data-ms-action')];
  return [];
}

/** A `data-ms-modal` of a modal the catalogue lists. */
export function modalFindings<E extends ScanElement>(element: E, attr: AttributeReader): Finding<E>[] {
  const modal = attr('data-ms-modal');
  return modal !== null && MODAL_FOUND[modal] ? [finding(MODAL_FOUND[modal], element, 'data-ms-modal')] : [];
}

/** A `data-ms-auth-provider` of a provider the catalogue lists. */
export function providerFindings<E extends ScanElement>(element: E, attr: AttributeReader): Finding<E>[] {
  const name = attr('data-ms-auth-provider');
  return name !== null && PROVIDER_FOUND[name]
    ? [finding(PROVIDER_FOUND[name], element, 'data-ms-auth-provider')]
    : [];
}
