import { canonicalEmail } from '@wf/sdk/contract';
import { Button, Input, PasswordInput } from '@wf/ui';
import { type FormEvent, useState } from 'react';
import type { Translate } from '../../i18n/index.ts';
import { emailError, tokenError } from '../../validation.ts';
import type { EmailChange } from '../types.ts';
import { EmailCodeConfirmation } from './EmailCodeConfirmation.tsx';

export interface EmailFormProps {
  t: Translate;
  /**
   * The member's current address. Give the form a `key` that changes with it and after each
   * request, so that it returns to the current address.
   */
  email: string;
  /** The member has a password: the change is confirmed with it, otherwise with a mailed code. */
  hasPassword: boolean;
  /** A new address that waits for the link mailed to it to be opened. */
  pendingEmail?: string;
  busy?: boolean;
  onSave?: (change: EmailChange) => void;
  /** 'Send code': mail the code that confirms the change to the current address. */
  onSendCode?: () => void;
}

/**
 * docs/product/widget.md §2 "Security pane", §5 "Email save": Save only for a valid, non-empty
 * address that differs from the current one, confirmed with the current password (or, for a
 * member without one, the code mailed to the current address). Under the field, the address
 * that waits for its link.
 */
export function EmailForm({
  t,
  email,
  hasPassword,
  pendingEmail,
  busy = false,
  onSave,
  onSendCode,
}: EmailFormProps) {
  const [value, setValue] = useState(email);
  const [left, setLeft] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const next = value.trim();
  const invalid = emailError(next, t, { required: true }) !== undefined;
  // Case and Unicode form do not make another address (the contract's canonical form).
  const changed = next !== email && (invalid || canonicalEmail(next) !== email);
  const confirmed = hasPassword ? password !== '' : tokenError(code, t) === undefined;
  const savable = !invalid && changed && confirmed;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!savable || busy) return;
    onSave?.(hasPassword ? { email: next, oldPassword: password } : { email: next, code });
  };

  return (
    <form
      className="wf-profile-email"
      noValidate
      data-state={changed ? 'changed' : 'unchanged'}
      onSubmit={submit}
    >
      <Input
        className="wf-profile-email__field"
        label={t('email_address')}
        type="email"
        name="email"
        autoComplete="email"
        value={value}
        error={left ? emailError(next, t, { required: true }) : undefined}
        onChange={(event) => setValue(event.currentTarget.value)}
        onBlur={() => setLeft(true)}
      />
      {pendingEmail ? (
        <p className="wf-profile-email__pending" role="status">
          {t('profile_email_pending', { email: pendingEmail })}
        </p>
      ) : null}
      {changed && hasPassword ? (
        <PasswordInput
          className="wf-profile-email__password"
          showPasswordLabel={t('show_password')}
          hidePasswordLabel={t('hide_password')}
          label={t('profile_current_password')}
          hint={t('profile_email_password_hint')}
          name="current-password"
          autoComplete="current-password"
          placeholder={t('login_password_placeholder')}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
      ) : null}
      {changed && !hasPassword ? (
        <EmailCodeConfirmation
          t={t}
          email={email}
          code={code}
          busy={busy}
          onChange={setCode}
          onSend={onSendCode}
        />
      ) : null}
      <Button type="submit" className="wf-profile-email__save" disabled={!savable} loading={busy && savable}>
        {t('profile_save')}
      </Button>
    </form>
  );
}
