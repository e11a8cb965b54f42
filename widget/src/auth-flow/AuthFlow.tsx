import type { WfClient } from '@wf/sdk';
import type { App } from '@wf/sdk/contract';
import type { Translations } from '../i18n/index.ts';
import { ForgotPasswordPanel } from '../modals/forgot-password/index.ts';
import { LoginPanel } from '../modals/login/index.ts';
import { PasswordlessTokenPanel } from '../modals/passwordless-token/index.ts';
import { ResetPasswordPanel } from '../modals/reset-password/index.ts';
import { ResetSuccessPanel } from '../modals/reset-success/index.ts';
import type { AuthDisplay } from '../modals/shared/types.ts';
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
  onSuccess(result: ModalResult): void;
  onClose(): void;
}

/** The auth modals wired to the SDK: one panel at a time, switched as widget-spec §4 says. */
export function AuthFlow({ client, app, initialDisplay, plans, onSuccess, ...shared }: AuthFlowProps) {
  const flow = useAuthFlow({ client, initialDisplay, plans, onSuccess });
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
