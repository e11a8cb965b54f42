/**
 * The HTTP side of the test payment provider's pages: their headers. The pages themselves are
 * drawn by ./views/ (pure functions, also shown in Storybook).
 */
import { createHash } from 'node:crypto';
import { contentSecurityPolicy, htmlSecurityHeaders } from '../../http/security-headers.ts';
import { GROUP_SCRIPT } from '../pages/frame.ts';

const SCRIPT_HASH = `'sha256-${createHash('sha256').update(GROUP_SCRIPT).digest('base64')}'`;

/**
 * The headers of a billing page: never cached, no referrer (the URL is the page's key), and a
 * CSP whose form-action also allows the origins the page's forms end up at (a form's redirect
 * to a success page on the member's site is checked against form-action too).
 */
export function billingPageHeaders(formTargets: readonly string[] = []): Record<string, string> {
  const origins = [...new Set(formTargets.map((url) => URL.parse(url)?.origin).filter(Boolean))];
  const csp = contentSecurityPolicy([SCRIPT_HASH]).replace(
    "form-action 'self'",
    ['form-action', "'self'", ...origins].join(' '),
  );
  return {
    ...htmlSecurityHeaders([SCRIPT_HASH]),
    'Content-Security-Policy': csp,
    'Cache-Control': 'no-store',
    'Referrer-Policy': 'no-referrer',
  };
}
