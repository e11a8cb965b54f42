// @vitest-environment happy-dom
/** `data-ms-form="signup"` and `"login"` (docs/product/data-attributes.md §4, §9). */
import { sampleApp } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PLAN_KEY, PRICE_KEY } from '../../storage.ts';
import { fakeContext, messageText, mount } from '../fake-context.ts';
import { submitLogin, submitSignup } from './email-password.ts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  window.history.replaceState(null, '', '/join');
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const SIGNUP = `<form data-ms-form="signup">
  <input data-ms-member="first-name" value="Ada">
  <input data-ms-member="email" value="  ada@example.org ">
  <input data-ms-member="password" type="password" value=" correct horse ">
  <button type="submit">Sign up</button></form>`;

describe('submitSignup', () => {
  it('given a signup form / it sends the trimmed e-mail, the password as typed and the app’s custom fields', async () => {
    const { context, widget } = fakeContext();
    await submitSignup(context, mount(SIGNUP, 'form'), null);
    expect(widget.signupMemberEmailPassword).toHaveBeenCalledWith({
      email: 'ada@example.org',
      password: ' correct horse ',
      customFields: { 'first-name': 'Ada' },
      plans: [],
      inviteToken: undefined,
      captchaToken: undefined,
    });
  });

  it('given a plan stored by an earlier click and an invitation in the address / it signs up with both', async () => {
    sessionStorage.setItem(PLAN_KEY, 'pln_free-member');
    window.history.replaceState(null, '', '/join?inviteToken=inv_123');
    const { context, widget } = fakeContext();
    await submitSignup(context, mount(SIGNUP, 'form'), null);
    expect(widget.signupMemberEmailPassword).toHaveBeenCalledWith(
      expect.objectContaining({ plans: [{ planId: 'pln_free-member' }], inviteToken: 'inv_123' }),
    );
    // The stored plan is used once.
    expect(sessionStorage.getItem(PLAN_KEY)).toBeNull();
  });

  it('given an app with a signup redirect / it goes there after the sign-up', async () => {
    const { context, navigate } = fakeContext({ app: sampleApp({ signupRedirect: '/welcome' }) });
    await submitSignup(context, mount(SIGNUP, 'form'), null);
    expect(navigate.assign).toHaveBeenCalledWith('/welcome');
  });

  it('given a price stored by an earlier click / checkout opens after the sign-up instead of the redirect', async () => {
    sessionStorage.setItem(PRICE_KEY, 'prc_membership-monthly');
    const { context, widget, navigate } = fakeContext({ app: sampleApp({ signupRedirect: '/welcome' }) });
    await submitSignup(context, mount(SIGNUP, 'form'), null);
    expect(widget.purchasePlansWithCheckout).toHaveBeenCalledWith(
      expect.objectContaining({
        priceId: 'prc_membership-monthly',
        successUrl: 'http://localhost:3000/welcome?fromCheckout=true',
      }),
    );
    expect(navigate.assign).not.toHaveBeenCalled();
  });
});

describe('submitLogin', () => {
  const LOGIN = `<form data-ms-form="login"><input data-ms-member="email" value="ada@example.org">
    <input data-ms-member="password" type="password" value="pw"><button type="submit">Log in</button></form>`;

  it('given a login form / it logs in with its e-mail and password, and stays here when nothing says where to go', async () => {
    const { context, widget, navigate, rerender } = fakeContext({ app: sampleApp() });
    await submitLogin(context, mount(LOGIN, 'form'), null);
    expect(widget.loginMemberEmailPassword).toHaveBeenCalledWith({
      email: 'ada@example.org',
      password: 'pw',
    });
    expect(navigate.assign).not.toHaveBeenCalled();
    expect(rerender).toHaveBeenCalled();
    expect(messageText('success')).toBe('You are signed in.');
  });

  it('given the submit button’s own data-ms-redirect / it goes there and remembers it for login-redirect', async () => {
    const { context, navigate } = fakeContext({ app: sampleApp({ loginRedirect: '/members' }) });
    const form = mount<HTMLFormElement>(
      LOGIN.replace('<button type="submit">', '<button type="submit" data-ms-redirect="/mine">'),
      'form',
    );
    await submitLogin(context, form, form.querySelector('button'));
    expect(navigate.assign).toHaveBeenCalledWith('/mine');
    expect(localStorage.getItem('login_redirect')).toBe('/mine');
  });
});
