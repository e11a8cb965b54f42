import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../cx.ts';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** What is empty, as a heading ("No videos yet"). */
  title: string;
  /** One or two calm sentences: why it is empty and what to do. */
  description?: ReactNode;
  /** Decorative picture above the title; hidden from screen readers. */
  icon?: ReactNode;
  /** The next step, usually a Button. */
  action?: ReactNode;
  /** Level of the title's heading in the page's outline. */
  headingLevel?: 2 | 3 | 4;
}

/** A calm, centred message for a place with nothing to show yet. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={cx('wf-empty-state', className)}>
      {icon ? (
        <span className="wf-empty-state__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className="wf-empty-state__title">{title}</Heading>
      {description ? <div className="wf-empty-state__description">{description}</div> : null}
      {action ? <div className="wf-empty-state__action">{action}</div> : null}
    </div>
  );
}
