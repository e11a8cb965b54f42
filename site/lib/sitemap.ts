/** The public, indexable pages of the site, for the sitemap; not-found pages stay out. */
import { getCollection } from 'astro:content';
import { getPublishedVideos } from './content.ts';
import { INDEXABLE_PATHS, templePath, videoPath } from './routes.ts';

/** Every indexable path: the fixed pages, then each temple and each video page. */
export async function indexablePaths(): Promise<string[]> {
  const temples = await getCollection('temples');
  const videos = await getPublishedVideos();
  return [
    ...INDEXABLE_PATHS,
    ...temples.sort((a, b) => a.data.order - b.data.order).map((temple) => templePath(temple.id)),
    ...videos.map((video) => videoPath(video.id)),
  ];
}
