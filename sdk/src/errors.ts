/**
 * The SDK's typed error and the one function that turns an HTTP answer into it
 * (STYLE.md "Typed errors with a code"; after supabase auth-js lib/errors.ts and lib/fetch.ts).
 */
import {
  ERROR_CODES,
  type ErrorCode,
  errorBodySchema,
  GENERIC_ERROR_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  NETWORK_ERROR_MESSAGE,
} from './contract/errors.ts';

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
  /** Machine-readable detail from the service (for example field problems). */
  details?: unknown;
  /** True when trying again later may succeed (network failures, 502-504). */
  retryable?: boolean;
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
  readonly [WF_ERROR_BRAND] = true;

  constructor(code: ErrorCode, message: string, options: WfErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'WfError';
    this.code = code;
    this.status = options.status ?? 0;
    this.details = options.details;
    this.retryable = options.retryable ?? false;
  }
}

/** True for a {@link WfError}, even one from another copy of the SDK (brand check, not instanceof). */
export function isWfError(value: unknown): value is WfError {
  return typeof value === 'object' && value !== null && WF_ERROR_BRAND in value;
}

/** A failure to reach the service at all: retryable, status 0. */
export function networkError(cause?: unknown): WfError {
  return new WfError(ERROR_CODES.networkError, NETWORK_ERROR_MESSAGE, { retryable: true, cause });
}

/** The error for a token the service no longer accepts (widget-spec §8). */
export function invalidTokenError(status = 401): WfError {
  return new WfError(ERROR_CODES.invalidToken, INVALID_TOKEN_MESSAGE, { status });
}

async function readJson(res: Response): Promise<unknown> {
  try {
    return await res.json();
  } catch {
    return undefined;
  }
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
    });
  }
  const parsed = errorBodySchema.safeParse(await readJson(res));
  if (!parsed.success) {
    return new WfError(codeForStatus(res.status), GENERIC_ERROR_MESSAGE, { status: res.status });
  }
  const { code, message, details } = parsed.data.error;
  if (
    res.status === 401 &&
    (INVALID_TOKEN_CODES.has(code) || (context.sentToken && code === ERROR_CODES.notLoggedIn))
  ) {
    return invalidTokenError(res.status);
  }
  return new WfError(code, message.trim() === '' ? GENERIC_ERROR_MESSAGE : message, {
    status: res.status,
    details,
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
