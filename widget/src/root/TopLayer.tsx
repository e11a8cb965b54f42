import { DIALOG_OPENED_EVENT } from '@wf/ui';
import { type CSSProperties, type ReactNode, useEffect, useRef } from 'react';

/**
 * Inline, so that it holds on pages that do not load the widget's stylesheet (the site): the
 * browser's popover styles would otherwise draw a bordered box mid-screen.
 */
const HOLDER_STYLE: CSSProperties = {
  position: 'fixed',
  inset: 'auto',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'transparent',
  overflow: 'visible',
  inlineSize: 0,
  blockSize: 0,
};

/**
 * Keeps its content (the toasts) above the open modal. A modal <dialog> sits in the browser's
 * top layer and makes everything else inert; a manual popover shown after it stacks above it and
 * stays usable. Each time a Dialog opens (it announces it with DIALOG_OPENED_EVENT), the holder
 * is shown again, so it is always the last, topmost entry.
 */
export function TopLayer({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.showPopover !== 'function') return;
    const raise = () => {
      if (element.matches(':popover-open')) element.hidePopover();
      element.showPopover();
    };
    raise();
    const doc = element.ownerDocument;
    doc.addEventListener(DIALOG_OPENED_EVENT, raise);
    return () => doc.removeEventListener(DIALOG_OPENED_EVENT, raise);
  }, []);
  return (
    <div ref={ref} popover="manual" className="wf-top-layer" style={HOLDER_STYLE}>
      {children}
    </div>
  );
}
