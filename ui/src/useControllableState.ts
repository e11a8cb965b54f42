import { useState } from 'react';

/** A component's prop trio for one piece of state: `value`, `defaultValue` and the change handler. */
export interface ControllableStateOptions<T, D extends T | undefined = T> {
  /** The consumer's value: while it is defined the state is controlled and follows it. */
  value?: T | undefined;
  /** The first value of an uncontrolled state (read on the first render only). */
  defaultValue: D;
  /** Called with every new value, before the component keeps it. */
  onChange?: ((value: T) => void) | undefined;
}

/** The current value and the function that changes it. */
export type ControllableState<T, D extends T | undefined = T> = [value: T | D, setValue: (next: T) => void];

/**
 * State that a consumer may control or leave to the component (docs/style.md "Controlled or
 * uncontrolled"): the consumer's `value` while it is defined, otherwise the component's own,
 * starting at `defaultValue`. Setting it calls the consumer's `onChange` first, then keeps the
 * value only when uncontrolled (a controlled component waits for its new `value`).
 */
export function useControllableState<T, D extends T | undefined = T>(
  options: ControllableStateOptions<T, D>,
): ControllableState<T, D> {
  const [own, setOwn] = useState<T | D>(options.defaultValue);
  return controllableState(options, own, setOwn);
}

/** The rule of {@link useControllableState}, given the component's own state and its setter. */
export function controllableState<T, D extends T | undefined = T>(
  { value, onChange }: Pick<ControllableStateOptions<T, D>, 'value' | 'onChange'>,
  own: T | D,
  setOwn: (next: T) => void,
): ControllableState<T, D> {
  const controlled = value !== undefined;
  const setValue = (next: T) => {
    onChange?.(next);
    if (!controlled) setOwn(next);
  };
  return [controlled ? value : own, setValue];
}
