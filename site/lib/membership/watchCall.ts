/**
 * A billing call as a button sees it. The call may open the widget's Test Card modal first
 * (test mode); closing a modal leaves its promise pending (docs/product/widget.md §4 "Success
 * callback"), so the button cannot wait for the answer alone: a modal closed while the call
 * is still unanswered gives the button back. An answer that comes later still counts.
 */
import type { ModalRequest } from '@wf/widget';
import type { ReadableAtom } from 'nanostores';

export interface CallWatchers {
  /** The call answered: the browser is on its way to the checkout or portal. */
  onDone(): void;
  /** The call failed (the service's refusal, a network failure). */
  onFailed(error: unknown): void;
  /** A modal the call opened was closed while the call was unanswered. */
  onModalClosed(): void;
}

/** Watches `call` and the widget's `modal` store; returns a function that stops watching. */
export function watchCall(
  call: Promise<unknown>,
  modal: ReadableAtom<ModalRequest | null>,
  watchers: CallWatchers,
  defer: (callback: () => void) => void = (callback) => setTimeout(callback, 0),
): () => void {
  let settled = false;
  let stopped = false;
  let opened = false;
  const stopListening = modal.listen((request) => {
    if (request) {
      opened = true;
      return;
    }
    if (!opened) return;
    opened = false;
    // After 'Continue' the call goes on and the browser leaves when it answers; after the close
    // button it never answers. Either way the button is given back (the answer still counts).
    defer(() => {
      if (!settled && !stopped) watchers.onModalClosed();
    });
  });
  call.then(
    () => {
      settled = true;
      stopListening();
      if (!stopped) watchers.onDone();
    },
    (error: unknown) => {
      settled = true;
      stopListening();
      if (!stopped) watchers.onFailed(error);
    },
  );
  return () => {
    stopped = true;
    stopListening();
  };
}
