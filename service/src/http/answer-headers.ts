/**
 * Headers a middleware adds to the answer once the handler has given it (security headers, the
 * request id, Cache-Control). Hono's `c.header()` at that point copies the whole Response at
 * every call; these are set on the answer's own headers in one go instead. Only an answer whose
 * headers are read-only (a Response passed on as fetched, or `Response.redirect()`) is copied,
 * once.
 */
import type { Context } from 'hono';

/** Sets `entries` on the answer `c` holds. */
export function setAnswerHeaders(c: Context, entries: readonly (readonly [string, string])[]): void {
  if (entries.length === 0) return;
  try {
    for (const [name, value] of entries) c.res.headers.set(name, value);
  } catch (error) {
    if (!(error instanceof TypeError)) throw error;
    const copy = new Response(c.res.body, c.res);
    for (const [name, value] of entries) copy.headers.set(name, value);
    // Cleared first: assigning over an answer would merge the old one's headers in again.
    c.res = undefined;
    c.res = copy;
  }
}
