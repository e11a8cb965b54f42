// @vitest-environment happy-dom
/** Provider buttons (docs/product/data-attributes.md §10). */
import { sampleApp, sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContext, messageText, mount } from './fake-context.ts';
import { provider, providerStates } from './providers.ts';

const GOOGLE = { provider: 'google' } as const;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('provider', () => {
  it('given a button outside any form / it logs in with the provider and follows the login path', async () => {
    const { context, widget, navigate } = fakeContext({ app: sampleApp({ loginRedirect: '/members' }) });
    await provider(context, mount('<button data-ms-auth-provider="google">G</button>', 'button'), 'google');
    expect(widget.loginWithProvider).toHaveBeenCalledWith({ provider: 'google', allowSignup: undefined });
    expect(navigate.assign).toHaveBeenCalledWith('/members');
  });

  it('given a login form that allows sign-up / it says so to the provider', async () => {
    const { context, widget } = fakeContext();
    const button = mount(
      `<form data-ms-form="login" data-ms-social-auth-allow-signup>
        <button type="button" data-ms-auth-provider="google">G</button></form>`,
      'button',
    );
    await provider(context, button, 'google');
    expect(widget.loginWithProvider).toHaveBeenCalledWith({ provider: 'google', allowSignup: true });
  });

  it('given a signup form / a new member signs up with its defined fields and plan, and follows the signup path', async () => {
    const { context, widget, navigate } = fakeContext({
      app: sampleApp({ loginRedirect: '/members', signupRedirect: '/welcome' }),
    });
    const button = mount(
      `<form data-ms-form="signup" data-ms-plan:add="pln_free-member">
        <input data-ms-member="first-name" value="Ada"><input data-ms-member="phone" value="555">
        <button type="button" data-ms-auth-provider="google">G</button></form>`,
      'button',
    );
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await provider(context, button, 'google');
    expect(widget.signupWithProvider).toHaveBeenCalledWith({
      provider: 'google',
      customFields: { 'first-name': 'Ada' },
      plans: [{ planId: 'pln_free-member' }],
    });
    expect(navigate.assign).toHaveBeenCalledWith('/welcome');
  });

  it('given a member for a manage-providers button / it connects an unconnected provider and says so', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    const button = mount(
      '<div data-ms-auth="manage-providers"><button data-ms-auth-provider="google">G</button></div>',
      'button',
    );
    await provider(context, button, 'google');
    expect(widget.connectProvider).toHaveBeenCalledWith({ provider: 'google' });
    expect(widget.getCurrentMember).toHaveBeenCalled();
    expect(messageText('success')).toBe('The sign-in method has been connected.');
  });

  it('given a connected provider in manage-providers / it disconnects it and says so', async () => {
    const member = sampleMember({
      auth: { email: 'ada@example.org', hasPassword: true, providers: [GOOGLE] },
    });
    const { context, widget } = fakeContext({ member });
    const button = mount(
      '<div data-ms-auth="manage-providers"><button data-ms-auth-provider="google">G</button></div>',
      'button',
    );
    await provider(context, button, 'google');
    expect(widget.disconnectProvider).toHaveBeenCalledWith({ provider: 'google' });
    expect(messageText('success')).toBe('The sign-in method has been removed.');
  });
});

describe('providerStates', () => {
  const BUTTONS = `<div data-ms-auth="manage-providers">
    <button id="g" data-ms-auth-provider="google" data-ms-auth-connected-text="Google connected">Connect Google</button>
    <button id="h" data-ms-auth-provider="github" data-ms-auth-connected-text="GitHub connected"><span data-ms-auth-text>Connect GitHub</span><span data-ms-auth-disconnect>×</span></button>
    <button id="f" data-ms-auth-provider="facebook">Connect Facebook</button></div>`;

  it('given a connected provider / its button is pressed and reads its connected text; the others do not', () => {
    const container = mount(BUTTONS, 'div');
    const member = sampleMember({
      auth: { email: 'ada@example.org', hasPassword: true, providers: [GOOGLE] },
    });
    providerStates(container, member);
    expect(document.getElementById('g')?.getAttribute('aria-pressed')).toBe('true');
    expect(document.getElementById('g')?.textContent).toBe('Google connected');
    expect(document.getElementById('h')?.getAttribute('aria-pressed')).toBe('false');
    expect(document.getElementById('h')?.textContent).toBe('Connect GitHub×');
    expect(document.getElementById('f')?.getAttribute('aria-pressed')).toBe('false');
  });

  it('given a provider disconnected later / its button reads its own text again; a button with parts changes only its text part', () => {
    const container = mount(BUTTONS, 'div');
    const both = sampleMember({
      auth: {
        email: 'ada@example.org',
        hasPassword: true,
        providers: [GOOGLE, { provider: 'github' }],
      },
    });
    providerStates(container, both);
    expect(document.getElementById('h')?.textContent).toBe('GitHub connected×');
    providerStates(container, null);
    expect(document.getElementById('g')?.textContent).toBe('Connect Google');
    expect(document.getElementById('h')?.textContent).toBe('Connect GitHub×');
  });
});
