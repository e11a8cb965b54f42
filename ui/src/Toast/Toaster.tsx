import { useSyncExternalStore } from 'react';
import { cx } from '../cx.ts';
import { TOAST_DURATION_MS } from './constants.ts';
import { dismissToast, getServerToasts, getToasts, subscribeToToasts } from './store.ts';
import { Toast } from './Toast.tsx';

export interface ToasterProps {
  /** How long each toast stays, in ms (docs/product/widget.md §9: 7 s). Stories pass a short one. */
  duration?: number;
  /** Name of the live region for assistive technology. */
  label?: string;
  /** Accessible name of each toast's close button. */
  dismissLabel?: string;
  className?: string;
}

/**
 * Shows the toasts raised with toast(): centred, 3% above the bottom of the viewport, newest
 * last. Mount it once per page. The polite live region is always present (empty on the
 * server), so a toast added to it is announced.
 */
export function Toaster({
  duration = TOAST_DURATION_MS,
  label = 'Notifications',
  dismissLabel,
  className,
}: ToasterProps) {
  const toasts = useSyncExternalStore(subscribeToToasts, getToasts, getServerToasts);
  return (
    <section className={cx('wf-toaster', className)} aria-live="polite" aria-label={label}>
      {toasts.map(({ id, ...options }) => (
        <Toast
          key={id}
          {...options}
          duration={duration}
          dismissLabel={dismissLabel}
          onDismiss={() => dismissToast(id)}
        />
      ))}
    </section>
  );
}
