import { Button, ChipGroup, EmptyState } from '@wf/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { fill } from '../../lib/format.ts';
import type { MembershipOffer } from '../../lib/membership/access.ts';
import type { MembershipBilling } from '../../lib/membership/billing.ts';
import { OfferPrompt } from '../../lib/membership/OfferPrompt.tsx';
import { videoPath } from '../../lib/routes.ts';
import { arrange, featured, inCategory, shownCount } from './arrange.ts';
import { LibraryToolbar } from './LibraryToolbar.tsx';
import type { LibraryCopy, LibraryFilter, LibrarySort, LibraryVideo } from './types.ts';
import { VideoCard } from './VideoCard.tsx';

export interface MemberLibraryProps {
  videos: readonly LibraryVideo[];
  /** The library's categories in chip order ('All' is added in front). */
  categories: readonly string[];
  copy: LibraryCopy;
  /** A member without the members' videos: the trial or a renewal, offered above the library. */
  offer?: MembershipOffer | null;
  /** The Membership's checkout; null until the page's widget exists. */
  billing?: MembershipBilling | null;
}

const ALL = '';

/**
 * The members' library (docs/product/website.md §2 Videos, docs/architecture.md "The members area"): category chips, the featured section
 * under All only, and a grid of 6 with 'Load More Videos (n remaining)', filtered and sorted.
 * Changing the category or the filter starts the grid at its first page again. A member who
 * may not watch the members' videos still browses it, under the one offer of the Membership.
 */
export function MemberLibrary({
  videos,
  categories,
  copy,
  offer = null,
  billing = null,
}: MemberLibraryProps) {
  const [category, setCategory] = useState(ALL);
  const [filter, setFilter] = useState<LibraryFilter>('all');
  const [sort, setSort] = useState<LibrarySort>('newest');
  const [expanded, setExpanded] = useState(false);
  const firstNewCard = useRef<HTMLAnchorElement>(null);
  const focusFirstNew = useRef(false);
  const featuredId = useId();
  const gridHeadingId = useId();

  const inView = inCategory(videos, category === ALL ? null : category);
  const grid = arrange(inView, filter, sort);
  const shown = shownCount(grid.length, expanded);
  const remaining = grid.length - shown;
  const highlights = category === ALL ? featured(videos) : [];
  const labels = { duration: copy.duration, published: copy.published, membersOnly: copy.membersOnly };

  // After 'Load More', focus moves to the first card that appeared (the button is gone).
  useEffect(() => {
    if (!expanded || !focusFirstNew.current) return;
    focusFirstNew.current = false;
    firstNewCard.current?.focus();
  }, [expanded]);

  const chooseCategory = (next: string) => {
    setCategory(next);
    setExpanded(false);
  };
  const chooseFilter = (next: LibraryFilter) => {
    setFilter(next);
    setExpanded(false);
  };
  const loadMore = () => {
    focusFirstNew.current = true;
    setExpanded(true);
  };

  return (
    <div className="wf-video-library__member">
      <header className="wf-video-library__header">
        <h1 className="wf-video-library__title">{copy.heading}</h1>
        {copy.intro ? <p className="wf-video-library__intro">{copy.intro}</p> : null}
      </header>

      {offer ? <OfferPrompt offer={offer} copy={copy.offers} billing={billing} /> : null}

      <ChipGroup
        className="wf-video-library__chips"
        label={copy.categoriesLabel}
        options={[
          { value: ALL, label: copy.allCategory },
          ...categories.map((value) => ({ value, label: value })),
        ]}
        value={category}
        onValueChange={chooseCategory}
      />

      {highlights.length > 0 ? (
        <section className="wf-video-library__section" aria-labelledby={featuredId}>
          <h2 id={featuredId} className="wf-video-library__section-title">
            {copy.featuredHeading}
          </h2>
          <ul className="wf-video-library__grid">
            {highlights.map((video) => (
              <VideoCard key={video.id} video={video} href={videoPath(video.id)} labels={labels} />
            ))}
          </ul>
        </section>
      ) : null}

      <section
        className="wf-video-library__section"
        aria-labelledby={gridHeadingId}
        data-category={category || 'All'}
      >
        <div className="wf-video-library__bar">
          <h2 id={gridHeadingId} className="wf-video-library__section-title">
            {category === ALL ? copy.allVideosHeading : fill(copy.categoryHeading, { category })}
          </h2>
          <LibraryToolbar
            copy={copy}
            filter={filter}
            sort={sort}
            onFilterChange={chooseFilter}
            onSortChange={setSort}
          />
        </div>
        <p className="wf-video-library__count" aria-live="polite">
          {grid.length > 0 ? fill(copy.resultCount, { shown, total: grid.length }) : ''}
        </p>
        {grid.length > 0 ? (
          <ul className="wf-video-library__grid" data-expanded={expanded}>
            {grid.slice(0, shown).map((video, index) => (
              <VideoCard
                key={video.id}
                video={video}
                href={videoPath(video.id)}
                labels={labels}
                linkRef={expanded && index === shownCount(grid.length, false) ? firstNewCard : undefined}
              />
            ))}
          </ul>
        ) : (
          <Empty
            copy={copy}
            category={category}
            filtered={inView.length > 0}
            onShowAll={() => chooseCategory(ALL)}
            onClearFilter={() => chooseFilter('all')}
          />
        )}
        {remaining > 0 ? (
          <div className="wf-video-library__more">
            <Button variant="secondary" size="lg" onClick={loadMore}>
              {fill(copy.loadMore, { n: remaining })}
            </Button>
          </div>
        ) : null}
      </section>
    </div>
  );
}

interface EmptyProps {
  copy: LibraryCopy;
  category: string;
  /** The category has videos, but the filter hides them all. */
  filtered: boolean;
  onShowAll: () => void;
  onClearFilter: () => void;
}

/** The grid's friendly empty state: an empty category, a filter that hides everything, or no videos at all. */
function Empty({ copy, category, filtered, onShowAll, onClearFilter }: EmptyProps) {
  if (filtered) {
    return (
      <EmptyState
        className="wf-video-library__empty"
        headingLevel={3}
        title={copy.emptyFilterTitle}
        description={copy.emptyFilterText}
        action={
          <Button variant="secondary" onClick={onClearFilter}>
            {copy.emptyFilterAction}
          </Button>
        }
      />
    );
  }
  if (category === ALL) {
    return (
      <EmptyState
        className="wf-video-library__empty"
        headingLevel={3}
        title={copy.emptyLibraryTitle}
        description={copy.emptyLibraryText}
      />
    );
  }
  return (
    <EmptyState
      className="wf-video-library__empty"
      headingLevel={3}
      title={fill(copy.emptyCategoryTitle, { category })}
      description={copy.emptyCategoryText}
      action={
        <Button variant="secondary" onClick={onShowAll}>
          {copy.emptyCategoryAction}
        </Button>
      }
    />
  );
}
