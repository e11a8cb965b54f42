import { isWfError } from '@wf/sdk';
import { toast } from '@wf/ui';
import { useCallback, useRef, useState } from 'react';
import type { Translate } from '../../i18n/index.ts';

/** widget-spec §7 "Handling of answers": a server's message, when it sent one, as a success toast. */
export function toastSuccess(message: string | undefined): void {
  if (message) toast({ title: message, variant: 'success' });
}

/** The text of a failure: the SDK's messages are meant for people; anything else gets a generic one. */
export function failureMessage(error: unknown, t: Translate): string {
  return isWfError(error) && error.message ? error.message : t('profile_error_generic');
}

/**
 * Runs one profile action at a time: `busy` while it runs (the modal's overlay), its failure as
 * an error toast. A second action while one runs is ignored.
 */
export function useRunner(t: Translate) {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async <T>(call: () => Promise<T>, onDone?: (result: T) => void): Promise<void> => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        const result = await call();
        onDone?.(result);
      } catch (error) {
        toast({ title: failureMessage(error, t), variant: 'error' });
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [t],
  );
  return { busy, run };
}
