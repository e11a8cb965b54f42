/**
 * English UI text of the auth modals (docs/product/widget.md §2, §8). Keys named in docs/product/widget.md §3 are the
 * override keys that `translations` params replace; every other key can be overridden too.
 */
import { captchaEn } from './captcha.en.ts';
import type { profileEn } from './profile.en.ts';
import type { testCardEn } from './test-card.en.ts';

export const en = {
  /** Accessible name of the modal's close button. */
  close: 'Close',
  /** docs/product/widget.md §1: the footer link shown unless the app is on a paid tier ({name}: the platform). */
  secured_by: 'Secured by {name}',
  /** Back button of the forgot-password, reset-code and passwordless-code modals. */
  back: 'Back',
  /** docs/product/widget.md §3 override: the e-mail field's label. */
  email_address: 'Email Address',
  /** docs/product/widget.md §3 override: shown under an invalid e-mail address. */
  email_error_message: 'Please enter a valid email address',
  /** docs/product/widget.md §3 override: the password field's label. */
  password: 'Password',
  /** docs/product/widget.md §3 override: shown under a too-short password. */
  password_error_message: 'Minimum 8 characters required',
  /** A failure that carries no sentence meant for people (a bug, a failed download). */
  error_generic: 'Something went wrong. Please try again.',
  /** Shown under the six code boxes when one is empty. */
  token_error_message: 'Please enter a valid code',
  /** Accessible name of the password field's eye button while the password is hidden. */
  show_password: 'Show password',
  /** The same button while the password is shown. */
  hide_password: 'Hide password',
  /** Accessible name of each box of a six-digit code. */
  digit_label: 'Digit {position} of {length}',
  /** docs/product/widget.md §3 override: the divider before the alternative sign-in methods. */
  or: 'or',
  /** docs/product/widget.md §3 override: one button per sign-in provider. */
  continue_with: 'Continue with {provider}',

  /** Login modal title. */
  login_title: 'Login to your account',
  /** docs/product/widget.md §3 override: the login modal's submit button. */
  login: 'Log in',
  /** docs/product/widget.md §3 override: placeholder of the login e-mail field. */
  login_email_placeholder: 'Enter your email',
  /** docs/product/widget.md §3 override: placeholder of the login password field. */
  login_password_placeholder: 'Enter your password',
  /** docs/product/widget.md §3 override: the link to the forgot-password modal. */
  forgot_password: 'Forgot Password?',
  /** docs/product/widget.md §3 override: passwordless submit and the switch to passwordless mode. */
  login_with_email: 'Continue with Email',
  /** docs/product/widget.md §3 override: the switch back from passwordless mode on login. */
  login_with_password: 'Log in with Password',
  /** docs/product/widget.md §3 override: the question before the sign-up link. */
  dont_have_an_account: "Don't have an account?",
  /** The sign-up link after that question. */
  signup_link: 'Sign up',

  /** Signup modal title. */
  signup_title: 'Create an account',
  /** The signup modal's submit button. */
  signup: 'Sign up',
  /** Placeholder of the signup e-mail field. */
  signup_email_placeholder: 'Enter your email',
  /** Placeholder of the signup password field. */
  signup_password_placeholder: 'Enter a strong password',
  /** Passwordless submit and the switch to passwordless mode on signup. */
  signup_with_email: 'Continue with Email',
  /** The switch back from passwordless mode on signup. */
  signup_with_password: 'Signup with Password',
  /** The question before the login link. */
  already_have_an_account: 'Already have an account?',
  /** The login link after that question. */
  login_link: 'Log in',
  /** Label of the hidden honeypot field (bots read it; people never see it). */
  honeypot_label: 'Leave this field empty',
  /** docs/product/widget.md §4, §8: the signup modal gave up waiting. */
  signup_timeout: 'Sign up modal timed out. Please try again.',

  /** docs/product/widget.md §3 override: forgot-password modal title. */
  reset_title: 'Reset your password',
  /** docs/product/widget.md §3 override: forgot-password explanation. */
  reset_description: "Enter your email address and we'll send you a secure link to reset your password.",
  /** docs/product/widget.md §3 override: forgot-password submit. */
  reset_send_link: 'Send Link',
  /** docs/product/widget.md §3 override: the link to the reset-code modal. */
  reset_have_code: 'I already have a code',
  /** docs/product/widget.md §3 override: reset-code modal title. */
  reset_code_title: 'Reset your password',
  /** docs/product/widget.md §3 override: reset-code explanation. */
  reset_code_description: 'Enter the code from the email we sent you and choose a new password.',
  /** docs/product/widget.md §2 "Reset-code modal": the explanation when the modal asks for the address too. */
  reset_code_email_description: 'Enter the email address we sent the code to, the code, and a new password.',
  /** docs/product/widget.md §3 override: label of the six code boxes. */
  reset_token_label: 'Enter your 6-digit code',
  /** docs/product/widget.md §3 override: the new-password field. */
  reset_new_password: 'New password',
  /** docs/product/widget.md §3 override: placeholder of the new-password field. */
  reset_new_password_placeholder: 'Enter a strong password',
  /** docs/product/widget.md §3 override: reset-code submit. */
  reset_confirm: 'Confirm & Reset',
  /** docs/product/widget.md §3 override: success modal title. */
  reset_success_title: 'Success!',
  /** docs/product/widget.md §3 override: success modal sentence. */
  reset_success_description: 'Your password has been reset. Please login with your new credentials.',
  /** docs/product/widget.md §3 override: the success modal's way back to login. */
  reset_success_login: 'Log in',

  /** docs/product/widget.md §3 override: passwordless-code heading after a login. */
  passwordless_login_title: 'Login to your account',
  /** docs/product/widget.md §3 override: passwordless-code heading after a signup. */
  passwordless_signup_title: 'Create an account',
  /** docs/product/widget.md §3 override: passwordless-code instruction. */
  passwordless_description: 'Enter the verification code sent to your email address',
  /** docs/product/widget.md §3 override: label of the six code boxes. */
  passwordless_token_label: 'Enter your 6-digit code',
  /** docs/product/widget.md §3 override: the passwordless-code submit. */
  login_verify_email: 'Verify Email',

  ...captchaEn,
} as const;

/** The strings every modal needs (auth and captcha): always loaded. */
export type BaseDictionary = { readonly [K in keyof typeof en]: string };

/**
 * Every user-facing string of the widget, by key. The profile's and the test card's strings
 * arrive with their chunks (registerMessages), so the login modal does not download them.
 */
export type Dictionary = {
  readonly [K in keyof typeof en | keyof typeof profileEn | keyof typeof testCardEn]: string;
};

/** A key of the dictionary. */
export type MessageKey = keyof Dictionary;
