import type { WfClient } from '@wf/sdk';
import type { App } from '@wf/sdk/contract';
import { WfError } from '@wf/sdk/errors';
import { useRef, useState } from 'react';
import { type CaptchaChallenge, CaptchaField, type CaptchaFieldHandle } from '../captcha/index.ts';
import { WIDGET_ERROR_CODES } from '../constants.ts';
import type { Translations } from '../i18n/index.ts';
import { ForgotPasswordPanel } from '../modals/forgot-password/index.ts';
import { LoginPanel } from '../modals/login/index.ts';
import { PasswordlessTokenPanel } from '../modals/passwordless-token/index.ts';
import { ResetPasswordPanel } from '../modals/reset-password/index.ts';
import { ResetSuccessPanel } from '../modals/reset-success/index.ts';
import type { AuthDisplay } from '../modals/shared/types.ts';
import { useErrorText } from '../modals/shared/useErrorText.ts';
import { useTranslator } from '../modals/shared/useTranslator.ts';
import { SignupPanel } from '../modals/signup/index.ts';
import type { ModalResult } from '../runtime/modal.ts';
import { useAuthFlow } from './useAuthFlow.ts';

export interface AuthFlowProps {
  client: WfClient;
  app: App;
  /** The display to start on (from the modal type). */
  initialDisplay: AuthDisplay;
  locale?: string;
  translations?: Translations;
  hideClose?: boolean;
  /** Signup plans from the params. */
  plans?: { planId: string }[];
  /** Fetches an ALTCHA challenge, for apps that require a captcha at signup. */
  fetchCaptchaChallenge?: () => Promise<CaptchaChallenge>;
  onSuccess(result: ModalResult): void;
  onClose(): void;
}

/** The auth modals wired to the SDK: one panel at a time, switched as docs/product/widget.md §4 says. */
export function AuthFlow({
  client,
  app,
  initialDisplay,
  plans,
  fetchCaptchaChallenge,
  onSuccess,
  ...shared
}: AuthFlowProps) {
  const captcha = useRef<CaptchaFieldHandle>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const captchaOn = app.captchaRequired && fetchCaptchaChallenge !== undefined;
  const t = useTranslator(shared.locale, shared.translations);
  const describe = useErrorText(shared.locale, shared.translations);
  const flow = useAuthFlow({
    client,
    initialDisplay,
    plans,
    onSuccess,
    describeError: (error) => describe(error, t('error_generic')),
    // docs/product/widget.md §5: the token comes from the ticked box, otherwise the captcha is executed now.
    captchaToken: captchaOn
      ? async () => {
          const field = captcha.current;
          if (!field) {
            throw new WfError(
              WIDGET_ERROR_CODES.captchaNotReady,
              'The captcha is not ready yet. Please try again.',
            );
          }
          return field.execute();
        }
      : undefined,
    // docs/product/widget.md §8: on signup failure the captcha is reset.
    onSignupFailed: () => setCaptchaRound((round) => round + 1),
  });
  const panel = { app, status: flow.status, error: flow.error, ...shared };

  switch (flow.display) {
    case 'login':
      return (
        <LoginPanel
          {...panel}
          onSubmit={flow.login}
          onSwitch={flow.go}
          onProvider={(provider) => flow.provider(provider, 'login')}
        />
      );
    case 'signup':
      return (
        <SignupPanel
          {...panel}
          onSubmit={flow.signup}
          onSwitch={flow.go}
          onProvider={(provider) => flow.provider(provider, 'signup')}
          renderCaptcha={
            captchaOn && fetchCaptchaChallenge
              ? () => (
                  <CaptchaField
                    ref={captcha}
                    fetchChallenge={fetchCaptchaChallenge}
                    resetKey={captchaRound}
                    locale={shared.locale}
                    translations={shared.translations}
                  />
                )
              : undefined
          }
        />
      );
    case 'forgot_password':
      return (
        <ForgotPasswordPanel
          {...panel}
          onSubmit={flow.sendResetCode}
          onSwitch={flow.go}
          onBack={() => flow.go('login')}
        />
      );
    case 'reset_password':
      return (
        <ResetPasswordPanel
          {...panel}
          email={flow.resetEmail}
          onSubmit={flow.resetPassword}
          onBack={() => flow.go('forgot_password')}
        />
      );
    case 'reset_password_success':
      return <ResetSuccessPanel {...panel} onSwitch={flow.go} />;
    case 'passwordless_token':
      return (
        <PasswordlessTokenPanel
          {...panel}
          mode={flow.passwordless?.type ?? 'login'}
          onSubmit={flow.verifyCode}
          onBack={() => flow.go(flow.passwordless?.type ?? 'login')}
        />
      );
  }
}
