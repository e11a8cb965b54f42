/** Join Us: how long the welcome toast shows before the dashboard opens (the toast ends with the page). */
export const WELCOME_TOAST_MS = 1500;

import { SITE_PATHS } from '../../lib/routes.ts';

/** Where Join Us goes after signing up (docs/product/website.md §2). */
export const AFTER_SIGNUP_PATH = SITE_PATHS.dashboard;
