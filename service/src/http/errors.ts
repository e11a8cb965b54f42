/**
 * API errors: thrown anywhere, rendered by one onError as `{ error: { code, message } }` with
 * the right status (docs/architecture.md; docs/style.md "failures are thrown ... rendered by one
 * onError"). Messages are meant for people; unknown failures never show their details.
 */
import { ERROR_CODES, type ErrorBody, type ErrorCode } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { isDatabaseStorageFull, isDatabaseUnavailable } from '../db/errors.ts';
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

/** Seconds a client is asked to wait while the database cannot be reached (it restarts in a few). */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The message of every answer while the database cannot be reached. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  'The service cannot reach its database right now. Please try again in a few seconds.';

/**
 * 503 'unavailable' with Retry-After: the database is stopped, restarting or out of reach
 * (docs/architecture.md "When the database is down"). Nothing was changed by the request.
 */
export function databaseUnavailable(cause?: unknown): ApiError {
  return new ApiError(503, ERROR_CODES.unavailable, DATABASE_UNAVAILABLE_MESSAGE, {
    headers: { 'Retry-After': String(DATABASE_RETRY_AFTER_SECONDS) },
    cause,
  });
}

/** The code of an answer while the database's disk is full (the service's own: clients show its message). */
export const STORAGE_FULL_CODE: ErrorCode = 'storage-full';

/** Seconds a client is asked to wait while the database's disk is full (someone must free space). */
export const STORAGE_FULL_RETRY_AFTER_SECONDS = 60;

/** The message of every answer while the database's disk is full. */
export const STORAGE_FULL_MESSAGE =
  'The service cannot store this right now: its storage is full. Nothing was changed; please try again later.';

/**
 * 507 Insufficient Storage 'storage-full' with Retry-After: the database server is out of disk
 * space (SQLSTATE 53100); the failed statement's transaction was rolled back. Not 503: the SDK
 * turns 502-504 into a retryable "could not reach the server" and drops the sentence, while the
 * instance is reachable (reads go on, /api/health answers 200) and only writes that need more
 * space fail until someone frees it (docs/architecture.md "When the database is down").
 */
export function storageFull(cause?: unknown): ApiError {
  return new ApiError(507, STORAGE_FULL_CODE, STORAGE_FULL_MESSAGE, {
    headers: { 'Retry-After': String(STORAGE_FULL_RETRY_AFTER_SECONDS) },
    cause,
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

/** The message of the innermost cause of `error`. */
function rootMessage(error: Error): string {
  let current: unknown = error;
  for (let depth = 0; depth < 4; depth += 1) {
    const cause = (current as { cause?: unknown }).cause;
    if (!(cause instanceof Error)) break;
    current = cause;
  }
  return current instanceof Error ? current.message : String(current);
}

/** True for a path answered in JSON (the APIs); other paths (pages, files) get plain text. */
function isJsonPath(path: string): boolean {
  return ['/api', '/admin-api'].some((base) => path === base || path.startsWith(`${base}/`));
}

/**
 * The app's onError: ApiErrors as they are; a database that cannot be reached as 503
 * 'unavailable' with Retry-After; a database out of disk space as 507 'storage-full' with
 * Retry-After; anything else as 500 'internal' with a generic message, logged
 * with the request id (the stack goes to the log, never to the client).
 */
export function handleError(error: Error, c: Context<BaseEnv>): Response {
  if (!(error instanceof ApiError) && isDatabaseUnavailable(error)) {
    // One line per request, with the driver's reason only: an outage makes many of them, and a
    // failed query's own message carries its parameters.
    c.var.logger?.warn(
      { path: c.req.path, reason: rootMessage(error) },
      'database unreachable: answered 503',
    );
    const unavailable = databaseUnavailable(error);
    if (!isJsonPath(c.req.path)) {
      return c.text(unavailable.message, 503, { 'Cache-Control': 'no-store', ...unavailable.headers });
    }
    return renderApiError(c, unavailable);
  }
  if (!(error instanceof ApiError) && isDatabaseStorageFull(error)) {
    // Someone must free space: one error line per request, with the driver's reason only (a
    // failed query's own message carries its parameters, an upload's bytes among them).
    c.var.logger?.error(
      { path: c.req.path, reason: rootMessage(error) },
      'database storage full (SQLSTATE 53100): answered 507',
    );
    const full = storageFull(error);
    if (!isJsonPath(c.req.path)) {
      return c.text(full.message, 507, { 'Cache-Control': 'no-store', ...full.headers });
    }
    return renderApiError(c, full);
  }
  if (error instanceof ApiError) {
    // 501 is an expected answer (an endpoint still to come), not a failure; an unreachable
    // database or a full disk was logged where it was found.
    if (
      error.status >= 500 &&
      error.status !== 501 &&
      error.code !== ERROR_CODES.unavailable &&
      error.code !== STORAGE_FULL_CODE
    ) {
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
  if (!isJsonPath(c.req.path)) {
    return c.text('Internal Server Error', 500, { 'Cache-Control': 'no-store' });
  }
  return renderApiError(c, new ApiError(500, ERROR_CODES.internal, INTERNAL_ERROR_MESSAGE));
}
