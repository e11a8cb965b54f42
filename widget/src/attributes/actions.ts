/**
 * What the runtime's forms and buttons do (docs/product/data-attributes.md §4 forms, §6 modals,
 * §7 actions, §8 plans and prices, §10 providers, secure content and captcha). A chunk of its
 * own: the loader fetches it on the first submit or click, or when the page has forms to prepare.
 */
import type { App, Member } from '@wf/sdk/contract';
import { userMessage } from '@wf/sdk/errors';
import { solveChallenge } from '../captcha/solve.ts';
import { encodeCaptchaToken } from '../captcha/token.ts';
import type { ModalResult, ModalType } from '../runtime/modal.ts';
import { type AttributeContext, browserNavigation, type Navigation } from './context.ts';
import { reveal, setFeedbackLabels, showMessage, withLoader } from './feedback.ts';
import { hashLinkOf } from './hash-links.ts';
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
import { type RuntimeText, runtimeText } from './text.ts';

/** Profile images over this many bytes are refused before upload (§7). */
export const MAX_PROFILE_IMAGE_BYTES = 4_000_000;
/** A member created this long before their provider sign-up had an account already (§10). */
const KNOWN_MEMBER_AGE_MS = 5 * 60_000;

/** How the page leaves: the runtime's (tests record it), else the browser's. */
function navigation(context: AttributeContext): Navigation {
  return context.navigate ?? browserNavigation;
}

/** The runtime's words in the install's language (`data-locale`); the defaults' labels follow them. */
function text(context: AttributeContext): RuntimeText {
  const words = runtimeText(context.widget.config.locale);
  setFeedbackLabels({ close: words.t('attributes_close_message'), working: words.t('attributes_working') });
  return words;
}

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

/** A failure, in the page's error box, in the reader's language. */
async function fail(context: AttributeContext, error: unknown): Promise<void> {
  const words = text(context);
  showMessage('error', userMessage(error, words.t('attributes_fallback'), await words.errors()));
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

/** The app, from the runtime's boot answer, else asked for now (null when it cannot be had). */
async function appOf(context: AttributeContext): Promise<App | null> {
  const known = context.app();
  if (known) return known;
  return context.widget.getApp().then(
    ({ data }) => data,
    () => null,
  );
}

type RedirectKey = 'afterLogin' | 'afterSignup' | 'afterLogout';

/** The plan ids a member holds. */
function heldPlanIds(member: Member | null | undefined): string[] {
  return member?.planConnections.filter((c) => c.active).map((c) => c.planId) ?? [];
}

/** Of these plans, the highest-priority one's own redirect (GET /app's `plans[].redirects`). */
function planRedirect(app: App, planIds: readonly string[], key: RedirectKey): string | null {
  const withOne = app.plans
    .filter((plan) => planIds.includes(plan.id) && plan.redirects?.[key])
    .sort((a, b) => b.priority - a.priority);
  return withOne[0]?.redirects?.[key] ?? null;
}

/**
 * §9's "server's redirect": the plan's (signed up with, or held), else the app's default. Our
 * service keeps no redirect per member, so the member's own step is the login redirect this
 * browser remembers, used by the `login-redirect` action only.
 */
function serverRedirect(
  app: App | null,
  kind: 'signup' | 'login' | 'logout',
  planIds: readonly string[],
): string | null {
  if (!app) return null;
  if (kind === 'signup') return planRedirect(app, planIds, 'afterSignup') ?? app.signupRedirect ?? null;
  if (kind === 'login') return planRedirect(app, planIds, 'afterLogin') ?? app.loginRedirect ?? null;
  return planRedirect(app, planIds, 'afterLogout') ?? app.logoutRedirect ?? null;
}

/** What a sign-up or log-in leaves the runtime: who signed in, and the plans signed up with. */
interface AuthOutcome {
  member?: Member | null;
  /** The plans a sign-up asked for (their `afterSignup` comes first). */
  plans?: readonly { planId: string }[];
}

/** After a sign-up or log-in (§4, §6, §9): a stored price opens checkout, else the redirect. */
async function afterAuth(
  context: AttributeContext,
  kind: 'signup' | 'login',
  form: HTMLFormElement | null,
  submitter: HTMLElement | null,
  outcome: AuthOutcome = {},
): Promise<void> {
  const override = read('sessionStorage', REDIRECT_OVERRIDE_KEY);
  const planIds =
    kind === 'signup'
      ? (outcome.plans ?? []).map((p) => p.planId)
      : heldPlanIds(outcome.member ?? context.member());
  const decision = decideRedirect({
    currentUrl: window.location.href,
    formRedirect: formRedirect(form, submitter),
    storedOverride: override,
    serverRedirect: serverRedirect(await appOf(context), kind, planIds),
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
    navigation(context).assign(decision.path);
    return;
  }
  // Ours: no reload is needed, the runtime has re-bound the page for the member already.
  context.rerender();
  const words = text(context);
  showMessage('success', words.t(kind === 'signup' ? 'attributes_signed_up' : 'attributes_signed_in'));
}

/** Where a log-out goes: the link's own page, else the plan's, else the app's; null: reload (§7). */
async function logoutTarget(
  context: AttributeContext,
  trigger: HTMLElement | null,
  before: Member | null,
): Promise<string | null> {
  const here = `${window.location.pathname}${window.location.search}`;
  const own = sitePath(trigger?.closest('a')?.getAttribute('href'), window.location.href);
  if (own && own.split('#')[0] !== here) return own;
  const server = sitePath(
    serverRedirect(await appOf(context), 'logout', heldPlanIds(before)),
    window.location.href,
  );
  return server && server !== here ? server : null;
}

/** Logs out, forgets the choices of the visit, and leaves for the logout redirect (or reloads). */
async function logOut(context: AttributeContext, trigger: HTMLElement | null): Promise<void> {
  const before = context.member();
  const target = await logoutTarget(context, trigger, before);
  await context.widget.logout();
  write('sessionStorage', PLAN_KEY, null);
  write('sessionStorage', PRICE_KEY, null);
  if (target) navigation(context).assign(target);
  else navigation(context).reload();
}

/**
 * The custom fields the app defines, of those a form holds. Real pages carry fields their app
 * never had (`name`, `phone-number`, `address`): they are left out, with one warning naming
 * them, so that the rest goes through rather than the whole request failing.
 */
async function appFields(
  context: AttributeContext,
  fields: Record<string, string>,
): Promise<Record<string, string>> {
  return definedFields(await appOf(context), fields);
}

/** {@link appFields} with the app known now (a provider's popup must open before any wait). */
function definedFields(app: App | null, fields: Record<string, string>): Record<string, string> {
  if (!app) return fields;
  const defined = new Set(app.customFields.map((field) => field.key));
  const unknown = Object.keys(fields).filter((key) => !defined.has(key));
  if (unknown.length === 0) return fields;
  console.warn(
    `World Family: ${unknown.map((key) => `data-ms-member="${key}"`).join(', ')} ${unknown.length === 1 ? 'is not a field' : 'are not fields'} of this app, so ${unknown.length === 1 ? 'it is' : 'they are'} not sent. Add ${unknown.length === 1 ? 'it' : 'them'} to the app's custom fields, or remove the attribute.`,
  );
  return Object.fromEntries(Object.entries(fields).filter(([key]) => defined.has(key)));
}

/** The proof-of-work captcha, solved in the background when the app asks for one (§10). */
async function captchaToken(context: AttributeContext, form: Element): Promise<string | undefined> {
  if (!context.app()?.captchaRequired) return undefined;
  const words = text(context);
  const place = form.querySelector<HTMLElement>('[data-ms-hcaptcha], [data-ms-captcha]');
  if (place) place.textContent = words.t('attributes_captcha_checking');
  const challenge = await context.widget.getCaptchaChallenge();
  const solution = await solveChallenge(challenge);
  if (place) place.textContent = words.t('attributes_captcha_done');
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
    const plans = signupPlans(form);
    const { data } = await context.widget.signupMemberEmailPassword({
      email: value(form, 'email'),
      password: field(form, 'password')?.value ?? '',
      customFields: await appFields(context, readCustomFields(form)),
      plans,
      inviteToken: inviteToken(),
      captchaToken: await captchaToken(context, form),
    });
    await afterAuth(context, 'signup', form, submitter, { member: data.member, plans });
  },

  async login(context, form, submitter) {
    const { data } = await context.widget.loginMemberEmailPassword({
      email: value(form, 'email'),
      password: field(form, 'password')?.value ?? '',
    });
    await afterAuth(context, 'login', form, submitter, { member: data.member });
  },

  async 'passwordless-signup'(context, form, submitter) {
    const email = value(form, 'email');
    if (passwordlessStep(form) === 1) {
      await context.widget.sendMemberSignupPasswordlessEmail({ email });
      showSecondStep(form, submitter);
      showMessage('success', text(context).t('attributes_code_sent_signup', { email }));
      return;
    }
    const plans = signupPlans(form);
    const { data } = await context.widget.signupMemberPasswordless({
      email,
      passwordlessToken: value(form, 'token'),
      customFields: await appFields(context, readCustomFields(form)),
      plans,
    });
    await afterAuth(context, 'signup', form, submitter, { member: data.member, plans });
  },

  async 'passwordless-login'(context, form, submitter) {
    const email = value(form, 'email');
    if (passwordlessStep(form) === 1) {
      await context.widget.sendMemberLoginPasswordlessEmail({ email });
      showSecondStep(form, submitter);
      showMessage('success', text(context).t('attributes_code_sent_login', { email }));
      return;
    }
    const { data } = await context.widget.loginMemberPasswordless({
      email,
      passwordlessToken: value(form, 'token'),
    });
    await afterAuth(context, 'login', form, submitter, { member: data.member });
  },

  async 'forgot-password'(context, form, submitter) {
    const email = value(form, 'email');
    const answer = await context.widget.sendMemberResetPasswordEmail({ email });
    write('sessionStorage', RESET_EMAIL_KEY, email);
    showMessage('success', text(context).serviceOr(answer.message, 'attributes_reset_sent', { email }));
    const next = sitePath(formRedirect(form, submitter), window.location.href);
    if (next) setTimeout(() => navigation(context).assign(next), 1500);
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
    showMessage('success', text(context).serviceOr(answer.message, 'attributes_reset_done'));
    const next = sitePath(formRedirect(form, submitter), window.location.href);
    if (next) setTimeout(() => navigation(context).assign(next), 1500);
  },

  async profile(context, form, submitter) {
    const member = context.member();
    const words = text(context);
    const customFields = await appFields(context, readCustomFields(form));
    if (Object.keys(customFields).length > 0) await context.widget.updateMember({ customFields });
    const email = value(form, 'email');
    const current = field(form, 'current-password')?.value ?? '';
    const next = field(form, 'new-password')?.value ?? '';
    let message = words.t('attributes_profile_saved');
    if (email && member && email !== member.auth.email) {
      const answer = await context.widget.updateMemberAuth({ email, oldPassword: current || undefined });
      message = words.serviceOr(answer.message, 'attributes_profile_saved');
    }
    if (next) await context.widget.updateMemberAuth({ oldPassword: current, newPassword: next });
    for (const key of ['current-password', 'new-password']) {
      const input = field(form, key);
      if (input) input.value = '';
    }
    await context.widget.getCurrentMember();
    const redirect = sitePath(formRedirect(form, submitter), window.location.href);
    if (redirect) navigation(context).assign(redirect);
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
    showMessage('success', text(context).serviceOr(answer.message, 'attributes_email_saved'));
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
      text(context).t(member?.auth.hasPassword ? 'attributes_password_changed' : 'attributes_password_set'),
    );
    const redirect = sitePath(formRedirect(form, submitter), window.location.href);
    if (redirect) setTimeout(() => navigation(context).assign(redirect), 1500);
  },
};

/** A `data-ms-form` submit (the runtime prevented the browser's own). */
export async function handleSubmit(
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<void> {
  const kind = form.getAttribute('data-ms-form') ?? '';
  text(context); // the default loader and boxes speak the install's language from the start
  const submit = Object.hasOwn(SUBMITS, kind) ? SUBMITS[kind] : undefined;
  if (!submit) {
    if (kind !== 'post' && kind !== 'thread')
      console.warn(`World Family: data-ms-form="${kind}" is not a form this widget knows.`);
    return;
  }
  await once(form, () =>
    withLoader(() => submit(context, form, submitter)).catch((error: unknown) => fail(context, error)),
  );
}

/** The label a person reads for a field: its <label>, aria-label, placeholder, or name. */
function fieldName(field: Element): string {
  const labelled = field as HTMLInputElement;
  const label = labelled.labels?.[0]?.textContent?.replace(/\s+/g, ' ').trim();
  return (
    label ||
    field.getAttribute('aria-label')?.trim() ||
    field.getAttribute('placeholder')?.trim() ||
    field.getAttribute('name')?.trim() ||
    field.getAttribute('data-ms-member')?.trim() ||
    field.tagName.toLowerCase()
  );
}

/**
 * A field the browser refused to submit (runtime.ts hears its `invalid` event): the page's own
 * required input, maybe styled away, where the browser shows nothing. The message names it.
 */
export function reportInvalid(context: AttributeContext, field: Element): void {
  const words = text(context);
  const problem =
    (field as HTMLInputElement).validationMessage?.trim() || words.t('attributes_field_required');
  showMessage('error', words.t('attributes_invalid_field', { field: fieldName(field), problem }));
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
  const plans =
    type === 'SIGNUP' ? signupPlans(trigger.hasAttribute('data-ms-plan:add') ? trigger : null) : [];
  // The trigger is busy only until the modal is on screen: closing a modal (×, Escape) leaves
  // its promise pending (docs/product/widget.md §4), and the trigger must open it again.
  await context.widget.preload();
  const before = context.member();
  context.widget
    .openModal(type, {
      signup: type === 'SIGNUP' ? { plans } : undefined,
      ...(type === 'PROFILE' && tab ? { tab } : {}),
    })
    .then(async (result: ModalResult) => {
      if (result.type === 'LOGIN' || result.type === 'SIGNUP') {
        const kind = result.type === 'LOGIN' ? 'login' : 'signup';
        await afterAuth(context, kind, null, trigger, { member: result.data?.member, plans });
      } else if (result.type === 'LOGOUT') {
        const target = await logoutTarget(context, null, before);
        if (target) navigation(context).assign(target);
        else navigation(context).reload();
      }
    })
    .catch((error: unknown) => fail(context, error));
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
    // A hash link (#/ms/logout) has no page of its own to go to.
    await logOut(context, hashLinkOf(trigger) ? null : trigger);
  },
  async 'login-redirect'(context) {
    const remembered = sitePath(read('localStorage', LOGIN_REDIRECT_KEY), window.location.href);
    const server = sitePath(
      serverRedirect(await appOf(context), 'login', heldPlanIds(context.member())),
      window.location.href,
    );
    navigation(context).assign(remembered ?? server ?? '/');
  },
  async 'customer-portal'(context) {
    await withLoader(() => context.widget.launchStripeCustomerPortal({ returnUrl: window.location.href }));
  },
  async 'resend-verification-email'(context) {
    const answer = await withLoader(() => context.widget.sendMemberVerificationEmail());
    const words = text(context);
    const email = context.member()?.auth.email ?? words.t('attributes_your_address');
    showMessage('success', words.serviceOr(answer.message, 'attributes_verification_sent', { email }));
  },
  async 'profile-image'(context) {
    const words = text(context);
    const file = await pickImage();
    if (!file) return;
    if (!file.type.startsWith('image/')) return showMessage('error', words.t('attributes_not_an_image'));
    if (file.size > MAX_PROFILE_IMAGE_BYTES)
      return showMessage('error', words.t('attributes_image_too_large'));
    await withLoader(async () => {
      await context.widget.updateMemberProfileImage({ profileImage: file });
      await context.widget.getCurrentMember();
    });
    showMessage('success', words.t('attributes_image_saved'));
  },
  async 'delete-member'(context, trigger) {
    if (!window.confirm(text(context).t('attributes_delete_confirm'))) return;
    await withLoader(() => context.widget.deleteMember());
    for (const key of [PLAN_KEY, PRICE_KEY, COUPON_KEY, REDIRECT_OVERRIDE_KEY])
      write('sessionStorage', key, null);
    write('localStorage', LOGIN_REDIRECT_KEY, null);
    navigation(context).assign(
      sitePath(trigger.closest('a')?.getAttribute('href'), window.location.href) ?? '/',
    );
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
  if (next && next !== window.location.pathname) return navigation(context).assign(next);
  showMessage(
    'success',
    trigger.getAttribute('data-ms-success-message') ??
      text(context).t(remove ? 'attributes_plan_removed' : 'attributes_plan_added'),
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
      text(context).t(connected ? 'attributes_provider_removed' : 'attributes_provider_connected'),
    );
    return;
  }
  const form = trigger.closest<HTMLFormElement>('form[data-ms-form]');
  if (form?.getAttribute('data-ms-form') === 'signup') {
    const started = Date.now();
    const plans = signupPlans(form);
    // The popup opens before the first await (a browser allows it only in the click's own turn).
    const signedUp = context.widget.signupWithProvider({
      provider: name,
      customFields: definedFields(context.app(), readCustomFields(form)),
      plans,
    });
    const { data } = await signedUp;
    // §10 data-ms-auth-allow-login: a person who had an account is logged in (the service does so
    // for every provider sign-up, as Memberstack's does now), and the page follows the login path.
    const known = Date.parse(data.member.createdAt) < started - KNOWN_MEMBER_AGE_MS;
    return afterAuth(context, known ? 'login' : 'signup', form, trigger, { member: data.member, plans });
  }
  const { data } = await context.widget.loginWithProvider({
    provider: name,
    allowSignup: form?.hasAttribute('data-ms-social-auth-allow-signup'),
  });
  return afterAuth(context, 'login', form ?? null, trigger, { member: data.member });
}

/** A click the runtime claimed (runtime.ts `claimsClick`). */
export async function handleClick(context: AttributeContext, trigger: HTMLElement): Promise<void> {
  text(context);
  await once(trigger, async () => {
    try {
      const hash = hashLinkOf(trigger);
      if (hash && !trigger.hasAttribute('data-ms-action') && !trigger.hasAttribute('data-ms-modal')) {
        if ('action' in hash) return await logOut(context, null);
        return await openModal(context, trigger, hash.modal);
      }
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
      await fail(context, error);
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
