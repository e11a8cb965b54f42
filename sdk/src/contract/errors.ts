/**
 * The wire error shape `{ error: { code, message, details? } }` shared by the service and the SDK
 * (docs/product/widget.md §8; docs/architecture.md "The membership service"). The codes and the
 * sentences are in codes.ts, without zod.
 */
import { z } from 'zod/mini';

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
