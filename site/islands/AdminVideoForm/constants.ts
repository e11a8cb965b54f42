/** Constants of the admin add-video form (docs/product/website.md §2 "Admin add-video", §4, §9). */

/** How often the publish job is asked where it is ("about every second"). */
export const PUBLISH_POLL_INTERVAL_MS = 1000;
/** Consecutive network failures of the status poll tolerated before giving up. */
export const PUBLISH_POLL_MAX_NETWORK_ERRORS = 3;
/** Longest wait for the site to be republished before the form stops watching. */
export const PUBLISH_TIMEOUT_MS = 10 * 60_000;
