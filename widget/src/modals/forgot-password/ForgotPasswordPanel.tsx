import { Button } from '@wf/ui';
import type { FormEvent } from 'react';
import { emailError } from '../../validation.ts';
import { AuthDialog } from '../shared/AuthDialog.tsx';
import { EmailField } from '../shared/Fields.tsx';
import { BackButton, ErrorNotice } from '../shared/FormParts.tsx';
import type { AuthDisplay, PanelBaseProps } from '../shared/types.ts';
import { useFormFields } from '../shared/useFormFields.ts';
import { useTranslator } from '../shared/useTranslator.ts';

/** What the forgot-password form sends. */
export interface ForgotPasswordValues {
  email: string;
}

export interface ForgotPasswordPanelProps extends PanelBaseProps {
  /** A valid address was submitted: send the reset e-mail. */
  onSubmit?: (values: ForgotPasswordValues) => void;
  /** 'I already have a code' asks for 'reset_password'. */
  onSwitch?: (display: AuthDisplay) => void;
  /** Back to login (docs/product/widget.md §4). */
  onBack?: () => void;
}

/** docs/product/widget.md §2 Forgot-password modal: e-mail, 'Send Link', back, 'I already have a code'. */
export function ForgotPasswordPanel({
  app,
  locale,
  translations,
  status = 'idle',
  error,
  hideClose,
  onClose,
  onSubmit,
  onSwitch,
  onBack,
}: ForgotPasswordPanelProps) {
  const t = useTranslator(locale, translations);
  const form = useFormFields(
    { email: '' },
    { email: (value, submitted) => emailError(value, t, { required: submitted }) },
  );
  const submitting = status === 'submitting';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !form.validate()) return;
    onSubmit?.({ email: form.values.email.trim() });
  };

  return (
    <AuthDialog
      app={app}
      title={t('reset_title')}
      description={t('reset_description')}
      t={t}
      hideClose={hideClose}
      onClose={onClose}
    >
      <form className="wf-auth__form wf-forgot-password" noValidate data-status={status} onSubmit={submit}>
        <EmailField t={t} placeholder={t('login_email_placeholder')} field={form.field('email')} />
        <ErrorNotice>{error}</ErrorNotice>
        <Button type="submit" block loading={submitting}>
          {t('reset_send_link')}
        </Button>
      </form>
      <div className="wf-forgot-password__links">
        <BackButton label={t('back')} onClick={onBack} />
        <Button variant="link" size="sm" onClick={() => onSwitch?.('reset_password')}>
          {t('reset_have_code')}
        </Button>
      </div>
    </AuthDialog>
  );
}
