/** docs/product/website.md §2 Shared layout: the user menu's items. */
export const USER_MENU_COPY = {
  dashboard: { label: 'Dashboard', href: '/dashboard' },
  videos: { label: 'Videos', href: '/videos' },
  adminVideos: { label: 'Admin Videos', href: '/admin/videos' },
  signOut: 'Sign Out',
  /** Where Sign Out goes once the member is signed out. */
  afterSignOut: '/',
  /** The label when the member has neither a name nor an e-mail. */
  fallbackName: 'User',
} as const;
