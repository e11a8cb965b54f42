/**
 * Where a checkout or the portal may send the browser back to (docs/product/payments-and-providers.md
 * "Wire shapes"; docs/security.md "No open redirect"): relative addresses are resolved against
 * the calling page, and only the app's own origins (its allowed origins and the service's own)
 * are accepted, so a checkout link can never bounce a member to a stranger's page. A test key
 * follows the rule of its requests (docs/security.md "CORS and origins"): this machine's origins
 * are its own too, so a page a builder previews on http://127.0.0.1:<port> can check out.
 */
import { ERROR_CODES, RETURN_URL_NOT_ALLOWED_MESSAGE } from '@wf/sdk/contract';
import { isLoopbackOrigin } from '../../http/cors.ts';
import { ApiError } from '../../http/errors.ts';

/** Which origins a return address may have. */
export interface ReturnOrigins {
  has(origin: string): boolean;
}

/** The origins a return address may have: the app's, the service's, and this machine's for a test key. */
export function returnOrigins(
  allowedOrigins: readonly string[],
  publicUrl: string,
  keyMode: 'test' | 'live' = 'live',
): ReturnOrigins {
  const listed = new Set([...allowedOrigins, new URL(publicUrl).origin]);
  return { has: (origin) => listed.has(origin) || (keyMode === 'test' && isLoopbackOrigin(origin)) };
}

function refused(field: string): ApiError {
  return new ApiError(400, ERROR_CODES.returnUrlNotAllowed, RETURN_URL_NOT_ALLOWED_MESSAGE, {
    details: { fields: { [field]: RETURN_URL_NOT_ALLOWED_MESSAGE } },
  });
}

/** The calling page: origin_url when it is one of ours, else the request's Origin, else the service. */
export function callingPage(input: {
  originUrl: string | undefined;
  requestOrigin: string | undefined;
  origins: ReturnOrigins;
  publicUrl: string;
}): string {
  const { originUrl, requestOrigin, origins, publicUrl } = input;
  if (originUrl) {
    const parsed = URL.parse(originUrl);
    if (parsed && origins.has(parsed.origin)) return parsed.href;
  }
  if (requestOrigin && origins.has(requestOrigin)) return `${requestOrigin}/`;
  return `${new URL(publicUrl).origin}/`;
}

/**
 * `url` made absolute against `page`, when it is an http(s) address of one of `origins`;
 * `fallback` when no address was given. Anything else: 400 'checkout/url-not-allowed'.
 */
export function returnUrl(
  field: string,
  url: string | undefined,
  input: { page: string; origins: ReturnOrigins; fallback: string },
): string {
  if (url === undefined || url.trim() === '') return input.fallback;
  const parsed = URL.parse(url.trim(), input.page);
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) throw refused(field);
  if (!input.origins.has(parsed.origin) || parsed.username || parsed.password) throw refused(field);
  return parsed.href;
}
