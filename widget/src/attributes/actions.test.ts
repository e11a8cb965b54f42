// @vitest-environment happy-dom
/**
 * Pages written for Memberstack 2.0, moved over with only the install tag swapped: the runtime and
 * its handlers chunk together, with the widget faked at its boundary (docs/style.md "Inject the
 * client") and the page's navigation recorded instead of performed.
 */
import type { App, Member, Plan } from '@wf/sdk/contract';
import { sampleApp, sampleFreePlan, sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMember } from '../runtime/store.ts';
import type { WidgetApi } from '../runtime/widget.ts';
import * as actions from './actions.ts';
import { startAttributeRuntime } from './runtime.ts';

const TOKENS = { accessToken: 'tok', expires: Date.now() + 60_000, type: 'bearer' as const };

function plan(id: string, redirects: Plan['redirects'] = null, priority = 0): Plan {
  return { ...sampleFreePlan(), id, name: id, priority, redirects };
}

interface Setup {
  app?: App;
  member?: Member | null;
  locale?: string;
}

/** The widget at the runtime's boundary: what these pages call. */
function fakeWidget({ app = sampleApp(), member = null, locale }: Setup) {
  const joined = sampleMember({ id: 'mem_new', createdAt: new Date().toISOString() });
  return {
    config: {
      appId: app.id,
      apiUrl: 'https://members.example/api',
      assetBase: 'https://members.example/',
      locale,
    },
    getAppAndMember: vi.fn(async () => ({ data: { app, member } })),
    getApp: vi.fn(async () => ({ data: app })),
    preload: vi.fn(async () => undefined),
    // A modal the person closes with × or Escape: its promise never settles (widget.md §4).
    openModal: vi.fn(() => new Promise(() => {})),
    signupMemberEmailPassword: vi.fn(async () => ({ data: { member: joined, tokens: TOKENS } })),
    loginMemberEmailPassword: vi.fn(async () => ({
      data: { member: member ?? sampleMember(), tokens: TOKENS },
    })),
    signupWithProvider: vi.fn(async () => ({ data: { member: sampleMember(), tokens: TOKENS } })),
    loginWithProvider: vi.fn(async () => ({ data: { member: sampleMember(), tokens: TOKENS } })),
    logout: vi.fn(async () => ({ type: 'LOGOUT', data: null })),
    getCurrentMember: vi.fn(async () => ({ data: member })),
  };
}

type FakeWidget = ReturnType<typeof fakeWidget>;

/** Each page's runtime, stopped after its test (its listeners are on the shared document). */
let running = new AbortController();

async function boot(html: string, setup: Setup = {}) {
  running.abort();
  running = new AbortController();
  document.body.innerHTML = html;
  const widget = fakeWidget(setup);
  const navigate = { assign: vi.fn(), reload: vi.fn() };
  const ready = new Promise((resolve) =>
    document.addEventListener('memberstack.ready', resolve, { once: true }),
  );
  startAttributeRuntime({
    widget: widget as unknown as WidgetApi,
    loadActions: async () => actions,
    navigate,
    signal: running.signal,
  });
  await ready;
  return { widget, navigate };
}

function click(selector: string): void {
  const element = document.querySelector<HTMLElement>(selector);
  if (!element) throw new Error(`no ${selector}`);
  element.click();
}

function messageText(kind: 'success' | 'error'): string | null | undefined {
  return document.querySelector(`[data-ms-message="${kind}"] [data-ms-message-text]`)?.textContent;
}

/** Lets the delegated handlers (a chunk import, then the SDK calls) run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  setMember(null);
});
afterEach(() => {
  running.abort();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const SIGNUP_FORM = `
  <form data-ms-form="signup" data-ms-plan:add="pln_free">
    <input data-ms-member="first-name" value="Ada">
    <input data-ms-member="email" type="email" value="ada@example.org">
    <input data-ms-member="password" type="password" value="correct horse">
    <button type="submit">Sign up</button>
  </form>`;

describe('a signup form that joins a free plan (<form data-ms-form="signup" data-ms-plan:add>)', () => {
  it('given the submit button / when clicked / it signs up with the plan, and no signup modal opens', async () => {
    const { widget } = await boot(SIGNUP_FORM);
    click('button[type="submit"]');
    await settle();
    expect(widget.openModal).not.toHaveBeenCalled();
    expect(widget.signupMemberEmailPassword).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ada@example.org', plans: [{ planId: 'pln_free' }] }),
    );
  });

  it('given a submit without a click (requestSubmit; Enter is checked in Chromium, e2e) / it signs up too', async () => {
    const { widget } = await boot(SIGNUP_FORM);
    document.querySelector('form')?.requestSubmit();
    await settle();
    expect(widget.openModal).not.toHaveBeenCalled();
    expect(widget.signupMemberEmailPassword).toHaveBeenCalledTimes(1);
  });

  it('given a plan button inside the page (not a form) / a signed-out click still opens the signup modal with it', async () => {
    const { widget } = await boot('<button type="button" data-ms-plan:add="pln_free">Join</button>');
    click('button');
    await settle();
    expect(widget.openModal).toHaveBeenCalledWith(
      'SIGNUP',
      expect.objectContaining({ signup: { plans: [{ planId: 'pln_free' }] } }),
    );
  });
});

describe('modal triggers after the modal is closed (§6)', () => {
  it.each(['login', 'signup', 'forgot-password'])(
    'given data-ms-modal="%s" whose modal was closed with × or Escape / when clicked again / it opens the modal again',
    async (name) => {
      const { widget } = await boot(`<button type="button" data-ms-modal="${name}">Open</button>`);
      click('button');
      await settle();
      expect(widget.openModal).toHaveBeenCalledTimes(1);
      click('button');
      await settle();
      expect(widget.openModal).toHaveBeenCalledTimes(2);
    },
  );

  it('given a double click while the modal’s code loads / the modal opens once', async () => {
    const { widget } = await boot('<button type="button" data-ms-modal="login">Log in</button>');
    let loaded: () => void = () => undefined;
    widget.preload.mockImplementation(
      () => new Promise<undefined>((resolve) => (loaded = () => resolve(undefined))),
    );
    click('button');
    click('button');
    await settle();
    loaded();
    await settle();
    expect(widget.openModal).toHaveBeenCalledTimes(1);
  });
});

describe('older hash links (#/ms/...)', () => {
  it.each([
    ['#/ms/login', 'LOGIN'],
    ['#/ms/signup', 'SIGNUP'],
    ['#/ms/forgot-password', 'FORGOT_PASSWORD'],
  ])(
    'given <a href="%s"> / when clicked / it opens the %s modal, as data-ms-modal does',
    async (href, type) => {
      const { widget } = await boot(`<a href="${href}">Go</a>`);
      click('a');
      await settle();
      expect(widget.openModal).toHaveBeenCalledWith(type, expect.anything());
    },
  );

  it('given #/ms/profile for a member / it opens the profile; for a visitor the link is removed, as a profile trigger is', async () => {
    setMember(sampleMember());
    const { widget } = await boot('<a id="p" href="#/ms/profile">Profile</a>', { member: sampleMember() });
    click('#p');
    await settle();
    expect(widget.openModal).toHaveBeenCalledWith('PROFILE', expect.anything());
    setMember(null);
    expect(document.getElementById('p')).toBeNull();
  });

  it('given #/ms/logout for a member / it logs out like data-ms-action="logout"', async () => {
    setMember(sampleMember());
    const { widget, navigate } = await boot('<a id="out" href="#/ms/logout">Log out</a>', {
      member: sampleMember(),
    });
    click('#out');
    await settle();
    expect(widget.logout).toHaveBeenCalled();
    expect(navigate.reload).toHaveBeenCalled();
  });
});

describe('member fields the app does not define (name, phone-number, address on real pages)', () => {
  it('given a signup form with them / they are left out with one warning naming them, and the signup goes through', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { widget } = await boot(`
      <form data-ms-form="signup">
        <input data-ms-member="first-name" value="Ada">
        <input data-ms-member="phone-number" value="555">
        <textarea data-ms-member="address">1 Main St</textarea>
        <input data-ms-member="email" type="email" value="ada@example.org">
        <input data-ms-member="password" type="password" value="correct horse">
        <button type="submit">Sign up</button>
      </form>`);
    click('button');
    await settle();
    expect(widget.signupMemberEmailPassword).toHaveBeenCalledWith(
      expect.objectContaining({ customFields: { 'first-name': 'Ada' } }),
    );
    const warnings = warn.mock.calls
      .map(([text]) => String(text))
      .filter((text) => text.includes('phone-number'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain('address');
  });
});

describe('redirects after sign-up, log-in and log-out (§9), with the app’s and the plans’ defaults', () => {
  const app = sampleApp({
    loginRedirect: '/members',
    signupRedirect: '/welcome',
    logoutRedirect: '/goodbye',
    plans: [
      plan('pln_free', { afterLogin: null, afterSignup: '/free-start', afterLogout: null }),
      plan('pln_gold', { afterLogin: '/gold', afterSignup: null, afterLogout: '/gold-bye' }, 10),
    ],
  });
  const LOGIN_FORM = `<form data-ms-form="login">
      <input data-ms-member="email" type="email" value="ada@example.org">
      <input data-ms-member="password" type="password" value="correct horse">
      <button type="submit">Log in</button></form>`;

  it('given a login form without redirect / it goes to the app’s loginRedirect', async () => {
    const { navigate } = await boot(LOGIN_FORM, { app });
    click('button');
    await settle();
    expect(navigate.assign).toHaveBeenCalledWith('/members');
  });

  it('given a member of a plan with its own afterLogin / the plan’s wins over the app’s', async () => {
    const gold = sampleMember({
      planConnections: [
        { ...sampleMember().planConnections[0], planId: 'pln_gold' } as Member['planConnections'][number],
      ],
    });
    const { navigate } = await boot(LOGIN_FORM, { app, member: gold });
    click('button');
    await settle();
    expect(navigate.assign).toHaveBeenCalledWith('/gold');
  });

  it('given the form’s own redirect / it wins over both', async () => {
    const { navigate } = await boot(
      LOGIN_FORM.replace('data-ms-form="login"', 'data-ms-form="login" redirect="/mine"'),
      {
        app,
      },
    );
    click('button');
    await settle();
    expect(navigate.assign).toHaveBeenCalledWith('/mine');
  });

  it('given a signup with a plan that has afterSignup / it goes there; without, to the app’s signupRedirect', async () => {
    const first = await boot(SIGNUP_FORM, { app });
    click('button');
    await settle();
    expect(first.navigate.assign).toHaveBeenCalledWith('/free-start');

    const second = await boot(SIGNUP_FORM.replace(' data-ms-plan:add="pln_free"', ''), { app });
    click('button');
    await settle();
    expect(second.navigate.assign).toHaveBeenCalledWith('/welcome');
  });

  it('given an app redirect to the page the member is on / the page stays and says so', async () => {
    const here = sampleApp({ loginRedirect: window.location.pathname });
    const { navigate } = await boot(LOGIN_FORM, { app: here });
    click('button');
    await settle();
    expect(navigate.assign).not.toHaveBeenCalled();
    expect(messageText('success')).toBe('You are signed in.');
  });

  it('given a logout link to # / it goes to the app’s logoutRedirect', async () => {
    setMember(sampleMember());
    const { navigate } = await boot('<a href="#" data-ms-action="logout">Log out</a>', {
      app,
      member: sampleMember(),
    });
    click('a');
    await settle();
    expect(navigate.assign).toHaveBeenCalledWith('/goodbye');
  });
});

describe('a required input of the page’s own in a login form', () => {
  it('given it is empty (and hidden, so the browser says nothing) / the submit is blocked and the message names the field', async () => {
    const { widget } = await boot(`
      <form data-ms-form="login">
        <input data-ms-member="email" type="email" value="ada@example.org">
        <input data-ms-member="password" type="password" value="correct horse">
        <label style="display:none">I accept the terms <input type="checkbox" name="terms" required></label>
        <button type="submit">Log in</button>
      </form>`);
    click('button');
    await settle();
    expect(widget.loginMemberEmailPassword).not.toHaveBeenCalled();
    expect(messageText('error')).toContain('I accept the terms');
  });
});

describe('runtime messages in Spanish (data-locale="es")', () => {
  it('given a login that stays on the page / it says so in Spanish', async () => {
    const { navigate } = await boot(
      `<form data-ms-form="login"><input data-ms-member="email" value="ada@example.org">
       <input data-ms-member="password" type="password" value="correct horse"><button type="submit">Entrar</button></form>`,
      { locale: 'es' },
    );
    click('button');
    await settle();
    expect(navigate.assign).not.toHaveBeenCalled();
    expect(messageText('success')).toBe('Has iniciado sesión.');
  });
});

describe('data-ms-auth-allow-login on a signup form (§10)', () => {
  it('given a provider button / it signs up through the provider, and a person who had an account is logged in and follows the login path', async () => {
    const app = sampleApp({ loginRedirect: '/members', signupRedirect: '/welcome' });
    const { widget, navigate } = await boot(
      `<form data-ms-form="signup" data-ms-auth-allow-login>
         <button type="button" data-ms-auth-provider="google">Continue with Google</button></form>`,
      { app },
    );
    const known = sampleMember({ createdAt: '2020-01-01T00:00:00.000Z' });
    (widget as FakeWidget).signupWithProvider.mockResolvedValue({ data: { member: known, tokens: TOKENS } });
    click('button');
    await settle();
    expect(widget.signupWithProvider).toHaveBeenCalledWith(expect.objectContaining({ provider: 'google' }));
    expect(navigate.assign).toHaveBeenCalledWith('/members');
  });
});

describe('a required field of our own (data-ms-member) that is shown', () => {
  it('given it is empty / the browser’s own bubble says it, and no message box doubles it', async () => {
    await boot(`
      <form data-ms-form="login">
        <input data-ms-member="email" type="email" required>
        <input data-ms-member="password" type="password" value="correct horse">
        <button type="submit">Log in</button>
      </form>`);
    // happy-dom lays nothing out: the field counts as shown when it has a box.
    const email = document.querySelector('input[type="email"]') as HTMLInputElement;
    email.getClientRects = () => [{ width: 100, height: 20 }] as unknown as DOMRectList;
    click('button');
    await settle();
    expect(messageText('error')).toBeUndefined();
  });
});
