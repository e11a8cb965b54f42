/**
 * Field rules shared by the widget's forms (zodResolver), the SDK's request schemas and the
 * service's request validation (docs/product/widget.md §5). Messages are the spec's, word for word.
 */
import { z } from 'zod/mini';
import {
  CUSTOM_FIELD_KEY_MAX,
  CUSTOM_FIELD_VALUE_MAX,
  EMAIL_MAX,
  ID_MAX,
  OPAQUE_TOKEN_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  TOKEN_LENGTH,
  URL_MAX,
} from '../constants.ts';

/** docs/product/widget.md §5/§8: shown under an e-mail field. */
export const EMAIL_MESSAGE = 'Please enter a valid email address';
/** Shown when an e-mail address is longer than {@link EMAIL_MAX}. */
export const EMAIL_TOO_LONG_MESSAGE = `Email address must be ${EMAIL_MAX} characters or fewer`;
/** docs/product/widget.md §5/§8: shown under a new-password field. */
export const PASSWORD_MESSAGE = `Minimum ${PASSWORD_MIN} characters required`;
/** Shown when a password is longer than {@link PASSWORD_MAX}. */
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be ${PASSWORD_MAX} characters or fewer`;
/** Shown when the current password is left empty. */
export const CURRENT_PASSWORD_MESSAGE = 'Please enter your password';
/** docs/product/widget.md §5/§8: shown under the six code boxes. */
export const TOKEN_MESSAGE = 'Please enter a valid code';

/**
 * The one e-mail rule (docs/product/widget.md §5, §9; docs/security.md "Input"): text, an at
 * sign, text, a dot and at least 2 characters after the final dot, with no whitespace, no
 * control character and none of `<>"(),;:[]\` anywhere: a comma would make a mail library send
 * to a second recipient, and quoted or display-name forms would let variants of one address
 * count as different ones.
 */
export const EMAIL_PATTERN =
  /^[^\s@<>"(),;:[\]\\\p{Cc}]+@[^\s@<>"(),;:[\]\\\p{Cc}]+\.[^\s@.<>"(),;:[\]\\\p{Cc}]{2,}$/u;

/**
 * The form an address is stored and compared in, one per mailbox as people see it: Unicode
 * NFC, lower case, and an internationalised domain as punycode (`bücher.example` and
 * `xn--bcher-kva.example` are one domain). Apply to a valid address.
 */
export function canonicalEmail(email: string): string {
  const normal = email.trim().normalize('NFC').toLowerCase();
  const at = normal.lastIndexOf('@');
  if (at < 0) return normal;
  const domain = normal.slice(at + 1);
  if (/^[\x21-\x7e]*$/.test(domain)) return normal;
  try {
    return `${normal.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return normal;
  }
}

/** A code of exactly {@link TOKEN_LENGTH} digits. */
export const TOKEN_PATTERN = new RegExp(`^\\d{${TOKEN_LENGTH}}$`);

/**
 * An e-mail address, checked with the one rule and given in its canonical form
 * ({@link canonicalEmail}). Empty fails too: the widget shows no error for an empty field itself.
 */
export const emailSchema = z
  .string({ error: EMAIL_MESSAGE })
  .check(
    z.trim(),
    z.maxLength(EMAIL_MAX, { error: EMAIL_TOO_LONG_MESSAGE }),
    z.regex(EMAIL_PATTERN, { error: EMAIL_MESSAGE }),
    z.overwrite(canonicalEmail),
  );

/** A new password: 8 to 128 characters, spaces and pasting allowed, nothing trimmed. */
export const passwordSchema = z
  .string({ error: PASSWORD_MESSAGE })
  .check(
    z.minLength(PASSWORD_MIN, { error: PASSWORD_MESSAGE }),
    z.maxLength(PASSWORD_MAX, { error: PASSWORD_TOO_LONG_MESSAGE }),
  );

/** An existing password typed to log in or to confirm a change: any non-empty text up to the maximum. */
export const currentPasswordSchema = z
  .string({ error: CURRENT_PASSWORD_MESSAGE })
  .check(
    z.minLength(1, { error: CURRENT_PASSWORD_MESSAGE }),
    z.maxLength(PASSWORD_MAX, { error: PASSWORD_TOO_LONG_MESSAGE }),
  );

/** A passwordless or reset code: exactly six digits. */
export const tokenSchema = z
  .string({ error: TOKEN_MESSAGE })
  .check(z.regex(TOKEN_PATTERN, { error: TOKEN_MESSAGE }));

/** An identifier sent by the client (plan, price, team, member, content, provider). */
export const idSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(ID_MAX));

/** An opaque token sent by the client (invite token, captcha token). */
export const opaqueTokenSchema = z.string().check(z.minLength(1), z.maxLength(OPAQUE_TOKEN_MAX));

/** A URL sent by the client. */
export const urlSchema = z.url().check(z.maxLength(URL_MAX));

/**
 * A checkout or portal return address: absolute, or relative to the calling page (the service
 * resolves it and accepts only the app's own origins).
 */
export const returnUrlSchema = z.string().check(z.trim(), z.minLength(1), z.maxLength(URL_MAX));

/** A page origin sent by the client (not judged as a URL: the service compares it to the app's origins). */
export const originSchema = z.string().check(z.maxLength(URL_MAX));

/** Custom fields as sent by a client: key to text. */
export const customFieldsInputSchema = z.record(
  z.string().check(z.minLength(1), z.maxLength(CUSTOM_FIELD_KEY_MAX)),
  z.string().check(z.maxLength(CUSTOM_FIELD_VALUE_MAX)),
);

/** Free-form JSON object (metaData, member JSON). */
export const jsonObjectSchema = z.record(z.string(), z.json());

/** Options accepted by the login and signup calls. */
export const authOptionsSchema = z.object({
  /** Also answer with the content groups the member can access. */
  includeContentGroups: z.optional(z.boolean()),
});

/** Plans chosen at signup: a list of objects holding planId (docs/product/widget.md §3 "Signup plans"). */
export const signupPlansSchema = z.array(z.object({ planId: idSchema })).check(z.maxLength(20));
