/**
 * CSRF double-submit (docs/architecture.md "Security"): a state-changing request authenticated by
 * the `_ms-mid` cookie must echo the XSRF-TOKEN cookie in the X-XSRF-TOKEN header. A page on
 * another site can make the browser send the cookie but cannot read XSRF-TOKEN. Bearer
 * requests are exempt: a bearer token is never sent by the browser on its own.
 */
import { timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { forbidden } from '../http/errors.ts';

/** The message of a refused cookie-authenticated write. */
export const CSRF_MESSAGE = 'Missing or invalid CSRF token.';

/** Methods that only read. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Throws 403 unless a cookie-authenticated write carries the matching X-XSRF-TOKEN header. */
export function assertCsrf(c: Context): void {
  if (SAFE_METHODS.has(c.req.method)) return;
  const cookie = getCookie(c, XSRF_COOKIE);
  const header = c.req.header(XSRF_HEADER);
  if (!cookie || !header || !sameText(cookie, header)) throw forbidden(CSRF_MESSAGE);
}
