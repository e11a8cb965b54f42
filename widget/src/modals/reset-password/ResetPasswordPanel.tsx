import { Button } from '@wf/ui';
import type { FormEvent } from 'react';
import { emailError, passwordError, tokenError } from '../../validation.ts';
import { AuthDialog } from '../shared/AuthDialog.tsx';
import { CodeField, EmailField, PasswordField } from '../shared/Fields.tsx';
import { BackButton, ErrorNotice } from '../shared/FormParts.tsx';
import type { PanelBaseProps } from '../shared/types.ts';
import { useFormFields } from '../shared/useFormFields.ts';
import { useTranslator } from '../shared/useTranslator.ts';

/** What the reset-code form sends: the six characters joined, the new password and the code's address. */
export interface ResetPasswordValues {
  token: string;
  newPassword: string;
  /** The address the code was sent to: the panel's `email`, or the one typed into its field. */
  email: string;
}

export interface ResetPasswordPanelProps extends PanelBaseProps {
  /**
   * The address the code was sent to, when the flow knows it (after 'Send Link'). Without it
   * the panel asks for the address (docs/product/widget.md §2 "Reset-code modal").
   */
  email?: string;
  /** A complete code and a valid password were submitted. */
  onSubmit?: (values: ResetPasswordValues) => void;
  /** Back to forgot-password (docs/product/widget.md §4). */
  onBack?: () => void;
}

/**
 * docs/product/widget.md §2 Reset-code modal: six code boxes, 'New password', 'Confirm & Reset',
 * back; and an e-mail field above the code when the address it was sent to is not known.
 */
export function ResetPasswordPanel({
  app,
  email,
  locale,
  translations,
  status = 'idle',
  error,
  hideClose,
  onClose,
  onSubmit,
  onBack,
}: ResetPasswordPanelProps) {
  const t = useTranslator(locale, translations);
  const asksEmail = email === undefined;
  const form = useFormFields(
    { email: '', token: '', newPassword: '' },
    {
      email: asksEmail ? (value, submitted) => emailError(value, t, { required: submitted }) : undefined,
      token: (value) => tokenError(value, t),
      newPassword: (value) => passwordError(value, t),
    },
  );
  const submitting = status === 'submitting';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !form.validate()) return;
    onSubmit?.({
      token: form.values.token,
      newPassword: form.values.newPassword,
      email: email ?? form.values.email.trim(),
    });
  };

  return (
    <AuthDialog
      app={app}
      title={t('reset_code_title')}
      description={asksEmail ? t('reset_code_email_description') : t('reset_code_description')}
      t={t}
      hideClose={hideClose}
      onClose={onClose}
    >
      <form className="wf-auth__form wf-reset-password" noValidate data-status={status} onSubmit={submit}>
        {asksEmail ? (
          <EmailField t={t} placeholder={t('login_email_placeholder')} field={form.field('email')} />
        ) : null}
        <CodeField t={t} label={t('reset_token_label')} field={form.field('token')} />
        <PasswordField
          t={t}
          label={t('reset_new_password')}
          name="newPassword"
          autoComplete="new-password"
          placeholder={t('reset_new_password_placeholder')}
          field={form.field('newPassword')}
        />
        <ErrorNotice>{error}</ErrorNotice>
        <Button type="submit" block loading={submitting}>
          {t('reset_confirm')}
        </Button>
      </form>
      <BackButton label={t('back')} onClick={onBack} />
    </AuthDialog>
  );
}
