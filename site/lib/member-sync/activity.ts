/**
 * The last-activity time of docs/product/website.md §1 and the refresh of docs/architecture.md "The members area": when a tab becomes
 * visible again after at least 5 minutes without activity, the member is read again (a session
 * may have ended, or plans changed, while the tab slept). Clock, events and the refresh are
 * injected so the rule is tested without a browser.
 */
import { ACTIVITY_EVENTS, ACTIVITY_THROTTLE_MS, IDLE_REFRESH_MS } from './constants.ts';

/** Where activity events are heard (the window). */
export type ActivitySource = Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;

/** The page's visibility (the document). */
export type VisibilitySource = ActivitySource & { readonly visibilityState: DocumentVisibilityState };

export interface ActivityWatchOptions {
  activity: ActivitySource;
  visibility: VisibilitySource;
  /** Milliseconds since some fixed point (Date.now by default). */
  now?: () => number;
  /** Called when the tab comes back after the idle limit. */
  onReturnAfterIdle: () => void;
}

export interface ActivityWatch {
  /** When activity was last recorded. */
  lastActivity(): number;
  /** Removes every listener. */
  stop(): void;
}

/** Starts recording activity (passive listeners, throttled) and watching for the tab's return. */
export function watchActivity({
  activity,
  visibility,
  now = Date.now,
  onReturnAfterIdle,
}: ActivityWatchOptions): ActivityWatch {
  let last = now();

  const record = () => {
    const time = now();
    if (time - last >= ACTIVITY_THROTTLE_MS) last = time;
  };

  const onVisibilityChange = () => {
    if (visibility.visibilityState !== 'visible') return;
    const time = now();
    const idle = time - last >= IDLE_REFRESH_MS;
    // Coming back is itself activity: the next return is measured from now.
    last = time;
    if (idle) onReturnAfterIdle();
  };

  const options: AddEventListenerOptions = { passive: true };
  for (const type of ACTIVITY_EVENTS) activity.addEventListener(type, record, options);
  visibility.addEventListener('visibilitychange', onVisibilityChange);

  return {
    lastActivity: () => last,
    stop() {
      for (const type of ACTIVITY_EVENTS) activity.removeEventListener(type, record, options);
      visibility.removeEventListener('visibilitychange', onVisibilityChange);
    },
  };
}
