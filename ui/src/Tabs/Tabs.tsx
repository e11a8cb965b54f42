import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import { cx } from '../cx.ts';
import { useControllableState } from '../useControllableState.ts';

export interface TabItem {
  /** Identifies the tab; what value/onValueChange carry. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled selected value; pair with onValueChange. */
  value?: string;
  /** Initially selected value when uncontrolled; by default the first enabled tab. */
  defaultValue?: string;
  /** Called with the newly selected tab's value. */
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list. */
  label: string;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/**
 * Tabs following the WAI-ARIA tabs pattern: one tab stop (roving tabindex); arrow keys move
 * and select, wrapping; Home and End go to the first and last enabled tab.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  onValueChange,
  label,
  orientation = 'horizontal',
  className,
}: TabsProps) {
  const baseId = useId();
  const enabled = items.filter((item) => !item.disabled);
  const [selected, setSelected] = useControllableState({
    value,
    defaultValue: defaultValue ?? enabled[0]?.value,
    onChange: onValueChange,
  });
  // The one tab stop: the selected tab, or the first enabled one if nothing valid is selected.
  const tabStop = enabled.some((item) => item.value === selected) ? selected : enabled[0]?.value;
  const tabs = useRef(new Map<string, HTMLButtonElement>());

  const select = (next: string) => {
    if (next !== selected) setSelected(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, current: string) => {
    const index = enabled.findIndex((item) => item.value === current);
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const [previousKey, nextKey] =
      orientation === 'vertical'
        ? ['ArrowUp', 'ArrowDown']
        : rtl
          ? ['ArrowRight', 'ArrowLeft']
          : ['ArrowLeft', 'ArrowRight'];
    let target: TabItem | undefined;
    if (event.key === nextKey) target = enabled[(index + 1) % enabled.length];
    else if (event.key === previousKey) target = enabled[(index - 1 + enabled.length) % enabled.length];
    else if (event.key === 'Home') target = enabled[0];
    else if (event.key === 'End') target = enabled[enabled.length - 1];
    if (!target) return;
    event.preventDefault();
    tabs.current.get(target.value)?.focus();
    select(target.value);
  };

  return (
    <div className={cx('wf-tabs', `wf-tabs--${orientation}`, className)} data-orientation={orientation}>
      <div className="wf-tabs__list" role="tablist" aria-label={label} aria-orientation={orientation}>
        {items.map((item, index) => {
          const active = item.value === selected;
          return (
            <button
              key={item.value}
              ref={(element) => {
                if (element) tabs.current.set(item.value, element);
                else tabs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              className="wf-tabs__tab"
              aria-selected={active}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={item.value === tabStop ? 0 : -1}
              disabled={item.disabled}
              data-state={active ? 'active' : 'inactive'}
              onClick={() => select(item.value)}
              onKeyDown={(event) => onKeyDown(event, item.value)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.value}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          className="wf-tabs__panel"
          aria-labelledby={`${baseId}-tab-${index}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: APG tabs: the panel is a tab stop, so content without controls can be reached
          tabIndex={0}
          hidden={item.value !== selected}
          data-state={item.value === selected ? 'active' : 'inactive'}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
