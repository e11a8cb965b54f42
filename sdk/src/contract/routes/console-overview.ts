/**
 * The console's Overview routes (docs/console.md), relative to the API base (/api), under
 * /admin/: the app's figures over time and its latest events.
 */

/** The Overview screen's routes by name. */
export const CONSOLE_OVERVIEW_ROUTES = {} as const;
