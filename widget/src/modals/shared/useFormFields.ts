import { useRef, useState } from 'react';

/** What a field component needs: its element, value and error, and what to call on change and blur. */
export interface FieldBinding {
  ref: (element: HTMLElement | null) => void;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A rule: the message to show for a value, or undefined. `submitted` is true once a submit was tried. */
export type FieldRule = (value: string, submitted: boolean) => string | undefined;

/**
 * Values, visible errors and focus of a small form. An error shows once its field was left
 * (blur) or the form was submitted; `validate` shows them all and focuses the first invalid
 * field in the order of `initial`'s keys.
 */
export function useFormFields<K extends string>(
  initial: Record<K, string>,
  rules: Partial<Record<K, FieldRule>>,
) {
  const [values, setValues] = useState(initial);
  const [shown, setShown] = useState<Partial<Record<K, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const elements = useRef<Partial<Record<K, HTMLElement | null>>>({});
  const keys = Object.keys(initial) as K[];

  const errorOf = (key: K, afterSubmit = submitted) => rules[key]?.(values[key], afterSubmit);
  const errors = Object.fromEntries(
    keys.map((key) => [key, shown[key] ? errorOf(key) : undefined]),
  ) as Record<K, string | undefined>;

  /** Updates one value; a shown error follows the new value. */
  const change = (key: K, value: string) => setValues((current) => ({ ...current, [key]: value }));
  /** Shows the field's error from now on (only once something was typed: empty says nothing yet). */
  const blur = (key: K) => setShown((current) => ({ ...current, [key]: current[key] || values[key] !== '' }));
  /** Ref callback that lets `validate` focus the field. */
  const register = (key: K) => (element: HTMLElement | null) => {
    elements.current[key] = element;
  };

  return {
    values,
    errors,
    change,
    blur,
    register,
    /** Everything a field component (shared/Fields.tsx) needs for the field `key`. */
    field: (key: K): FieldBinding => ({
      ref: register(key),
      value: values[key],
      error: errors[key],
      onChange: (value) => change(key, value),
      onBlur: () => blur(key),
    }),
    /** Shows every error; focuses the first invalid field; true when all are valid. */
    validate: () => {
      setSubmitted(true);
      setShown(Object.fromEntries(keys.map((key) => [key, true])) as Record<K, boolean>);
      const firstInvalid = keys.find((key) => errorOf(key, true) !== undefined);
      if (firstInvalid === undefined) return true;
      focusField(elements.current[firstInvalid]);
      return false;
    },
    /** Back to the initial values, with no error shown. */
    reset: () => {
      setValues(initial);
      setShown({});
      setSubmitted(false);
    },
  };
}

/** Focuses a field, or inside a group (the code boxes) its first empty input. */
function focusField(element: HTMLElement | null | undefined) {
  if (!element) return;
  if (element instanceof HTMLInputElement) {
    element.focus();
    return;
  }
  const target =
    element.querySelector<HTMLInputElement>('input[data-state="empty"]') ?? element.querySelector('input');
  target?.focus();
}
