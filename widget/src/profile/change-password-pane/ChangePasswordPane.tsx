import { Button, PasswordInput } from '@wf/ui';
import { type FormEvent, useId, useState } from 'react';
import { useFormFields } from '../../modals/shared/useFormFields.ts';
import { useTranslator } from '../../modals/shared/useTranslator.ts';
import { passwordError } from '../../validation.ts';
import { BackArrow } from '../shared/BackArrow.tsx';
import { PaneHeader } from '../shared/PaneHeader.tsx';
import type { PasswordChange, ProfileTextProps } from '../types.ts';

export interface ChangePasswordPaneProps extends ProfileTextProps {
  /** The member has a password: ask for it, and send a change rather than a first password. */
  hasPassword: boolean;
  /** A profile action runs: Save shows its spinner. */
  busy?: boolean;
  /** Keeps the heading for screen readers only and drops the back arrow (the mobile variant has its own). */
  hideHeading?: boolean;
  /**
   * Changes after a successful save: the three fields are cleared (docs/product/widget.md §4). A change of
   * `hasPassword` clears them too.
   */
  resetKey?: string | number;
  /** The back arrow: return to Security. */
  onBack?: () => void;
  /** A valid form was submitted. */
  onSubmit?: (change: PasswordChange) => void;
}

/** docs/product/widget.md §2 "Change/Set Password pane". Cleared by remounting when `resetKey` or `hasPassword` changes. */
export function ChangePasswordPane(props: ChangePasswordPaneProps) {
  return <PasswordForm key={`${props.hasPassword}:${props.resetKey ?? ''}`} {...props} />;
}

function PasswordForm({
  hasPassword,
  locale,
  translations,
  busy = false,
  hideHeading,
  onBack,
  onSubmit,
}: ChangePasswordPaneProps) {
  const t = useTranslator(locale, translations);
  const headingId = useId();
  const rule = (value: string) => passwordError(value, t);
  const form = useFormFields(
    { current: '', next: '', confirm: '' },
    { current: hasPassword ? rule : undefined, next: rule, confirm: rule },
  );
  const [mismatch, setMismatch] = useState(false);
  const { current, next, confirm } = form.values;
  // docs/product/widget.md §4: Save is disabled, and submit ignored, while any asked-for field is invalid.
  const valid =
    (!hasPassword || rule(current) === undefined) && rule(next) === undefined && rule(confirm) === undefined;
  const title = hasPassword ? t('profile_title_change_password') : t('profile_title_set_password');

  const change = (key: 'current' | 'next' | 'confirm', value: string) => {
    form.change(key, value);
    if (key !== 'current') setMismatch(false);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || busy) return;
    if (next !== confirm) {
      setMismatch(true);
      return;
    }
    onSubmit?.(
      hasPassword
        ? { method: 'change', oldPassword: current, newPassword: next }
        : { method: 'set', password: next },
    );
  };

  const field = (key: 'current' | 'next' | 'confirm', label: string, autoComplete: string) => (
    <PasswordInput
      label={label}
      name={key}
      autoComplete={autoComplete}
      placeholder={t('profile_password_placeholder')}
      value={form.values[key]}
      error={form.errors[key] ?? (key === 'confirm' && mismatch ? t('profile_passwords_differ') : undefined)}
      onChange={(event) => change(key, event.currentTarget.value)}
      onBlur={() => form.blur(key)}
    />
  );

  return (
    <section className="wf-profile-pane wf-profile-password" aria-labelledby={headingId}>
      <PaneHeader
        id={headingId}
        title={title}
        hidden={hideHeading}
        start={<BackArrow label={t('profile_back_to_security')} onClick={onBack} />}
      />
      <form className="wf-profile-password__form" noValidate onSubmit={submit}>
        {hasPassword ? field('current', t('profile_current_password'), 'current-password') : null}
        {field('next', t('profile_new_password'), 'new-password')}
        {field('confirm', t('profile_confirm_password'), 'new-password')}
        <Button type="submit" className="wf-profile-password__save" disabled={!valid} loading={busy && valid}>
          {t('profile_save')}
        </Button>
      </form>
    </section>
  );
}
