/** A `data-ms-form` submit (docs/product/data-attributes.md §4): each kind of form, and how a submit runs. */
import type { AttributeContext } from '../context.ts';
import { withLoader } from '../feedback.ts';
import { submitEmail, submitPassword, submitProfile } from './forms/account.ts';
import { submitLogin, submitSignup } from './forms/email-password.ts';
import { submitForgotPassword, submitResetPassword } from './forms/password-reset.ts';
import { submitPasswordlessLogin, submitPasswordlessSignup } from './forms/passwordless.ts';
import { fail, once, text } from './run.ts';

type Submit = (
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
) => Promise<void>;

/** What each `data-ms-form` value does on submit. */
const SUBMITS: Record<string, Submit> = {
  signup: submitSignup,
  login: submitLogin,
  'passwordless-signup': submitPasswordlessSignup,
  'passwordless-login': submitPasswordlessLogin,
  'forgot-password': submitForgotPassword,
  'reset-password': submitResetPassword,
  profile: submitProfile,
  email: submitEmail,
  password: submitPassword,
};

/** Comment forms (§11) are sent by the comments' own code: not an unknown form. */
const COMMENT_FORMS = ['post', 'thread'];

/** A `data-ms-form` submit (the runtime prevented the browser's own). */
export async function handleSubmit(
  context: AttributeContext,
  form: HTMLFormElement,
  submitter: HTMLElement | null,
): Promise<void> {
  const kind = form.getAttribute('data-ms-form') ?? '';
  text(context); // the default loader and boxes speak the install's language from the start
  const submit = Object.hasOwn(SUBMITS, kind) ? SUBMITS[kind] : undefined;
  if (!submit) {
    if (!COMMENT_FORMS.includes(kind))
      console.warn(`World Family: data-ms-form="${kind}" is not a form this widget knows.`);
    return;
  }
  await once(form, () =>
    withLoader(() => submit(context, form, submitter)).catch((error: unknown) => fail(context, error)),
  );
}
