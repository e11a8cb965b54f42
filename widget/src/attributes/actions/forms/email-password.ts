/** `data-ms-form="signup"` and `"login"`: an e-mail and a password (docs/product/data-attributes.md §4). */
import type { AttributeContext } from '../../context.ts';
import { readCustomFields } from '../../member-data.ts';
import { afterAuth } from '../after-auth.ts';
import { appFields } from '../app-data.ts';
import { captchaToken } from '../captcha.ts';
import { field, inviteToken, value } from '../form-fields.ts';
import { signupPlans } from '../plans.ts';

/** Signs up with the form's e-mail, password, custom fields and plans, then goes on. */
export async function submitSignup(
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<void> {
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
}

/** Logs in with the form's e-mail and password, then goes on. */
export async function submitLogin(
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<void> {
  const { data } = await context.widget.loginMemberEmailPassword({
    email: value(form, 'email'),
    password: field(form, 'password')?.value ?? '',
  });
  await afterAuth(context, 'login', form, submitter, { member: data.member });
}
