import { cx } from '../cx.ts';
import { useControllableState } from '../useControllableState.ts';

export interface ChipOption {
  value: string;
  label: string;
}

export interface ChipGroupProps {
  /** Accessible name of the group, e.g. 'Video categories'. */
  label: string;
  options: ChipOption[];
  /** Controlled selected value; pair with onValueChange. */
  value?: string;
  /** Initially selected value when uncontrolled; by default the first option. */
  defaultValue?: string;
  /** Called with the newly chosen value (not when the selected chip is pressed again). */
  onValueChange?: (value: string) => void;
  className?: string;
}

/** A row of toggle chips of which exactly one is pressed: a single-choice filter. Wraps on narrow screens. */
export function ChipGroup({ label, options, value, defaultValue, onValueChange, className }: ChipGroupProps) {
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue: defaultValue ?? options[0]?.value,
    onChange: onValueChange,
  });

  const choose = (next: string) => {
    if (next !== selected) setSelected(next);
  };

  return (
    // biome-ignore lint/a11y/useSemanticElements: toggle buttons, not form fields: a <fieldset> would add form semantics and legend layout quirks
    <div role="group" aria-label={label} className={cx('wf-chip-group', className)}>
      {options.map((option) => {
        const pressed = option.value === selected;
        return (
          <button
            key={option.value}
            type="button"
            className="wf-chip"
            aria-pressed={pressed}
            data-state={pressed ? 'on' : 'off'}
            onClick={() => choose(option.value)}
          >
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
