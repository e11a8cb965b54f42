/**
 * Request size limits: 413 with a clear message, before a body is read. Each route's limit is
 * in the route table (`bodyLimit`, or the default of its kind: `bodyLimitOf` of the contract);
 * mountRoutes applies it.
 */
import { ERROR_CODES, type RouteBodyLimit } from '@wf/sdk/contract';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { ApiError } from './errors.ts';

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

/** Refuses a body over `limit.bytes` with the limit's refusal, or 'request/too-large' naming the limit. */
export function bodyLimit(limit: RouteBodyLimit): MiddlewareHandler {
  return honoBodyLimit({
    maxSize: limit.bytes,
    onError: () => {
      throw limit.refusal
        ? new ApiError(413, limit.refusal.code, limit.refusal.message)
        : new ApiError(
            413,
            ERROR_CODES.tooLarge,
            `The request body is too large: the limit is ${megabytes(limit.bytes)}.`,
          );
    },
  });
}
