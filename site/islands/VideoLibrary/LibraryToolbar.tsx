import { Select } from '@wf/ui';
import type { LibraryCopy, LibraryFilter, LibrarySort } from './types.ts';

const FILTERS: LibraryFilter[] = ['all', 'locked', 'unlocked', 'featured'];
const SORTS: LibrarySort[] = ['newest', 'oldest', 'title', 'duration'];

export interface LibraryToolbarProps {
  copy: Pick<LibraryCopy, 'filterLabel' | 'filters' | 'sortLabel' | 'sorts'>;
  filter: LibraryFilter;
  sort: LibrarySort;
  onFilterChange: (filter: LibraryFilter) => void;
  onSortChange: (sort: LibrarySort) => void;
}

/** The grid's Filter and Sort controls: labelled native selects, so keyboards and screen readers know them. */
export function LibraryToolbar({ copy, filter, sort, onFilterChange, onSortChange }: LibraryToolbarProps) {
  return (
    <div className="wf-video-library__controls">
      <Select
        className="wf-video-library__control"
        label={copy.filterLabel}
        value={filter}
        options={FILTERS.map((value) => ({ value, label: copy.filters[value] }))}
        onChange={(event) => onFilterChange(event.currentTarget.value as LibraryFilter)}
      />
      <Select
        className="wf-video-library__control"
        label={copy.sortLabel}
        value={sort}
        options={SORTS.map((value) => ({ value, label: copy.sorts[value] }))}
        onChange={(event) => onSortChange(event.currentTarget.value as LibrarySort)}
      />
    </div>
  );
}
