/**
 * The auth modals' state machine (docs/product/widget.md §4 display transitions) and their SDK calls
 * (§7). Pure React state over an injected client: the stories and the runtime share it.
 */
import type { WfClient } from '@wf/sdk';
import { toast } from '@wf/ui';
import { useState } from 'react';
import type { ForgotPasswordValues } from '../modals/forgot-password/index.ts';
import type { LoginValues } from '../modals/login/index.ts';
import type { PasswordlessTokenValues } from '../modals/passwordless-token/index.ts';
import type { ResetPasswordValues } from '../modals/reset-password/index.ts';
import type { AuthDisplay, PanelStatus } from '../modals/shared/types.ts';
import type { SignupValues } from '../modals/signup/index.ts';
import type { ModalResult } from '../runtime/modal.ts';
import { useOneAtATime } from '../shared/useOneAtATime.ts';

/** docs/product/widget.md §3 Passwordless state: who asked for the code, and what to send with it. */
export interface PasswordlessState {
  type: 'login' | 'signup';
  email: string;
  customFields: Record<string, string>;
}

/** Options of {@link useAuthFlow}. */
export interface AuthFlowOptions {
  client: WfClient;
  /** The display to start on. */
  initialDisplay: AuthDisplay;
  /** Signup plans from the params (docs/product/widget.md §3 Signup plans). */
  plans?: { planId: string }[];
  /** The success callback (docs/product/widget.md §4). */
  onSuccess(result: ModalResult): void;
  /** Gets a captcha token before signup, or null when the app needs none; throws when it fails. */
  captchaToken?(): Promise<string | null>;
  /** A signup failed: the captcha must be solved again (docs/product/widget.md §8). */
  onSignupFailed?(): void;
  /** The sentence for a failed call, in the reader's language (modals/shared/useErrorText.ts). */
  describeError(error: unknown): string;
}

/** State and actions of the auth modals. */
export function useAuthFlow(options: AuthFlowOptions) {
  const { client, plans } = options;
  const [display, setDisplay] = useState<AuthDisplay>(options.initialDisplay);
  const [error, setError] = useState<string>();
  const [passwordless, setPasswordless] = useState<PasswordlessState>();
  // docs/product/widget.md §2 "Reset-code modal": the address 'Send Link' sent the code to, named again by
  // the reset; unknown after 'I already have a code' or when the flow opens on the reset itself.
  const [resetEmail, setResetEmail] = useState<string>();
  const calls = useOneAtATime();
  const status: PanelStatus = calls.busy ? 'submitting' : 'idle';

  function go(next: AuthDisplay) {
    setError(undefined);
    if (next === 'forgot_password') setResetEmail(undefined);
    setDisplay(next);
  }

  /** Runs one call at a time: submit disabled with a spinner meanwhile, its failure shown. */
  async function run(action: () => Promise<void>, onFailure?: () => void) {
    const outcome = await calls.run(async () => {
      setError(undefined);
      await action();
    });
    if (outcome.kind !== 'failed') return;
    setError(options.describeError(outcome.error));
    onFailure?.();
  }

  function confirm(message: string | undefined) {
    if (message) toast({ title: message, variant: 'success' });
  }

  return {
    display,
    status,
    error,
    passwordless,
    resetEmail,
    go,
    login: (values: LoginValues) =>
      run(async () => {
        if (values.method === 'passwordless') {
          const response = await client.sendMemberLoginPasswordlessEmail({ email: values.email });
          confirm(response.message);
          setPasswordless({ type: 'login', email: values.email, customFields: {} });
          go('passwordless_token');
          return;
        }
        const { data } = await client.loginMemberEmailPassword({
          email: values.email,
          password: values.password,
        });
        options.onSuccess({ type: 'LOGIN', data: { member: data.member } });
      }),
    signup: (values: SignupValues) =>
      run(
        async () => {
          if (values.method === 'passwordless') {
            const response = await client.sendMemberSignupPasswordlessEmail({ email: values.email });
            confirm(response.message);
            setPasswordless({ type: 'signup', email: values.email, customFields: values.customFields });
            go('passwordless_token');
            return;
          }
          const captchaToken = (await options.captchaToken?.()) ?? undefined;
          const { data } = await client.signupMemberEmailPassword({
            email: values.email,
            password: values.password,
            customFields: values.customFields,
            plans,
            captchaToken,
          });
          options.onSuccess({ type: 'SIGNUP', data: { member: data.member } });
        },
        () => options.onSignupFailed?.(),
      ),
    verifyCode: ({ token }: PasswordlessTokenValues) =>
      run(async () => {
        if (!passwordless) return;
        if (passwordless.type === 'login') {
          const { data } = await client.loginMemberPasswordless({
            passwordlessToken: token,
            email: passwordless.email,
          });
          options.onSuccess({ type: 'LOGIN', data: { member: data.member } });
          return;
        }
        const { data } = await client.signupMemberPasswordless({
          passwordlessToken: token,
          email: passwordless.email,
          customFields: passwordless.customFields,
          plans,
        });
        options.onSuccess({ type: 'SIGNUP', data: { member: data.member } });
      }),
    sendResetCode: ({ email }: ForgotPasswordValues) =>
      run(async () => {
        const response = await client.sendMemberResetPasswordEmail({ email });
        confirm(response.message);
        go('reset_password');
        setResetEmail(email);
      }),
    resetPassword: ({ token, newPassword, email }: ResetPasswordValues) =>
      run(async () => {
        const response = await client.resetMemberPassword({ token, newPassword, email });
        confirm(response.message);
        go('reset_password_success');
        options.onSuccess({ type: 'PASSWORD_RESET', data: { message: response.message } });
      }),
    provider: (provider: string, intent: 'login' | 'signup') => {
      // One call at a time: a second click while a window is open opens nothing more.
      if (calls.busy) return Promise.resolve();
      // The popup opens now, in the click (a popup opened after an await is blocked); the
      // promise settles when the service's page answers or the window is closed.
      const signingIn =
        intent === 'login'
          ? client.loginWithProvider({ provider, allowSignup: false })
          : client.signupWithProvider({ provider, plans });
      return run(async () => {
        const { data } = await signingIn;
        options.onSuccess({ type: intent === 'login' ? 'LOGIN' : 'SIGNUP', data: { member: data.member } });
      });
    },
  };
}
