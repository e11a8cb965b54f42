import { cx } from '@wf/ui';
import { type ReactNode, useId, useState } from 'react';
import { ChevronIcon } from './icons.tsx';

export interface DisclosureProps {
  /** The button's content: what opens. */
  summary: ReactNode;
  /** What shows once open. */
  children: ReactNode;
  /** Open at first. */
  defaultOpen?: boolean;
  /** Class of the wrapper; the button and panel take `wf-inspector-disclosure__*`. */
  className?: string;
}

/**
 * A button that shows and hides the content after it (the APG disclosure pattern). The content
 * stays in the DOM so it can slide open in 300 ms (docs/product/widget.md §9); while closed it is
 * `visibility: hidden`, which also keeps it out of the tab order and the accessibility tree.
 */
export function Disclosure({ summary, children, defaultOpen = false, className }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  const state = open ? 'open' : 'closed';
  return (
    <div className={cx('wf-inspector-disclosure', className)} data-state={state}>
      <button
        type="button"
        className="wf-inspector-disclosure__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        {summary}
        <ChevronIcon />
      </button>
      <div id={panelId} className="wf-inspector-collapse" data-state={state}>
        <div className="wf-inspector-collapse__inner">{children}</div>
      </div>
    </div>
  );
}
