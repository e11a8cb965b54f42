/**
 * The SDK's typed error, the one function that turns an HTTP answer into it, and the one
 * function every UI uses to say what went wrong (docs/architecture.md "One error voice";
 * docs/style.md "Typed errors with a code"). Imports no schema library, so the widget's loader
 * and any page can use it without shipping zod: `@wf/sdk/errors`.
 */
import {
  ERROR_CODES,
  type ErrorCode,
  GENERIC_ERROR_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from './contract/codes.ts';

export type { ErrorCode, KnownErrorCode } from './contract/codes.ts';
export { ERROR_CODES, GENERIC_ERROR_MESSAGE, MEMBER_NOT_LOGGED_IN_MESSAGE } from './contract/codes.ts';

const WF_ERROR_BRAND = Symbol.for('@wf/sdk/WfError');

/** Statuses that mean the service (or a proxy in front of it) is briefly unavailable. */
const RETRYABLE_STATUSES = new Set([502, 503, 504]);

/** Codes a service may use for a token that is unknown, revoked or expired. */
const INVALID_TOKEN_CODES = new Set<string>([
  ERROR_CODES.invalidToken,
  'auth/invalid-token',
  'auth/token-expired',
]);

/** Options of a {@link WfError}. */
export interface WfErrorOptions {
  /** HTTP status, or 0 when no answer arrived. */
  status?: number;
  /** Machine-readable detail from the service (field problems, `params` of the message). */
  details?: unknown;
  /** True when trying again later may succeed (network failures, 502-504). */
  retryable?: boolean;
  /** Seconds to wait before trying again (the answer's Retry-After). */
  retryAfterSeconds?: number;
  /** The underlying error. */
  cause?: unknown;
}

/** An error from the SDK or the service, with a code to branch on and a message meant for people. */
export class WfError extends Error {
  /** What went wrong, for example 'auth/invalid-credentials'. */
  readonly code: ErrorCode;
  /** HTTP status, or 0 when no answer arrived. */
  readonly status: number;
  /** Machine-readable detail from the service. */
  readonly details: unknown;
  /** True when trying again later may succeed. */
  readonly retryable: boolean;
  /** Seconds to wait before trying again, when the service said. */
  readonly retryAfterSeconds: number | undefined;
  readonly [WF_ERROR_BRAND] = true;

  constructor(code: ErrorCode, message: string, options: WfErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'WfError';
    this.code = code;
    this.status = options.status ?? 0;
    this.details = options.details;
    this.retryable = options.retryable ?? false;
    this.retryAfterSeconds = options.retryAfterSeconds;
  }
}

/** True for a {@link WfError}, even one from another copy of the SDK (brand check, not instanceof). */
export function isWfError(value: unknown): value is WfError {
  return typeof value === 'object' && value !== null && WF_ERROR_BRAND in value;
}

/** True when trying the same call again later may succeed (no answer, or 502-504). */
export function isRetryable(error: unknown): boolean {
  return isWfError(error) && error.retryable;
}

/** A failure to reach the service at all: retryable, status 0. */
export function networkError(cause?: unknown): WfError {
  return new WfError(ERROR_CODES.networkError, NETWORK_ERROR_MESSAGE, { retryable: true, cause });
}

/** The error for a token the service no longer accepts (docs/product/widget.md §8). */
export function invalidTokenError(status = 401): WfError {
  return new WfError(ERROR_CODES.invalidToken, INVALID_TOKEN_MESSAGE, { status });
}

/** The wire error `{ error: { code, message, details? } }`, checked by hand (no schema library here). */
interface WireError {
  code: string;
  message: string;
  details?: unknown;
}

function wireErrorOf(body: unknown): WireError | null {
  if (typeof body !== 'object' || body === null) return null;
  const error = (body as { error?: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message, details } = error as Record<string, unknown>;
  if (typeof code !== 'string' || code === '' || typeof message !== 'string') return null;
  return { code, message, details };
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
}

/** Seconds of a Retry-After header (seconds or an HTTP date), when it has one. */
function retryAfterOf(res: Response): number | undefined {
  const header = res.headers.get('Retry-After');
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.ceil(seconds) : undefined;
}

/** What the caller knows about the request that failed. */
export interface ErrorContext {
  /** True when the request carried a session token: a 401 'member/not-logged-in' then means the token is dead. */
  sentToken?: boolean;
}

/**
 * Turns a failed HTTP answer into a {@link WfError}: 502/503/504 are retryable network errors,
 * an invalid or expired token becomes 'client/invalid-token', other answers pass on the
 * service's code and message; a body that is not the error shape gets a generic sentence.
 */
export async function errorFromResponse(res: Response, context: ErrorContext = {}): Promise<WfError> {
  if (RETRYABLE_STATUSES.has(res.status)) {
    return new WfError(ERROR_CODES.networkError, NETWORK_ERROR_MESSAGE, {
      status: res.status,
      retryable: true,
      retryAfterSeconds: retryAfterOf(res),
    });
  }
  const wire = wireErrorOf(await readJson(res));
  if (!wire) return new WfError(codeForStatus(res.status), GENERIC_ERROR_MESSAGE, { status: res.status });
  const { code, message, details } = wire;
  if (
    res.status === 401 &&
    (INVALID_TOKEN_CODES.has(code) || (context.sentToken && code === ERROR_CODES.notLoggedIn))
  ) {
    return invalidTokenError(res.status);
  }
  return new WfError(code, message.trim() === '' ? GENERIC_ERROR_MESSAGE : message, {
    status: res.status,
    details,
    retryAfterSeconds: retryAfterOf(res),
  });
}

/** A code for an answer that carried none of ours. */
function codeForStatus(status: number): ErrorCode {
  if (status === 400 || status === 422) return ERROR_CODES.validation;
  if (status === 401) return ERROR_CODES.notLoggedIn;
  if (status === 403) return ERROR_CODES.forbidden;
  if (status === 404) return ERROR_CODES.notFound;
  if (status === 413) return ERROR_CODES.tooLarge;
  if (status === 429) return ERROR_CODES.rateLimited;
  if (status === 501) return ERROR_CODES.notImplemented;
  return ERROR_CODES.internal;
}

/**
 * Translates an error code into the reader's language, with the message's values filled in;
 * undefined when the language has no sentence of its own for that code.
 */
export type ErrorTranslator = (code: string, values: Readonly<Record<string, string>>) => string | undefined;

/**
 * The values a sentence about `error` may name: the service's `details.params`, and the wait
 * of a rate limit in seconds and minutes.
 */
export function messageValues(error: WfError): Record<string, string> {
  const values: Record<string, string> = {};
  const params = (error.details as { params?: unknown } | undefined)?.params;
  if (typeof params === 'object' && params !== null) {
    for (const [name, value] of Object.entries(params)) {
      if (typeof value === 'string' || typeof value === 'number') values[name] = String(value);
    }
  }
  if (error.retryAfterSeconds !== undefined) {
    values.seconds = String(error.retryAfterSeconds);
    values.minutes = String(Math.max(1, Math.ceil(error.retryAfterSeconds / 60)));
  }
  return values;
}

/**
 * The sentence to show a person for a failure (docs/style.md "Show users only messages meant
 * for users"): the reader's language by the error's code when `translate` has it, else the
 * service's own sentence (always written for people), else `fallback`. Anything that is not a
 * WfError (a bug, a browser failure) gets `fallback`, never its raw message.
 */
export function userMessage(error: unknown, fallback: string, translate?: ErrorTranslator): string {
  if (!isWfError(error)) return fallback;
  const translated = translate?.(error.code, messageValues(error));
  if (translated) return translated;
  return error.message.trim() || fallback;
}
