// @vitest-environment happy-dom
/** A member's `profile`, `email` and `password` forms (docs/product/data-attributes.md §4). */
import { sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContext, messageText, mount } from '../fake-context.ts';
import { submitEmail, submitPassword, submitProfile } from './account.ts';
import { REDIRECT_AFTER_MESSAGE_MS } from './leave-later.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('submitProfile', () => {
  const PROFILE = `<form data-ms-form="profile">
    <input data-ms-member="first-name" value="Ada">
    <input data-ms-member="email" value="ada@example.org">
    <input data-ms-member="current-password" type="password" value="old">
    <input data-ms-member="new-password" type="password" value="">
    <button type="submit">Save</button></form>`;

  it('given changed custom fields only / it saves them, refreshes the member and says so', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    await submitProfile(context, mount(PROFILE, 'form'), null);
    expect(widget.updateMember).toHaveBeenCalledWith({ customFields: { 'first-name': 'Ada' } });
    expect(widget.updateMemberAuth).not.toHaveBeenCalled();
    expect(widget.getCurrentMember).toHaveBeenCalled();
    expect(messageText('success')).toBe('Your profile has been saved.');
  });

  it('given a new address and a new password / it changes both, and empties the password inputs', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    const form = mount<HTMLFormElement>(
      PROFILE.replace('value="ada@example.org"', 'value="ada@new.example"').replace(
        'type="password" value=""',
        'type="password" value="new"',
      ),
      'form',
    );
    widget.updateMemberAuth.mockResolvedValueOnce({
      data: sampleMember(),
      message: 'Open the link we sent to ada@new.example.',
    });
    await submitProfile(context, form, null);
    expect(widget.updateMemberAuth).toHaveBeenNthCalledWith(1, {
      email: 'ada@new.example',
      oldPassword: 'old',
    });
    expect(widget.updateMemberAuth).toHaveBeenNthCalledWith(2, { oldPassword: 'old', newPassword: 'new' });
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]'))
      expect(input.value).toBe('');
    expect(messageText('success')).toBe('Open the link we sent to ada@new.example.');
  });

  it('given a form redirect / it goes there at once instead of saying so', async () => {
    const { context, navigate } = fakeContext({ member: sampleMember() });
    await submitProfile(context, mount(PROFILE.replace('<form', '<form redirect="/account"'), 'form'), null);
    expect(navigate.assign).toHaveBeenCalledWith('/account');
    expect(messageText('success')).toBeUndefined();
  });
});

describe('submitEmail', () => {
  it('given a new address and the current password / it changes the address, empties the password and says so', async () => {
    const { context, widget } = fakeContext({ member: sampleMember() });
    const form = mount<HTMLFormElement>(
      `<form data-ms-form="email"><input data-ms-member="email" value="ada@new.example">
        <input data-ms-member="current-password" type="password" value="old"><button>Save</button></form>`,
      'form',
    );
    await submitEmail(context, form);
    expect(widget.updateMemberAuth).toHaveBeenCalledWith({ email: 'ada@new.example', oldPassword: 'old' });
    expect(form.querySelector<HTMLInputElement>('[data-ms-member="current-password"]')?.value).toBe('');
    expect(messageText('success')).toBe('Your e-mail address has been updated.');
  });
});

describe('submitPassword', () => {
  const PASSWORD = `<form data-ms-form="password" redirect="/account">
    <input data-ms-member="current-password" type="password" value="old">
    <input data-ms-member="new-password" type="password" value="new"><button>Save</button></form>`;

  it('given a member with a password / it changes it, then goes to the redirect once the message is read', async () => {
    const { context, widget, navigate } = fakeContext({ member: sampleMember() });
    await submitPassword(context, mount(PASSWORD, 'form'), null);
    expect(widget.updateMemberAuth).toHaveBeenCalledWith({ oldPassword: 'old', newPassword: 'new' });
    expect(widget.setPassword).not.toHaveBeenCalled();
    expect(messageText('success')).toBe('Your password has been changed.');
    expect(navigate.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(REDIRECT_AFTER_MESSAGE_MS);
    expect(navigate.assign).toHaveBeenCalledWith('/account');
  });

  it('given a member who signed up without a password / it sets a first one', async () => {
    const member = sampleMember({ auth: { email: 'ada@example.org', hasPassword: false, providers: [] } });
    const { context, widget } = fakeContext({ member });
    const form = mount<HTMLFormElement>(PASSWORD, 'form');
    await submitPassword(context, form, null);
    expect(widget.setPassword).toHaveBeenCalledWith({ password: 'new' });
    expect(widget.updateMemberAuth).not.toHaveBeenCalled();
    for (const input of form.querySelectorAll<HTMLInputElement>('input[type="password"]'))
      expect(input.value).toBe('');
    expect(messageText('success')).toBe('Your password has been set.');
  });
});
