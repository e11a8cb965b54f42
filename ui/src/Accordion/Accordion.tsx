import { type ReactNode, useId, useState } from 'react';
import { cx } from '../cx.ts';

export interface AccordionItem {
  /** Identifies the item (for defaultOpen). */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: AccordionItem[];
  /** Ids of the items open at first. */
  defaultOpen?: string[];
  /** Wraps each title in a heading of this level, so the items show in a heading outline. */
  headingLevel?: 2 | 3 | 4;
  /** Only one item open at a time (the native `name` attribute groups the <details>). */
  exclusive?: boolean;
  className?: string;
}

/**
 * Disclosure items on native <details>/<summary>: they open and close with no JavaScript at
 * all, so a server-rendered FAQ works on a page that ships none.
 */
export function Accordion({ items, defaultOpen = [], headingLevel, exclusive, className }: AccordionProps) {
  const name = useId();
  // Read once: after the first render the browser owns each item's open state.
  const [initiallyOpen] = useState(() => new Set(defaultOpen));
  const Heading = headingLevel ? (`h${headingLevel}` as const) : 'span';
  return (
    <div className={cx('wf-accordion', className)}>
      {items.map((item) => (
        <details
          key={item.id}
          className="wf-accordion__item"
          name={exclusive ? name : undefined}
          open={initiallyOpen.has(item.id)}
        >
          <summary className="wf-accordion__summary">
            <Heading className="wf-accordion__title">{item.title}</Heading>
            <svg
              className="wf-accordion__chevron"
              viewBox="0 0 16 16"
              width="16"
              height="16"
              aria-hidden="true"
            >
              <path
                d="M4 6l4 4 4-4"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.75"
                strokeLinecap="round"
              />
            </svg>
          </summary>
          <div className="wf-accordion__content">{item.content}</div>
        </details>
      ))}
    </div>
  );
}
