/**
 * The console's Plans and access routes (docs/console.md), relative to the API base (/api),
 * under /admin/: plans, prices, content groups, and the members import.
 */

/** The Plans and access screen's routes by name (and the members import). */
export const CONSOLE_CATALOGUE_ROUTES = {} as const;
