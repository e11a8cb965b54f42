/**
 * The console's screens (docs/console.md), in the order its navigation lists them. Pure data:
 * every console island names its own screen with `current`.
 */
import { SITE_PATHS } from '../routes.ts';

export interface ConsoleScreen {
  label: string;
  href: string;
  /** A screen of the site itself, not of any app the console runs (docs/console.md "Apps"). */
  siteOnly?: boolean;
}

export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  { label: 'Overview', href: SITE_PATHS.adminOverview },
  { label: 'Members', href: SITE_PATHS.adminMembers },
  { label: 'Plans and access', href: SITE_PATHS.adminPlans },
  { label: 'Site and embedding', href: SITE_PATHS.adminSite },
  { label: 'Sign-up and sign-in', href: SITE_PATHS.adminSignIn },
  { label: 'Videos', href: SITE_PATHS.adminVideos, siteOnly: true },
  { label: 'Content and community', href: SITE_PATHS.adminCommunity },
];
