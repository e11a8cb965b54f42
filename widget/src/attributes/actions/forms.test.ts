// @vitest-environment happy-dom
/** How a `data-ms-form` submit runs (docs/product/data-attributes.md §4, §5). */
import { WfError } from '@wf/sdk/errors';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeContext, messageText, mount } from './fake-context.ts';
import { handleSubmit } from './forms.ts';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

const LOGIN = `<form data-ms-form="login">
  <input data-ms-member="email" value="ada@example.org">
  <input data-ms-member="password" type="password" value="correct horse">
  <button type="submit">Log in</button></form>`;

describe('handleSubmit', () => {
  it('given a form kind the widget does not know / it names it in the console and sends nothing', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { context, widget } = fakeContext();
    await handleSubmit(context, mount('<form data-ms-form="sign-up"></form>', 'form'), null);
    expect(warn).toHaveBeenCalledWith(
      'World Family: data-ms-form="sign-up" is not a form this widget knows.',
    );
    expect(widget.signupMemberEmailPassword).not.toHaveBeenCalled();
  });

  it.each(['post', 'thread'])(
    'given a comment form (%s) / it leaves it to the comments, without a warning',
    async (kind) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { context } = fakeContext();
      await handleSubmit(context, mount(`<form data-ms-form="${kind}"></form>`, 'form'), null);
      expect(warn).not.toHaveBeenCalled();
    },
  );

  it('given a login form sent twice before the first answer / it logs in once', async () => {
    const { context, widget } = fakeContext();
    const form = mount<HTMLFormElement>(LOGIN, 'form');
    await Promise.all([handleSubmit(context, form, null), handleSubmit(context, form, null)]);
    expect(widget.loginMemberEmailPassword).toHaveBeenCalledTimes(1);
  });

  it('given a refusal from the service / the error box says the service’s sentence, and the loader is hidden again', async () => {
    const { context, widget } = fakeContext();
    widget.loginMemberEmailPassword.mockRejectedValue(
      new WfError('auth/invalid-credentials', 'Invalid email or password.', { status: 401 }),
    );
    await handleSubmit(context, mount<HTMLFormElement>(LOGIN, 'form'), null);
    expect(messageText('error')).toBe('Invalid email or password.');
    expect(document.querySelector<HTMLElement>('[data-ms-loader]')?.style.display).toBe('none');
  });

  it('given the page reads Spanish / the default loader is labelled in Spanish from the first submit', async () => {
    const { context } = fakeContext({ locale: 'es' });
    await handleSubmit(context, mount<HTMLFormElement>(LOGIN, 'form'), null);
    expect(document.querySelector('[data-ms-loader]')?.getAttribute('aria-label')).toBe('Procesando…');
  });
});
