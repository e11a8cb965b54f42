/** Constants of the wallet pass widget (docs/product/website.md §2 "Wallet pass widget", §4, §9). */

/** docs/product/website.md §9: the QR code image is 200 px wide. */
export const QR_IMAGE_WIDTH_PX = 200;
/** docs/product/website.md §9: quiet zone around the QR code, in modules. */
export const QR_MARGIN_MODULES = 2;
/** docs/product/website.md §2: black modules on a white ground. */
export const QR_COLORS = { dark: '#000000ff', light: '#ffffffff' } as const;

/** docs/product/website.md §2: Add to Wallet opens the pass page in a new tab without opener or referrer. */
export const PASS_WINDOW_TARGET = '_blank';
export const PASS_WINDOW_FEATURES = 'noopener,noreferrer';

/** docs/product/website.md §2: the error the pages pass when an enrolment result has ok false. */
export const ENROLLMENT_FAILED_ERROR = 'Enrollment failed';

/**
 * docs/product/website.md §4: an enrolment marked 'in progress' in session storage is skipped. A mark
 * older than this was left by a page closed mid-request, so it no longer blocks a new one.
 */
export const ENROLLMENT_IN_PROGRESS_STALE_MS = 30_000;
