import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseFrontmatter } from '@astrojs/internal-helpers/frontmatter';
import { type NewVideo, newVideoSchema, videoFrontmatterSchema } from '@wf/config/site-api';
import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR, frontmatterOf } from '../seed/content.ts';
import { isoDate, videoMarkdown, yamlString } from './markdown.ts';

const VIDEOS_DIR = path.join(DEFAULT_CONTENT_DIR, 'videos');

const video: NewVideo = {
  title: 'Orisha Songs for Beginners',
  description: 'The first songs every house learns, sung slowly.',
  vimeoId: '76979871',
  thumbnail: 'https://i.vimeocdn.com/video/123.jpg',
  duration: '24:15',
  category: 'Spiritual Development',
  isLocked: true,
  isFeatured: false,
};

/** The frontmatter as Astro reads it (js-yaml through Astro's own helper). */
function astroFrontmatter(markdown: string): Record<string, unknown> {
  return parseFrontmatter(markdown).frontmatter;
}

describe('the video files in content/videos', () => {
  it('every file passes the contract schema the site collection uses', async () => {
    const files = (await readdir(VIDEOS_DIR)).filter((name) => name.endsWith('.md'));
    expect(files.length).toBeGreaterThanOrEqual(6);
    for (const file of files) {
      const result = videoFrontmatterSchema.safeParse(
        astroFrontmatter(await readFile(path.join(VIDEOS_DIR, file), 'utf8')),
      );
      expect(result.error?.issues, file).toBeUndefined();
    }
  });

  it('a written file has the same lines, in the same order and quoting, as a seeded one', async () => {
    const seeded = await readFile(path.join(VIDEOS_DIR, 'guided-meditation-session.md'), 'utf8');
    const fields = videoFrontmatterSchema.parse(astroFrontmatter(seeded));
    const written = videoMarkdown(fields, isoDate(fields.date));
    expect(written).toBe(seeded);
  });
});

describe('videoMarkdown', () => {
  it('given a new video / it writes frontmatter only, in the collection order', () => {
    expect(videoMarkdown(video, '2026-11-22')).toBe(
      [
        '---',
        "title: 'Orisha Songs for Beginners'",
        "description: 'The first songs every house learns, sung slowly.'",
        "vimeoId: '76979871'",
        "thumbnail: 'https://i.vimeocdn.com/video/123.jpg'",
        "duration: '24:15'",
        'date: 2026-11-22',
        'category: Spiritual Development',
        'isLocked: true',
        'isFeatured: false',
        '---',
        '',
      ].join('\n'),
    );
  });

  it.each([
    ['Ifa\'s Wisdom: "Part 2" # not a comment'],
    ['First paragraph.\n\nSecond paragraph,\nwith a line break.'],
    ['Tabs\tand a backslash \\ and a bell \u0007 and \u2028 a separator'],
    ['--- not the end of the frontmatter'],
    ['Ẹ kú àbọ̀ 🌿'],
  ])('given the text %j / Astro reads back exactly that text', (text) => {
    const markdown = videoMarkdown({ ...video, title: text, description: text }, '2026-11-22');
    const fields = astroFrontmatter(markdown);
    expect(fields.title).toBe(text);
    expect(fields.description).toBe(text);
    expect(videoFrontmatterSchema.safeParse(fields).success).toBe(true);
  });

  it('given a locked video / the seed reads its player id and lock from the file as it always did', () => {
    expect(frontmatterOf(videoMarkdown(video, '2026-11-22'))).toMatchObject({
      vimeoId: '76979871',
      isLocked: 'true',
    });
  });
});

describe('yamlString', () => {
  it('given plain text / it single-quotes it, doubling quotes', () => {
    expect(yamlString("It's")).toBe("'It''s'");
  });

  it('given a line break / it double-quotes it with escapes', () => {
    expect(yamlString('a\n"b"')).toBe('"a\\n\\"b\\""');
  });
});

describe('a sample failing video', () => {
  it('fails both the form schema and the collection schema with the same message', () => {
    const bad = { ...video, duration: '99:99', date: '2026-11-22' };
    const form = newVideoSchema.safeParse(bad);
    const collection = videoFrontmatterSchema.safeParse(bad);
    expect(form.error?.issues.map((issue) => issue.message)).toEqual([
      'Duration must be minutes:seconds like 24:15, or hours:minutes:seconds like 1:05:30',
    ]);
    expect(collection.error?.issues.map((issue) => issue.message)).toEqual(
      form.error?.issues.map((issue) => issue.message),
    );
  });
});
