/** docs/product/website.md §2 Shared layout: the user menu's items. */
import { SITE_PATHS } from '../../lib/routes.ts';

export const USER_MENU_COPY = {
  dashboard: { label: 'Dashboard', href: SITE_PATHS.dashboard },
  videos: { label: 'Videos', href: SITE_PATHS.videos },
  adminVideos: { label: 'Admin Videos', href: SITE_PATHS.adminVideos },
  adminMembers: { label: 'Admin Members', href: SITE_PATHS.adminMembers },
  signOut: 'Sign Out',
  /** Where Sign Out goes once the member is signed out. */
  afterSignOut: SITE_PATHS.home,
  /** The label when the member has neither a name nor an e-mail. */
  fallbackName: 'User',
} as const;
