import { useCallback, useEffect, useRef, useState } from 'react';

/** The result of the last copy: what was copied (until the feedback ends), or a failure. */
export type CopyState = { status: 'idle' } | { status: 'copied'; text: string } | { status: 'failed' };

/**
 * Copies text and keeps 'copied' for `durationMs` (docs/product/widget.md §4: the label reverts after it),
 * then calls `onRevert` with that text. A new copy restarts the time; a refused copy gives 'failed'.
 */
export function useCopyFeedback(
  copy: (text: string) => Promise<void>,
  durationMs: number,
  onRevert?: (text: string) => void,
) {
  const [state, setState] = useState<CopyState>({ status: 'idle' });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const revert = useRef(onRevert);
  useEffect(() => {
    revert.current = onRevert;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const copyText = useCallback(
    async (text: string) => {
      clearTimeout(timer.current);
      try {
        await copy(text);
      } catch {
        setState({ status: 'failed' });
        return;
      }
      setState({ status: 'copied', text });
      timer.current = setTimeout(() => {
        setState({ status: 'idle' });
        revert.current?.(text);
      }, durationMs);
    },
    [copy, durationMs],
  );

  return { state, copyText };
}
