/**
 * The page's toaster is loaded only when a toast is due (docs/architecture.md "Speed"): the page's
 * loader (site/layouts/BaseLayout.astro) imports it when the previous page kept a toast
 * (site/lib/flash-toast.ts) or when this event is dispatched on the document. Whatever raises a
 * toast (an island, the widget's modals) does so through @wf/ui's one queue; the page's upkeep
 * (site/lib/member-sync/page.ts, started by every island that reads the member) watches that queue
 * and dispatches the event once, at its first toast. Imports nothing, so the loader stays small.
 */

/** Dispatched on the document when the page first has a toast to show. */
export const TOAST_DUE_EVENT = 'wf:toast-due';

/** The part of @wf/ui's toast queue the watch reads. */
export interface ToastQueue {
  getToasts(): readonly unknown[];
  subscribeToToasts(listener: () => void): () => void;
}

/** Dispatches TOAST_DUE_EVENT on `target` at the queue's first toast (at once if it has one); once. */
export function watchToastsDue(queue: ToastQueue, target: EventTarget): () => void {
  let stop: () => void = () => undefined;
  const check = () => {
    if (queue.getToasts().length === 0) return false;
    stop();
    target.dispatchEvent(new Event(TOAST_DUE_EVENT));
    return true;
  };
  if (check()) return stop;
  stop = queue.subscribeToToasts(() => void check());
  return () => stop();
}
