/** Request size limits: 413 'request/too-large' with a clear message, before a body is read. */
import { ERROR_CODES } from '@wf/sdk/contract';
import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './errors.ts';

/** JSON and other bodies. */
export const JSON_BODY_LIMIT_BYTES = 1024 * 1024;
/** multipart/form-data bodies (a 4,000,000-byte image plus the form's framing). */
export const MULTIPART_BODY_LIMIT_BYTES = 4.5 * 1024 * 1024;

function megabytes(bytes: number): string {
  return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
}

function limit(maxSize: number): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError(
        413,
        ERROR_CODES.tooLarge,
        `The request body is too large: the limit is ${megabytes(maxSize)}.`,
      );
    },
  });
}

const jsonLimit = limit(JSON_BODY_LIMIT_BYTES);
const multipartLimit = limit(MULTIPART_BODY_LIMIT_BYTES);

/** Applies the limit that fits the request's Content-Type. */
export function requestBodyLimit(): MiddlewareHandler {
  return (c, next) => {
    const multipart = /^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '');
    return (multipart ? multipartLimit : jsonLimit)(c, next);
  };
}
