import { type RefObject, useEffect, useRef } from 'react';

const FOCUSABLE = 'button:not(:disabled), input:not(:disabled):not([tabindex="-1"]), [href]';

/**
 * After the view changes, a focused control that went away (the menu entry, the password
 * button) leaves the focus nowhere: move it to the first control of the new content.
 */
export function useFocusAfterViewChange(content: RefObject<HTMLElement | null>, key: string): void {
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the view (key) changes.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const element = content.current;
    const dialog = element?.closest('dialog');
    if (!element || !dialog) return;
    const active = (element.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && active !== dialog && dialog.contains(active)) return;
    element.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [key]);
}
