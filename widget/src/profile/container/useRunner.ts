import { toast } from '@wf/ui';
import { useCallback } from 'react';
import type { ErrorText } from '../../modals/shared/useErrorText.ts';
import { useOneAtATime } from '../../shared/useOneAtATime.ts';

/** docs/product/widget.md §7 "Handling of answers": a server's message, when it sent one, as a success toast. */
export function toastSuccess(message: string | undefined): void {
  if (message) toast({ title: message, variant: 'success' });
}

/**
 * Runs one profile action at a time: `busy` while it runs (the modal's overlay), its failure as
 * an error toast in the reader's language. A second action while one runs is ignored.
 */
export function useRunner(describe: ErrorText, fallback: string) {
  const { busy, run: runOne } = useOneAtATime();
  const run = useCallback(
    async <T>(call: () => Promise<T>, onDone?: (result: T) => void): Promise<void> => {
      const outcome = await runOne(async () => {
        const result = await call();
        onDone?.(result);
      });
      if (outcome.kind === 'failed') toast({ title: describe(outcome.error, fallback), variant: 'error' });
    },
    [runOne, describe, fallback],
  );
  return { busy, run };
}
