/** docs/product/website.md §4, §9: with ok and no pass URL, the page goes to /dashboard after 5 s. */
export const SUCCESS_REDIRECT_SECONDS = 5;
/** One tick of the visible countdown. */
export const COUNTDOWN_TICK_MS = 1000;
