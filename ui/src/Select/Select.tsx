import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, useFieldIds } from '../Field/index.ts';

/** One choice of a Select. */
export interface SelectOption {
  /** Value submitted with the form. */
  value: string;
  /** Text the person sees. */
  label: string;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  /** Visible label; it stays the accessible name even when hidden with `hideLabel`. */
  label: string;
  /** Help text under the label, linked to the field with aria-describedby. */
  hint?: string;
  /** Error message under the field: sets aria-invalid and is announced when it appears. */
  error?: string;
  /** Keeps the label for screen readers only (use when the context already shows it). */
  hideLabel?: boolean;
  /** The choices, in order. */
  options: readonly SelectOption[];
  /** Text of a first, empty, disabled option shown until a choice is made. */
  placeholder?: string;
  /** Ref to the native select (works with react-hook-form's `register()`). */
  ref?: Ref<HTMLSelectElement>;
  /** Class of the field's wrapper (label, select and messages). */
  className?: string;
}

/** A labelled native select, styled, with a chevron. */
export function Select({
  label,
  hint,
  error,
  hideLabel,
  options,
  placeholder,
  className,
  id,
  required,
  value,
  defaultValue,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  ref,
  ...select
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  // A browser selects the first enabled option by itself: start on the placeholder explicitly.
  const initial = value === undefined && defaultValue === undefined && placeholder ? '' : defaultValue;
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
      <span className="wf-select">
        <select
          {...select}
          ref={ref}
          id={ids.controlId}
          required={required}
          value={value}
          defaultValue={initial}
          className="wf-input wf-select__control"
          aria-invalid={error ? true : ariaInvalid}
          aria-describedby={ids.describedBy}
        >
          {placeholder ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <svg className="wf-select__chevron" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <path
            d="M4 6l4 4 4-4"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </span>
    </Field>
  );
}
