/** How islands send people to another page of the site (the paths are ./routes.ts). */

/** Goes to another page of the site. */
export type Navigate = (path: string) => void;

/** A redirect that replaces the current page in the history (the back button skips it). */
export const redirectTo: Navigate = (path) => window.location.replace(path);
