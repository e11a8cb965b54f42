import { type ReactNode, useEffect, useRef } from 'react';

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
    <div ref={ref} popover="manual" className="wf-top-layer">
      {children}
    </div>
  );
}
