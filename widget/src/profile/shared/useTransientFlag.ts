import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A flag that turns itself off `durationMs` after it was raised (docs/product/widget.md §4: the 'Copied!'
 * label and the 'Are you sure?' confirmation). Raising it again restarts the wait.
 */
export function useTransientFlag(durationMs: number): [on: boolean, raise: () => void, clear: () => void] {
  const [on, setOn] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setOn(false);
  }, []);
  const raise = useCallback(() => {
    clearTimeout(timer.current);
    setOn(true);
    timer.current = setTimeout(() => setOn(false), durationMs);
  }, [durationMs]);

  useEffect(() => () => clearTimeout(timer.current), []);
  return [on, raise, clear];
}
