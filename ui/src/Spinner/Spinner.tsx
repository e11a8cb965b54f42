import type { HTMLAttributes } from 'react';
import { cx } from '../cx.ts';

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  /** Diameter: sm 1em (inline, inherits text colour), md 1.5rem, lg 2.5rem. */
  size?: 'sm' | 'md' | 'lg';
  /** Text for screen readers; omit when the spinner sits next to visible text that says it all. */
  label?: string;
}

/** An indeterminate progress indicator. With a label it is announced as a status. */
export function Spinner({ size = 'md', label, className, ...rest }: SpinnerProps) {
  return (
    <span
      {...rest}
      className={cx('wf-spinner', `wf-spinner--${size}`, className)}
      role={label ? 'status' : undefined}
      aria-hidden={label ? undefined : true}
    >
      <span className="wf-spinner__ring" />
      {label ? <span className="wf-visually-hidden">{label}</span> : null}
    </span>
  );
}
