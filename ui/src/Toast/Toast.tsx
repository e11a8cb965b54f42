import { type FocusEvent, type HTMLAttributes, useState } from 'react';
import { cx } from '../cx.ts';
import type { ToastVariant } from './store.ts';
import { useAutoHide } from './useAutoHide.ts';

export interface ToastProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  /** The one-line message. */
  title: string;
  /** An optional second line with details. */
  description?: string;
  /** error and destructive use role="alert"; default and success role="status". */
  variant?: ToastVariant;
  /** Called by the 'Dismiss' button and when `duration` runs out. Without it there is no button. */
  onDismiss?: () => void;
  /** Hides the toast (calls onDismiss) after this many ms, paused while hovered or focused. */
  duration?: number;
  /** Accessible name of the close button. */
  dismissLabel?: string;
}

/** One notice: title, optional description and a 'Dismiss' button. Presentational: no store. */
export function Toast({
  title,
  description,
  variant = 'default',
  onDismiss,
  duration,
  dismissLabel = 'Dismiss',
  className,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...rest
}: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  useAutoHide(duration, paused, onDismiss);
  const urgent = variant === 'error' || variant === 'destructive';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a status or alert; the handlers only pause its timer
    <div
      {...rest}
      className={cx('wf-toast', `wf-toast--${variant}`, className)}
      role={urgent ? 'alert' : 'status'}
      data-variant={variant}
      data-paused={duration !== undefined && paused ? 'true' : undefined}
      onPointerEnter={(event) => {
        onPointerEnter?.(event);
        setHovered(true);
      }}
      onPointerLeave={(event) => {
        onPointerLeave?.(event);
        setHovered(false);
      }}
      onFocus={(event) => {
        onFocus?.(event);
        setFocused(true);
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        onBlur?.(event);
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      {variant === 'default' ? null : <ToastIcon urgent={urgent} />}
      <div className="wf-toast__text">
        <p className="wf-toast__title">{title}</p>
        {description ? <p className="wf-toast__description">{description}</p> : null}
      </div>
      {onDismiss ? (
        <button type="button" className="wf-toast__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
            <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
          </svg>
        </button>
      ) : null}
    </div>
  );
}

function ToastIcon({ urgent }: { urgent: boolean }) {
  return (
    <svg
      className="wf-toast__icon"
      viewBox="0 0 20 20"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="10" cy="10" r="8.25" fill="none" stroke="currentColor" strokeWidth="1.5" />
      {urgent ? (
        <path d="M10 5.75v5.5M10 13.75v.5" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
      ) : (
        <path
          d="M6.5 10.25l2.25 2.25 4.75-5"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      )}
    </svg>
  );
}
