/**
 * The auth panels' fields, wired once (docs/product/widget.md §2, §5): the e-mail, a password
 * with its show/hide toggle, and the six code boxes, each bound to a field of useFormFields.
 */
import { Input, PasswordInput, TokenInput } from '@wf/ui';
import { TOKEN_LENGTH } from '../../constants.ts';
import type { Translate } from '../../i18n/index.ts';
import type { FieldBinding } from './useFormFields.ts';

/** The e-mail field of a panel. */
export function EmailField({
  t,
  placeholder,
  field,
}: {
  t: Translate;
  placeholder: string;
  field: FieldBinding;
}) {
  return (
    <Input
      ref={field.ref}
      label={t('email_address')}
      type="email"
      name="email"
      autoComplete="email"
      placeholder={placeholder}
      value={field.value}
      error={field.error}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
    />
  );
}

/** A password field of a panel: the current one (login) or a new one. */
export function PasswordField({
  t,
  label,
  name,
  autoComplete,
  placeholder,
  field,
}: {
  t: Translate;
  label: string;
  name: string;
  autoComplete: 'current-password' | 'new-password';
  placeholder: string;
  field: FieldBinding;
}) {
  return (
    <PasswordInput
      showPasswordLabel={t('show_password')}
      hidePasswordLabel={t('hide_password')}
      ref={field.ref}
      label={label}
      name={name}
      autoComplete={autoComplete}
      placeholder={placeholder}
      value={field.value}
      error={field.error}
      onChange={(event) => field.onChange(event.currentTarget.value)}
      onBlur={field.onBlur}
    />
  );
}

/** The six code boxes of a panel (the wrapper is what validation focuses). */
export function CodeField({ t, label, field }: { t: Translate; label: string; field: FieldBinding }) {
  return (
    <div ref={field.ref}>
      <TokenInput
        digitLabel={(position, length) =>
          t('digit_label', { position: String(position), length: String(length) })
        }
        label={label}
        length={TOKEN_LENGTH}
        value={field.value}
        error={field.error}
        onChange={field.onChange}
      />
    </div>
  );
}
