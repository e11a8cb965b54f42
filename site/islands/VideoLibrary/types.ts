/** What the video library island receives and shows (the page serializes these at build time). */
import type { OffersCopy } from '../../lib/membership/copy.ts';

/**
 * A video as the library may show it: the public view (site/lib/videos.ts, never a vimeoId)
 * with its date as 'YYYY-MM-DD', so the props are plain JSON.
 */
export interface LibraryVideo {
  id: string;
  title: string;
  description: string;
  thumbnail: string;
  /** 'mm:ss' or 'h:mm:ss'. */
  duration: string;
  /** Publication day, 'YYYY-MM-DD' (UTC). */
  date: string;
  category: string;
  isLocked: boolean;
  isFeatured: boolean;
}

/** What the island shows: the spinner while auth loads, the visitor page, or the library. */
export type LibraryState = 'loading' | 'visitor' | 'member';

/** The grid's filter (docs/architecture.md "The members area": Filter really works). */
export type LibraryFilter = 'all' | 'locked' | 'unlocked' | 'featured';

/** The grid's order (docs/architecture.md "The members area": newest, oldest, title, duration). */
export type LibrarySort = 'newest' | 'oldest' | 'title' | 'duration';

/** The library's texts (content/site/pages/videos.yaml); '{name}' placeholders are filled here. */
export interface LibraryCopy {
  loading: string;
  heading: string;
  intro?: string;
  categoriesLabel: string;
  /** The first chip, 'All'. */
  allCategory: string;
  featuredHeading: string;
  allVideosHeading: string;
  /** '{category} Videos'. */
  categoryHeading: string;
  /** 'Load More Videos ({n} remaining)'. */
  loadMore: string;
  /** 'Showing {shown} of {total} videos'. */
  resultCount: string;
  filterLabel: string;
  filters: Record<LibraryFilter, string>;
  sortLabel: string;
  sorts: Record<LibrarySort, string>;
  /** 'No {category} videos yet'. */
  emptyCategoryTitle: string;
  emptyCategoryText: string;
  emptyCategoryAction: string;
  emptyFilterTitle: string;
  emptyFilterText: string;
  emptyFilterAction: string;
  emptyLibraryTitle: string;
  emptyLibraryText: string;
  /** Badge on a members-only video. */
  membersOnly: string;
  /** Visually hidden label before a duration. */
  duration: string;
  /** Visually hidden label before a date. */
  published: string;
  /** The offer to a member without the members' videos (the free trial, or a renewal). */
  offers: OffersCopy;
}
