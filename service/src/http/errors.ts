/**
 * API errors: thrown anywhere, rendered by one onError as `{ error: { code, message } }` with
 * the right status (docs/architecture.md; docs/style.md "failures are thrown ... rendered by one
 * onError"). Messages are meant for people; unknown failures never show their details.
 */
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { BaseEnv } from './context.ts';

/** The message of every unexpected failure. */
export const INTERNAL_ERROR_MESSAGE = 'Something went wrong on our side. Please try again in a moment.';

export interface ApiErrorOptions {
  /** Machine-readable detail, e.g. the field problems of a validation error. */
  details?: unknown;
  /** Extra response headers, e.g. Retry-After. */
  headers?: Record<string, string>;
  cause?: unknown;
}

/** An error with an HTTP status, a code and a message meant for people. */
export class ApiError extends Error {
  readonly status: ContentfulStatusCode;
  readonly code: ErrorCode;
  readonly details: unknown;
  readonly headers: Record<string, string>;

  constructor(status: ContentfulStatusCode, code: ErrorCode, message: string, options: ApiErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = options.details;
    this.headers = options.headers ?? {};
  }
}

/** 400 validation/invalid-request. */
export function invalidRequest(message: string, details?: unknown): ApiError {
  return new ApiError(400, ERROR_CODES.validation, message, { details });
}

/** 404 not-found. */
export function notFound(message: string): ApiError {
  return new ApiError(404, ERROR_CODES.notFound, message);
}

/** 403 forbidden. */
export function forbidden(message: string): ApiError {
  return new ApiError(403, ERROR_CODES.forbidden, message);
}

/** 501 not-implemented. */
export function notImplemented(message: string): ApiError {
  return new ApiError(501, ERROR_CODES.notImplemented, message);
}

/** 429 rate-limited with Retry-After in whole seconds. */
export function rateLimited(
  retryAfterSeconds: number,
  message = 'Too many requests. Please wait and try again.',
): ApiError {
  return new ApiError(429, ERROR_CODES.rateLimited, message, {
    headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) },
  });
}

/** The wire body of an error. */
export function errorBody(code: ErrorCode, message: string, details?: unknown): ErrorBody {
  return { error: details === undefined ? { code, message } : { code, message, details } };
}

/** Renders an ApiError as JSON. */
export function renderApiError(c: Context, error: ApiError): Response {
  for (const [name, value] of Object.entries(error.headers)) c.header(name, value);
  c.header('Cache-Control', 'no-store');
  return c.json(errorBody(error.code, error.message, error.details), error.status);
}

/**
 * The app's onError: ApiErrors as they are; anything else as 500 'internal' with a generic
 * message, logged with the request id (the stack goes to the log, never to the client).
 */
export function handleError(error: Error, c: Context<BaseEnv>): Response {
  if (error instanceof ApiError) {
    // 501 is an expected answer (an endpoint still to come), not a failure.
    if (error.status >= 500 && error.status !== 501) {
      c.var.logger?.error({ err: error, code: error.code }, error.message);
    }
    return renderApiError(c, error);
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code =
      error.status === 413
        ? ERROR_CODES.tooLarge
        : error.status === 404
          ? ERROR_CODES.notFound
          : ERROR_CODES.validation;
    return renderApiError(c, new ApiError(error.status, code, error.message || 'The request is not valid.'));
  }
  c.var.logger?.error({ err: error, path: c.req.path }, 'unhandled error');
  const json = ['/api', '/admin-api'].some(
    (base) => c.req.path === base || c.req.path.startsWith(`${base}/`),
  );
  if (!json) {
    return c.text('Internal Server Error', 500, { 'Cache-Control': 'no-store' });
  }
  return renderApiError(c, new ApiError(500, ERROR_CODES.internal, INTERNAL_ERROR_MESSAGE));
}
