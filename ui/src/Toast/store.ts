/*
 * The toast queue: a tiny external store, so that any code (an island, the widget, an SDK
 * callback) can raise a toast without a React context, and every <Toaster /> shows the same queue.
 */

export type ToastVariant = 'default' | 'success' | 'error' | 'destructive';

export interface ToastOptions {
  /** The one-line message, e.g. 'Pass opened'. */
  title: string;
  /** An optional second line with details. */
  description?: string;
  /** error and destructive are announced at once (role="alert"); the others politely. */
  variant?: ToastVariant;
}

export interface QueuedToast extends ToastOptions {
  id: string;
}

const NO_TOASTS: readonly QueuedToast[] = [];

let queue: readonly QueuedToast[] = NO_TOASTS;
let lastId = 0;
const listeners = new Set<() => void>();

function setQueue(next: readonly QueuedToast[]) {
  queue = next;
  for (const listener of listeners) listener();
}

/** Shows a toast in every mounted <Toaster />. Returns its id, for dismissToast(). */
export function toast(options: ToastOptions): string {
  lastId += 1;
  const id = `wf-toast-${lastId}`;
  setQueue([...queue, { ...options, id }]);
  return id;
}

/** Removes one toast; unknown ids are ignored. */
export function dismissToast(id: string): void {
  if (queue.some((item) => item.id === id)) setQueue(queue.filter((item) => item.id !== id));
}

/** Removes every toast, e.g. when the page changes. */
export function dismissAllToasts(): void {
  if (queue.length > 0) setQueue(NO_TOASTS);
}

/** useSyncExternalStore's subscribe. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** The current queue, oldest first. The same array until the queue changes. */
export function getToasts(): readonly QueuedToast[] {
  return queue;
}

/** The queue as the server renders it: always empty, so the markup never depends on a request. */
export function getServerToasts(): readonly QueuedToast[] {
  return NO_TOASTS;
}
