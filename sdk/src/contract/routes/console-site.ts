/**
 * The console's Site and embedding routes (docs/console.md), relative to the API base (/api),
 * under /admin/: the app's name, branding, allowed origins, keys, secret keys and webhooks.
 */

/** The Site and embedding screen's routes by name. */
export const CONSOLE_SITE_ROUTES = {} as const;
