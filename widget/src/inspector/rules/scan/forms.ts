/**
 * The forms family (docs/product/widget.md §8 `missing-login-elements`, `missing-signup-elements`,
 * `extra-login-elements`, `missing-redirect`; ours `missing-submit-button`, `duplicate-password-field`,
 * `missing-form-attribute`): what a `data-ms-form` needs, and a plain form that would reload the page.
 */
import type { Finding, FoundId, ScanElement } from '../types.ts';
import { type AttributeReader, finding, type ScanPage } from './page.ts';
import { ancestors, isSubmitControl, isTag, walk } from './tree.ts';

const FORM_FOUND: Readonly<Record<string, FoundId>> = {
  signup: 'signup-form',
  login: 'login-form',
  'forgot-password': 'forgot-password-form',
  'reset-password': 'reset-password-form',
  profile: 'profile-form',
  password: 'password-form',
  email: 'email-form',
  'passwordless-signup': 'passwordless-signup',
  'passwordless-login': 'passwordless-login',
};

/** Forms whose own Enter key sends them (comments, §11): they need no submit button. */
const SELF_SUBMITTING_FORMS = new Set(['post', 'thread']);

/** An input's type ('text' when unset), or another element's tag name. */
function inputType(element: ScanElement): string {
  if (!isTag(element, 'INPUT')) return element.tagName.toLowerCase();
  return element.getAttribute('type')?.trim().toLowerCase() || 'text';
}

/** A `data-ms-form` form's faults, then the form as a found item. */
export function formFindings<E extends ScanElement>(
  element: E,
  attr: AttributeReader,
  page: ScanPage<E>,
): Finding<E>[] {
  const form = attr('data-ms-form');
  if (form === null || !isTag(element, 'FORM')) return [];
  const found: Finding<E>[] = [];
  const inside = [...walk(element)].slice(1);
  const members = (key: string) =>
    inside.filter((node) => node.getAttribute('data-ms-member')?.trim() === key);
  const hasProvider = inside.some((node) => node.hasAttribute('data-ms-auth-provider'));
  const passwords = members('password');
  if (form === 'login' || form === 'signup') {
    const hasEmail = members('email').length > 0;
    if (!hasEmail || !(passwords.length > 0 || hasProvider)) {
      found.push(
        finding(
          form === 'login' ? 'missing-login-elements' : 'missing-signup-elements',
          element,
          'data-ms-form',
          `it has no ${hasEmail ? 'password input or provider button' : 'e-mail input'}.`,
        ),
      );
    }
  }
  // A provider-only form is sent by its provider buttons; comment forms by their Enter key (§11).
  const id = element.getAttribute('id')?.trim();
  if (
    !SELF_SUBMITTING_FORMS.has(form) &&
    !(passwords.length === 0 && hasProvider) &&
    !inside.some(isSubmitControl) &&
    !(id && page.submittedFromOutside.has(id))
  ) {
    found.push(
      finding(
        'missing-submit-button',
        element,
        'data-ms-form',
        'the form has no <button type="submit"> or <input type="submit">, so it cannot be sent.',
      ),
    );
  }
  if (form === 'login') {
    for (const node of inside) {
      const key = node.getAttribute('data-ms-member')?.trim();
      if (key && key !== 'email' && key !== 'password') {
        found.push(
          finding(
            'extra-login-elements',
            node,
            'data-ms-member',
            `a login form ignores data-ms-member="${key}".`,
          ),
        );
      }
    }
  }
  // Two of one type are a password and its confirmation; one of another type is a copy the form never reads.
  const [first, ...more] = passwords;
  for (const node of more) {
    if (first && inputType(node) !== inputType(first)) {
      found.push(
        finding(
          'duplicate-password-field',
          node,
          'data-ms-member',
          `a second data-ms-member="password" of type "${inputType(node)}" (the first is "${inputType(first)}"); the form reads only the first.`,
        ),
      );
    }
  }
  if (form === 'forgot-password') {
    const redirect =
      element.hasAttribute('redirect') ||
      element.hasAttribute('data-redirect') ||
      element.hasAttribute('data-ms-redirect') ||
      inside.some((node) => node.hasAttribute('data-ms-redirect'));
    if (!redirect)
      found.push(
        finding('missing-redirect', element, 'data-ms-form', 'add a redirect attribute to the form.'),
      );
  }
  if (FORM_FOUND[form]) found.push(finding(FORM_FOUND[form], element, 'data-ms-form'));
  return found;
}

/** A `<form>` without `data-ms-form` that holds an e-mail field: the browser sends it and reloads the page. */
export function plainFormFindings<E extends ScanElement>(element: E): Finding<E>[] {
  if (!isTag(element, 'FORM') || element.hasAttribute('data-ms-form')) return [];
  const action = element.getAttribute('action')?.trim() ?? '';
  // A form that posts somewhere on purpose (a newsletter) may show the member's e-mail; inside a
  // wrapper with data-ms-form it is misplaced-form-attribute already.
  if (action !== '' && action !== '#') return [];
  if ([...ancestors(element)].some((node) => node.hasAttribute('data-ms-form'))) return [];
  if (![...walk(element)].some((node) => node.getAttribute('data-ms-member')?.trim() === 'email')) return [];
  return [
    finding(
      'missing-form-attribute',
      element,
      'data-ms-form',
      'this form has a data-ms-member="email" field but no data-ms-form, so submitting it reloads the page.',
    ),
  ];
}
