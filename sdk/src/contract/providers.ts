/**
 * The provider sign-in popup's pages (docs/product/widget.md §7 "Provider popups";
 * docs/product/payments-and-providers.md "Third-party sign-in"). Pages read what they can use:
 * every field is optional, and the page says what is missing.
 */
import { z } from 'zod/mini';

const text = (max: number) => z.optional(z.string().check(z.maxLength(max)));

/**
 * GET /auth-provider/signup|login|connect. `origin` is the opener's origin, or its host name
 * alone (as `@memberstack/dom` sends it); `customFields` and `plans` are JSON, which that client
 * also URL-encodes a second time.
 */
export const providerStartQuerySchema = z.object({
  provider: text(32),
  appId: text(200),
  publicKey: text(200),
  origin: text(300),
  customFields: text(8000),
  plans: text(2000),
  allowSignup: text(5),
});
export type ProviderStartQuery = z.infer<typeof providerStartQuerySchema>;

/** GET /auth-provider/callback: where a provider sends the browser back. */
export const providerCallbackQuerySchema = z.object({
  state: text(200),
  code: text(2000),
  error: text(200),
  error_description: text(1000),
  iss: text(500),
});
export type ProviderCallbackQuery = z.infer<typeof providerCallbackQuerySchema>;

/** GET /auth-provider/test-sign-in: the test provider's page (test mode). */
export const testProviderPageQuerySchema = z.object({ state: text(200) });

/** POST /auth-provider/test-sign-in: its form. */
export const testProviderFormSchema = z.object({
  state: text(200),
  action: z.optional(z.enum(['continue', 'cancel'])),
  email: text(320),
  name: text(200),
  verified: z.optional(z.enum(['yes', 'no'])),
});
export type TestProviderForm = z.infer<typeof testProviderFormSchema>;

/**
 * POST /auth-provider/confirm: the popup's form when the provider did not vouch for an address
 * that has no account. `state` names the flow; `code` is the one mailed to the address.
 */
export const providerConfirmFormSchema = z.object({
  state: text(200),
  code: text(20),
  action: z.optional(z.enum(['confirm', 'resend', 'cancel'])),
});
export type ProviderConfirmForm = z.infer<typeof providerConfirmFormSchema>;

/** What the popup posts to its opener: the sign-in's answer, or the error. */
export type ProviderPopupMessage =
  | { data: { member: unknown; tokens: { accessToken: string; expires: number } } }
  | { data: { providers: unknown }; message: string }
  | { error: { code: string; message: string; details?: unknown } };
