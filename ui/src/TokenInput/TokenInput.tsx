import {
  type ChangeEvent,
  type ClipboardEvent,
  type KeyboardEvent,
  useEffect,
  useRef,
  useState,
} from 'react';
import { cx } from '../cx.ts';
import { FieldError, useFieldIds } from '../Field/index.ts';

export interface TokenInputProps {
  /** Visible label of the group of boxes. */
  label: string;
  /** Number of digits (and boxes). */
  length?: number;
  /** The code (controlled). Leave undefined and use `defaultValue` for an uncontrolled field. */
  value?: string;
  /** Initial code of an uncontrolled field. */
  defaultValue?: string;
  /** Called with the digits entered so far (empty boxes left out) after every change. */
  onChange?: (code: string) => void;
  /** Called with the whole code when a change fills the last empty box. */
  onComplete?: (code: string) => void;
  /** Error message under the boxes: sets aria-invalid and is announced when it appears. */
  error?: string;
  /** Focuses the first box once mounted. */
  autoFocus?: boolean;
  /** Disables every box. */
  disabled?: boolean;
  /** Form field name: a hidden input carries the code in a native form submission. */
  name?: string;
  /** Id of the first box (generated when omitted). */
  id?: string;
  /** Class of the wrapper (label, boxes and message). */
  className?: string;
  /** Accessible name of one box, from its 1-based position and the length (for other languages). */
  digitLabel?: (position: number, length: number) => string;
}

function englishDigitLabel(position: number, length: number): string {
  return `Digit ${position} of ${length}`;
}

const DIGIT = /^\d$/;

function digitsOf(text: string): string {
  return text.replace(/\D/g, '');
}

function toBoxes(code: string, length: number): string[] {
  const digits = digitsOf(code);
  return Array.from({ length }, (_, index) => digits[index] ?? '');
}

/**
 * A one-time code entered in one box per digit. Typing advances, Backspace on an empty box
 * clears the previous one, arrows move, and a paste spreads its digits from the box it lands
 * in (a paste of a whole code fills every box from the first).
 */
export function TokenInput({
  label,
  length = 6,
  value,
  defaultValue = '',
  onChange,
  onComplete,
  error,
  autoFocus,
  disabled,
  name,
  id,
  className,
  digitLabel = englishDigitLabel,
}: TokenInputProps) {
  const ids = useFieldIds({ id, error });
  const [own, setOwn] = useState(() => toBoxes(value ?? defaultValue, length));
  const inputs = useRef<Array<HTMLInputElement | null>>([]);

  // Boxes keep their positions (a gap stays a gap); a controlled value only replaces them
  // when it says something else than they do.
  let boxes = own.length === length ? own : toBoxes(own.join(''), length);
  if (value !== undefined && boxes.join('') !== digitsOf(value).slice(0, length)) {
    boxes = toBoxes(value, length);
  }
  const code = boxes.join('');
  const positions = Array.from({ length }, (_, index) => index);

  useEffect(() => {
    if (autoFocus) inputs.current[0]?.focus();
  }, [autoFocus]);

  function focusBox(index: number) {
    const box = inputs.current[Math.max(0, Math.min(length - 1, index))];
    box?.focus();
    box?.select();
  }

  function commit(next: string[], focusIndex?: number) {
    const nextCode = next.join('');
    setOwn(next);
    if (nextCode !== code) {
      onChange?.(nextCode);
      if (nextCode.length === length) onComplete?.(nextCode);
    }
    if (focusIndex !== undefined) focusBox(focusIndex);
  }

  function setBox(index: number, digit: string, focusIndex?: number) {
    const next = [...boxes];
    next[index] = digit;
    commit(next, focusIndex);
  }

  function spread(index: number, digits: string) {
    const start = digits.length >= length ? 0 : index;
    const next = [...boxes];
    const placed = digits.slice(0, length - start);
    for (let offset = 0; offset < placed.length; offset++) next[start + offset] = placed[offset] ?? '';
    commit(next, start + placed.length);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>, index: number) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const moves: Record<string, number> = {
      ArrowLeft: index - 1,
      ArrowRight: index + 1,
      Home: 0,
      End: length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusBox(target);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      if (boxes[index]) setBox(index, '');
      else if (index > 0) setBox(index - 1, '', index - 1);
    } else if (event.key === 'Delete') {
      event.preventDefault();
      setBox(index, '');
    } else if (event.key.length === 1) {
      // One printable character: a digit fills the box and moves on, anything else is ignored.
      event.preventDefault();
      if (DIGIT.test(event.key)) setBox(index, event.key, index + 1);
    }
  }

  // Input that arrives without a usable key event: on-screen keyboards, autofill of the code.
  function handleChange(event: ChangeEvent<HTMLInputElement>, index: number) {
    const raw = event.currentTarget.value;
    const previous = boxes[index] ?? '';
    if (raw === '') {
      setBox(index, '');
      return;
    }
    if (previous && raw.length === previous.length + 1) {
      const caret = event.currentTarget.selectionStart ?? raw.length;
      const typed = raw[caret - 1] ?? '';
      if (DIGIT.test(typed)) setBox(index, typed, index + 1);
      return;
    }
    const digits = digitsOf(raw);
    if (digits.length === 1) setBox(index, digits, index + 1);
    else if (digits.length > 1) spread(index, digits);
  }

  function handlePaste(event: ClipboardEvent<HTMLInputElement>, index: number) {
    event.preventDefault();
    const digits = digitsOf(event.clipboardData.getData('text'));
    if (digits) spread(index, digits);
  }

  return (
    // A fieldset is a group named by its legend: screen readers say "Verification code, group".
    <fieldset
      className={cx('wf-field', 'wf-token-input', className)}
      disabled={disabled}
      data-invalid={error ? '' : undefined}
    >
      <legend id={ids.labelId} className="wf-field__label wf-token-input__legend">
        {label}
      </legend>
      <div className="wf-token-input__boxes" dir="ltr">
        {positions.map((position) => (
          <input
            key={position}
            ref={(element) => {
              inputs.current[position] = element;
            }}
            id={position === 0 ? ids.controlId : `${ids.controlId}-${position + 1}`}
            className="wf-token-input__box"
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={position === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(position + 1, length)}
            aria-invalid={error ? true : undefined}
            aria-describedby={ids.describedBy}
            value={boxes[position] ?? ''}
            data-state={boxes[position] ? 'filled' : 'empty'}
            onFocus={(event) => event.currentTarget.select()}
            onKeyDown={(event) => handleKeyDown(event, position)}
            onChange={(event) => handleChange(event, position)}
            onPaste={(event) => handlePaste(event, position)}
          />
        ))}
      </div>
      {name ? <input type="hidden" name={name} value={code} /> : null}
      {error ? <FieldError id={ids.errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
