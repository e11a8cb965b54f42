import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, useFieldIds } from '../Field/index.ts';

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Visible label; it stays the accessible name even when hidden with `hideLabel`. */
  label: string;
  /** Help text under the label, linked to the field with aria-describedby. */
  hint?: string;
  /** Error message under the field: sets aria-invalid and is announced when it appears. */
  error?: string;
  /** Keeps the label for screen readers only (use when the context already shows it). */
  hideLabel?: boolean;
  /** Ref to the native textarea (works with react-hook-form's `register()`). */
  ref?: Ref<HTMLTextAreaElement>;
  /** Class of the field's wrapper (label, textarea and messages). */
  className?: string;
}

/** A labelled multi-line text field with an optional hint and error message. */
export function Textarea({
  label,
  hint,
  error,
  hideLabel,
  className,
  id,
  rows = 4,
  required,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...textarea
}: TextareaProps) {
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
      <textarea
        {...textarea}
        ref={ref}
        id={ids.controlId}
        rows={rows}
        required={required}
        className="wf-input wf-textarea"
        aria-invalid={error ? true : ariaInvalid}
        aria-describedby={ids.describedBy}
      />
    </Field>
  );
}
