import type { HTMLAttributes } from 'react';
import { cx } from '../cx.ts';

export type BadgeTone = 'neutral' | 'primary' | 'success' | 'danger' | 'warning';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Colour that says what kind of label it is. */
  tone?: BadgeTone;
}

/** A small pill that labels something, such as a video's category. */
export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={cx('wf-badge', `wf-badge--${tone}`, className)}>
      {children}
    </span>
  );
}
