/**
 * The site's paths (docs/product/website.md §2 route table), written once: islands link and send
 * people with these, pages build their links from them, and the sitemap lists the indexable ones.
 * Pure data, so islands, pages and tests can all import it.
 */

import { SITE_PATHS } from '@wf/config/site-paths';

/** Every fixed page of the site: one table with the service's seed (@wf/config/site-paths). */
export { SITE_PATHS };

/** A temple's page. */
export function templePath(templeId: string): string {
  return `${SITE_PATHS.temples}/${templeId}`;
}

/** A video's page. */
export function videoPath(videoId: string): string {
  return `${SITE_PATHS.videos}/${videoId}`;
}

/**
 * The fixed pages search engines may index. The members' shells (dashboard, admin, pass success)
 * are noindex and stay out.
 */
export const INDEXABLE_PATHS = [
  SITE_PATHS.home,
  SITE_PATHS.membership,
  SITE_PATHS.temples,
  SITE_PATHS.videos,
  SITE_PATHS.contact,
  SITE_PATHS.login,
  SITE_PATHS.signup,
  SITE_PATHS.terms,
  SITE_PATHS.privacy,
  SITE_PATHS.cookies,
  SITE_PATHS.developersDataAttributes,
] as const;
