import { Toast } from '@wf/ui';
import { useRef } from 'react';
import { INSPECTOR_TOAST_AUTO_HIDE_MS } from './constants.ts';

/** A status message of the inspector (docs/product/widget.md §2 "Status message boxes"). */
export interface InspectorToast {
  kind: 'success' | 'error';
  text: string;
}

/**
 * docs/product/widget.md §2, §9: the message box, fixed at the bottom centre above the page
 * (z-index 10000000), fading in over 0.2 s, with an icon, the text and a close control; it hides
 * itself after 7 s. The timer is @wf/ui's Toast: it pauses while the pointer or the focus is on the
 * toast (WCAG 2.2.1), so a message being read is not taken away.
 */
export interface InspectorToastRegionProps {
  toast: InspectorToast | null;
  onClose(): void;
  /** The side of the open sidebar, if open: the toast centres on the rest of the page. */
  sidebar?: 'right' | 'left';
}

export function InspectorToastRegion({ toast, onClose, sidebar }: InspectorToastRegionProps) {
  const key = useIdentityKey(toast);
  return (
    <div className="wf-inspector-toast-region" data-sidebar={sidebar}>
      {toast ? (
        <Toast
          // A new message restarts the 7 s, even with the same text.
          key={key}
          className="wf-inspector-toast"
          variant={toast.kind}
          title={toast.text}
          duration={INSPECTOR_TOAST_AUTO_HIDE_MS}
          dismissLabel="Close message"
          onDismiss={onClose}
        />
      ) : null}
    </div>
  );
}

/** A number that changes whenever `value` is another object. */
function useIdentityKey(value: object | null): number {
  const last = useRef<{ value: object | null; key: number }>({ value, key: 0 });
  if (last.current.value !== value) last.current = { value, key: last.current.key + 1 };
  return last.current.key;
}
