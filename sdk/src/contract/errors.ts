/**
 * Error codes and the wire error shape `{ error: { code, message, details? } }` shared by the
 * service and the SDK (docs/product/widget.md §8; docs/architecture.md "The membership service").
 */
import { z } from 'zod/mini';

export type { ErrorCode, KnownErrorCode } from './codes.ts';
export {
  ADMIN_PLAN_PREFIX,
  ADMIN_REQUIRED_MESSAGE,
  alreadySubscribedMessage,
  EMAIL_TAKEN_MESSAGE,
  ERROR_CODES,
  GENERIC_ERROR_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  MEMBER_NOT_LOGGED_IN_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NO_BILLING_ACCOUNT_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  NOT_IMPLEMENTED_MESSAGE,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  PORTAL_CONFIGURATION_NOT_ALLOWED_MESSAGE,
  PRICE_UNAVAILABLE_MESSAGE,
  PROVIDER_MESSAGES,
  planUnavailableMessage,
  RETURN_URL_NOT_ALLOWED_MESSAGE,
} from './codes.ts';

/** The body of every failed answer. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string().check(z.minLength(1)),
    /** A sentence meant for people; never a stack trace. */
    message: z.string(),
    /** Field problems of a validation error, or other machine-readable detail. */
    details: z.optional(z.unknown()),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Shape of `details` for 'validation/invalid-request': field path to its first message. */
export const validationDetailsSchema = z.object({ fields: z.record(z.string(), z.string()) });
export type ValidationDetails = z.infer<typeof validationDetailsSchema>;
