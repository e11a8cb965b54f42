import type { ChangeEvent, InputHTMLAttributes, Ref } from 'react';
import { cx } from '../cx.ts';
import { useFieldIds } from '../Field/index.ts';

export interface SwitchProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'role' | 'children'> {
  /** Visible label; clicking it toggles the switch. */
  label: string;
  /** Longer explanation under the label, linked with aria-describedby. */
  description?: string;
  /** On (controlled). Leave undefined and use `defaultChecked` for an uncontrolled switch. */
  checked?: boolean;
  /** Initial state of an uncontrolled switch. */
  defaultChecked?: boolean;
  /** Called with the new state after the person toggles it (after `onChange`). */
  onCheckedChange?: (checked: boolean) => void;
  /** Native change event (react-hook-form's `register()` listens here). */
  onChange?: (event: ChangeEvent<HTMLInputElement>) => void;
  /** Ref to the native checkbox (works with react-hook-form's `register()`). */
  ref?: Ref<HTMLInputElement>;
  /** Class of the wrapper (switch, label and description). */
  className?: string;
}

/**
 * An on/off switch: a native checkbox with role="switch", drawn as a track and thumb.
 * The state lives in the checkbox itself (styled with :checked), so a form library that sets
 * `checked` through the ref, as react-hook-form's reset() does, is always shown truthfully.
 */
export function Switch({
  label,
  description,
  onCheckedChange,
  onChange,
  className,
  id,
  'aria-describedby': describedBy,
  ref,
  ...input
}: SwitchProps) {
  const ids = useFieldIds({ id, hint: description, describedBy });
  return (
    <div className={cx('wf-switch', className)}>
      <span className="wf-switch__control">
        <input
          {...input}
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox gives the switch its checked state; aria-checked would only drift from it (ARIA in HTML).
          role="switch"
          className="wf-switch__input"
          aria-describedby={ids.describedBy}
          onChange={(event) => {
            onChange?.(event);
            onCheckedChange?.(event.currentTarget.checked);
          }}
        />
        <span className="wf-switch__track" aria-hidden="true">
          <span className="wf-switch__thumb" />
        </span>
      </span>
      <span className="wf-switch__text">
        <label id={ids.labelId} htmlFor={ids.controlId} className="wf-switch__label">
          {label}
        </label>
        {description ? (
          <span id={ids.hintId} className="wf-switch__description">
            {description}
          </span>
        ) : null}
      </span>
    </div>
  );
}
