/**
 * The contact form's message: one schema for the site's form (zodResolver), the SDK call
 * and the service's request validation (docs/product/website.md §2 Contact; docs/architecture.md "The site" asks for required
 * fields, a valid e-mail and clear messages).
 */

import { acknowledgementResponseSchema } from '@wf/sdk/contract';
import { z } from 'zod/mini';

/** Longest value each field accepts (e-mail: RFC 5321 path limit). */
export const CONTACT_MESSAGE_LIMITS = {
  firstName: 100,
  lastName: 100,
  email: 254,
  subject: 200,
  message: 5000,
} as const;

/** A required text field: trimmed, then 1..max characters, with messages meant for people. */
function requiredText(max: number, missing: string, tooLong: string) {
  return z
    .string({ error: missing })
    .check(z.trim(), z.minLength(1, { error: missing }), z.maxLength(max, { error: tooLong }));
}

const EMAIL_MESSAGE = 'Please enter a valid email address';

/** A message sent from the public contact form. */
export const contactMessageSchema = z.object({
  firstName: requiredText(
    CONTACT_MESSAGE_LIMITS.firstName,
    'Please enter your first name',
    `First name must be ${CONTACT_MESSAGE_LIMITS.firstName} characters or fewer`,
  ),
  lastName: requiredText(
    CONTACT_MESSAGE_LIMITS.lastName,
    'Please enter your last name',
    `Last name must be ${CONTACT_MESSAGE_LIMITS.lastName} characters or fewer`,
  ),
  // Trim before the format check, so a pasted address with a trailing space still passes.
  email: z.pipe(
    z.string({ error: EMAIL_MESSAGE }).check(z.trim()),
    z.email({ error: EMAIL_MESSAGE }).check(
      z.maxLength(CONTACT_MESSAGE_LIMITS.email, {
        error: `Email address must be ${CONTACT_MESSAGE_LIMITS.email} characters or fewer`,
      }),
    ),
  ),
  subject: requiredText(
    CONTACT_MESSAGE_LIMITS.subject,
    'Please enter a subject',
    `Subject must be ${CONTACT_MESSAGE_LIMITS.subject} characters or fewer`,
  ),
  message: requiredText(
    CONTACT_MESSAGE_LIMITS.message,
    'Please enter a message',
    `Message must be ${CONTACT_MESSAGE_LIMITS.message} characters or fewer`,
  ),
});

/** A validated contact message (values trimmed). */
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** POST /contact: the body is the message itself. */
export const contactRequestSchema = contactMessageSchema;
export type ContactRequest = ContactMessage;

/** POST /contact answers `{ data: { success: true }, message: CONTACT_SENT_MESSAGE }`. */
export const contactResponseSchema = acknowledgementResponseSchema;
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/** The confirmation POST /contact answers with. */
export const CONTACT_SENT_MESSAGE = 'Thank you! Your message has been sent.';

/** The contact form's refusal after too many messages from one client, given the minutes to wait. */
export function tooManyContactMessages(minutes: number): string {
  return `You have sent several messages in a short time. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} before sending another.`;
}
