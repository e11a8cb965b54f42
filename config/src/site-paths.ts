/**
 * World Family's site paths (docs/product/website.md §2 route table), written once for every
 * side that names them: the site's islands, pages and sitemap (site/lib/routes.ts), and the
 * service, which seeds them into the app's settings (its account link, its redirects). Pure
 * data: the Astro build and the browser import it too.
 */

/** Every fixed page of the site. */
export const SITE_PATHS = {
  home: '/',
  membership: '/membership',
  temples: '/temples',
  videos: '/videos',
  contact: '/contact',
  login: '/login',
  signup: '/signup',
  dashboard: '/dashboard',
  adminVideos: '/admin/videos',
  adminOverview: '/admin',
  adminMembers: '/admin/members',
  adminCommunity: '/admin/community',
  adminPlans: '/admin/plans',
  adminSite: '/admin/site',
  adminSignIn: '/admin/sign-in',
  passkitSuccess: '/passkit-success',
  terms: '/terms',
  privacy: '/privacy',
  cookies: '/cookies',
  developersDataAttributes: '/developers/data-attributes',
} as const;
