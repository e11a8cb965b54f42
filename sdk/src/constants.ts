/**
 * Constants of the SDK and its wire contract, named for what they mean (docs/product/widget.md §9).
 * The widget and the service import them from here instead of repeating the numbers.
 */

/** Version the SDK reports (docs/product/widget.md §9). */
export const SDK_VERSION = '1.2.0';

/** Cookie holding the session token where the server does not set it (docs/product/widget.md §3). */
export const MEMBER_COOKIE = '_ms-mid';

/** Local-storage key of the cached member, kept in sync across tabs (docs/product/widget.md §3). */
export const MEMBER_CACHE_KEY = '_ms-mem';

/** Session lifetime in days when the token carries no expiry (docs/product/widget.md §9). */
export const DEFAULT_COOKIE_DAYS = 14;

/** Digits of a passwordless or reset code (docs/product/widget.md §9). */
export const TOKEN_LENGTH = 6;

/** Shortest password accepted (docs/product/widget.md §5). */
export const PASSWORD_MIN = 8;

/** Longest password accepted (docs/security.md: passwords of 8 to 128 characters). */
export const PASSWORD_MAX = 128;

/** Longest e-mail address accepted (RFC 5321 path limit). */
export const EMAIL_MAX = 254;

/** Largest profile image in bytes; the user-facing message says 2MB (docs/product/widget.md §5, §9). */
export const IMAGE_MAX_BYTES = 4_000_000;

/** Longest id (plan, price, team, member, content) a request may carry. */
export const ID_MAX = 200;

/** Longest custom-field key and value a request may carry. */
export const CUSTOM_FIELD_KEY_MAX = 100;
export const CUSTOM_FIELD_VALUE_MAX = 2000;

/** Longest opaque token (invite token, captcha token, provider name) a request may carry. */
export const OPAQUE_TOKEN_MAX = 2000;

/** Longest URL a request may carry. */
export const URL_MAX = 2048;

/** Request headers the service reads (docs/architecture.md "The membership service"). */
export const API_KEY_HEADER = 'X-API-Key';
export const APP_ID_HEADER = 'X-APP-ID';

/** CSRF double-submit names for cookie-authenticated writes (docs/product/widget.md §9). */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';
