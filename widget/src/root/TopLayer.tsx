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
 * stays usable. Shown again whenever another modal opens.
 */
export function TopLayer({ watch, children }: { watch: unknown; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-stack when the modal changes.
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof element.showPopover !== 'function') return;
    // Let the modal's own effect (showModal) run first.
    const frame = requestAnimationFrame(() => {
      if (element.matches(':popover-open')) element.hidePopover();
      element.showPopover();
    });
    return () => cancelAnimationFrame(frame);
  }, [watch]);
  return (
    <div ref={ref} popover="manual" className="wf-top-layer" style={HOLDER_STYLE}>
      {children}
    </div>
  );
}
