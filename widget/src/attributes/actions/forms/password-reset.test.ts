// @vitest-environment happy-dom
/** `data-ms-form="forgot-password"` and `"reset-password"` (docs/product/data-attributes.md §4, §9). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESET_EMAIL_KEY } from '../../storage.ts';
import { fakeContext, messageText, mount } from '../fake-context.ts';
import { REDIRECT_AFTER_MESSAGE_MS } from './leave-later.ts';
import { submitForgotPassword, submitResetPassword } from './password-reset.ts';

beforeEach(() => {
  sessionStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('submitForgotPassword', () => {
  const FORGOT = `<form data-ms-form="forgot-password" redirect="/reset">
    <input data-ms-member="email" value="ada@example.org"><button type="submit">Send</button></form>`;

  it('given an address / it asks for a code, remembers the address, says so, and goes to the redirect once the message is read', async () => {
    const { context, widget, navigate } = fakeContext();
    await submitForgotPassword(context, mount(FORGOT, 'form'), null);
    expect(widget.sendMemberResetPasswordEmail).toHaveBeenCalledWith({ email: 'ada@example.org' });
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBe('ada@example.org');
    expect(messageText('success')).toBe('If ada@example.org has an account, a reset code is on its way.');
    vi.advanceTimersByTime(REDIRECT_AFTER_MESSAGE_MS - 1);
    expect(navigate.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(navigate.assign).toHaveBeenCalledWith('/reset');
  });

  it('given the service’s own sentence on an English page / the box says it', async () => {
    const { context, widget } = fakeContext();
    widget.sendMemberResetPasswordEmail.mockResolvedValue({ data: {}, message: 'Check your inbox.' });
    await submitForgotPassword(context, mount(FORGOT, 'form'), null);
    expect(messageText('success')).toBe('Check your inbox.');
  });

  it('given a redirect to another site / it stays on this one', async () => {
    const { context, navigate } = fakeContext();
    await submitForgotPassword(
      context,
      mount(FORGOT.replace('/reset', 'https://evil.example/'), 'form'),
      null,
    );
    vi.runAllTimers();
    expect(navigate.assign).not.toHaveBeenCalled();
  });
});

describe('submitResetPassword', () => {
  const RESET = `<form data-ms-form="reset-password" redirect="/login">
    <input data-ms-member="token" value="123456"><input data-ms-member="password" type="password">
    <button type="submit">Reset</button></form>`;

  it('given the address remembered by the forgot form / it resets with it, forgets it, clears the form and goes on', async () => {
    sessionStorage.setItem(RESET_EMAIL_KEY, 'ada@example.org');
    const { context, widget, navigate } = fakeContext();
    const form = mount<HTMLFormElement>(RESET, 'form');
    const password = form.querySelector('[data-ms-member="password"]') as HTMLInputElement;
    password.value = 'new pw'; // typed, as a person does
    await submitResetPassword(context, form, null);
    expect(widget.resetMemberPassword).toHaveBeenCalledWith({
      token: '123456',
      newPassword: 'new pw',
      email: 'ada@example.org',
    });
    expect(sessionStorage.getItem(RESET_EMAIL_KEY)).toBeNull();
    expect(password.value).toBe('');
    expect(messageText('success')).toBe('Your password has been reset. You can log in with it now.');
    vi.advanceTimersByTime(REDIRECT_AFTER_MESSAGE_MS);
    expect(navigate.assign).toHaveBeenCalledWith('/login');
  });

  it('given no address anywhere / it resets with the code alone', async () => {
    const { context, widget } = fakeContext();
    await submitResetPassword(context, mount(RESET, 'form'), null);
    expect(widget.resetMemberPassword).toHaveBeenCalledWith(expect.objectContaining({ email: undefined }));
  });
});
