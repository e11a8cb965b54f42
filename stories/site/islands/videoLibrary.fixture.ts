import type { LibraryCopy, LibraryVideo } from '../../../site/islands/VideoLibrary/types.ts';
import { libraryOffers } from '../lib/Membership.fixture.ts';

/** The library's categories (site/content.config.ts VIDEO_CATEGORIES). */
export const categories = ['Orisha', 'Teachings', 'Ifa', 'Leadership', 'Spiritual Development'] as const;

/** The texts of content/site/pages/videos.yaml. */
export const libraryCopy: LibraryCopy = {
  loading: 'Loading videos...',
  heading: 'Membership Video Library',
  intro:
    'Every teaching, ceremony and guided practice in the library. Choose a category, or filter and sort to find your next video.',
  categoriesLabel: 'Video categories',
  allCategory: 'All',
  featuredHeading: 'Featured Videos',
  allVideosHeading: 'All Videos',
  categoryHeading: '{category} Videos',
  loadMore: 'Load More Videos ({n} remaining)',
  resultCount: 'Showing {shown} of {total} videos',
  filterLabel: 'Filter',
  filters: {
    all: 'All videos',
    locked: 'Members only',
    unlocked: 'Open to everyone',
    featured: 'Featured only',
  },
  sortLabel: 'Sort',
  sorts: { newest: 'Newest first', oldest: 'Oldest first', title: 'Title (A–Z)', duration: 'Shortest first' },
  emptyCategoryTitle: 'No {category} videos yet',
  emptyCategoryText: 'New teachings are added every month. Browse the whole library in the meantime.',
  emptyCategoryAction: 'Browse all videos',
  emptyFilterTitle: 'No videos match this filter',
  emptyFilterText: 'Try another filter, or show every video in this category.',
  emptyFilterAction: 'Clear filter',
  emptyLibraryTitle: 'No videos yet',
  emptyLibraryText: 'New teachings are added every month. Please check back soon.',
  membersOnly: 'Members only',
  duration: 'Duration',
  published: 'Published',
  offers: libraryOffers,
};

function video(
  id: string,
  title: string,
  category: string,
  date: string,
  duration: string,
  flags: { locked?: boolean; featured?: boolean } = {},
): LibraryVideo {
  return {
    id,
    title,
    description: `A session on ${title.toLowerCase()} for members of every temple.`,
    thumbnail: '/images/video-placeholder.svg',
    duration,
    date,
    category,
    isLocked: flags.locked ?? true,
    isFeatured: flags.featured ?? false,
  };
}

/** Fourteen videos, newest first; 'Spiritual Development' has none. */
export const libraryVideos: LibraryVideo[] = [
  video(
    'leadership-challenging-times',
    'Leadership in Challenging Times',
    'Leadership',
    '2024-06-10',
    '42:18',
    {
      featured: true,
    },
  ),
  video('yemoja-and-the-sea', 'Yemoja and the Sea', 'Orisha', '2024-05-28', '31:05', { featured: true }),
  video('advanced-negotiation', 'Advanced Negotiation Tactics', 'Leadership', '2024-05-01', '48:02', {
    featured: true,
  }),
  video('opening-the-odu', 'Opening the Odu', 'Ifa', '2024-04-18', '1:05:40'),
  video('morning-offering', 'The Morning Offering', 'Teachings', '2024-04-02', '12:30', { locked: false }),
  video('ogun-the-pathmaker', 'Ogun the Pathmaker', 'Orisha', '2024-03-21', '27:45'),
  video('strategic-development', 'Strategic Business Development', 'Leadership', '2024-03-15', '55:10'),
  video('divination-basics', 'Divination Basics', 'Ifa', '2024-02-27', '38:00', { locked: false }),
  video('oshun-river-songs', 'Oshun: River Songs', 'Orisha', '2024-02-10', '19:55'),
  video('elders-and-memory', 'Elders and Memory', 'Teachings', '2024-01-22', '44:12'),
  video('effective-team-management', 'Effective Team Management', 'Leadership', '2024-01-08', '36:40'),
  video('shango-thunder', 'Shango and the Thunder', 'Orisha', '2023-12-15', '29:30', { locked: false }),
  video('ifa-ethics', 'Ifa and Good Character', 'Ifa', '2023-11-30', '50:05'),
  video('building-community', 'Building Community', 'Leadership', '2023-11-02', '8:45'),
];
