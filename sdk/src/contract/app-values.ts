/**
 * What an app's settings accept, as plain checks shared by the app file's schema (app-file.ts) and
 * the admin API's app settings (admin-app.ts), so that a file and a call accept the same values.
 */

/** An origin a browser sends: scheme, host and port, no path ('https://lotus.example'). */
export function isOrigin(value: string): boolean {
  const parsed = URL.parse(value);
  return parsed !== null && /^https?:$/.test(parsed.protocol) && parsed.origin === value;
}

/** A colour the service puts in its pages and the widget in its buttons: '#rrggbb' or 'rgb(r, g, b)'. */
export function isColour(value: string): boolean {
  return /^#[0-9a-f]{6}$/i.test(value) || /^rgb\(\s*\d{1,3}\s*,\s*\d{1,3}\s*,\s*\d{1,3}\s*\)$/.test(value);
}

/** A path on the app's site ('/account') or an absolute http(s) URL. */
export function isSiteLink(value: string): boolean {
  return value.startsWith('/') || /^https?:\/\/[^/]/.test(value);
}

export const ORIGIN_MESSAGE =
  "An origin is a scheme, a host and a port only, such as 'https://lotus.example' (no path, no trailing slash).";
export const COLOUR_MESSAGE = "A colour is '#rrggbb' (such as '#7a3e9d') or 'rgb(r, g, b)'.";
export const SITE_LINK_MESSAGE = "Write a path on the app's site such as '/account', or a full http(s) URL.";

/** Most allowed origins an app keeps. */
export const ALLOWED_ORIGINS_MAX = 50;
