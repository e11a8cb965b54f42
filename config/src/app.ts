/**
 * The World Family app as the service seeds it and the site embeds it: the app id, keys and
 * plan ids come from this one place, shared by the site build and the seed
 * (docs/architecture.md "Configuration"). This module imports types only, so the Astro build and
 * the browser can import it too.
 *
 * Public keys identify the app; they are not secrets (every page carries one).
 */
import type { ContentGroup } from '@wf/sdk/contract';

/** The app's id, sent by the widget as X-APP-ID and embedded as data-app-id. */
export const APP_ID = 'app_world-family-7q2m9c4x';

/** Display name of the app. */
export const APP_NAME = 'World Family';

/** Test-mode public key (X-API-Key), embedded as data-public-key while test mode is on. */
export const TEST_PUBLIC_KEY = 'pk_sb_world-family-3c6f8a1d9e2b';

/** Live public key (X-API-Key) for production. */
export const LIVE_PUBLIC_KEY = 'pk_world-family-7e4b2d9a5c1f';

/** The free plan that site signup enrols every member in (docs/product/website.md §1). */
export const FREE_PLAN_ID = 'pln_world-family-free-6t0k9zq2';

/** The paid Membership plan advertised at $1.00 per month (docs/product/website.md §1). */
export const MEMBERSHIP_PLAN_ID = 'pln_world-family-membership-4r7w2mxc';

/** The Membership plan's monthly price. */
export const MEMBERSHIP_PRICE_ID = 'prc_world-family-monthly-8d3n5vhq';

/** $1.00 in cents (docs/product/website.md §1, §9). */
export const MEMBERSHIP_PRICE_CENTS = 100;

/** The Membership's free trial, which needs no card and is offered once per member (docs/product/website.md §1). */
export const MEMBERSHIP_TRIAL_DAYS = 7;

/** Administrators hold this plan; the site recognises it by the 'pln_admin-' prefix (docs/product/website.md §5). */
export const ADMIN_PLAN_ID = 'pln_admin-world-family-2p9c7sle';

/**
 * A team plan: its holder owns a team others join with an invite link. It opens the members'
 * videos, so administrators grant it (members cannot take it by themselves).
 */
export const TEAM_PLAN_ID = 'pln_world-family-team-5j1b8ryu';

/** Seats of a team on {@link TEAM_PLAN_ID}, its owner included. */
export const TEAM_MAX_MEMBERS = 5;

/** Page an invite link opens; the invite token is added as ?inviteToken= (docs/product/widget.md §7). */
export const TEAM_INVITE_SIGNUP_PATH = '/signup';

/**
 * Where members go after logging in, signing up and logging out on pages that say nowhere
 * themselves (a `data-ms-form` without `redirect`, a `data-ms-modal` trigger, a logout link to
 * `#`): the app's defaults of docs/product/data-attributes.md §9, after the plans' own below.
 */
export const APP_REDIRECTS = {
  loginRedirect: '/dashboard',
  signupRedirect: '/dashboard',
  logoutRedirect: '/',
} as const;

/**
 * Plans' own redirects, which come before the app's (§9): administrators land on their videos
 * page, members with the Membership on the library.
 */
export const PLAN_REDIRECTS: Readonly<
  Record<string, { afterLogin?: string; afterSignup?: string; afterLogout?: string }>
> = {
  [MEMBERSHIP_PLAN_ID]: { afterLogin: '/videos' },
  [ADMIN_PLAN_ID]: { afterLogin: '/admin/videos' },
};

/** Content group of the members-only videos. */
export const MEMBERS_VIDEOS_GROUP = 'members-videos';

/**
 * The members' videos content group, as the service seeds it and the site decides what to show:
 * granted by the Membership (its trial and payment grace period included), a team and the admin
 * plan; a free account alone does not open it (docs/product/payments-and-providers.md "Access").
 */
export const MEMBERS_VIDEOS_CONTENT_GROUP: Readonly<ContentGroup> = {
  key: MEMBERS_VIDEOS_GROUP,
  name: 'Members videos',
  urls: [],
  redirect: '/membership',
  plans: [MEMBERSHIP_PLAN_ID, TEAM_PLAN_ID, ADMIN_PLAN_ID],
};

/** Secure content id of a locked video's player id: `video:{id}` (the id is the file name). */
export function videoContentId(videoId: string): string {
  return `video:${videoId}`;
}

/**
 * The modals' primary button colour (docs/apps.md "Branding"): the site's deep accent, ui's
 * `--wf-color-primary`; white text on it reads at 11.3:1.
 */
export const PRIMARY_BUTTON_COLOR = '#3a2e7a';

/** The logo of the modals' header and the service's pages: the site's mark, on its own origin. */
export const APP_LOGO = '/favicon.svg';

/** Custom fields of the app, in display order (docs/product/website.md §3 Member). */
export const CUSTOM_FIELDS = [
  { key: 'first-name', label: 'First Name' },
  { key: 'last-name', label: 'Last Name' },
  { key: 'name', label: 'Name' },
] as const;

/** Third-party sign-in providers, listed but disabled until credentials are configured. */
export const AUTH_PROVIDERS = [
  { provider: 'google', name: 'Google' },
  { provider: 'facebook', name: 'Facebook' },
  { provider: 'github', name: 'GitHub' },
  { provider: 'linkedin', name: 'LinkedIn' },
  { provider: 'spotify', name: 'Spotify' },
  { provider: 'dribbble', name: 'Dribbble' },
] as const;

/** The public key that matches the mode the site runs in. */
export function publicKeyFor(testMode: boolean): string {
  return testMode ? TEST_PUBLIC_KEY : LIVE_PUBLIC_KEY;
}
