import { useEffect, useRef } from 'react';

/**
 * Calls `onElapsed` once `duration` ms have run while not paused. Pausing keeps the time left,
 * so a toast someone hovers or focuses stays, then gets only the rest of its time (WCAG 2.2.1).
 */
export function useAutoHide(
  duration: number | undefined,
  paused: boolean,
  onElapsed: (() => void) | undefined,
) {
  const callback = useRef(onElapsed);
  useEffect(() => {
    callback.current = onElapsed;
  });
  const clock = useRef({ duration, left: duration });
  useEffect(() => {
    if (clock.current.duration !== duration) clock.current = { duration, left: duration };
    const { left } = clock.current;
    if (left === undefined || paused) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => callback.current?.(), left);
    return () => {
      clearTimeout(timer);
      clock.current.left = Math.max(0, left - (Date.now() - startedAt));
    };
  }, [duration, paused]);
}
