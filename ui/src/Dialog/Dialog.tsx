import {
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
} from 'react';
import { cx } from '../cx.ts';
import { useControllableState } from '../useControllableState.ts';
import { useOverflow } from '../useOverflow.ts';
import { DIALOG_OPENED_EVENT } from './constants.ts';
import { deepActiveElement, tabbableIn } from './focusable.ts';

export type DialogSize = 'sm' | 'md' | 'lg';

export interface DialogProps {
  /** Controlled open state; pair with onOpenChange. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close (Close button, Escape, backdrop click). */
  onOpenChange?: (open: boolean) => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  /** Text under the heading, used as the dialog's accessible description. */
  description?: ReactNode;
  /** Shown at the top of the header, above the heading: a brand's logo. Not part of the name. */
  media?: ReactNode;
  /** No Close button, and neither Escape nor the backdrop closes: the content must offer a way out. */
  hideClose?: boolean;
  /** Accessible name of the Close button. */
  closeLabel?: string;
  /** Panel width: sm 24rem, md 32rem, lg 48rem (nearly full width under 520 px). */
  size?: DialogSize;
  children?: ReactNode;
  /** Element to focus on open; by default the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element (showModal): the rest of the page is inert,
 * focus moves in on open, Tab wraps inside, and focus goes back to where it was on close.
 */
export function Dialog({
  open: openProp,
  defaultOpen = false,
  onOpenChange,
  title,
  description,
  media,
  hideClose = false,
  closeLabel = 'Close',
  size = 'md',
  children,
  initialFocus,
  className,
}: DialogProps) {
  const [open, requestOpenChange] = useControllableState({
    value: openProp,
    defaultValue: defaultOpen,
    onChange: onOpenChange,
  });
  const dialogRef = useRef<HTMLDialogElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(null);
  const pressedOnBackdrop = useRef(false);
  const titleId = useId();
  const descriptionId = useId();
  const bodyScrolls = useOverflow(bodyRef, 'y', open);
  // Long content scrolls inside the body, which then must be reachable by keyboard (WCAG 2.1.1).
  const scrollRegion = bodyScrolls ? { role: 'region', 'aria-labelledby': titleId, tabIndex: 0 } : {};

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusRef.current = deepActiveElement(dialog.ownerDocument);
      dialog.showModal();
      // Whatever must stay above every modal (the page's toasts) hears that one took the top layer.
      dialog.ownerDocument.dispatchEvent(new Event(DIALOG_OPENED_EVENT));
      (initialFocus?.current ?? tabbableIn(dialog)[0] ?? dialog).focus();
    } else if (!open && dialog.open) {
      dialog.close();
      restoreFocus(returnFocusRef);
    }
  }, [open, initialFocus]);

  // Unmounted while open: the element leaves the top layer with it; put focus back.
  useEffect(() => () => restoreFocus(returnFocusRef), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      // Handled here rather than left to the browser so that hideClose always holds: Chromium
      // closes anyway on a second Escape whose cancel event was prevented.
      if (event.defaultPrevented) return;
      event.preventDefault();
      if (!hideClose) requestOpenChange(false);
      return;
    }
    if (event.key !== 'Tab') return;
    const dialog = event.currentTarget;
    const items = tabbableIn(dialog);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    const active = (dialog.getRootNode() as Document | ShadowRoot).activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // Other close requests (e.g. Android's back gesture) arrive as a cancel event.
  const onCancel = (event: SyntheticEvent<HTMLDialogElement>) => {
    event.preventDefault();
    if (!hideClose) requestOpenChange(false);
  };

  // Closed by the page itself (a <form method="dialog">): bring our state in line.
  const onClose = () => {
    if (open) requestOpenChange(false);
    restoreFocus(returnFocusRef);
  };

  // The panel fills the <dialog> box, so a press whose target is the <dialog> is on the backdrop.
  const onPointerDown = (event: PointerEvent<HTMLDialogElement>) => {
    pressedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    const onBackdrop = pressedOnBackdrop.current && event.target === event.currentTarget;
    pressedOnBackdrop.current = false;
    if (onBackdrop && !hideClose) requestOpenChange(false);
  };

  return (
    <dialog
      ref={dialogRef}
      className={cx('wf-dialog', `wf-dialog--${size}`, className)}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      data-state={open ? 'open' : 'closed'}
      onKeyDown={onKeyDown}
      onCancel={onCancel}
      onClose={onClose}
      onPointerDown={onPointerDown}
      onClick={onClick}
    >
      <div className="wf-dialog__panel">
        <div className="wf-dialog__header">
          {media ? <div className="wf-dialog__media">{media}</div> : null}
          <h2 id={titleId} className="wf-dialog__title">
            {title}
          </h2>
          {description ? (
            <div id={descriptionId} className="wf-dialog__description">
              {description}
            </div>
          ) : null}
        </div>
        <div ref={bodyRef} className="wf-dialog__body" {...scrollRegion}>
          {children}
        </div>
        {hideClose ? null : (
          <button
            type="button"
            className="wf-dialog__close"
            aria-label={closeLabel}
            onClick={() => requestOpenChange(false)}
          >
            <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
              <path d="M4 4l8 8M12 4l-8 8" stroke="currentColor" strokeWidth="1.75" strokeLinecap="round" />
            </svg>
          </button>
        )}
      </div>
    </dialog>
  );
}

/** Focuses the element that had focus before the dialog opened, if it is still on the page. */
function restoreFocus(ref: RefObject<HTMLElement | null>) {
  const previous = ref.current;
  ref.current = null;
  if (previous?.isConnected) previous.focus();
}
