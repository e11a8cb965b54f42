/** Request size limits: 413 'request/too-large' with a clear message, before a body is read. */
import { ERROR_CODES, IMAGE_TOO_LARGE_MESSAGE } from '@wf/sdk/contract';
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

function limit(maxSize: number, tooLarge?: () => ApiError): MiddlewareHandler {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw (
        tooLarge?.() ??
        new ApiError(
          413,
          ERROR_CODES.tooLarge,
          `The request body is too large: the limit is ${megabytes(maxSize)}.`,
        )
      );
    },
  });
}

const jsonLimit = limit(JSON_BODY_LIMIT_BYTES);
const multipartLimit = limit(MULTIPART_BODY_LIMIT_BYTES);
// An upload far over the image limit gets the same sentence as one just over it (docs/product/widget.md §5).
const profileImageLimit = limit(
  MULTIPART_BODY_LIMIT_BYTES,
  () => new ApiError(413, ERROR_CODES.imageTooLarge, IMAGE_TOO_LARGE_MESSAGE),
);

/** Applies the limit that fits the request's Content-Type. */
export function requestBodyLimit(): MiddlewareHandler {
  return (c, next) => {
    const multipart = /^multipart\/form-data\b/i.test(c.req.header('Content-Type') ?? '');
    if (!multipart) return jsonLimit(c, next);
    return (c.req.path.endsWith('/member/profile-image') ? profileImageLimit : multipartLimit)(c, next);
  };
}
