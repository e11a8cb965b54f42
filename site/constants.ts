/**
 * Constants of the static site, named for what they mean. Numbers come from docs/product/website.md §9;
 * the spec section is cited beside each one.
 */

/** Brand name used in document titles ('{page} · World Family') and Open Graph tags. */
export const SITE_NAME = 'World Family';

/** Separator between the page name and the site name in the document title. */
export const TITLE_SEPARATOR = ' · ';

/** docs/product/website.md §9: the member record cache key in localStorage (hides 'Membership Options'). */
export { MEMBER_CACHE_KEY } from '@wf/sdk/constants';

/** Attribute set on <html> before first paint when a member record is cached. */
export const MEMBER_CACHED_ATTRIBUTE = 'data-member-cached';

/** docs/product/website.md §9: visitors see a preview of this many featured videos. */
export const VISITOR_FEATURED_PREVIEW = 2;

/** docs/product/website.md §9: a video page lists at most this many related videos. */
export const RELATED_VIDEOS_MAX = 3;

/** Embedded player of the video hosting service; the video id is appended. */
export const VIMEO_PLAYER_URL = 'https://player.vimeo.com/video/';

/** Maps search that opens directions to a postal address (query appended, URL-encoded). */
export const MAPS_SEARCH_URL = 'https://www.google.com/maps/search/?api=1&query=';

/** Open Graph image: a 1200x630 PNG in site/public. */
export const OG_IMAGE_PATH = '/og-image.png';
export const OG_IMAGE_WIDTH = 1200;
export const OG_IMAGE_HEIGHT = 630;

/** Width of the hero carousel images produced by astro:assets (the sources are 1600x900). */
export const HERO_IMAGE_WIDTHS = [640, 960, 1280, 1600] as const;

/** Sizes attribute of the hero images: the carousel spans the container's content box (71rem at most). */
export const HERO_IMAGE_SIZES = '(min-width: 75rem) 71rem, 100vw';
