/** Member state upkeep on every page (docs/architecture.md "The members area", docs/product/website.md §1). */

/** docs/product/website.md §1: the events that count as activity. */
export const ACTIVITY_EVENTS = ['mousedown', 'mousemove', 'keypress', 'scroll', 'touchstart'] as const;

/** Activity is recorded at most once per this many milliseconds (mousemove and scroll fire often). */
export const ACTIVITY_THROTTLE_MS = 1000;

/** docs/architecture.md "The members area": a tab that comes back after at least this long without activity refreshes the member. */
export const IDLE_REFRESH_MS = 5 * 60 * 1000;

/**
 * Dispatched on the document when the page's member store changes, for the header's account slot
 * while it is drawn without React (site/islands/UserMenu/firstPaint.ts).
 */
export const MEMBER_CHANGE_EVENT = 'wf:member-change';
