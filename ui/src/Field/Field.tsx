import { type ReactNode, useId } from 'react';
import { cx } from '../cx.ts';

/** The ids that tie one control to its label, hint and error message. */
export interface FieldIds {
  /** Id of the control itself (the consumer's `id` when given). */
  controlId: string;
  /** Id of the visible label. */
  labelId: string;
  /** Id of the hint, when there is one. */
  hintId?: string;
  /** Id of the error message, when there is one. */
  errorId?: string;
  /** Value for the control's aria-describedby: the consumer's ids, then hint, then error. */
  describedBy?: string;
}

interface FieldIdsOptions {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  describedBy?: string;
}

/** Makes the ids of one field; a consumer's `id` wins over the generated one. */
export function useFieldIds({ id, hint, error, describedBy }: FieldIdsOptions): FieldIds {
  const generated = useId();
  const controlId = id ?? `wf-field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return { controlId, labelId: `${controlId}-label`, hintId, errorId, describedBy: described || undefined };
}

export interface FieldProps {
  /** Ids from useFieldIds. */
  ids: FieldIds;
  /** Visible label text. */
  label: string;
  /** Keeps the label for screen readers only. */
  hideLabel?: boolean;
  /** Shows the required marker next to the label. */
  required?: boolean;
  /** Help text under the label. */
  hint?: string;
  /** Error message under the control; announced when it appears. */
  error?: string;
  className?: string;
  /** The control. */
  children: ReactNode;
}

/** Label, hint, control and error message of one form field, in that order. Internal to the library. */
export function Field({ ids, label, hideLabel, required, hint, error, className, children }: FieldProps) {
  const labelClass = cx('wf-field__label', hideLabel && 'wf-visually-hidden');
  return (
    <div className={cx('wf-field', className)} data-invalid={error ? '' : undefined}>
      <label id={ids.labelId} htmlFor={ids.controlId} className={labelClass}>
        {label}
        {required ? (
          <span className="wf-field__required" aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={ids.hintId} className="wf-field__hint">
          {hint}
        </p>
      ) : null}
      {children}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's error message with its icon; role="alert" gets it announced when it appears. */
export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="wf-field__error" role="alert">
      <svg className="wf-field__error-icon" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 4.5v4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
        <circle cx="8" cy="11.25" r="0.9" fill="currentColor" />
      </svg>
      {children}
    </p>
  );
}
