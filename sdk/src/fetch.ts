/**
 * One call of a route of the API: path, headers, body, answer validation and errors
 * (docs/product/widget.md §7, §9: no timeout, any 2xx is success; docs/style.md "Inject the
 * client"). Every SDK method goes through {@link Requester} with a route of the route table.
 */
import type { z } from 'zod/mini';
import { API_KEY_HEADER, APP_ID_HEADER, XSRF_COOKIE, XSRF_HEADER } from './constants.ts';
import { ERROR_CODES, GENERIC_ERROR_MESSAGE } from './contract/codes.ts';
import { pathOf, type Route, type RouteAnswer, type RouteCall } from './contract/route.ts';
import { readCookie } from './cookie.ts';
import { errorFromResponse, isWfError, networkError, WfError } from './errors.ts';
import type { Session } from './session.ts';

/** The fetch function the SDK calls (the global one by default). */
export type Fetch = typeof globalThis.fetch;

/** A route whose answer is JSON: the ones the SDK calls. */
export type JsonRoute = Route & { reply: z.ZodMiniType };

/** Calls a route and resolves with its validated answer, or rejects with a WfError. */
export type Requester = <R extends JsonRoute>(route: R, call: RouteCall<R>) => Promise<RouteAnswer<R>>;

/** What a requester needs to know. */
export interface RequesterConfig {
  apiUrl: string;
  appId: string;
  /** Sent as X-API-Key when given; a request without it names its app alone. */
  publicKey?: string;
  fetch: Fetch;
  session: Session;
}

/** The given fetch, or the global one called late (so a polyfill or test stub installed later is used). */
export function resolveFetch(custom?: Fetch): Fetch {
  if (custom) return (...args) => custom(...args);
  return (...args) => globalThis.fetch(...args);
}

/** The CSRF token to echo on cookie-authenticated writes, when the API shares the page's origin. */
function xsrfToken(apiUrl: string): string | null {
  const origin = globalThis.location?.origin;
  if (origin === undefined) return null;
  try {
    if (new URL(apiUrl, origin).origin !== origin) return null;
  } catch {
    return null;
  }
  return readCookie(XSRF_COOKIE);
}

/** Creates the function every SDK method sends its request through. */
export function createRequester(config: RequesterConfig): Requester {
  const base = config.apiUrl.replace(/\/+$/, '');

  return async function request(route, call) {
    const { method } = route;
    const { params, query, body } = call as { params?: object; query?: object; body?: unknown };
    const path = pathOf(route, params as Record<string, unknown>, query as Record<string, unknown>);
    const token = config.session.token();
    const headers = new Headers({ Accept: 'application/json', [APP_ID_HEADER]: config.appId });
    if (config.publicKey) headers.set(API_KEY_HEADER, config.publicKey);
    if (token !== null) headers.set('Authorization', `Bearer ${token}`);
    if (method !== 'GET') {
      const xsrf = xsrfToken(base);
      if (xsrf !== null) headers.set(XSRF_HEADER, xsrf);
    }
    let payload: BodyInit | undefined;
    if (body instanceof FormData) {
      payload = body; // fetch sets the multipart boundary itself.
    } else if (body !== undefined) {
      headers.set('Content-Type', 'application/json');
      payload = JSON.stringify(body);
    }

    let res: Response;
    try {
      res = await config.fetch(`${base}${path}`, { method, headers, body: payload, credentials: 'include' });
    } catch (error) {
      if (isWfError(error)) throw error;
      throw await failureOf(error, base, config.fetch);
    }

    if (!res.ok) {
      const error = await errorFromResponse(res, { sentToken: token !== null });
      if (error.code === ERROR_CODES.invalidToken) config.session.clear();
      throw error;
    }

    let json: unknown;
    try {
      json = await res.json();
    } catch (error) {
      throw invalidResponse(res.status, error);
    }
    const parsed = route.reply.safeParse(json);
    if (!parsed.success) throw invalidResponse(res.status, parsed.error);
    return parsed.data as RouteAnswer<typeof route>;
  };
}

/**
 * Why a request got no answer. A browser reports a refused CORS preflight exactly like a network
 * fault, so when the API is on another origin the service is asked again without CORS (an
 * opaque `no-cors` GET of its health check): if that arrives, the service is reachable and the
 * page's origin is what it refused (docs/product/data-attributes.md "Embedding on any site").
 */
async function failureOf(error: unknown, base: string, fetchFn: Fetch): Promise<WfError> {
  const pageOrigin = globalThis.location?.origin;
  let apiOrigin: string | undefined;
  try {
    apiOrigin = pageOrigin === undefined ? undefined : new URL(base, pageOrigin).origin;
  } catch {
    apiOrigin = undefined;
  }
  if (pageOrigin === undefined || apiOrigin === undefined || apiOrigin === pageOrigin)
    return networkError(error);
  try {
    await fetchFn(`${base}/health`, { mode: 'no-cors', credentials: 'omit', cache: 'no-store' });
  } catch {
    return networkError(error);
  }
  const refused = new WfError(ERROR_CODES.originNotAllowed, originRefusedMessage(pageOrigin), {
    status: 0,
    details: { params: { origin: pageOrigin } },
    cause: error,
  });
  reportRefusal(refused.message);
  return refused;
}

/** The sentence for a page whose origin the service refuses: what happened and how to allow it. */
export function originRefusedMessage(origin: string): string {
  return `This page's origin, ${origin}, is not allowed to use this membership app. Add it to the app's allowed origins (WF_ALLOWED_ORIGINS on the service), or open the page from an allowed address.`;
}

const reported = new Set<string>();

/** Says it once in the console, for the site builder who opens it. */
function reportRefusal(message: string): void {
  if (reported.has(message)) return;
  reported.add(message);
  console.error(`World Family: ${message}`);
}

/** A 2xx answer that is not what the contract promises: a bug on one side, shown as a plain sentence. */
function invalidResponse(status: number, cause: unknown): WfError {
  return new WfError(ERROR_CODES.invalidResponse, GENERIC_ERROR_MESSAGE, { status, cause });
}
