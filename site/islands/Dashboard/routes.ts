/** The site paths the member pages send people to (docs/product/website.md §2 route table). */
export const HOME_PATH = '/';
export const LOGIN_PATH = '/login';
export const VIDEOS_PATH = '/videos';
export const DASHBOARD_PATH = '/dashboard';

/** Goes to another page of the site. */
export type Navigate = (path: string) => void;

/** A redirect that replaces the current page in the history (the back button skips it). */
export const redirectTo: Navigate = (path) => window.location.replace(path);
