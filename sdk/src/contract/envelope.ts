/**
 * Success bodies: `{ data }`, plus a human-readable `message` on the calls where docs/product/widget.md §7
 * names one (shown as a confirmation toast).
 */
import { z } from 'zod/mini';

/** `{ data: T }`. */
export function envelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ data });
}

/** `{ data: T, message?: string }`. */
export function messageEnvelope<T extends z.core.$ZodType>(data: T) {
  return z.object({ data, message: z.optional(z.string()) });
}

/** The data of a call that only acknowledges. */
export const acknowledgementSchema = z.object({ success: z.boolean() });
export type Acknowledgement = z.infer<typeof acknowledgementSchema>;

/** `{ data: { success }, message? }`: sends, logout, password reset, e-mail verification. */
export const acknowledgementResponseSchema = messageEnvelope(acknowledgementSchema);
export type AcknowledgementResponse = z.infer<typeof acknowledgementResponseSchema>;

/** A request without a body (the service accepts `{}` or nothing). */
export const emptyRequestSchema = z.object({});
export type EmptyRequest = z.infer<typeof emptyRequestSchema>;
