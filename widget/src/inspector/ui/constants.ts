/**
 * The inspector overlay's numbers from docs/product/widget.md §9 that the code needs. The
 * lengths, durations and layers that only CSS needs are custom properties at the top of
 * inspector.css (same values, same sources).
 */
import { MESSAGE_AUTO_HIDE_MS } from '../../constants.ts';

/** docs/product/widget.md §9 "Message banner auto-hide": the inspector's toast hides after 7 s. */
export const INSPECTOR_TOAST_AUTO_HIDE_MS = MESSAGE_AUTO_HIDE_MS;

/**
 * docs/product/widget.md §9 "Badge z-index": above everything while the sidebar is closed.
 * 2147483648 is one more than the largest 32-bit integer; browsers clamp it to 2147483647. It is
 * set as the spec writes it anyway (docs/product/inspector.md).
 */
export const BADGE_Z_INDEX_CLOSED = '2147483648';
/** docs/product/widget.md §9: one lower while the sidebar is open. */
export const BADGE_Z_INDEX_OPEN = '2147483647';
