/** Build-time helpers of /videos: the island's props from the content collections. */
import type { PageCopy } from '../../lib/content.ts';
import type { PublicVideo } from '../../lib/videos.ts';
import type { LibraryCopy, LibraryVideo } from './types.ts';

/** A public video as plain JSON (the date as 'YYYY-MM-DD'); still no vimeoId. */
export function toLibraryVideo(video: PublicVideo): LibraryVideo {
  const { id, title, description, thumbnail, duration, date, category, isLocked, isFeatured } = video;
  return {
    id,
    title,
    description,
    thumbnail,
    duration,
    date: date.toISOString().slice(0, 10),
    category,
    isLocked,
    isFeatured,
  };
}

/** The library's texts from content/site/pages/videos.yaml (a missing label stops the build). */
export function libraryCopy(page: PageCopy): LibraryCopy {
  const label = page.label;
  return {
    loading: label('loading'),
    heading: label('memberHeading'),
    intro: page.labels.memberIntro,
    categoriesLabel: label('categoriesLabel'),
    allCategory: label('allCategory'),
    featuredHeading: label('featuredHeading'),
    allVideosHeading: label('allVideosHeading'),
    categoryHeading: label('categoryHeading'),
    loadMore: label('loadMore'),
    resultCount: label('resultCount'),
    filterLabel: label('filterLabel'),
    filters: {
      all: label('filterAll'),
      locked: label('filterLocked'),
      unlocked: label('filterUnlocked'),
      featured: label('filterFeatured'),
    },
    sortLabel: label('sortLabel'),
    sorts: {
      newest: label('sortNewest'),
      oldest: label('sortOldest'),
      title: label('sortTitle'),
      duration: label('sortDuration'),
    },
    emptyCategoryTitle: label('emptyCategoryTitle'),
    emptyCategoryText: label('emptyCategoryText'),
    emptyCategoryAction: label('emptyCategoryAction'),
    emptyFilterTitle: label('emptyFilterTitle'),
    emptyFilterText: label('emptyFilterText'),
    emptyFilterAction: label('emptyFilterAction'),
    emptyLibraryTitle: label('emptyLibraryTitle'),
    emptyLibraryText: label('emptyLibraryText'),
    membersOnly: label('membersOnly'),
    duration: label('duration'),
    published: label('published'),
    offers: {
      trial: {
        title: label('offerTrialTitle'),
        text: label('offerTrialText'),
        action: label('offerTrialAction'),
      },
      renew: {
        title: label('offerRenewTitle'),
        text: label('offerRenewText'),
        action: label('offerRenewAction'),
      },
      busy: label('offerBusy'),
      failed: label('offerFailed'),
    },
  };
}
