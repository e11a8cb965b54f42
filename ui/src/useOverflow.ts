import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element's content overflows it along one axis, kept up to date as either resizes.
 * A scrolling region must be reachable by keyboard (WCAG 2.1.1), so components use this to make
 * a scroller focusable only when it really scrolls. False on the server and before the first measure.
 */
export function useOverflow(ref: RefObject<HTMLElement | null>, axis: 'x' | 'y', active = true): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || !active) return;
    const measure = () =>
      setOverflows(
        axis === 'x'
          ? element.scrollWidth > element.clientWidth + 1
          : element.scrollHeight > element.clientHeight + 1,
      );
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    for (const child of element.children) observer.observe(child);
    return () => observer.disconnect();
  }, [ref, axis, active]);
  return overflows;
}
