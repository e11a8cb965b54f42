/**
 * Runs one call at a time (docs/product/widget.md §4 "Loading": a submit is disabled, and
 * ignored, while a call runs): `busy` while it runs, and a second call meanwhile is dropped.
 * The auth modals and the profile share it; each says what a failure means its own way.
 */
import { useCallback, useRef, useState } from 'react';

/** How a call ended: its value, its failure, or not run at all because another one was running. */
export type Outcome<T> =
  | { kind: 'done'; value: T }
  | { kind: 'failed'; error: unknown }
  | { kind: 'skipped' };

export function useOneAtATime() {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(async <T>(call: () => Promise<T>): Promise<Outcome<T>> => {
    if (running.current) return { kind: 'skipped' };
    running.current = true;
    setBusy(true);
    try {
      return { kind: 'done', value: await call() };
    } catch (error) {
      return { kind: 'failed', error };
    } finally {
      running.current = false;
      setBusy(false);
    }
  }, []);
  return { busy, run };
}
