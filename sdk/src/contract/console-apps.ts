/**
 * The console's Apps wire shapes (docs/console.md "Apps"): the apps an administrator runs from
 * one console, creating one, and a session in another of them. An administrator of the site's
 * own app (their home app) runs the apps they created from its console, as the member each
 * creation made for them there; no other app is ever reachable this way.
 */
import { z } from 'zod/mini';
import { envelope } from './envelope.ts';

/** The error codes of the Apps routes. */
export const CONSOLE_APPS_ERROR_CODES = {
  appLimit: 'console/app-limit',
  notAdministered: 'console/app-not-administered',
} as const;

/** How many apps one administrator may create. */
export const CONSOLE_APPS_MAX = 20;

export const CONSOLE_APP_LIMIT_MESSAGE = `You have created ${CONSOLE_APPS_MAX} apps, the most one administrator may. Remove one with its administrators' help, or ask the site's owner.`;
export const CONSOLE_APP_NOT_ADMINISTERED_MESSAGE =
  'You do not administer an app with this id from this console.';

/** An app an administrator runs from the console. */
export const consoleAppSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The public key of the service's mode (the test key in test mode): X-API-Key of its calls. */
  publicKey: z.string(),
  /** The site's own app, whose console this is. */
  home: z.boolean(),
  /** The app the call was made for. */
  current: z.boolean(),
});
export type ConsoleApp = z.infer<typeof consoleAppSchema>;

/** GET /admin/apps: the home app first, then the ones created from it, oldest first. */
export const consoleAppsResponseSchema = envelope(z.object({ apps: z.array(consoleAppSchema) }));
export type ConsoleAppsResponse = z.infer<typeof consoleAppsResponseSchema>;

/** POST /admin/apps: a new app's name. */
export const consoleCreateAppRequestSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, 'Give the app a name.'), z.maxLength(100)),
});
export type ConsoleCreateAppRequest = z.infer<typeof consoleCreateAppRequestSchema>;

/** An app and a session in it for the caller's member there: a bearer token for its calls. */
export const consoleAppSessionSchema = z.object({
  app: consoleAppSchema,
  token: z.string(),
  expiresAt: z.string(),
});
export type ConsoleAppSession = z.infer<typeof consoleAppSessionSchema>;
export const consoleAppSessionResponseSchema = envelope(consoleAppSessionSchema);
export type ConsoleAppSessionResponse = z.infer<typeof consoleAppSessionResponseSchema>;

/** POST /admin/apps/{appId}/session. */
export const consoleAppParamsSchema = z.object({
  appId: z.string().check(z.minLength(1), z.maxLength(200)),
});
