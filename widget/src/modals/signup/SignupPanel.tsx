import { Button, Input } from '@wf/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { emailError, passwordError } from '../../validation.ts';
import { AccountSwitch } from '../shared/AccountSwitch.tsx';
import { AlternativeMethods } from '../shared/AlternativeMethods.tsx';
import { AuthDialog } from '../shared/AuthDialog.tsx';
import { signupCustomFields, visibleProviders } from '../shared/app.ts';
import { EmailField, PasswordField } from '../shared/Fields.tsx';
import { ErrorNotice } from '../shared/FormParts.tsx';
import type { AuthDisplay, PanelBaseProps } from '../shared/types.ts';
import { useFormFields } from '../shared/useFormFields.ts';
import { type PasswordlessModeProps, usePasswordlessMode } from '../shared/usePasswordlessMode.ts';
import { useTranslator } from '../shared/useTranslator.ts';

/** What the signup form sends: custom fields by key, e-mail, and the password unless passwordless. */
export type SignupValues =
  | { method: 'password'; email: string; password: string; customFields: Record<string, string> }
  | { method: 'passwordless'; email: string; customFields: Record<string, string> };

export interface SignupPanelProps extends PanelBaseProps, PasswordlessModeProps {
  /** A valid form was submitted (never when the honeypot is filled). */
  onSubmit?: (values: SignupValues) => void;
  /** The person asked for another modal ('login'). */
  onSwitch?: (display: AuthDisplay) => void;
  /** The person chose a sign-in provider (its machine name). */
  onProvider?: (provider: string) => void;
  /** The captcha area, shown above the submit when the app requires one. */
  renderCaptcha?: () => ReactNode;
}

const CUSTOM = 'custom:';

/** docs/product/widget.md §2 Signup modal: custom fields, e-mail, password (unless passwordless), honeypot. */
export function SignupPanel({
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
  renderCaptcha,
  ...mode
}: SignupPanelProps) {
  const t = useTranslator(locale, translations);
  const { enabled, passwordless, toggle } = usePasswordlessMode(app, mode);
  const customFields = signupCustomFields(app);
  const initial: Record<string, string> = Object.fromEntries(
    customFields.map((field) => [CUSTOM + field.key, '']),
  );
  const form = useFormFields<string>(
    { ...initial, email: '', password: '' },
    {
      email: (value, submitted) => emailError(value, t, { required: submitted }),
      password: passwordless ? undefined : (value) => passwordError(value, t),
    },
  );
  const [honeypot, setHoneypot] = useState('');
  const submitting = status === 'submitting';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    // docs/product/widget.md §5: a filled honeypot is a bot; reset silently and send nothing.
    if (honeypot !== '') {
      form.reset();
      setHoneypot('');
      return;
    }
    if (!form.validate()) return;
    const values = Object.fromEntries(
      customFields.map((field) => [field.key, (form.values[CUSTOM + field.key] ?? '').trim()]),
    );
    const email = (form.values.email ?? '').trim();
    onSubmit?.(
      passwordless
        ? { method: 'passwordless', email, customFields: values }
        : { method: 'password', email, password: form.values.password ?? '', customFields: values },
    );
  };

  return (
    <AuthDialog app={app} title={t('signup_title')} t={t} hideClose={hideClose} onClose={onClose}>
      <form
        className="wf-auth__form wf-signup"
        noValidate
        data-status={status}
        onSubmit={submit}
        data-mode={passwordless ? 'passwordless' : 'password'}
      >
        {customFields.map((field) => (
          <Input
            key={field.key}
            label={field.label}
            name={field.key}
            value={form.values[CUSTOM + field.key] ?? ''}
            onChange={(event) => form.change(CUSTOM + field.key, event.currentTarget.value)}
          />
        ))}
        <EmailField t={t} placeholder={t('signup_email_placeholder')} field={form.field('email')} />
        {passwordless ? null : (
          <PasswordField
            t={t}
            label={t('password')}
            name="password"
            autoComplete="new-password"
            placeholder={t('signup_password_placeholder')}
            field={form.field('password')}
          />
        )}
        <div className="wf-signup__honeypot" aria-hidden="true">
          <label>
            {t('honeypot_label')}
            <input
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              value={honeypot}
              onChange={(event) => setHoneypot(event.currentTarget.value)}
            />
          </label>
        </div>
        {renderCaptcha ? <div className="wf-signup__captcha">{renderCaptcha()}</div> : null}
        <ErrorNotice>{error}</ErrorNotice>
        <Button type="submit" block loading={submitting}>
          {passwordless ? t('signup_with_email') : t('signup')}
        </Button>
      </form>
      <AlternativeMethods
        t={t}
        providers={visibleProviders(app)}
        modeSwitch={
          enabled
            ? { label: passwordless ? t('signup_with_password') : t('signup_with_email'), onClick: toggle }
            : undefined
        }
        onProvider={onProvider}
        disabled={submitting}
      />
      <AccountSwitch
        question={t('already_have_an_account')}
        action={t('login_link')}
        onClick={() => onSwitch?.('login')}
      />
    </AuthDialog>
  );
}
