import { describe, expect, it } from 'vitest';
import {
  NEW_VIDEO_DEFAULTS,
  newVideoSchema,
  VIDEO_LIMITS,
  VIDEO_MESSAGES,
  videoFrontmatterSchema,
  videoSlug,
} from './video.ts';

const valid = {
  title: 'Orisha Songs for Beginners',
  description: 'The first songs every house learns, sung slowly.',
  vimeoId: '76979871',
  thumbnail: 'https://i.vimeocdn.com/video/123.jpg',
  duration: '24:15',
  category: 'Orisha',
  isLocked: true,
  isFeatured: false,
};

/** The message of each field that fails, by field name. */
function messagesOf(input: unknown): Record<string, string> {
  const result = newVideoSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

describe('newVideoSchema', () => {
  it('given a complete video / it accepts it with text trimmed', () => {
    const result = newVideoSchema.parse({ ...valid, title: '  Orisha Songs for Beginners ' });
    expect(result).toEqual(valid);
  });

  it('given no switches / it applies the defaults locked true, featured false (docs/product/website.md §9)', () => {
    const { isLocked: _l, isFeatured: _f, ...rest } = valid;
    expect(newVideoSchema.parse(rest)).toMatchObject(NEW_VIDEO_DEFAULTS);
  });

  it('given every field empty / it shows the spec messages of §5', () => {
    expect(
      messagesOf({ title: '', description: '', vimeoId: '', thumbnail: '', duration: '', category: '' }),
    ).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      vimeoId: 'Vimeo ID is required',
      thumbnail: 'Must be a valid URL',
      duration: 'Duration is required',
      category: 'Category is required',
    });
  });

  it('given nothing at all / it shows the same messages', () => {
    expect(messagesOf({})).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      vimeoId: 'Vimeo ID is required',
      thumbnail: 'Must be a valid URL',
      duration: 'Duration is required',
      category: 'Category is required',
    });
  });

  it('given only spaces / the text counts as empty', () => {
    expect(messagesOf({ ...valid, title: '   ', description: ' \n ' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
    });
  });

  it.each([['24:15'], ['4:05'], ['0:59'], ['1:05:30'], ['12:00:00']])(
    'given the duration %s / it accepts it',
    (duration) => {
      expect(messagesOf({ ...valid, duration })).toEqual({});
    },
  );

  it.each([['24'], ['24:5'], ['60:00'], ['1:5:30'], ['24:15 min'], ['abc'], ['1:60:00']])(
    'given the malformed duration %s / it explains the format',
    (duration) => {
      expect(messagesOf({ ...valid, duration })).toEqual({ duration: VIDEO_MESSAGES.durationFormat });
    },
  );

  it.each([
    ['not a url'],
    ['/images/x.png'],
    ['ftp://example.com/a.jpg'],
    ['javascript:alert(1)'],
    ['https://'],
  ])('given the thumbnail %s / it answers Must be a valid URL', (thumbnail) => {
    expect(messagesOf({ ...valid, thumbnail })).toEqual({ thumbnail: 'Must be a valid URL' });
  });

  it('given a Vimeo ID with letters / it asks for digits', () => {
    expect(messagesOf({ ...valid, vimeoId: 'abc123' })).toEqual({ vimeoId: VIDEO_MESSAGES.vimeoIdDigits });
  });

  it("given the category 'All' or an unknown one / it lists the categories", () => {
    expect(messagesOf({ ...valid, category: 'All' })).toEqual({ category: VIDEO_MESSAGES.categoryUnknown });
    expect(messagesOf({ ...valid, category: 'Cooking' })).toEqual({
      category: 'Category must be one of Orisha, Teachings, Ifa, Leadership, Spiritual Development',
    });
  });

  it('given a title without a letter or digit / it says so (no page address can be made)', () => {
    expect(messagesOf({ ...valid, title: '¡¿!?' })).toEqual({ title: VIDEO_MESSAGES.titleNoLetters });
  });

  it('given text over the limits / it says how long it may be', () => {
    expect(
      messagesOf({ ...valid, title: 'a'.repeat(VIDEO_LIMITS.title + 1), vimeoId: '1'.repeat(21) }),
    ).toEqual({ title: VIDEO_MESSAGES.titleTooLong, vimeoId: VIDEO_MESSAGES.vimeoIdTooLong });
  });

  it('given switches that are not booleans / it says so', () => {
    expect(messagesOf({ ...valid, isLocked: 'yes', isFeatured: 1 })).toEqual({
      isLocked: VIDEO_MESSAGES.isLockedBoolean,
      isFeatured: VIDEO_MESSAGES.isFeaturedBoolean,
    });
  });
});

describe('videoFrontmatterSchema', () => {
  it('given a seeded file with a site-path thumbnail and a YAML date / it accepts it', () => {
    const parsed = videoFrontmatterSchema.parse({
      ...valid,
      thumbnail: '/images/video-placeholder.svg',
      date: new Date('2024-05-01'),
    });
    expect(parsed.thumbnail).toBe('/images/video-placeholder.svg');
    expect(parsed.date.toISOString()).toBe('2024-05-01T00:00:00.000Z');
  });

  it('given a protocol-relative thumbnail / it refuses it', () => {
    expect(
      videoFrontmatterSchema.safeParse({ ...valid, thumbnail: '//evil.example/x.png', date: '2024-05-01' }),
    ).toMatchObject({ success: false });
  });
});

describe('videoSlug', () => {
  it.each([
    ['Leadership in Challenging Times', 'leadership-in-challenging-times'],
    ['  Òrìṣà   Teachings!  ', 'orisa-teachings'],
    ["Ifa's Wisdom: Part 2", 'ifa-s-wisdom-part-2'],
    ['Spiritual Development -- Week 1', 'spiritual-development-week-1'],
    ['¡¿!?', ''],
  ])('given %j / it makes %j', (title, slug) => {
    expect(videoSlug(title)).toBe(slug);
  });

  it('given a very long title / it stops at a word within the limit', () => {
    const slug = videoSlug('word '.repeat(40));
    expect(slug.length).toBeLessThanOrEqual(VIDEO_LIMITS.id);
    expect(slug).toMatch(/^word(-word)*$/);
  });

  it('given one endless word / it cuts the word', () => {
    expect(videoSlug('x'.repeat(200))).toBe('x'.repeat(VIDEO_LIMITS.id));
  });
});
