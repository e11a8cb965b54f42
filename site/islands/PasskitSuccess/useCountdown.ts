import { useEffect, useRef, useState } from 'react';
import { COUNTDOWN_TICK_MS } from './constants.ts';

export interface Countdown {
  /** Seconds left; 0 once it has run out. */
  seconds: number;
  /** Whether it is counting (false before start, after it ran out and once stopped). */
  running: boolean;
  /** Stops it for good (the person chose to stay). */
  stop(): void;
  stopped: boolean;
}

/**
 * Counts down from `from` seconds while `active`, one tick a second, and calls `onDone` once
 * at zero. Starting again after a stop is not possible: staying is the person's choice.
 */
export function useCountdown(
  from: number,
  active: boolean,
  onDone: () => void,
  tickMs = COUNTDOWN_TICK_MS,
): Countdown {
  const [seconds, setSeconds] = useState(from);
  const [stopped, setStopped] = useState(false);
  const running = active && !stopped && seconds > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setSeconds((left) => Math.max(0, left - 1)), tickMs);
    return () => clearInterval(timer);
  }, [running, tickMs]);

  const latestOnDone = useRef(onDone);
  latestOnDone.current = onDone;
  const done = active && !stopped && seconds === 0;
  useEffect(() => {
    if (done) latestOnDone.current();
  }, [done]);

  return { seconds, running, stopped, stop: () => setStopped(true) };
}
