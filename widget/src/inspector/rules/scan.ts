/**
 * The page-scan rules (docs/product/widget.md §5 "Inspector page-scan rules" and "Inspector warnings", §8's
 * ids; docs/product/inspector.md): pure functions over a DOM-like tree and the app's data. The
 * test-mode overlay runs them over the live page; `npm run check:attributes` over built HTML.
 */
import { decideGate, isKnownGate } from '../../attributes/gates.ts';
import { isCustomFieldKey } from '../../attributes/member-data.ts';
import { entryOf } from './catalogue.ts';
import type { Finding, FindingId, FindingLevel, FoundId, ScanApp, ScanElement } from './types.ts';
import { ERROR_IDS, WARNING_IDS } from './types.ts';
import {
  APP_ID_ATTRIBUTES,
  BUILT_IN_CONTENT_VALUES,
  CLOSED_VALUES,
  HASH_LINKS,
  KNOWN_ATTRIBUTES,
  MEMBER_KEYS,
  MEMBERSTACK_APP_ATTRIBUTES,
  nearest,
  VALUE_REQUIRED,
} from './vocabulary.ts';

/** Which rules to run: all, all but the private-field check, or only that check (docs/product/widget.md §4: it runs 1 s later). */
export type ScanChecks = 'all' | 'page' | 'private-fields';

export interface ScanOptions {
  /** The app's plans, prices, custom fields and content groups; null skips the rules that need them. */
  app: ScanApp | null;
  checks?: ScanChecks;
}

const ERROR_SET: ReadonlySet<string> = new Set(ERROR_IDS);
const WARNING_SET: ReadonlySet<string> = new Set(WARNING_IDS);

function levelOf(id: FindingId): FindingLevel {
  if (ERROR_SET.has(id)) return 'error';
  return WARNING_SET.has(id) ? 'warning' : 'found';
}

/** Every element under root (root included), in document order. */
function* walk<E extends ScanElement>(root: E): Generator<E> {
  const stack: E[] = [root];
  while (stack.length > 0) {
    const element = stack.pop() as E;
    yield element;
    const { children } = element;
    for (let index = children.length - 1; index >= 0; index--) stack.push(children[index] as E);
  }
}

function* ancestors<E extends ScanElement>(element: E): Generator<E> {
  for (let node = element.parentElement; node; node = node.parentElement) yield node as E;
}

function isTag(element: ScanElement, tag: string): boolean {
  return element.tagName.toUpperCase() === tag;
}

/** The ids of a comma list, trimmed, empty entries dropped. */
function ids(value: string): string[] {
  return value
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
}

/**
 * Whether a script tag installs the membership script: ours (`…/widget.js`) or Memberstack's
 * (docs/product/data-attributes.md §13, Ours: both are recognised).
 */
export function isInstallScript(element: ScanElement): boolean {
  if (!isTag(element, 'SCRIPT')) return false;
  if (element.hasAttribute('data-memberstack-app') || element.hasAttribute('data-memberstack-id'))
    return true;
  const src = element.getAttribute('src')?.trim() ?? '';
  const path = src.split(/[?#]/)[0] ?? '';
  return (
    /(^|\/)widget\.js$/.test(path) ||
    /\/\/static\.memberstack\.com\//.test(src) ||
    /memberstack(\.min)?\.js$/.test(path)
  );
}

/** Whether an install tag is our loader (`…/widget.js`) rather than Memberstack's script. */
function isOurLoader(element: ScanElement): boolean {
  const path = element.getAttribute('src')?.trim().split(/[?#]/)[0] ?? '';
  return /(^|\/)widget\.js$/.test(path);
}

/**
 * Why an install tag's script cannot start: it names no app (ours reads `data-app-id` or
 * `data-memberstack-app`; Memberstack's, `data-memberstack-app`), with the misspelt attribute
 * that was meant, as `data-memberstackapp` for `data-memberstack-app`.
 */
function installFault(element: ScanElement, appId: string | undefined): string | null {
  const names: readonly string[] = isOurLoader(element) ? APP_ID_ATTRIBUTES : MEMBERSTACK_APP_ATTRIBUTES;
  const named = names.find((name) => element.getAttribute(name)?.trim());
  if (named) {
    const value = element.getAttribute(named)?.trim() ?? '';
    // A public key where the app id goes: the most common mix-up on moved pages.
    if (value.startsWith('pk_')) {
      return `${named}="${value}" is a public key, not an app id; the app id starts with app_.`;
    }
    if (appId !== undefined && value !== appId) return `${named}="${value}" is not this app's id, ${appId}.`;
    return null;
  }
  const typo = element
    .getAttributeNames()
    .find((name) => !names.includes(name) && nearest(name, names) !== null);
  return typo
    ? `the tag names no app; write ${nearest(typo, names)}, not ${typo}.`
    : `the tag names no app: add ${names[0]}.`;
}

/**
 * The name of an older hash link on an `<a>` (`#/ms/login` is `login`; what follows a further `/`
 * is ignored, as widget/src/attributes/hash-links.ts does), or null for any other href.
 */
function hashLink(element: ScanElement): string | null {
  if (!isTag(element, 'A')) return null;
  const match = /^#\/ms\/([^/]*)(?:\/.*)?$/.exec(element.getAttribute('href')?.trim() ?? '');
  return match ? (match[1] as string) : null;
}

/** A submit button or input: what sends a form (a provider, action or modal button does its own thing). */
function isSubmitControl(element: ScanElement): boolean {
  const type = element.getAttribute('type')?.trim().toLowerCase();
  if (isTag(element, 'INPUT')) return type === 'submit' || type === 'image';
  if (!isTag(element, 'BUTTON') || (type !== undefined && type !== 'submit')) return false;
  return !['data-ms-auth-provider', 'data-ms-action', 'data-ms-modal'].some((name) =>
    element.hasAttribute(name),
  );
}

/** An input's type ('text' when unset), or another element's tag name. */
function inputType(element: ScanElement): string {
  if (!isTag(element, 'INPUT')) return element.tagName.toLowerCase();
  return element.getAttribute('type')?.trim().toLowerCase() || 'text';
}

/** A link with somewhere to go (not missing, `#` or `javascript:`), on the element or around it. */
function hasLinkTarget(element: ScanElement): boolean {
  for (const node of [element, ...ancestors(element)]) {
    if (!isTag(node, 'A')) continue;
    const href = node.getAttribute('href')?.trim() ?? '';
    return href !== '' && href !== '#' && !href.toLowerCase().startsWith('javascript:');
  }
  return false;
}

/** Whether a signed-out visitor can see the element at all: no gate on it or above it removes it for them. */
function visitorSees(element: ScanElement, app: ScanApp | null): boolean {
  const viewer = { member: null, groups: app?.contentGroups ?? [] };
  for (const node of [element, ...ancestors(element)]) {
    const gate = node.getAttribute('data-ms-content');
    if (gate && decideGate(gate, viewer) === 'hide') return false;
    // Forms and triggers only members get (docs/product/data-attributes.md §2's signed-out list).
    if (
      isTag(node, 'FORM') &&
      ['profile', 'email', 'password'].includes(node.getAttribute('data-ms-form') ?? '')
    ) {
      return false;
    }
  }
  return true;
}

/** A `data-ms-form` form around the element (not the element itself). */
function enclosingForm<E extends ScanElement>(element: E): E | null {
  for (const node of ancestors(element)) {
    if (isTag(node, 'FORM') && node.hasAttribute('data-ms-form')) return node;
  }
  return null;
}

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

const PLAN_FOUND: Readonly<Record<string, FoundId>> = {
  'data-ms-plan:add': 'plan-add',
  'data-ms-plan:update': 'plan-update',
  'data-ms-plan:remove': 'plan-remove',
};

const KNOWN: ReadonlySet<string> = new Set(KNOWN_ATTRIBUTES);

const HASH_FOUND: Readonly<Record<(typeof HASH_LINKS)[number], FoundId>> = {
  login: 'login-hash-link',
  signup: 'signup-hash-link',
  logout: 'logout-hash-link',
  profile: 'profile-hash-link',
  'forgot-password': 'forgot-password-hash-link',
};

/** Forms whose own Enter key sends them (comments, §11): they need no submit button. */
const SELF_SUBMITTING_FORMS = new Set(['post', 'thread']);

/** Runs the rules over root and everything under it. */
export function scanPage<E extends ScanElement>(root: E, options: ScanOptions): Finding<E>[] {
  const { app } = options;
  const checks = options.checks ?? 'all';
  const findings: Finding<E>[] = [];
  const freePlanIds = new Set(app?.plans.filter((plan) => plan.prices.length === 0).map((plan) => plan.id));
  const priceIds = new Set(app?.plans.flatMap((plan) => plan.prices.map((price) => price.id)));
  const groups = app?.contentGroups ?? [];
  const fieldKeys = app?.customFields.map((field) => field.key) ?? [];
  let installs = 0;
  /** The ids of forms that a submit button elsewhere on the page sends (`<button form="id">`). */
  const submittedFromOutside = new Set<string>();
  for (const element of walk(root)) {
    const owner = element.getAttribute('form')?.trim();
    if (owner && isSubmitControl(element)) submittedFromOutside.add(owner);
  }

  const add = (id: FindingId, element: E, name: string, detail?: string) => {
    if (checks === 'private-fields' && id !== 'private-custom-field') return;
    if (checks === 'page' && id === 'private-custom-field') return;
    const value = element.getAttribute(name);
    const title = entryOf(id).title;
    findings.push({
      id,
      level: levelOf(id),
      element,
      message: detail ? `${title}: ${detail}` : title,
      dataAttribute: value === null ? name : value === '' ? name : `${name}="${value}"`,
    });
  };

  for (const element of walk(root)) {
    if (isInstallScript(element)) {
      installs += 1;
      if (installs > 1)
        add('duplicate-install-code', element, 'src', `this is install number ${installs} on the page.`);
      if (![...ancestors(element)].some((node) => isTag(node, 'HEAD'))) {
        add('misplaced-install-code', element, 'src', 'the script is in the <body>.');
      }
      const fault = installFault(element, app?.id);
      if (fault) add('broken-install-code', element, 'src', fault);
      // The guide's install rule: no async or defer, so gates and page protection run before the page shows.
      const late = ['async', 'defer'].find((name) => element.hasAttribute(name));
      if (late) {
        add(
          'async-install-code',
          element,
          'src',
          `the tag has ${late}, so the page shows before the script runs; remove it.`,
        );
      }
    }
    const hash = hashLink(element);
    if (hash !== null) {
      const found = (HASH_FOUND as Record<string, FoundId | undefined>)[hash];
      if (found) add(found, element, 'href');
      else {
        const guess = nearest(hash, HASH_LINKS);
        add(
          'unknown-attribute',
          element,
          'href',
          `#/ms/${hash} is not a link the script knows${guess ? `; did you mean #/ms/${guess}?` : '.'}`,
        );
      }
    }
    if (isTag(element, 'FORM') && !element.hasAttribute('data-ms-form')) checkPlainForm(element);
    const names = element.getAttributeNames().filter((name) => name.toLowerCase().startsWith('data-ms-'));
    if (names.length === 0) continue;

    /** Attributes already reported as unknown or empty: no other rule looks at them. */
    const settled = new Set<string>();
    for (const name of names) {
      const value = element.getAttribute(name) ?? '';
      if (!KNOWN.has(name)) {
        const guess = nearest(name, KNOWN_ATTRIBUTES);
        add(
          'unknown-attribute',
          element,
          name,
          `${name} is not an attribute the script knows${guess ? `; did you mean ${guess}?` : '.'}`,
        );
        settled.add(name);
      } else if (VALUE_REQUIRED.has(name) && value.trim() === '') {
        add('missing-attribute-value', element, name, `${name} is empty.`);
        settled.add(name);
      }
    }
    const attr = (name: string): string | null =>
      settled.has(name) ? null : (element.getAttribute(name)?.trim() ?? null);

    // Closed value lists (ours): a value outside the list is a typo. A form attribute off a form is worse.
    const formValue = attr('data-ms-form');
    if (formValue !== null && !isTag(element, 'FORM')) {
      add(
        'misplaced-form-attribute',
        element,
        'data-ms-form',
        `it is on a <${element.tagName.toLowerCase()}>.`,
      );
      settled.add('data-ms-form');
    }
    for (const [name, allowed] of Object.entries(CLOSED_VALUES)) {
      const value = attr(name);
      if (value === null || allowed.includes(value)) continue;
      const guess = nearest(value, allowed);
      add(
        'unknown-attribute',
        element,
        name,
        `"${value}" is not a value of ${name}${guess ? `; did you mean "${guess}"?` : '.'}`,
      );
      settled.add(name);
    }

    checkPlansAndPrices(element, names, settled, attr);
    checkForms(element, attr);
    checkComments(element, attr);

    const action = attr('data-ms-action');
    if (action === 'profile-image') {
      const form = enclosingForm(element)?.getAttribute('data-ms-form')?.trim();
      if (form === 'profile') add('image-inside-profile-form', element, 'data-ms-action');
      else if (form === 'signup' || form === 'passwordless-signup')
        add('image-inside-signup-form', element, 'data-ms-action');
      else if (form === 'post' || form === 'thread')
        add('image-inside-comment-form', element, 'data-ms-action');
      else add('upload-profile-image', element, 'data-ms-action');
    } else if (action !== null && ACTION_FOUND[action]) {
      add(ACTION_FOUND[action], element, 'data-ms-action');
    }
    const modal = attr('data-ms-modal');
    if (modal !== null && MODAL_FOUND[modal]) add(MODAL_FOUND[modal], element, 'data-ms-modal');
    const memberKey = attr('data-ms-member');
    if (memberKey !== null) {
      if (
        app !== null &&
        isCustomFieldKey(memberKey) &&
        !fieldKeys.includes(memberKey) &&
        // One id per fault: a login form's other fields are extra-login-elements.
        enclosingForm(element)?.getAttribute('data-ms-form')?.trim() !== 'login'
      ) {
        const guess = nearest(memberKey, [...MEMBER_KEYS, ...fieldKeys]);
        add(
          'unknown-custom-field',
          element,
          'data-ms-member',
          `"${memberKey}" is not a custom field of this app${guess ? `; did you mean "${guess}"?` : '.'}`,
        );
      } else {
        add('member-data', element, 'data-ms-member');
      }
    }
    const providerName = attr('data-ms-auth-provider');
    if (providerName !== null && PROVIDER_FOUND[providerName])
      add(PROVIDER_FOUND[providerName], element, 'data-ms-auth-provider');

    const gate = attr('data-ms-content');
    if (gate !== null) {
      if (app !== null && !isKnownGate(gate, groups)) {
        const guess = nearest(gate.replace(/^!/, ''), [
          ...BUILT_IN_CONTENT_VALUES,
          ...groups.map((group) => group.key),
        ]);
        add(
          'unknown-content-value',
          element,
          'data-ms-content',
          `"${gate}" is hidden from everyone${guess ? `; did you mean "${gate.startsWith('!') ? '!' : ''}${guess}"?` : '.'}`,
        );
      } else {
        add('gated-content', element, 'data-ms-content');
      }
    }
  }
  return findings;

  function checkPlansAndPrices(
    element: E,
    names: string[],
    settled: Set<string>,
    attr: (name: string) => string | null,
  ): void {
    const planNames = names.filter(
      (name) => !settled.has(name) && (name === 'data-ms-plan' || name.startsWith('data-ms-plan:')),
    );
    const priceNames = names.filter(
      (name) => !settled.has(name) && (name === 'data-ms-price' || name.startsWith('data-ms-price:')),
    );
    if (planNames.length + priceNames.length === 0) return;
    if (attr('data-ms-auth-provider') !== null) {
      add('plan-on-social-auth', element, planNames[0] ?? priceNames[0] ?? 'data-ms-plan');
      return;
    }
    const onForm = isTag(element, 'FORM');
    const carriesId = (value: string) => /(^|,)\s*(pln|prc)_/.test(value);
    for (const name of planNames) {
      const value = attr(name) ?? '';
      const list = ids(value);
      if (name === 'data-ms-plan' && !onForm) {
        add(
          carriesId(value) ? 'broken-plan-suffix' : 'broken-plan-button',
          element,
          name,
          carriesId(value) ? `write ${name}:add="${value}".` : undefined,
        );
        continue;
      }
      // On a signup form, data-ms-plan is a comma list of plans to sign up with; `no-plan` means none.
      const planIds = name === 'data-ms-plan' ? list.filter((id) => id !== 'no-plan') : list;
      const broken = planIds.find((id) => !id.startsWith('pln_'));
      if (broken !== undefined) {
        add('broken-plan-button', element, name, `"${broken}" is not a plan id.`);
        continue;
      }
      const unknown = app === null ? undefined : planIds.find((id) => !freePlanIds.has(id));
      if (unknown !== undefined) {
        add('incorrect-plan-id', element, name, `${unknown} is not a free plan of this app.`);
        continue;
      }
      if (PLAN_FOUND[name]) add(PLAN_FOUND[name], element, name);
      if (!onForm && (name === 'data-ms-plan:add' || name === 'data-ms-plan:update')) {
        withoutAction(element, 'plan-without-action', name);
      }
    }
    for (const name of priceNames) {
      const value = attr(name) ?? '';
      if (name === 'data-ms-price') {
        add(
          carriesId(value) ? 'broken-price-suffix' : 'broken-price-button',
          element,
          name,
          carriesId(value) ? `write ${name}:add="${value}".` : undefined,
        );
        continue;
      }
      if (name === 'data-ms-price:remove') {
        if (value === 'all') add('price-remove-all', element, name);
        else add('broken-price-button', element, name, 'data-ms-price:remove takes "all".');
        continue;
      }
      const priceIdList = ids(value);
      const broken = priceIdList.find((id) => !id.startsWith('prc_'));
      if (broken !== undefined) {
        add('broken-price-button', element, name, `"${broken}" is not a price id.`);
        continue;
      }
      const unknown = app === null ? undefined : priceIdList.find((id) => !priceIds.has(id));
      if (unknown !== undefined) {
        add('incorrect-price-id', element, name, `${unknown} is not a price of this app.`);
        continue;
      }
      add(name === 'data-ms-price:add' ? 'price-add' : 'price-update', element, name);
      if (!onForm) withoutAction(element, 'price-without-action', name);
    }

    function withoutAction(target: E, id: 'plan-without-action' | 'price-without-action', name: string) {
      // Only a signed-out visitor's click needs somewhere to go (docs/product/inspector.md).
      if (hasLinkTarget(target) || target.hasAttribute('data-ms-modal') || !visitorSees(target, app)) return;
      add(id, target, name, 'it has no link target and opens no modal.');
    }
  }

  function checkForms(element: E, attr: (name: string) => string | null): void {
    const form = attr('data-ms-form');
    if (form === null || !isTag(element, 'FORM')) return;
    const inside = [...walk(element)].slice(1);
    const members = (key: string) =>
      inside.filter((node) => node.getAttribute('data-ms-member')?.trim() === key);
    const hasProvider = inside.some((node) => node.hasAttribute('data-ms-auth-provider'));
    const passwords = members('password');
    if (form === 'login' || form === 'signup') {
      const hasEmail = members('email').length > 0;
      if (!hasEmail || !(passwords.length > 0 || hasProvider)) {
        add(
          form === 'login' ? 'missing-login-elements' : 'missing-signup-elements',
          element,
          'data-ms-form',
          `it has no ${hasEmail ? 'password input or provider button' : 'e-mail input'}.`,
        );
      }
    }
    // A provider-only form is sent by its provider buttons; comment forms by their Enter key (§11).
    const id = element.getAttribute('id')?.trim();
    if (
      !SELF_SUBMITTING_FORMS.has(form) &&
      !(passwords.length === 0 && hasProvider) &&
      !inside.some(isSubmitControl) &&
      !(id && submittedFromOutside.has(id))
    ) {
      add(
        'missing-submit-button',
        element,
        'data-ms-form',
        'the form has no <button type="submit"> or <input type="submit">, so it cannot be sent.',
      );
    }
    if (form === 'login') {
      for (const node of inside) {
        const key = node.getAttribute('data-ms-member')?.trim();
        if (key && key !== 'email' && key !== 'password') {
          add(
            'extra-login-elements',
            node,
            'data-ms-member',
            `a login form ignores data-ms-member="${key}".`,
          );
        }
      }
    }
    // Two of one type are a password and its confirmation; one of another type is a copy the form never reads.
    const [first, ...more] = passwords;
    for (const node of more) {
      if (first && inputType(node) !== inputType(first)) {
        add(
          'duplicate-password-field',
          node,
          'data-ms-member',
          `a second data-ms-member="password" of type "${inputType(node)}" (the first is "${inputType(first)}"); the form reads only the first.`,
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
        add('missing-redirect', element, 'data-ms-form', 'add a redirect attribute to the form.');
    }
    if (FORM_FOUND[form]) add(FORM_FOUND[form], element, 'data-ms-form');
  }

  /** A `<form>` without `data-ms-form` that holds an e-mail field: the browser sends it and reloads the page. */
  function checkPlainForm(element: E): void {
    const action = element.getAttribute('action')?.trim() ?? '';
    // A form that posts somewhere on purpose (a newsletter) may show the member's e-mail; inside a
    // wrapper with data-ms-form it is misplaced-form-attribute already.
    if (action !== '' && action !== '#') return;
    if ([...ancestors(element)].some((node) => node.hasAttribute('data-ms-form'))) return;
    if ([...walk(element)].some((node) => node.getAttribute('data-ms-member')?.trim() === 'email')) {
      add(
        'missing-form-attribute',
        element,
        'data-ms-form',
        'this form has a data-ms-member="email" field but no data-ms-form, so submitting it reloads the page.',
      );
    }
  }

  function checkComments(element: E, attr: (name: string) => string | null): void {
    if (element.hasAttribute('data-ms-channel')) {
      add('commenting-channel', element, 'data-ms-channel');
    }
    const commenting = (node: ScanElement) =>
      node.hasAttribute('data-ms-post') ||
      node.hasAttribute('data-ms-thread') ||
      (isTag(node, 'FORM') && ['post', 'thread'].includes(node.getAttribute('data-ms-form')?.trim() ?? ''));
    if (commenting(element)) {
      const above = [...ancestors(element)];
      const inChannel = above.some((node) => node.hasAttribute('data-ms-channel'));
      // One error for the outermost orphan, not one per element inside it.
      if (!inChannel && !above.some(commenting)) {
        add(
          'orphan-commenting-ui',
          element,
          element.hasAttribute('data-ms-post')
            ? 'data-ms-post'
            : element.hasAttribute('data-ms-thread')
              ? 'data-ms-thread'
              : 'data-ms-form',
        );
      }
      const post = attr('data-ms-post');
      if (
        inChannel &&
        post !== null &&
        post !== 'showThreads' &&
        above.some((node) => node.hasAttribute('data-ms-thread'))
      ) {
        add(
          'post-in-thread',
          element,
          'data-ms-post',
          `use data-ms-thread="${post}" inside a thread section.`,
        );
      }
    }
    for (const [name, found] of [
      ['data-ms-post-creator', 'post-creator-data'],
      ['data-ms-thread-creator', 'thread-creator-data'],
    ] as const) {
      const key = attr(name);
      if (key === null) continue;
      const field = app?.customFields.find((candidate) => candidate.key === key);
      if (field?.visibility === 'PRIVATE')
        add('private-custom-field', element, name, `"${key}" is a PRIVATE custom field.`);
      else if (checks !== 'private-fields') add(found, element, name);
    }
  }
}
