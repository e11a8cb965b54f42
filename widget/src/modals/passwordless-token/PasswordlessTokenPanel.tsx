import { Button } from '@wf/ui';
import type { FormEvent } from 'react';
import { tokenError } from '../../validation.ts';
import { AuthDialog } from '../shared/AuthDialog.tsx';
import { CodeField } from '../shared/Fields.tsx';
import { BackButton, ErrorNotice } from '../shared/FormParts.tsx';
import type { PanelBaseProps } from '../shared/types.ts';
import { useFormFields } from '../shared/useFormFields.ts';
import { useTranslator } from '../shared/useTranslator.ts';

/** What the passwordless-code form sends: the six characters joined. */
export interface PasswordlessTokenValues {
  token: string;
}

export interface PasswordlessTokenPanelProps extends PanelBaseProps {
  /** Which modal sent the code: it names the heading and where back goes (docs/product/widget.md §2, §4). */
  mode: 'login' | 'signup';
  /** A complete code was submitted. */
  onSubmit?: (values: PasswordlessTokenValues) => void;
  /** Back to login or signup. */
  onBack?: () => void;
}

/** docs/product/widget.md §2 Passwordless code modal: heading per login or signup, six boxes, 'Verify Email', back. */
export function PasswordlessTokenPanel({
  app,
  mode,
  locale,
  translations,
  status = 'idle',
  error,
  hideClose,
  onClose,
  onSubmit,
  onBack,
}: PasswordlessTokenPanelProps) {
  const t = useTranslator(locale, translations);
  const form = useFormFields({ token: '' }, { token: (value) => tokenError(value, t) });
  const submitting = status === 'submitting';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || !form.validate()) return;
    onSubmit?.({ token: form.values.token });
  };

  return (
    <AuthDialog
      app={app}
      title={mode === 'signup' ? t('passwordless_signup_title') : t('passwordless_login_title')}
      description={t('passwordless_description')}
      t={t}
      hideClose={hideClose}
      onClose={onClose}
    >
      <form
        className="wf-auth__form wf-passwordless-token"
        noValidate
        data-status={status}
        onSubmit={submit}
        data-mode={mode}
      >
        <CodeField t={t} label={t('passwordless_token_label')} field={form.field('token')} />
        <ErrorNotice>{error}</ErrorNotice>
        <Button type="submit" block loading={submitting}>
          {t('login_verify_email')}
        </Button>
      </form>
      <BackButton label={t('back')} onClick={onBack} />
    </AuthDialog>
  );
}
