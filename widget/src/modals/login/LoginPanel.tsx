import { Button } from '@wf/ui';
import type { FormEvent } from 'react';
import { emailError, passwordError } from '../../validation.ts';
import { AccountSwitch } from '../shared/AccountSwitch.tsx';
import { AlternativeMethods } from '../shared/AlternativeMethods.tsx';
import { AuthDialog } from '../shared/AuthDialog.tsx';
import { visibleProviders } from '../shared/app.ts';
import { EmailField, PasswordField } from '../shared/Fields.tsx';
import { ErrorNotice } from '../shared/FormParts.tsx';
import type { AuthDisplay, PanelBaseProps } from '../shared/types.ts';
import { useFormFields } from '../shared/useFormFields.ts';
import { type PasswordlessModeProps, usePasswordlessMode } from '../shared/usePasswordlessMode.ts';
import { useTranslator } from '../shared/useTranslator.ts';

/** What the login form sends: a password login, or a passwordless code request. */
export type LoginValues =
  | { method: 'password'; email: string; password: string }
  | { method: 'passwordless'; email: string };

export interface LoginPanelProps extends PanelBaseProps, PasswordlessModeProps {
  /** A valid form was submitted. */
  onSubmit?: (values: LoginValues) => void;
  /** The person asked for another modal ('signup', 'forgot_password'). */
  onSwitch?: (display: AuthDisplay) => void;
  /** The person chose a sign-in provider (its machine name). */
  onProvider?: (provider: string) => void;
}

/** docs/product/widget.md §2 Login modal: e-mail and password (or passwordless), alternatives and the signup link. */
export function LoginPanel({
  app,
  locale,
  translations,
  status = 'idle',
  error,
  hideClose,
  onClose,
  onSubmit,
  onSwitch,
  onProvider,
  ...mode
}: LoginPanelProps) {
  const t = useTranslator(locale, translations);
  const { enabled, passwordless, toggle } = usePasswordlessMode(app, mode);
  const form = useFormFields(
    { email: '', password: '' },
    {
      email: (value, submitted) => emailError(value, t, { required: submitted }),
      password: passwordless ? undefined : (value) => passwordError(value, t),
    },
  );
  const submitting = status === 'submitting';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !form.validate()) return;
    const email = form.values.email.trim();
    onSubmit?.(
      passwordless
        ? { method: 'passwordless', email }
        : { method: 'password', email, password: form.values.password },
    );
  };

  return (
    <AuthDialog app={app} title={t('login_title')} t={t} hideClose={hideClose} onClose={onClose}>
      <form
        className="wf-auth__form wf-login"
        noValidate
        data-status={status}
        onSubmit={submit}
        data-mode={passwordless ? 'passwordless' : 'password'}
      >
        <EmailField t={t} placeholder={t('login_email_placeholder')} field={form.field('email')} />
        {passwordless ? null : (
          <div className="wf-login__password">
            <PasswordField
              t={t}
              label={t('password')}
              name="password"
              autoComplete="current-password"
              placeholder={t('login_password_placeholder')}
              field={form.field('password')}
            />
            <Button
              variant="link"
              size="sm"
              className="wf-login__forgot"
              onClick={() => onSwitch?.('forgot_password')}
            >
              {t('forgot_password')}
            </Button>
          </div>
        )}
        <ErrorNotice>{error}</ErrorNotice>
        <Button type="submit" block loading={submitting}>
          {passwordless ? t('login_with_email') : t('login')}
        </Button>
      </form>
      <AlternativeMethods
        t={t}
        providers={visibleProviders(app)}
        modeSwitch={
          enabled
            ? { label: passwordless ? t('login_with_password') : t('login_with_email'), onClick: toggle }
            : undefined
        }
        onProvider={onProvider}
        disabled={submitting}
      />
      <AccountSwitch
        question={t('dont_have_an_account')}
        action={t('signup_link')}
        href={app.ssoSignupButtonURL}
        onClick={() => onSwitch?.('signup')}
      />
    </AuthDialog>
  );
}
