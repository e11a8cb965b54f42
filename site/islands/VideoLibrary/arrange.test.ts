import { describe, expect, it } from 'vitest';
import { arrange, durationSeconds, featured, inCategory, shownCount } from './arrange.ts';
import type { LibraryVideo } from './types.ts';

function video(id: string, overrides: Partial<LibraryVideo> = {}): LibraryVideo {
  return {
    id,
    title: id,
    description: '',
    thumbnail: '/t.svg',
    duration: '10:00',
    date: '2024-01-01',
    category: 'Orisha',
    isLocked: true,
    isFeatured: false,
    ...overrides,
  };
}

const videos = [
  video('b-old', { title: 'Beta', date: '2023-02-01', duration: '1:02:00', isLocked: false }),
  video('a-new', { title: 'alpha', date: '2024-06-01', duration: '9:59', isFeatured: true, category: 'Ifa' }),
  video('c-mid', { title: 'Gamma 10', date: '2024-01-15', duration: '45:00', isFeatured: true }),
  video('d-mid', { title: 'Gamma 9', date: '2024-01-15', duration: '45:00' }),
];

const ids = (list: LibraryVideo[]) => list.map((v) => v.id);

describe('durationSeconds', () => {
  it('reads mm:ss and h:mm:ss', () => {
    expect(durationSeconds('9:59')).toBe(599);
    expect(durationSeconds('1:02:00')).toBe(3720);
  });
});

describe('arrange', () => {
  it('given newest / it lists the newest first, same days by title', () => {
    expect(ids(arrange(videos, 'all', 'newest'))).toEqual(['a-new', 'd-mid', 'c-mid', 'b-old']);
  });

  it('given oldest / it lists the oldest first', () => {
    expect(ids(arrange(videos, 'all', 'oldest'))).toEqual(['b-old', 'd-mid', 'c-mid', 'a-new']);
  });

  it('given title / it sorts A to Z ignoring case, numbers as numbers', () => {
    expect(ids(arrange(videos, 'all', 'title'))).toEqual(['a-new', 'b-old', 'd-mid', 'c-mid']);
  });

  it('given duration / it lists the shortest first', () => {
    expect(ids(arrange(videos, 'all', 'duration'))).toEqual(['a-new', 'd-mid', 'c-mid', 'b-old']);
  });

  it('given each filter / it keeps only the matching videos', () => {
    expect(ids(arrange(videos, 'locked', 'newest'))).toEqual(['a-new', 'd-mid', 'c-mid']);
    expect(ids(arrange(videos, 'unlocked', 'newest'))).toEqual(['b-old']);
    expect(ids(arrange(videos, 'featured', 'newest'))).toEqual(['a-new', 'c-mid']);
  });

  it('leaves its input alone', () => {
    const before = ids(videos);
    arrange(videos, 'all', 'title');
    expect(ids(videos)).toEqual(before);
  });
});

describe('inCategory and featured', () => {
  it('given All (null) / it keeps everything; given a category / only its videos', () => {
    expect(inCategory(videos, null)).toHaveLength(4);
    expect(ids(inCategory(videos, 'Ifa'))).toEqual(['a-new']);
    expect(inCategory(videos, 'Leadership')).toEqual([]);
  });

  it('featured lists the featured videos newest first', () => {
    expect(ids(featured(videos))).toEqual(['a-new', 'c-mid']);
  });
});

describe('shownCount', () => {
  it('shows 6 at first and all once expanded', () => {
    expect(shownCount(14, false)).toBe(6);
    expect(shownCount(4, false)).toBe(4);
    expect(shownCount(14, true)).toBe(14);
  });
});
