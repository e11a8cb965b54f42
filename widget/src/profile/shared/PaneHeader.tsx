import { cx } from '@wf/ui';
import type { ReactNode } from 'react';

export interface PaneHeaderProps {
  /** Id of the heading, for the pane's aria-labelledby. */
  id: string;
  title: string;
  /** Before the title: the back arrow of the password pane. */
  start?: ReactNode;
  /** After the title: the pane's main action. */
  end?: ReactNode;
  /** Keeps the heading for screen readers only (the mobile dialog title already says it). */
  hidden?: boolean;
}

/** A pane's heading row: optional back arrow, the title, optional action on the end side. */
export function PaneHeader({ id, title, start, end, hidden }: PaneHeaderProps) {
  if (hidden) {
    return (
      <h3 id={id} className="wf-visually-hidden">
        {title}
      </h3>
    );
  }
  return (
    <div className={cx('wf-profile-pane__header', start ? 'wf-profile-pane__header--with-start' : null)}>
      {start}
      <h3 id={id} className="wf-profile-pane__title">
        {title}
      </h3>
      {end ? <div className="wf-profile-pane__actions">{end}</div> : null}
    </div>
  );
}
