/**
 * What the runtime's forms and buttons do (docs/product/data-attributes.md §4 forms, §6 modals,
 * §7 actions, §8 plans and prices, §10 providers, secure content and captcha). A chunk of its
 * own: the loader fetches it on the first submit or click, or when the page has forms to prepare.
 */
import type { Member } from '@wf/sdk/contract';
import { userMessage } from '@wf/sdk/errors';
import { solveChallenge } from '../captcha/solve.ts';
import { encodeCaptchaToken } from '../captcha/token.ts';
import type { ModalResult, ModalType } from '../runtime/modal.ts';
import type { AttributeContext } from './context.ts';
import { reveal, showMessage, withLoader } from './feedback.ts';
import { fillInput, readCustomFields } from './member-data.ts';
import { decideRedirect, sitePath } from './redirects.ts';
import {
  COUPON_KEY,
  LOGIN_REDIRECT_KEY,
  PLAN_KEY,
  PRICE_KEY,
  REDIRECT_OVERRIDE_KEY,
  RESET_EMAIL_KEY,
  read,
  write,
} from './storage.ts';

/** Profile images over this many bytes are refused before upload (§7). */
export const MAX_PROFILE_IMAGE_BYTES = 4_000_000;
/** §7's messages for a refused profile image, as Memberstack words them. */
export const NOT_AN_IMAGE = 'File is not an image.';
export const IMAGE_TOO_LARGE = 'Image must be less than 2MB.';
/** The confirmation before `delete-member` (ours: the account is erased only after a yes). */
export const DELETE_CONFIRMATION =
  'Delete your account? Your profile and sign-in are erased and you are signed out everywhere. This cannot be undone.';
const FALLBACK = 'Something went wrong. Please try again.';

/** One action at a time per element: a double click does not start it twice (§6). */
const busy = new WeakSet<Element>();

async function once(element: Element, work: () => Promise<void>): Promise<void> {
  if (busy.has(element)) return;
  busy.add(element);
  try {
    await work();
  } finally {
    busy.delete(element);
  }
}

function fail(error: unknown): void {
  showMessage('error', userMessage(error, FALLBACK));
}

function field(form: Element, key: string): HTMLInputElement | null {
  return form.querySelector<HTMLInputElement>(`[data-ms-member="${key}"]`);
}

function value(form: Element, key: string): string {
  return field(form, key)?.value.trim() ?? '';
}

function list(attribute: string | null): string[] {
  return (attribute ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id && id !== 'no-plan');
}

/** The plans a signup form joins: its own attributes, else the plan stored by a click (§4). */
function signupPlans(form: Element | null): { planId: string }[] {
  const own = form
    ? ['data-ms-plan:add', 'data-ms-plan:update', 'data-ms-plan']
        .map((name) => form.getAttribute(name))
        .find((v) => v !== null)
    : undefined;
  const ids = own !== undefined && own !== null ? list(own) : list(read('sessionStorage', PLAN_KEY));
  return ids.map((planId) => ({ planId }));
}

function formPrice(form: Element | null): string | null {
  return (
    list(form?.getAttribute('data-ms-price:add') ?? form?.getAttribute('data-ms-price:update') ?? null)[0] ??
    null
  );
}

/** The submit button an Enter key stands for: the form's first submit button (ours, §9). */
function defaultSubmitter(form: HTMLFormElement): HTMLElement | null {
  return form.querySelector<HTMLElement>('button:not([type]), button[type="submit"], input[type="submit"]');
}

function formRedirect(form: HTMLFormElement | null, submitter: HTMLElement | null): string | null {
  if (!form) return null;
  return (
    form.getAttribute('redirect') ??
    form.getAttribute('data-redirect') ??
    (submitter ?? defaultSubmitter(form))?.getAttribute('data-ms-redirect') ??
    null
  );
}

function go(path: string): void {
  window.location.assign(path);
}

/** Opens checkout for a price (the test card modal first in test mode); back here or to `returnPath`. */
async function checkout(context: AttributeContext, priceId: string, returnPath?: string): Promise<void> {
  const back = new URL(returnPath ?? window.location.href, window.location.href);
  back.searchParams.set('fromCheckout', 'true');
  await context.widget.purchasePlansWithCheckout({
    priceId,
    couponId: read('sessionStorage', COUPON_KEY) ?? undefined,
    successUrl: back.href,
    cancelUrl: window.location.href,
  });
}

/** After a sign-up or log-in (§4, §6, §9): a stored price opens checkout, else the redirect. */
async function afterAuth(
  context: AttributeContext,
  kind: 'signup' | 'login',
  form: HTMLFormElement | null,
  submitter: HTMLElement | null,
): Promise<void> {
  const override = read('sessionStorage', REDIRECT_OVERRIDE_KEY);
  const decision = decideRedirect({
    currentUrl: window.location.href,
    formRedirect: formRedirect(form, submitter),
    storedOverride: override,
  });
  if (decision.kind === 'go' && decision.from === 'override')
    write('sessionStorage', REDIRECT_OVERRIDE_KEY, null);
  write('sessionStorage', PLAN_KEY, null);
  const price = formPrice(form) ?? read('sessionStorage', PRICE_KEY);
  if (price) {
    await checkout(context, price, decision.kind === 'go' ? decision.path : undefined);
    return;
  }
  if (decision.kind === 'go') {
    write('localStorage', LOGIN_REDIRECT_KEY, decision.path);
    go(decision.path);
    return;
  }
  // Ours: no reload is needed, the runtime has re-bound the page for the member already.
  context.rerender();
  showMessage('success', kind === 'signup' ? 'Welcome! Your account is ready.' : 'You are signed in.');
}

/** The proof-of-work captcha, solved in the background when the app asks for one (§10). */
async function captchaToken(context: AttributeContext, form: Element): Promise<string | undefined> {
  if (!context.app()?.captchaRequired) return undefined;
  const place = form.querySelector<HTMLElement>('[data-ms-hcaptcha], [data-ms-captcha]');
  if (place) place.textContent = 'Checking that you are a person…';
  const challenge = await context.widget.getCaptchaChallenge();
  const solution = await solveChallenge(challenge);
  if (place) place.textContent = 'Verified.';
  return encodeCaptchaToken(challenge, solution);
}

function inviteToken(): string | undefined {
  return new URLSearchParams(window.location.search).get('inviteToken') ?? undefined;
}

/** The passwordless forms' two steps (§4): the first sends the code, the second signs in with it. */
function passwordlessStep(form: HTMLFormElement): 1 | 2 {
  return form.getAttribute('data-wf-passwordless-step') === '2' ? 2 : 1;
}

function showSecondStep(form: HTMLFormElement, submitter: HTMLElement | null): void {
  form.setAttribute('data-wf-passwordless-step', '2');
  for (const step of form.querySelectorAll<HTMLElement>('[data-ms-passwordless="step-2"]')) {
    reveal(step);
  }
  const token = field(form, 'token');
  if (token) {
    token.required = true;
    token.focus();
  }
  const label = form.getAttribute('data-ms-passwordless-button');
  const button = submitter ?? defaultSubmitter(form);
  if (label && button) {
    if (button instanceof HTMLInputElement) button.value = label;
    else button.textContent = label;
  }
}

const SUBMITS: Record<
  string,
  (context: AttributeContext, form: HTMLFormElement, submitter: HTMLElement | null) => Promise<void>
> = {
  async signup(context, form, submitter) {
    await context.widget.signupMemberEmailPassword({
      email: value(form, 'email'),
      password: field(form, 'password')?.value ?? '',
      customFields: readCustomFields(form),
      plans: signupPlans(form),
      inviteToken: inviteToken(),
      captchaToken: await captchaToken(context, form),
    });
    await afterAuth(context, 'signup', form, submitter);
  },

  async login(context, form, submitter) {
    await context.widget.loginMemberEmailPassword({
      email: value(form, 'email'),
      password: field(form, 'password')?.value ?? '',
    });
    await afterAuth(context, 'login', form, submitter);
  },

  async 'passwordless-signup'(context, form, submitter) {
    const email = value(form, 'email');
    if (passwordlessStep(form) === 1) {
      await context.widget.sendMemberSignupPasswordlessEmail({ email });
      showSecondStep(form, submitter);
      showMessage('success', `We sent a code to ${email}. Enter it to finish.`);
      return;
    }
    await context.widget.signupMemberPasswordless({
      email,
      passwordlessToken: value(form, 'token'),
      customFields: readCustomFields(form),
      plans: signupPlans(form),
    });
    await afterAuth(context, 'signup', form, submitter);
  },

  async 'passwordless-login'(context, form, submitter) {
    const email = value(form, 'email');
    if (passwordlessStep(form) === 1) {
      await context.widget.sendMemberLoginPasswordlessEmail({ email });
      showSecondStep(form, submitter);
      showMessage('success', `We sent a code to ${email}. Enter it to log in.`);
      return;
    }
    await context.widget.loginMemberPasswordless({ email, passwordlessToken: value(form, 'token') });
    await afterAuth(context, 'login', form, submitter);
  },

  async 'forgot-password'(context, form, submitter) {
    const email = value(form, 'email');
    const answer = await context.widget.sendMemberResetPasswordEmail({ email });
    write('sessionStorage', RESET_EMAIL_KEY, email);
    showMessage('success', answer.message ?? `If ${email} has an account, a reset code is on its way.`);
    const next = sitePath(formRedirect(form, submitter), window.location.href);
    if (next) setTimeout(() => go(next), 1500);
  },

  async 'reset-password'(context, form, submitter) {
    const email = value(form, 'email') || read('sessionStorage', RESET_EMAIL_KEY) || undefined;
    const answer = await context.widget.resetMemberPassword({
      token: value(form, 'token'),
      newPassword: field(form, 'password')?.value ?? '',
      email,
    });
    write('sessionStorage', RESET_EMAIL_KEY, null);
    form.reset();
    showMessage('success', answer.message ?? 'Your password has been reset. You can log in with it now.');
    const next = sitePath(formRedirect(form, submitter), window.location.href);
    if (next) setTimeout(() => go(next), 1500);
  },

  async profile(context, form, submitter) {
    const member = context.member();
    const customFields = readCustomFields(form);
    if (Object.keys(customFields).length > 0) await context.widget.updateMember({ customFields });
    const email = value(form, 'email');
    const current = field(form, 'current-password')?.value ?? '';
    const next = field(form, 'new-password')?.value ?? '';
    let message = 'Your profile has been saved.';
    if (email && member && email !== member.auth.email) {
      const answer = await context.widget.updateMemberAuth({ email, oldPassword: current || undefined });
      message = answer.message ?? message;
    }
    if (next) await context.widget.updateMemberAuth({ oldPassword: current, newPassword: next });
    for (const key of ['current-password', 'new-password']) {
      const input = field(form, key);
      if (input) input.value = '';
    }
    await context.widget.getCurrentMember();
    const redirect = sitePath(formRedirect(form, submitter), window.location.href);
    if (redirect) go(redirect);
    else showMessage('success', message);
  },

  async email(context, form) {
    const current = field(form, 'current-password');
    const answer = await context.widget.updateMemberAuth({
      email: value(form, 'email'),
      oldPassword: current?.value || undefined,
    });
    if (current) current.value = '';
    await context.widget.getCurrentMember();
    showMessage('success', answer.message ?? 'Your e-mail address has been updated.');
  },

  async password(context, form, submitter) {
    const member = context.member();
    const next = field(form, 'new-password')?.value ?? '';
    if (member?.auth.hasPassword) {
      await context.widget.updateMemberAuth({
        oldPassword: field(form, 'current-password')?.value ?? '',
        newPassword: next,
      });
    } else {
      await context.widget.setPassword({ password: next });
    }
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]')) input.value = '';
    await context.widget.getCurrentMember();
    showMessage(
      'success',
      member?.auth.hasPassword ? 'Your password has been changed.' : 'Your password has been set.',
    );
    const redirect = sitePath(formRedirect(form, submitter), window.location.href);
    if (redirect) setTimeout(() => go(redirect), 1500);
  },
};

/** A `data-ms-form` submit (the runtime prevented the browser's own). */
export async function handleSubmit(
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<void> {
  const kind = form.getAttribute('data-ms-form') ?? '';
  const submit = Object.hasOwn(SUBMITS, kind) ? SUBMITS[kind] : undefined;
  if (!submit) {
    if (kind !== 'post' && kind !== 'thread')
      console.warn(`World Family: data-ms-form="${kind}" is not a form this widget knows.`);
    return;
  }
  await once(form, () => withLoader(() => submit(context, form, submitter)).catch(fail));
}

/** The panes `data-ms-modal-tab` may name (§6). */
const PROFILE_TABS = ['profile', 'security', 'changePassword', 'plans', 'team'] as const;

function modalType(name: string): ModalType | null {
  const types: Record<string, ModalType> = {
    login: 'LOGIN',
    signup: 'SIGNUP',
    'forgot-password': 'FORGOT_PASSWORD',
    'reset-password': 'RESET_PASSWORD',
    profile: 'PROFILE',
    'test-card': 'TEST_CARD',
  };
  return Object.hasOwn(types, name) ? (types[name] ?? null) : null;
}

/** §6: a modal trigger, and what its result leads to. */
async function openModal(context: AttributeContext, trigger: HTMLElement, name: string): Promise<void> {
  const type = modalType(name);
  if (!type) {
    console.warn(`World Family: data-ms-modal="${name}" is not a modal this widget has.`);
    return;
  }
  const storedPrice = read('sessionStorage', PRICE_KEY);
  if (type === 'SIGNUP' && context.member() && storedPrice) {
    await checkout(context, storedPrice);
    return;
  }
  const tab = PROFILE_TABS.find((name) => name === trigger.getAttribute('data-ms-modal-tab'));
  const result: ModalResult = await context.widget.openModal(type, {
    signup:
      type === 'SIGNUP'
        ? { plans: signupPlans(trigger.hasAttribute('data-ms-plan:add') ? trigger : null) }
        : undefined,
    ...(type === 'PROFILE' && tab ? { tab } : {}),
  });
  if (result.type === 'LOGIN' || result.type === 'SIGNUP') {
    await afterAuth(context, result.type === 'LOGIN' ? 'login' : 'signup', null, trigger);
  } else if (result.type === 'LOGOUT') {
    window.location.reload();
  }
}

function pickImage(): Promise<File | null> {
  return new Promise((resolve) => {
    const input = document.createElement('input');
    input.type = 'file';
    input.accept = 'image/*';
    input.addEventListener('change', () => resolve(input.files?.[0] ?? null), { once: true });
    input.addEventListener('cancel', () => resolve(null), { once: true });
    input.click();
  });
}

/** §7 actions. */
const ACTIONS: Record<string, (context: AttributeContext, trigger: HTMLElement) => Promise<void>> = {
  async logout(context, trigger) {
    await context.widget.logout();
    write('sessionStorage', PLAN_KEY, null);
    write('sessionStorage', PRICE_KEY, null);
    const next = sitePath(trigger.closest('a')?.getAttribute('href'), window.location.href);
    if (next && next !== window.location.pathname) go(next);
    else window.location.reload();
  },
  async 'login-redirect'() {
    go(sitePath(read('localStorage', LOGIN_REDIRECT_KEY), window.location.href) ?? '/');
  },
  async 'customer-portal'(context) {
    await withLoader(() => context.widget.launchStripeCustomerPortal({ returnUrl: window.location.href }));
  },
  async 'resend-verification-email'(context) {
    const answer = await withLoader(() => context.widget.sendMemberVerificationEmail());
    showMessage(
      'success',
      answer.message ?? `We sent a verification link to ${context.member()?.auth.email ?? 'your address'}.`,
    );
  },
  async 'profile-image'(context) {
    const file = await pickImage();
    if (!file) return;
    if (!file.type.startsWith('image/')) return showMessage('error', NOT_AN_IMAGE);
    if (file.size > MAX_PROFILE_IMAGE_BYTES) return showMessage('error', IMAGE_TOO_LARGE);
    await withLoader(async () => {
      await context.widget.updateMemberProfileImage({ profileImage: file });
      await context.widget.getCurrentMember();
    });
    showMessage('success', 'Your profile image has been updated.');
  },
  async 'delete-member'(context, trigger) {
    if (!window.confirm(DELETE_CONFIRMATION)) return;
    await withLoader(() => context.widget.deleteMember());
    for (const key of [PLAN_KEY, PRICE_KEY, COUPON_KEY, REDIRECT_OVERRIDE_KEY])
      write('sessionStorage', key, null);
    write('localStorage', LOGIN_REDIRECT_KEY, null);
    go(sitePath(trigger.closest('a')?.getAttribute('href'), window.location.href) ?? '/');
  },
  async 'return-to-checkout'(context) {
    const price = read('sessionStorage', PRICE_KEY);
    if (price) await checkout(context, price);
  },
};

async function changePlan(context: AttributeContext, trigger: HTMLElement, member: Member): Promise<void> {
  const add = list(trigger.getAttribute('data-ms-plan:add'))[0];
  const update = list(trigger.getAttribute('data-ms-plan:update'))[0];
  const remove = list(trigger.getAttribute('data-ms-plan:remove'))[0];
  await withLoader(async () => {
    if (add) await context.widget.addPlan({ planId: add });
    if (update) {
      for (const connection of member.planConnections) {
        if (connection.type === 'FREE' && connection.active && connection.planId !== update) {
          await context.widget.removePlan({ planId: connection.planId });
        }
      }
      if (!member.planConnections.some((c) => c.active && c.planId === update))
        await context.widget.addPlan({ planId: update });
    }
    if (remove) await context.widget.removePlan({ planId: remove });
    await context.widget.getCurrentMember();
  });
  const next = sitePath(trigger.closest('a')?.getAttribute('href'), window.location.href);
  if (next && next !== window.location.pathname) return go(next);
  showMessage(
    'success',
    trigger.getAttribute('data-ms-success-message') ??
      (remove ? 'The plan has been removed.' : 'The plan has been added.'),
  );
}

async function choosePrice(context: AttributeContext, trigger: HTMLElement, member: Member): Promise<void> {
  const update = list(trigger.getAttribute('data-ms-price:update'));
  const prices = update.length > 0 ? update : list(trigger.getAttribute('data-ms-price:add'));
  const first = prices[0];
  if (!first) return;
  const subscribed = member.planConnections.some((c) => c.active && c.type === 'SUBSCRIPTION');
  if (update.length > 0 && subscribed) {
    await withLoader(() =>
      context.widget.launchStripeCustomerPortal({ priceIds: update, returnUrl: window.location.href }),
    );
    return;
  }
  await checkout(context, first);
}

async function provider(context: AttributeContext, trigger: HTMLElement, name: string): Promise<void> {
  const manage = trigger.closest('[data-ms-auth="manage-providers"]');
  if (manage) {
    const connected = context.member()?.auth.providers.some((p) => p.provider === name) === true;
    await withLoader(() =>
      connected
        ? context.widget.disconnectProvider({ provider: name })
        : context.widget.connectProvider({ provider: name }),
    );
    await context.widget.getCurrentMember();
    showMessage(
      'success',
      connected ? 'The sign-in method has been removed.' : 'The sign-in method has been connected.',
    );
    return;
  }
  const form = trigger.closest<HTMLFormElement>('form[data-ms-form]');
  if (form?.getAttribute('data-ms-form') === 'signup') {
    await context.widget.signupWithProvider({
      provider: name,
      customFields: readCustomFields(form),
      plans: signupPlans(form),
    });
    return afterAuth(context, 'signup', form, trigger);
  }
  await context.widget.loginWithProvider({
    provider: name,
    allowSignup: form?.hasAttribute('data-ms-social-auth-allow-signup'),
  });
  return afterAuth(context, 'login', form ?? null, trigger);
}

/** A click the runtime claimed (runtime.ts `claimsClick`). */
export async function handleClick(context: AttributeContext, trigger: HTMLElement): Promise<void> {
  await once(trigger, async () => {
    try {
      const action = trigger.getAttribute('data-ms-action');
      if (action !== null) {
        const run = Object.hasOwn(ACTIONS, action) ? ACTIONS[action] : undefined;
        if (run) await run(context, trigger);
        else console.warn(`World Family: data-ms-action="${action}" is not an action this widget knows.`);
        return;
      }
      const modal = trigger.getAttribute('data-ms-modal');
      if (modal !== null) return await openModal(context, trigger, modal);
      const providerName = trigger.getAttribute('data-ms-auth-provider');
      if (providerName) return await provider(context, trigger, providerName);
      const member = context.member();
      if (!member) {
        // A signed-out plan or price button that is not a link: sign up first (the choice is stored).
        return await openModal(context, trigger, 'signup');
      }
      if (['data-ms-price:add', 'data-ms-price:update'].some((n) => trigger.hasAttribute(n))) {
        return await choosePrice(context, trigger, member);
      }
      await changePlan(context, trigger, member);
    } catch (error) {
      fail(error);
    }
  });
}

/** Remembers what the member's inputs held when they were filled, to never overwrite typing. */
const filledWith = new WeakMap<Element, string>();

function prefill(form: Element, member: Member): void {
  for (const input of form.querySelectorAll('[data-ms-member]')) {
    const key = input.getAttribute('data-ms-member') ?? '';
    if (key.includes('password') || key === 'token') continue;
    if (
      !(
        input instanceof HTMLInputElement ||
        input instanceof HTMLSelectElement ||
        input instanceof HTMLTextAreaElement
      )
    )
      continue;
    const current = key === 'email' ? member.auth.email : (member.customFields[key] ?? '');
    const last = filledWith.get(input);
    if (last !== undefined && last !== input.value) continue; // the member has typed
    if (document.activeElement === input) continue;
    fillInput(input, current);
    filledWith.set(input, input.value);
  }
}

/** Set-up of elements that need the SDK (runtime.ts calls it on every pass that finds them). */
export function prepare(context: AttributeContext, elements: Element[]): void {
  const member = context.member();
  for (const element of elements) {
    if (element.matches('form[data-ms-form="profile"], form[data-ms-form="email"]')) {
      if (member) prefill(element, member);
    } else if (element.hasAttribute('data-ms-secure-html') || element.hasAttribute('data-ms-secure-link')) {
      void secureContent(context, element);
    } else if (element.getAttribute('data-ms-auth') === 'manage-providers') {
      providerStates(element, member);
    }
  }
}

const secureRequested = new WeakSet<Element>();

function secureText(content: unknown, key: 'html' | 'url'): string | null {
  if (typeof content === 'string') return content;
  if (typeof content === 'object' && content !== null) {
    const inner = (content as Record<string, unknown>)[key];
    if (typeof inner === 'string') return inner;
  }
  return null;
}

/** §10: protected HTML replaces its element; a protected link sets its href; a refusal removes both. */
async function secureContent(context: AttributeContext, element: Element): Promise<void> {
  if (secureRequested.has(element) || !context.member()) return;
  secureRequested.add(element);
  const htmlId = element.getAttribute('data-ms-secure-html');
  const contentId = htmlId ?? element.getAttribute('data-ms-secure-link') ?? '';
  try {
    const { data } = await context.widget.getSecureContent({ contentId });
    if (htmlId !== null) {
      const html = secureText(data.content, 'html');
      if (html === null) throw new Error('no HTML');
      const template = document.createElement('template');
      template.innerHTML = html;
      element.replaceWith(template.content);
    } else {
      const url = secureText(data.content, 'url');
      if (url === null) throw new Error('no link');
      element.setAttribute('href', url);
    }
  } catch {
    element.remove();
  }
}

const originalText = new WeakMap<Element, string>();

/** §10 manage-providers: connected buttons show their connected text. */
function providerStates(container: Element, member: Member | null): void {
  for (const button of container.querySelectorAll<HTMLElement>('[data-ms-auth-provider]')) {
    const connected =
      member?.auth.providers.some((p) => p.provider === button.getAttribute('data-ms-auth-provider')) ===
      true;
    const text = button.getAttribute('data-ms-auth-connected-text');
    button.setAttribute('aria-pressed', String(connected));
    if (!text) continue;
    // Only a button of plain text (or its [data-ms-auth-text] part): never the disconnect markers inside.
    const label =
      button.querySelector('[data-ms-auth-text]') ?? (button.children.length === 0 ? button : null);
    if (!label) continue;
    if (!originalText.has(button)) originalText.set(button, label.textContent ?? '');
    label.textContent = connected ? text : (originalText.get(button) ?? '');
  }
}
