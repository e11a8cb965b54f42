import { useState } from 'react';
import { Field, useFieldIds } from '../Field/index.ts';
import type { InputProps } from '../Input/index.ts';

export type PasswordInputProps = Omit<InputProps, 'type'> & {
  /** Accessible name of the toggle while the password is hidden (for other languages). */
  showPasswordLabel?: string;
  /** Accessible name of the toggle while the password is shown. */
  hidePasswordLabel?: string;
};

/**
 * A password field with a show/hide toggle inside it. The toggle follows the field in the tab
 * order; clicked with a pointer while typing, it leaves the focus (and caret) in the field.
 */
export function PasswordInput({
  label,
  hint,
  error,
  hideLabel,
  showPasswordLabel = 'Show password',
  hidePasswordLabel = 'Hide password',
  className,
  id,
  required,
  disabled,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...input
}: PasswordInputProps) {
  const [shown, setShown] = useState(false);
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <Field
      ids={ids}
      label={label}
      hideLabel={hideLabel}
      required={required}
      hint={hint}
      error={error}
      className={className}
    >
      <span className="wf-password" data-state={shown ? 'shown' : 'hidden'}>
        <input
          {...input}
          ref={ref}
          id={ids.controlId}
          type={shown ? 'text' : 'password'}
          required={required}
          disabled={disabled}
          className="wf-input wf-password__input"
          aria-invalid={error ? true : ariaInvalid}
          aria-describedby={ids.describedBy}
        />
        <button
          type="button"
          className="wf-password__toggle"
          aria-label={shown ? hidePasswordLabel : showPasswordLabel}
          aria-pressed={shown}
          aria-controls={ids.controlId}
          disabled={disabled}
          onMouseDown={(event) => {
            // Keep the caret in the field when the person clicks the eye mid-typing.
            const field = event.currentTarget.previousElementSibling;
            if (field && field === field.ownerDocument.activeElement) event.preventDefault();
          }}
          onClick={() => setShown((value) => !value)}
        >
          {shown ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </span>
    </Field>
  );
}

function EyeIcon() {
  return (
    <svg className="wf-password__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinejoin="round"
      />
      <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.75" />
    </svg>
  );
}

function EyeOffIcon() {
  return (
    <svg className="wf-password__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M10.6 5.1A10.4 10.4 0 0 1 12 5c6.4 0 10 7 10 7a17.6 17.6 0 0 1-2.6 3.6M6.6 6.6A17.4 17.4 0 0 0 2 12s3.6 7 10 7a9.8 9.8 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M3 3l18 18" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
    </svg>
  );
}
