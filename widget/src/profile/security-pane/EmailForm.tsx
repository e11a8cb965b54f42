import { Button, Input } from '@wf/ui';
import { type FormEvent, useState } from 'react';
import type { Translate } from '../../i18n/index.ts';
import { emailError } from '../../validation.ts';

export interface EmailFormProps {
  t: Translate;
  /** The member's current address. Give the form this as its `key` so a saved address resets it. */
  email: string;
  busy?: boolean;
  onSave?: (email: string) => void;
}

/** docs/product/widget.md §5 "Email save": Save only for a valid, non-empty address that differs from the current one. */
export function EmailForm({ t, email, busy = false, onSave }: EmailFormProps) {
  const [value, setValue] = useState(email);
  const [left, setLeft] = useState(false);
  const next = value.trim();
  const invalid = emailError(next, t, { required: true }) !== undefined;
  const savable = !invalid && next !== email;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!savable || busy) return;
    onSave?.(next);
  };

  return (
    <form className="wf-profile-email" noValidate onSubmit={submit}>
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
      <Button type="submit" className="wf-profile-email__save" disabled={!savable} loading={busy && savable}>
        {t('profile_save')}
      </Button>
    </form>
  );
}
