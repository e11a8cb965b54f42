/**
 * The data-attribute runtime's always-loaded part (docs/product/data-attributes.md §1): page
 * protection and the anti-flash style as soon as the loader runs, then one binding pass over the
 * document (gates, `data-ms-bind:*`, member data, secure content, form set-up), the ready events,
 * a pass again whenever the member changes, and a MutationObserver for markup added later.
 * Submits and clicks are delegated from the document; what they do (forms, actions, plans,
 * prices, modals) is a chunk fetched on first use (./actions.ts).
 */
import type { App, ContentGroup, Member } from '@wf/sdk/contract';
import { $member, setMember } from '../runtime/store.ts';
import type { WidgetApi } from '../runtime/widget.ts';
import { type AttributeContext, browserNavigation, type Navigation } from './context.ts';
import { decideGate, isKnownGate, type Viewer } from './gates.ts';
import { HASH_LINK_SELECTOR, hashLinkOf } from './hash-links.ts';
import { displayMemberValue } from './member-data.ts';
import {
  COUPON_KEY,
  GROUPS_KEY,
  PLAN_KEY,
  PRICE_KEY,
  REDIRECT_OVERRIDE_KEY,
  read,
  write,
} from './storage.ts';

/** The handlers chunk (./actions.ts), fetched on the first submit or click that needs it. */
export interface ActionsModule {
  handleSubmit(
    context: AttributeContext,
    form: HTMLFormElement,
    submitter: HTMLElement | null,
  ): Promise<void>;
  handleClick(context: AttributeContext, trigger: HTMLElement): Promise<void>;
  /** Set-up that needs the SDK: prefilled inputs, secure content, provider buttons, captcha. */
  prepare(context: AttributeContext, elements: Element[]): void;
  /** A field of a `data-ms-form` the browser refused to submit: the message names it. */
  reportInvalid(context: AttributeContext, field: Element): void;
}

/** Elements whose clicks the runtime may handle. */
export const CLICK_SELECTOR = [
  '[data-ms-action]',
  '[data-ms-modal]',
  '[data-ms-plan\\:add]',
  '[data-ms-plan\\:update]',
  '[data-ms-plan\\:remove]',
  '[data-ms-price\\:add]',
  '[data-ms-price\\:update]',
  '[data-ms-price\\:remove]',
  '[data-ms-auth-provider]',
  '[data-ms-coupon]',
  '[data-ms-redirect]',
  '[data-ms-message-close]',
  HASH_LINK_SELECTOR,
].join(',');

/**
 * The element a click is for: the nearest one the runtime may handle, never a `<form>` (§8:
 * plan and price attributes are ignored on forms; a form's own plan is read by its submit, so a
 * click on `<form data-ms-form="signup" data-ms-plan:add>`'s button is the form's submit).
 */
export function clickTarget(start: Element): HTMLElement | null {
  let found = start.closest<HTMLElement>(CLICK_SELECTOR);
  while (found?.tagName === 'FORM') found = found.parentElement?.closest<HTMLElement>(CLICK_SELECTOR) ?? null;
  return found;
}

/** Elements that exist only for a signed-in member (§2, the signed-out list), and their own rules. */
const MEMBER_ONLY_ACTIONS = [
  'customer-portal',
  'delete-member',
  'logout',
  'login-redirect',
  'resend-verification-email',
];
const MEMBER_ONLY_FORMS = ['profile', 'email', 'password'];

/** Whether an element that is not a `data-ms-content` gate may stay for this viewer. */
function conditionalVisible(element: Element, viewer: Viewer): boolean {
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
    return member?.planConnections.some((c) => c.active && c.planId === removePlan.trim()) === true;
  }
  if (element.getAttribute('data-ms-modal') === 'profile' && member === null) return false;
  if (element.tagName === 'FORM' && MEMBER_ONLY_FORMS.includes(element.getAttribute('data-ms-form') ?? '')) {
    return member !== null;
  }
  if (element.hasAttribute('data-ms-auth-disconnect')) return providerConnected(element, member);
  return true;
}

/** A `[data-ms-auth-disconnect]` child shows while its provider button's provider is connected. */
function providerConnected(element: Element, member: Member | null): boolean {
  const provider = element.closest('[data-ms-auth-provider]')?.getAttribute('data-ms-auth-provider');
  return member?.auth.providers.some((p) => p.provider === provider) === true;
}

/** The hash links that exist only for a signed-in member, as their data-ms-* twins (§2). */
const MEMBER_ONLY_HASH_LINKS = ['a[href^="#/ms/logout"]', 'a[href^="#/ms/profile"]'];

/** Everything the runtime may remove and put back. */
const CONDITIONAL_SELECTOR = [
  '[data-ms-content]',
  ...MEMBER_ONLY_ACTIONS.map((a) => `[data-ms-action="${a}"]`),
  '[data-ms-action="return-to-checkout"]',
  '[data-ms-plan\\:remove]',
  '[data-ms-modal="profile"]',
  ...MEMBER_ONLY_FORMS.map((f) => `form[data-ms-form="${f}"]`),
  '[data-ms-auth-disconnect]',
  ...MEMBER_ONLY_HASH_LINKS,
].join(',');

function cssString(value: string): string {
  return JSON.stringify(value);
}

/**
 * The style that hides, before the first pass, whatever the cached member may not see: every
 * `data-ms-content` element except the values shown to this viewer, and the signed-out removals.
 */
export function antiFlashCss(viewer: Viewer, values: readonly string[]): string {
  const shown = values.filter((value) => decideGate(value, viewer) === 'show');
  const gates = `[data-ms-content]${shown.map((value) => `:not([data-ms-content=${cssString(value)}])`).join('')}`;
  const signedOut =
    viewer.member === null
      ? [
          ...MEMBER_ONLY_ACTIONS.map((a) => `[data-ms-action="${a}"]`),
          '[data-ms-plan\\:remove]',
          '[data-ms-modal="profile"]',
          ...MEMBER_ONLY_FORMS.map((f) => `form[data-ms-form="${f}"]`),
          ...MEMBER_ONLY_HASH_LINKS,
        ]
      : [];
  return `${[gates, ...signedOut].join(',')}{display:none!important}`;
}

/** All values of §2 with and without `!`, plus the cached group keys: what the anti-flash style may let through. */
function candidateValues(groups: readonly ContentGroup[] | null): string[] {
  const names = [
    'members',
    'verified',
    'free-plans',
    'paid-plans',
    'no-plans',
    'is-trialing',
    'has-failed-payment',
    'has-password',
    'is-admin',
    ...(groups ?? []).map((g) => g.key),
  ];
  return names.flatMap((name) => [name, `!${name}`]);
}

function readCachedGroups(): ContentGroup[] | null {
  try {
    const raw = read('localStorage', GROUPS_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(value) ? (value as ContentGroup[]) : null;
  } catch {
    return null;
  }
}

/** Options of {@link startAttributeRuntime}. */
export interface AttributeRuntimeOptions {
  widget: WidgetApi;
  /** Fetches the handlers chunk. */
  loadActions(): Promise<ActionsModule>;
  /** Where the page protection is checked (./protect.ts); null while unknown. */
  protect?(groups: readonly ContentGroup[], member: Member | null): void;
  doc?: Document;
  /** How the page leaves (window.location by default; tests record it). */
  navigate?: Navigation;
  /** Stops the runtime (its listeners and observer) when aborted: tests start one per page. */
  signal?: AbortSignal;
}

/** The anti-flash style's marker: ours, and the page's own copy for an install added by a script. */
export const ANTI_FLASH_ATTRIBUTE = 'data-wf-anti-flash';

/** True once the browser has painted the page (the loader then ran late: injected, async or defer). */
function paintedAlready(): boolean {
  try {
    return performance.getEntriesByType('paint').length > 0;
  } catch {
    return false;
  }
}

/** Starts the runtime. Call it as soon as the loader runs (in <head>, before the body is parsed). */
export function startAttributeRuntime(options: AttributeRuntimeOptions): AttributeContext {
  const doc = options.doc ?? document;
  const params = new URLSearchParams(doc.location?.search ?? '');
  const forceRefetch = params.has('forceRefetch');
  let groups: ContentGroup[] | null = forceRefetch ? null : readCachedGroups();
  let app: App | null = null;
  let actions: Promise<ActionsModule> | undefined;
  /** Gated or conditional elements taken out of the page, with the comment that holds their place. */
  const removed = new Map<Element, Comment>();
  const tracked = new Set<Element>();
  const warned = new Set<string>();

  // §1 URL parameters read at boot.
  const coupon = params.get('couponId');
  if (coupon) write('sessionStorage', COUPON_KEY, coupon);
  if (params.has('fromCheckout')) {
    write('sessionStorage', PRICE_KEY, null);
    write('sessionStorage', COUPON_KEY, null);
  }

  const viewer = (): Viewer => ({ member: $member.get(), groups });
  const signal = options.signal;
  const listening = signal ? { signal } : {};

  // An install added by a script after the first paint cannot hide what was painted before it
  // ran: the page's own copy of the style in its <head> does, until the first pass below.
  const lateInstall = paintedAlready() && !doc.querySelector(`style[${ANTI_FLASH_ATTRIBUTE}]`);

  // 1. Page protection, then the anti-flash style, from the caches.
  if (groups) options.protect?.(groups, $member.get());
  const style = doc.createElement('style');
  style.setAttribute(ANTI_FLASH_ATTRIBUTE, '');
  style.textContent = antiFlashCss(viewer(), candidateValues(groups));
  (doc.head ?? doc.documentElement).append(style);

  const context: AttributeContext = {
    widget: options.widget,
    doc,
    member: () => $member.get(),
    app: () => app,
    rerender: () => pass(doc.documentElement),
    removed: () => removed,
    navigate: options.navigate ?? browserNavigation,
  };

  function loadActions(): Promise<ActionsModule> {
    actions ??= options.loadActions();
    actions.catch(() => {
      actions = undefined;
    });
    return actions;
  }

  function decide(element: Element): boolean {
    const gate = element.getAttribute('data-ms-content');
    if (gate !== null) {
      const decision = decideGate(gate, viewer());
      if (decision !== 'show') {
        if (decision === 'hide' && groups !== null && !isKnownGate(gate, groups) && !warned.has(gate)) {
          warned.add(gate);
          console.warn(
            `World Family: data-ms-content="${gate}" is not a value this app knows, so it is hidden from everyone. Check it for a typo, or add a content group with that key.`,
          );
        }
        return false;
      }
    }
    return conditionalVisible(element, viewer());
  }

  function within(root: Element, selector: string): Element[] {
    const found = [...root.querySelectorAll(selector)];
    if (root.matches(selector)) found.unshift(root);
    return found;
  }

  /** Removes or puts back every conditional element under root (and the ones removed before). */
  function applyGates(root: Element): void {
    for (const element of within(root, CONDITIONAL_SELECTOR)) tracked.add(element);
    for (const element of tracked) {
      const visible = decide(element);
      const anchor = removed.get(element);
      if (visible && anchor) {
        anchor.replaceWith(element);
        removed.delete(element);
      } else if (!visible && !anchor && element.isConnected) {
        const placeholder = doc.createComment(' data-ms removed ');
        element.replaceWith(placeholder);
        removed.set(element, placeholder);
      }
    }
  }

  /** `data-ms-bind:style` and `data-ms-bind:class` on what stays (§2). */
  function applyBindings(root: Element): void {
    for (const element of within(root, '[data-ms-bind\\:style]')) {
      const [property, ...rest] = (element.getAttribute('data-ms-bind:style') ?? '').split(':');
      const value = rest.join(':').trim();
      if (property?.trim() && value) (element as HTMLElement).style.setProperty(property.trim(), value);
    }
    for (const element of within(root, '[data-ms-bind\\:class]')) {
      const name = element.getAttribute('data-ms-bind:class')?.trim();
      if (name) element.classList.add(...name.split(/\s+/));
    }
  }

  function applyMemberData(root: Element): void {
    const member = $member.get();
    for (const element of within(root, '[data-ms-member]')) {
      const form = element.closest('form[data-ms-form]');
      if (form) continue; // inputs: filled by the forms' set-up
      displayMemberValue(element, member);
    }
  }

  /** Forms that need set-up before anyone submits: the passwordless second step, prefilled profile inputs. */
  function prepareForms(root: Element): void {
    const needsHandlers = within(
      root,
      'form[data-ms-form="profile"], form[data-ms-form="email"], [data-ms-secure-html], [data-ms-secure-link], [data-ms-auth="manage-providers"], [data-ms-hcaptcha], [data-ms-captcha]',
    );
    for (const step of within(root, '[data-ms-passwordless="step-2"]')) {
      if (!step.closest('[data-wf-passwordless-step="2"]')) (step as HTMLElement).style.display = 'none';
    }
    if (needsHandlers.length > 0) {
      void loadActions()
        .then((module) => module.prepare(context, needsHandlers))
        .catch((error: unknown) => console.error('World Family: could not load the form handlers.', error));
    }
  }

  function pass(root: Element): void {
    applyGates(root);
    applyBindings(root);
    applyMemberData(root);
    prepareForms(root);
  }

  // Delegated submits and clicks: they work for markup added at any time, bound or not.
  doc.addEventListener(
    'submit',
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !form.hasAttribute('data-ms-form')) return;
      event.preventDefault();
      const submitter = (event as SubmitEvent).submitter ?? null;
      void loadActions().then((module) => module.handleSubmit(context, form, submitter));
    },
    listening,
  );
  // A field the browser refuses to submit (a required input of the page's own, perhaps styled
  // away, so the browser shows nothing): the message names it. Our own fields (data-ms-member)
  // get the browser's bubble, unless they are not shown. Once per submit: the first such field.
  let reported: Element | null = null;
  doc.addEventListener(
    'invalid',
    (event) => {
      const field = event.target;
      if (!(field instanceof Element) || !field.closest('form[data-ms-form]') || reported) return;
      if (field.hasAttribute('data-ms-member') && field.getClientRects().length > 0) return;
      reported = field;
      queueMicrotask(() => {
        reported = null;
      });
      void loadActions()
        .then((module) => module.reportInvalid(context, field))
        .catch((error: unknown) => console.error('World Family: could not load the form handlers.', error));
    },
    { capture: true, ...listening },
  );
  doc.addEventListener('click', (event) => onClick(event), listening);
  function onClick(event: MouseEvent): void {
    const target = event.target instanceof Element ? clickTarget(event.target) : null;
    if (!target || event.defaultPrevented || event.button !== 0) return;
    rememberChoices(target, $member.get() !== null, doc.location);
    if (target.hasAttribute('data-ms-message-close')) {
      const box = target.closest<HTMLElement>('[data-ms-message]');
      if (box) box.style.display = 'none';
      return;
    }
    if (!claimsClick(target, $member.get() !== null)) return;
    event.preventDefault();
    void loadActions()
      .then((module) => module.handleClick(context, target))
      .catch((error: unknown) => console.error('World Family: could not handle the click.', error));
  }

  const ready = () => {
    const flashed = lateInstall && doc.querySelector('[data-ms-content]') !== null;
    pass(doc.documentElement);
    // Ours and the page's own copy (an install added by a script): the pass has decided.
    for (const hiding of doc.querySelectorAll(`style[${ANTI_FLASH_ATTRIBUTE}]`)) hiding.remove();
    if (flashed) {
      console.warn(
        `World Family widget: widget.js ran after the page was first shown (added by a script, or loaded with async or defer), so members-only content may have shown for a moment. Put the tag in the <head> without async or defer, or add <style ${ANTI_FLASH_ATTRIBUTE}>[data-ms-content]{display:none!important}</style> to the <head>: it hides gated content until the widget has decided.`,
      );
    }
    const observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node instanceof Element && !node.closest('#wf-widget')) pass(node);
        }
      }
    });
    observer.observe(doc.documentElement, { childList: true, subtree: true });
    const unlisten = $member.listen(() => pass(doc.documentElement));
    signal?.addEventListener('abort', () => {
      observer.disconnect();
      unlisten();
    });

    options.widget
      .getAppAndMember()
      .then(({ data }) => {
        app = data.app;
        groups = data.app.contentGroups;
        write('localStorage', GROUPS_KEY, JSON.stringify(groups));
        options.protect?.(groups, data.member);
        const before = $member.get();
        setMember(data.member);
        // A changed member has re-bound the page through the store; new groups alone need this pass.
        if ($member.get() === before) pass(doc.documentElement);
      })
      .catch((error: unknown) => console.error('World Family: could not load the app and member.', error))
      .finally(() => {
        // Ours: ready after the pass that used the fetched member, so custom code sees settled gates.
        (window as { $memberstackReady?: boolean }).$memberstackReady = true;
        doc.dispatchEvent(new CustomEvent('memberstack.ready', { detail: options.widget }));
      });
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', ready, { once: true });
  else ready();
  return context;
}

/** A link that goes somewhere (not `#` or empty). */
function navigates(element: Element): boolean {
  const link = element.closest('a');
  const href = link?.getAttribute('href')?.trim();
  return link !== null && !!href && href !== '#' && !href.startsWith('javascript:');
}

function firstId(list: string | null): string | null {
  return (
    list
      ?.split(',')
      .map((id) => id.trim())
      .find(Boolean) ?? null
  );
}

/**
 * What a click stores before anything else happens (§8, §9): a coupon, a redirect override, and
 * for a signed-out visitor the plan or price chosen (the signup that follows uses them).
 */
export function rememberChoices(target: Element, signedIn: boolean, location: Location): void {
  const coupon = target.getAttribute('data-ms-coupon');
  if (coupon) write('sessionStorage', COUPON_KEY, coupon.trim());
  const redirect = target.getAttribute('data-ms-redirect');
  if (redirect) {
    write(
      'sessionStorage',
      REDIRECT_OVERRIDE_KEY,
      redirect === 'current-url' ? location.pathname + location.search : redirect,
    );
  }
  if (target.getAttribute('data-ms-price:remove') !== null) write('sessionStorage', PRICE_KEY, null);
  if (signedIn) return;
  const plan = firstId(target.getAttribute('data-ms-plan:add') ?? target.getAttribute('data-ms-plan:update'));
  if (plan) write('sessionStorage', PLAN_KEY, plan);
  const price = firstId(
    target.getAttribute('data-ms-price:add') ?? target.getAttribute('data-ms-price:update'),
  );
  if (price) write('sessionStorage', PRICE_KEY, price);
}

/**
 * Whether the runtime handles a click (and prevents its default): actions, modals and provider
 * buttons always; a plan or price button for a member, or one that is not a link (the signup
 * modal opens); a signed-out plan or price link navigates after its choice is stored.
 */
export function claimsClick(target: Element, signedIn: boolean): boolean {
  if (target.hasAttribute('data-ms-action') || target.hasAttribute('data-ms-modal')) return true;
  if (hashLinkOf(target)) return true;
  if (target.hasAttribute('data-ms-auth-provider')) return true;
  const choosesPlan = [
    'data-ms-plan:add',
    'data-ms-plan:update',
    'data-ms-plan:remove',
    'data-ms-price:add',
    'data-ms-price:update',
  ].some((name) => target.hasAttribute(name));
  if (!choosesPlan) return false;
  return signedIn || !navigates(target);
}
