/**
 * Build-time configuration of the static site, with defaults so that a fresh clone builds
 * with no environment at all. PUBLIC_URL is the origin the site is served from; canonical
 * URLs, Open Graph tags and the sitemap are absolute against it.
 */
export const siteConfig = {
  siteUrl: process.env.PUBLIC_URL ?? 'http://localhost:4321',
} as const;
