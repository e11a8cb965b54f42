/** docs/product/widget.md §9 "Message banner auto-hide": a toast hides itself after 7 s. */
export const TOAST_DURATION_MS = 7000;
