/**
 * The console's Apps routes (docs/console.md "Apps"), relative to the API base (/api), under
 * /admin/: the apps an administrator runs from this console, creating one, and a session in one.
 */
import {
  consoleAppParamsSchema,
  consoleAppSessionResponseSchema,
  consoleAppsResponseSchema,
  consoleCreateAppRequestSchema,
} from '../console-apps.ts';
import { route } from '../route.ts';

const APPS = 'Console: apps';

/** The Apps routes by name. */
export const CONSOLE_APPS_ROUTES = {
  consoleListApps: route({
    method: 'GET',
    path: '/admin/apps',
    summary: "The apps the caller runs from this console: the site's own, then those they created.",
    tag: APPS,
    access: 'admin',
    reach: 'app',
    reply: consoleAppsResponseSchema,
    audit: 'console.apps.list',
  }),
  consoleCreateApp: route({
    method: 'POST',
    path: '/admin/apps',
    summary:
      'Creates an app with a free plan and an admin plan, the caller its first administrator, and answers a session in it.',
    tag: APPS,
    access: 'admin',
    reach: 'app',
    body: consoleCreateAppRequestSchema,
    reply: consoleAppSessionResponseSchema,
    audit: 'console.apps.create',
  }),
  consoleAppSession: route({
    method: 'POST',
    path: '/admin/apps/{appId}/session',
    summary: 'A session in an app the caller created, as its administrator there (404 for any other app).',
    tag: APPS,
    access: 'admin',
    reach: 'app',
    params: consoleAppParamsSchema,
    reply: consoleAppSessionResponseSchema,
    audit: 'console.apps.session',
  }),
} as const;
