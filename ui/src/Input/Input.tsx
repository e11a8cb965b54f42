import type { InputHTMLAttributes, Ref } from 'react';
import { Field, useFieldIds } from '../Field/index.ts';

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  /** Visible label; it stays the accessible name even when hidden with `hideLabel`. */
  label: string;
  /** Help text under the label, linked to the field with aria-describedby. */
  hint?: string;
  /** Error message under the field: sets aria-invalid and is announced when it appears. */
  error?: string;
  /** Keeps the label for screen readers only (use when the context already shows it). */
  hideLabel?: boolean;
  /** Ref to the native input (works with react-hook-form's `register()`). */
  ref?: Ref<HTMLInputElement>;
  /** Class of the field's wrapper (label, input and messages). */
  className?: string;
}

/** A labelled text field with an optional hint and error message. */
export function Input({
  label,
  hint,
  error,
  hideLabel,
  className,
  id,
  type = 'text',
  required,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...input
}: InputProps) {
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
      <input
        {...input}
        ref={ref}
        id={ids.controlId}
        type={type}
        required={required}
        className="wf-input"
        aria-invalid={error ? true : ariaInvalid}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}
