/** The library's category, filter, sort and paging rules (docs/product/website.md §2 Videos, docs/architecture.md "The members area"). */
import { VIDEO_GRID_PAGE_SIZE } from './constants.ts';
import type { LibraryFilter, LibrarySort, LibraryVideo } from './types.ts';

/** Seconds in 'mm:ss' or 'h:mm:ss'. */
export function durationSeconds(duration: string): number {
  return duration.split(':').reduce((total, part) => total * 60 + (Number(part) || 0), 0);
}

const KEEP: Record<LibraryFilter, (video: LibraryVideo) => boolean> = {
  all: () => true,
  locked: (video) => video.isLocked,
  unlocked: (video) => !video.isLocked,
  featured: (video) => video.isFeatured,
};

const byTitle = (a: LibraryVideo, b: LibraryVideo) =>
  a.title.localeCompare(b.title, 'en', { sensitivity: 'base', numeric: true });

const newestFirst = (a: LibraryVideo, b: LibraryVideo) => b.date.localeCompare(a.date) || byTitle(a, b);

const ORDER: Record<LibrarySort, (a: LibraryVideo, b: LibraryVideo) => number> = {
  newest: newestFirst,
  oldest: (a, b) => a.date.localeCompare(b.date) || byTitle(a, b),
  title: (a, b) => byTitle(a, b) || newestFirst(a, b),
  duration: (a, b) => durationSeconds(a.duration) - durationSeconds(b.duration) || newestFirst(a, b),
};

/** The videos of a category; `null` means All. */
export function inCategory(videos: readonly LibraryVideo[], category: string | null): LibraryVideo[] {
  return category === null ? [...videos] : videos.filter((video) => video.category === category);
}

/** The grid's videos: filtered, then sorted (a new array; ties keep a stable, newest-first order). */
export function arrange(
  videos: readonly LibraryVideo[],
  filter: LibraryFilter,
  sort: LibrarySort,
): LibraryVideo[] {
  return videos.filter(KEEP[filter]).sort(ORDER[sort]);
}

/** The featured section: every featured video, newest first. */
export function featured(videos: readonly LibraryVideo[]): LibraryVideo[] {
  return arrange(videos, 'featured', 'newest');
}

/** How many of `total` the grid shows: the first page, or all once expanded. */
export function shownCount(total: number, expanded: boolean, pageSize = VIDEO_GRID_PAGE_SIZE): number {
  return expanded ? total : Math.min(total, pageSize);
}
