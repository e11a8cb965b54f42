/**
 * The console's Sign-up and sign-in routes (docs/console.md "Sign-up and sign-in"), relative to
 * the API base (/api), under /admin/: custom fields, passwordless login, the captcha, the sign-in
 * providers and their credentials, and the default redirects.
 */
import {
  consoleProviderCredentialsRequestSchema,
  consoleProviderParamsSchema,
  consoleSetCustomFieldsRequestSchema,
  consoleSetProviderRequestSchema,
  consoleSignInResponseSchema,
  consoleUpdateSignInRequestSchema,
} from '../console-sign-in.ts';
import { route } from '../route.ts';

const SIGN_IN = 'Console: sign-up and sign-in';

/** The Sign-up and sign-in screen's routes by name. */
export const CONSOLE_SIGN_IN_ROUTES = {
  consoleGetSignIn: route({
    method: 'GET',
    path: '/admin/sign-in',
    summary:
      "The app's custom fields, passwordless login, captcha, providers (never a secret) and default redirects.",
    tag: SIGN_IN,
    access: 'admin',
    reach: 'app',
    reply: consoleSignInResponseSchema,
    audit: 'console.sign-in.read',
  }),
  consoleUpdateSignIn: route({
    method: 'PATCH',
    path: '/admin/sign-in',
    summary: "Changes passwordless login, the captcha or the default redirects (paths on the app's site).",
    tag: SIGN_IN,
    access: 'admin',
    reach: 'app',
    body: consoleUpdateSignInRequestSchema,
    reply: consoleSignInResponseSchema,
    audit: 'console.sign-in.update',
  }),
  consoleSetCustomFields: route({
    method: 'PATCH',
    path: '/admin/sign-in/custom-fields',
    summary:
      "Replaces the custom fields, in order; a stored field's key never changes (409), fields may be added and removed.",
    tag: SIGN_IN,
    access: 'admin',
    reach: 'app',
    body: consoleSetCustomFieldsRequestSchema,
    reply: consoleSignInResponseSchema,
    audit: 'console.sign-in.custom-fields',
  }),
  consoleSetProvider: route({
    method: 'PATCH',
    path: '/admin/sign-in/providers/{provider}',
    summary:
      'Offers a sign-in provider or stops offering it; one without credentials cannot be enabled (409).',
    tag: SIGN_IN,
    access: 'admin',
    reach: 'app',
    params: consoleProviderParamsSchema,
    body: consoleSetProviderRequestSchema,
    reply: consoleSignInResponseSchema,
    audit: 'console.sign-in.set-provider',
  }),
  consoleSetProviderCredentials: route({
    method: 'POST',
    path: '/admin/sign-in/providers/{provider}/credentials',
    summary:
      "Keeps the provider app's client id and secret for this app (encrypted at rest; the secret is never answered).",
    tag: SIGN_IN,
    access: 'admin',
    reach: 'app',
    params: consoleProviderParamsSchema,
    body: consoleProviderCredentialsRequestSchema,
    reply: consoleSignInResponseSchema,
    audit: 'console.sign-in.set-credentials',
  }),
  consoleRemoveProviderCredentials: route({
    method: 'DELETE',
    path: '/admin/sign-in/providers/{provider}/credentials',
    summary:
      "Forgets the console's credentials of the provider (the environment's, if any, apply again); without any it stops being offered.",
    tag: SIGN_IN,
    access: 'admin',
    reach: 'app',
    params: consoleProviderParamsSchema,
    reply: consoleSignInResponseSchema,
    audit: 'console.sign-in.remove-credentials',
  }),
} as const;
