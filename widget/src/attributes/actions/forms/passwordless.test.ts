// @vitest-environment happy-dom
/** The passwordless forms' two steps (docs/product/data-attributes.md §4). */
import { sampleApp } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContext, messageText, mount } from '../fake-context.ts';
import { submitPasswordlessLogin, submitPasswordlessSignup } from './passwordless.ts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

function form(kind: string): HTMLFormElement {
  return mount<HTMLFormElement>(
    `<form data-ms-form="${kind}" data-ms-passwordless-button="Verify code" data-ms-plan:add="pln_free-member">
      <input data-ms-member="first-name" value="Ada">
      <input data-ms-member="email" value="ada@example.org">
      <div data-ms-passwordless="step-2" style="display:none"><input data-ms-member="token" value="123456"></div>
      <button type="submit">Send code</button></form>`,
    'form',
  );
}

describe('submitPasswordlessSignup', () => {
  it('given the first step / it sends the code, shows the code’s step, asks for the code and relabels the button', async () => {
    const { context, widget } = fakeContext();
    const signup = form('passwordless-signup');
    await submitPasswordlessSignup(context, signup, null);
    expect(widget.sendMemberSignupPasswordlessEmail).toHaveBeenCalledWith({ email: 'ada@example.org' });
    expect(widget.signupMemberPasswordless).not.toHaveBeenCalled();
    expect(signup.getAttribute('data-wf-passwordless-step')).toBe('2');
    expect(signup.querySelector<HTMLElement>('[data-ms-passwordless="step-2"]')?.style.display).not.toBe(
      'none',
    );
    expect(signup.querySelector<HTMLInputElement>('[data-ms-member="token"]')?.required).toBe(true);
    expect(signup.querySelector('button')?.textContent).toBe('Verify code');
    expect(messageText('success')).toBe('We sent a code to ada@example.org. Enter it to finish.');
  });

  it('given the second step / it signs up with the code, the custom fields and the form’s plan, then goes on', async () => {
    const { context, widget, navigate } = fakeContext({ app: sampleApp({ signupRedirect: '/welcome' }) });
    const signup = form('passwordless-signup');
    await submitPasswordlessSignup(context, signup, null);
    await submitPasswordlessSignup(context, signup, null);
    expect(widget.signupMemberPasswordless).toHaveBeenCalledWith({
      email: 'ada@example.org',
      passwordlessToken: '123456',
      customFields: { 'first-name': 'Ada' },
      plans: [{ planId: 'pln_free-member' }],
    });
    expect(navigate.assign).toHaveBeenCalledWith('/welcome');
  });
});

describe('submitPasswordlessLogin', () => {
  it('given the first step, then the second / it sends a login code, then logs in with it', async () => {
    const { context, widget, navigate } = fakeContext({ app: sampleApp({ loginRedirect: '/members' }) });
    const login = form('passwordless-login');
    await submitPasswordlessLogin(context, login, null);
    expect(widget.sendMemberLoginPasswordlessEmail).toHaveBeenCalledWith({ email: 'ada@example.org' });
    expect(messageText('success')).toBe('We sent a code to ada@example.org. Enter it to log in.');
    await submitPasswordlessLogin(context, login, null);
    expect(widget.loginMemberPasswordless).toHaveBeenCalledWith({
      email: 'ada@example.org',
      passwordlessToken: '123456',
    });
    expect(navigate.assign).toHaveBeenCalledWith('/members');
  });

  it('given an input submit button / its value carries the second step’s label', async () => {
    const { context } = fakeContext();
    const login = mount<HTMLFormElement>(
      `<form data-ms-form="passwordless-login" data-ms-passwordless-button="Verify">
        <input data-ms-member="email" value="ada@example.org"><input type="submit" value="Send"></form>`,
      'form',
    );
    await submitPasswordlessLogin(context, login, null);
    expect(login.querySelector<HTMLInputElement>('input[type="submit"]')?.value).toBe('Verify');
  });
});
