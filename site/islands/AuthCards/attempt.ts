/**
 * One opening of the login or signup modal, as the Sign In and Join Us cards see it: it
 * completes (the member, or null), fails, or is closed by the person before it completed
 * (docs/product/website.md §2: "If the dialog is closed without completing, nothing happens").
 *
 * The closing is seen through the `$modal` store turning null while the modal's own promise
 * has not answered. A closed attempt is abandoned: its timers never fire, so a later signup
 * timeout can neither raise a toast nor hide a modal opened again in the meantime.
 */
import type { CompletionApi, ModalRequest, Timers } from '@wf/widget';
import type { ReadableAtom } from 'nanostores';

export type AttemptOutcome<T> =
  | { kind: 'completed'; value: T }
  | { kind: 'failed'; error: unknown }
  | { kind: 'closed' };

export interface AttemptOptions {
  api: CompletionApi;
  /** The open modal (`$modal` of @wf/widget). */
  modal: ReadableAtom<ModalRequest | null>;
  /** Runs after the current task (setTimeout 0 by default); the modal's promise settles first. */
  defer?: (callback: () => void) => void;
  /** Viewport width for the login poll's interval. */
  viewportWidth?: () => number;
}

/** Timers whose pending and future waits never end once abandoned. */
function abandonableTimers(viewportWidth: () => number) {
  const pending = new Set<ReturnType<typeof setTimeout>>();
  let abandoned = false;
  const timers: Timers = {
    viewportWidth,
    wait: (ms) =>
      new Promise<void>((resolve) => {
        if (abandoned) return;
        const id = setTimeout(() => {
          pending.delete(id);
          resolve();
        }, ms);
        pending.add(id);
      }),
  };
  const abandon = () => {
    abandoned = true;
    for (const id of pending) clearTimeout(id);
    pending.clear();
  };
  return { timers, abandon };
}

/** Runs `run` (loginWithModal or signupWithModal) and tells how the attempt ended. */
export function attemptModal<T>(
  { api, modal, defer = (callback) => setTimeout(callback, 0), viewportWidth }: AttemptOptions,
  run: (api: CompletionApi, timers: Timers) => Promise<T>,
): Promise<AttemptOutcome<T>> {
  return new Promise((resolve) => {
    let settled = false;
    let answered = false;
    let opened = false;
    const { timers, abandon } = abandonableTimers(viewportWidth ?? (() => globalThis.innerWidth ?? Infinity));

    const finish = (outcome: AttemptOutcome<T>) => {
      if (settled) return;
      settled = true;
      stopWatching();
      resolve(outcome);
    };

    const stopWatching = modal.listen((request) => {
      if (request) {
        opened = true;
        return;
      }
      if (!opened) return;
      // A completed modal closes itself right after answering: wait for the answer to land.
      defer(() => {
        if (answered) return;
        abandon();
        finish({ kind: 'closed' });
      });
    });

    const watched: CompletionApi = {
      openModal: (type, params) =>
        api.openModal(type, params).then((result) => {
          answered = true;
          return result;
        }),
      hideModal: () => api.hideModal(),
      getCurrentMember: () => api.getCurrentMember(),
    };

    run(watched, timers).then(
      (value) => finish({ kind: 'completed', value }),
      (error: unknown) => finish({ kind: 'failed', error }),
    );
  });
}
