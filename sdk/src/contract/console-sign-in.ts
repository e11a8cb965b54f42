/**
 * The console's Sign-up and sign-in wire shapes (docs/console.md "Sign-up and sign-in"): the
 * app's custom fields, passwordless login, the captcha, the sign-in providers with their
 * credentials, and where members go after logging in, signing up and logging out, as a signed-in
 * administrator reads and changes them under /api/admin/. A provider's client secret goes in,
 * never out: an answer says whether one is set and the last four characters of the client id.
 */
import { z } from 'zod/mini';
import { APP_FILE_PROVIDERS } from './app-file.ts';
import { envelope } from './envelope.ts';

/** The error codes of the Sign-up and sign-in routes. */
export const CONSOLE_SIGN_IN_ERROR_CODES = {
  customFieldKeyChange: 'console/custom-field-key-change',
  customFieldDuplicate: 'console/custom-field-duplicate',
  providerWithoutCredentials: 'console/provider-without-credentials',
  settingsKeyMissing: 'console/settings-key-missing',
} as const;

/** Who sees a custom field's value besides the member: everyone, signed-in members, or admins only. */
export const CUSTOM_FIELD_VISIBILITIES = ['PUBLIC', 'MEMBERS', 'PRIVATE'] as const;
export type CustomFieldVisibility = (typeof CUSTOM_FIELD_VISIBILITIES)[number];

/** The sign-in providers the console lists, one row each. */
export const CONSOLE_PROVIDERS = APP_FILE_PROVIDERS;
export type ConsoleProviderId = (typeof CONSOLE_PROVIDERS)[number];

/** Most custom fields an app keeps. */
export const CUSTOM_FIELDS_MAX = 50;

/** A custom field's key: lower-case letters, digits and hyphens, starting with a letter or digit. */
export const CUSTOM_FIELD_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;
export const CUSTOM_FIELD_KEY_MESSAGE =
  "A field's key is lower-case letters, digits and hyphens, such as 'first-name'.";

/** The message of a refused key change (409 console/custom-field-key-change). */
export function customFieldKeyChangeMessage(from: string, to: string): string {
  return `The key of the field '${from}' cannot become '${to}': members' stored values are kept under '${from}'. Add a new field instead.`;
}

/** The message of a provider enabled without credentials (409 console/provider-without-credentials). */
export function providerWithoutCredentialsMessage(name: string): string {
  return `${name} has no credentials: enter its client id and secret before enabling it.`;
}

/** The message of a redirect that is not a path on the app's site. */
export const REDIRECT_PATH_MESSAGE =
  "Write a path on the app's site, starting with '/', such as '/members/'.";

/** True for a path on the app's own site: '/...', never '//host' or a scheme. */
export function isSitePath(value: string): boolean {
  return (
    value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\') && !/[\s\\]/.test(value)
  );
}

/** A custom field as the console reads it (in order). */
export const consoleCustomFieldSchema = z.object({
  key: z.string(),
  label: z.string(),
  order: z.int(),
  hidden: z.boolean(),
  visibility: z.enum(CUSTOM_FIELD_VISIBILITIES),
});
export type ConsoleCustomField = z.infer<typeof consoleCustomFieldSchema>;

/** A provider's row: whether the app offers it and where its credentials come from. */
export const consoleSignInProviderSchema = z.object({
  provider: z.enum(CONSOLE_PROVIDERS),
  name: z.string(),
  /** Offered on the app's sign-in and sign-up modals. */
  enabled: z.boolean(),
  /** 'console': entered here (kept encrypted); 'environment': OAUTH_{PROVIDER}_*; null: none. */
  credentials: z.nullable(z.enum(['console', 'environment'])),
  /** The last four characters of the console's client id, null when none was entered. */
  clientIdLastFour: z.nullable(z.string()),
});
export type ConsoleSignInProvider = z.infer<typeof consoleSignInProviderSchema>;

/** The app's Sign-up and sign-in settings, as every route of the screen answers them. */
export const consoleSignInSchema = z.object({
  customFields: z.array(consoleCustomFieldSchema),
  passwordless: z.object({ enabled: z.boolean(), isDefault: z.boolean() }),
  captchaRequired: z.boolean(),
  providers: z.array(consoleSignInProviderSchema),
  loginRedirect: z.nullable(z.string()),
  signupRedirect: z.nullable(z.string()),
  logoutRedirect: z.nullable(z.string()),
});
export type ConsoleSignIn = z.infer<typeof consoleSignInSchema>;

export const consoleSignInResponseSchema = envelope(consoleSignInSchema);
export type ConsoleSignInResponse = z.infer<typeof consoleSignInResponseSchema>;

const redirectSchema = z.optional(
  z.nullable(
    z.string().check(
      z.trim(),
      z.maxLength(2048),
      z.refine((value) => value === '' || isSitePath(value), REDIRECT_PATH_MESSAGE),
    ),
  ),
);

/** PATCH /admin/sign-in: passwordless, the captcha and the redirects ('' or null: none); those left out stay. */
export const consoleUpdateSignInRequestSchema = z
  .object({
    passwordless: z.optional(z.object({ enabled: z.boolean(), isDefault: z.boolean() })),
    captchaRequired: z.optional(z.boolean()),
    loginRedirect: redirectSchema,
    signupRedirect: redirectSchema,
    logoutRedirect: redirectSchema,
  })
  .check(
    z.refine((value) => !value.passwordless || value.passwordless.enabled || !value.passwordless.isDefault, {
      message: 'Passwordless login can be the default only when it is enabled.',
      path: ['passwordless', 'isDefault'],
    }),
  );
export type ConsoleUpdateSignInRequest = z.infer<typeof consoleUpdateSignInRequestSchema>;

/** One field of PATCH /admin/sign-in/custom-fields; `originalKey` names a field already stored. */
export const consoleCustomFieldInputSchema = z.object({
  key: z
    .string()
    .check(z.trim(), z.toLowerCase(), z.regex(CUSTOM_FIELD_KEY_PATTERN, CUSTOM_FIELD_KEY_MESSAGE)),
  label: z.string().check(z.trim(), z.minLength(1, 'Give the field a label.'), z.maxLength(100)),
  hidden: z.boolean(),
  visibility: z.enum(CUSTOM_FIELD_VISIBILITIES),
  originalKey: z.optional(z.string().check(z.maxLength(100))),
});
export type ConsoleCustomFieldInput = z.infer<typeof consoleCustomFieldInputSchema>;

/** PATCH /admin/sign-in/custom-fields: every field, in order (a stored field left out is removed). */
export const consoleSetCustomFieldsRequestSchema = z.object({
  fields: z.array(consoleCustomFieldInputSchema).check(z.maxLength(CUSTOM_FIELDS_MAX)),
});
export type ConsoleSetCustomFieldsRequest = z.infer<typeof consoleSetCustomFieldsRequestSchema>;

/** A provider in the path. */
export const consoleProviderParamsSchema = z.object({ provider: z.enum(CONSOLE_PROVIDERS) });

/** PATCH /admin/sign-in/providers/{provider}: offered or not. */
export const consoleSetProviderRequestSchema = z.object({ enabled: z.boolean() });

/** POST /admin/sign-in/providers/{provider}/credentials: the provider app's client id and secret. */
export const consoleProviderCredentialsRequestSchema = z.object({
  clientId: z.string().check(z.trim(), z.minLength(1, 'Enter the client id.'), z.maxLength(512)),
  clientSecret: z.string().check(z.trim(), z.minLength(1, 'Enter the client secret.'), z.maxLength(512)),
});
export type ConsoleProviderCredentialsRequest = z.infer<typeof consoleProviderCredentialsRequestSchema>;
