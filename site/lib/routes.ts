/**
 * The public, indexable pages of the site, for the sitemap. Shells (dashboard, admin, pass
 * success) and not-found pages are noindex and stay out.
 */
import { getCollection } from 'astro:content';

/** Fixed routes that search engines may index. */
const STATIC_INDEXABLE_PATHS = [
  '/',
  '/membership',
  '/temples',
  '/videos',
  '/contact',
  '/login',
  '/signup',
  '/terms',
  '/privacy',
  '/cookies',
  '/developers/data-attributes',
] as const;

/** Every indexable path: the fixed routes, then each temple and each video page. */
export async function indexablePaths(): Promise<string[]> {
  const temples = await getCollection('temples');
  const videos = await getCollection('videos');
  return [
    ...STATIC_INDEXABLE_PATHS,
    ...temples.sort((a, b) => a.data.order - b.data.order).map((temple) => `/temples/${temple.id}`),
    ...videos.map((video) => `/videos/${video.id}`),
  ];
}
