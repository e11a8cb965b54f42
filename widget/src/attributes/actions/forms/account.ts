/** A member's own forms (docs/product/data-attributes.md §4): `profile`, `email` and `password`. */
import type { AttributeContext } from '../../context.ts';
import { showMessage } from '../../feedback.ts';
import { readCustomFields } from '../../member-data.ts';
import { sitePath } from '../../redirects.ts';
import { appFields } from '../app-data.ts';
import { field, formRedirect, value } from '../form-fields.ts';
import { navigation, text } from '../run.ts';
import { leaveAfterMessage } from './leave-later.ts';

/** Saves custom fields, a new e-mail and a new password, whichever the form holds. */
export async function submitProfile(
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<void> {
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
}

/** Changes the member's e-mail address (with the current password when the form asks for it). */
export async function submitEmail(context: AttributeContext, form: HTMLFormElement): Promise<void> {
  const current = field(form, 'current-password');
  const answer = await context.widget.updateMemberAuth({
    email: value(form, 'email'),
    oldPassword: current?.value || undefined,
  });
  if (current) current.value = '';
  await context.widget.getCurrentMember();
  showMessage('success', text(context).serviceOr(answer.message, 'attributes_email_saved'));
}

/** Changes the password, or sets a first one for a member who has none. */
export async function submitPassword(
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<void> {
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
  leaveAfterMessage(context, form, submitter);
}
