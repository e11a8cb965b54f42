/**
 * `data-ms-form="passwordless-signup"` and `"passwordless-login"` (docs/product/data-attributes.md
 * §4): two steps in one form, the first sends the code, the second signs in with it.
 */
import type { AttributeContext } from '../../context.ts';
import { reveal, showMessage } from '../../feedback.ts';
import { readCustomFields } from '../../member-data.ts';
import { afterAuth } from '../after-auth.ts';
import { appFields } from '../app-data.ts';
import { defaultSubmitter, field, value } from '../form-fields.ts';
import { signupPlans } from '../plans.ts';
import { text } from '../run.ts';

/** The step the form is at: 2 once the code has been sent. */
function passwordlessStep(form: HTMLFormElement): 1 | 2 {
  return form.getAttribute('data-wf-passwordless-step') === '2' ? 2 : 1;
}

/** Shows the code's step (`data-ms-passwordless="step-2"`), asks for the code, relabels the button. */
function showSecondStep(form: HTMLFormElement, submitter: HTMLElement | null): void {
  form.setAttribute('data-wf-passwordless-step', '2');
  for (const step of form.querySelectorAll<HTMLElement>('[data-ms-passwordless="step-2"]')) {
    reveal(step);
  }
  const token = field(form, 'token');
  if (token) {
    token.required = true;
    token.focus();
  }
  const label = form.getAttribute('data-ms-passwordless-button');
  const button = submitter ?? defaultSubmitter(form);
  if (label && button) {
    if (button instanceof HTMLInputElement) button.value = label;
    else button.textContent = label;
  }
}

/** Sends a sign-up code, then signs up with it. */
export async function submitPasswordlessSignup(
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<void> {
  const email = value(form, 'email');
  if (passwordlessStep(form) === 1) {
    await context.widget.sendMemberSignupPasswordlessEmail({ email });
    showSecondStep(form, submitter);
    showMessage('success', text(context).t('attributes_code_sent_signup', { email }));
    return;
  }
  const plans = signupPlans(form);
  const { data } = await context.widget.signupMemberPasswordless({
    email,
    passwordlessToken: value(form, 'token'),
    customFields: await appFields(context, readCustomFields(form)),
    plans,
  });
  await afterAuth(context, 'signup', form, submitter, { member: data.member, plans });
}

/** Sends a login code, then logs in with it. */
export async function submitPasswordlessLogin(
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<void> {
  const email = value(form, 'email');
  if (passwordlessStep(form) === 1) {
    await context.widget.sendMemberLoginPasswordlessEmail({ email });
    showSecondStep(form, submitter);
    showMessage('success', text(context).t('attributes_code_sent_login', { email }));
    return;
  }
  const { data } = await context.widget.loginMemberPasswordless({
    email,
    passwordlessToken: value(form, 'token'),
  });
  await afterAuth(context, 'login', form, submitter, { member: data.member });
}
