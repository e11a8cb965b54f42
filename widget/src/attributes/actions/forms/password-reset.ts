/** `data-ms-form="forgot-password"` and `"reset-password"` (docs/product/data-attributes.md §4). */
import type { AttributeContext } from '../../context.ts';
import { showMessage } from '../../feedback.ts';
import { RESET_EMAIL_KEY, read, write } from '../../storage.ts';
import { field, value } from '../form-fields.ts';
import { text } from '../run.ts';
import { leaveAfterMessage } from './leave-later.ts';

/** Asks for a reset code, remembers the address for the reset form, says so, then follows the redirect. */
export async function submitForgotPassword(
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<void> {
  const email = value(form, 'email');
  const answer = await context.widget.sendMemberResetPasswordEmail({ email });
  write('sessionStorage', RESET_EMAIL_KEY, email);
  showMessage('success', text(context).serviceOr(answer.message, 'attributes_reset_sent', { email }));
  leaveAfterMessage(context, form, submitter);
}

/** Sets the new password with the code (and the address remembered), says so, then follows the redirect. */
export async function submitResetPassword(
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<void> {
  const email = value(form, 'email') || read('sessionStorage', RESET_EMAIL_KEY) || undefined;
  const answer = await context.widget.resetMemberPassword({
    token: value(form, 'token'),
    newPassword: field(form, 'password')?.value ?? '',
    email,
  });
  write('sessionStorage', RESET_EMAIL_KEY, null);
  form.reset();
  showMessage('success', text(context).serviceOr(answer.message, 'attributes_reset_done'));
  leaveAfterMessage(context, form, submitter);
}
