import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { flatYamlFields, frontmatterOf, readContactEmail, readLockedVideos } from './content.ts';

describe('frontmatterOf', () => {
  it('given quoted and bare values, it reads both and ignores nested lines', () => {
    const markdown = [
      '---',
      "title: 'Advanced Negotiation Tactics'",
      'vimeoId: "76979871"',
      'isLocked: true',
      'tags:',
      '  - nested',
      '---',
      'Body text: not frontmatter',
    ].join('\n');
    expect(frontmatterOf(markdown)).toEqual({
      title: 'Advanced Negotiation Tactics',
      vimeoId: '76979871',
      isLocked: 'true',
    });
  });

  it('given no frontmatter, it answers nothing', () => {
    expect(frontmatterOf('# Just a heading')).toEqual({});
  });

  it('given a trailing comment, it drops the comment', () => {
    expect(flatYamlFields('contactEmail: contact@worldfamily.org # public')).toEqual({
      contactEmail: 'contact@worldfamily.org',
    });
  });
});

describe('reading content', () => {
  it('given videos, it lists the locked ones with their player ids, by file name', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'wf-content-'));
    await mkdir(path.join(dir, 'videos'));
    await mkdir(path.join(dir, 'site'));
    await writeFile(path.join(dir, 'videos', 'locked.md'), "---\nvimeoId: '111'\nisLocked: true\n---\n");
    await writeFile(path.join(dir, 'videos', 'default-locked.md'), "---\nvimeoId: '222'\n---\n");
    await writeFile(path.join(dir, 'videos', 'open.md'), "---\nvimeoId: '333'\nisLocked: false\n---\n");
    await writeFile(
      path.join(dir, 'site', 'settings.yaml'),
      'siteName: X\ncontactEmail: hello@example.org\n',
    );

    expect(await readLockedVideos(dir)).toEqual([
      { id: 'default-locked', vimeoId: '222' },
      { id: 'locked', vimeoId: '111' },
    ]);
    expect(await readContactEmail(dir)).toBe('hello@example.org');
    await rm(dir, { recursive: true, force: true });
  });

  it('given no content folder, it finds nothing rather than failing', async () => {
    expect(await readLockedVideos('/nonexistent-wf-content')).toEqual([]);
    expect(await readContactEmail('/nonexistent-wf-content')).toBeNull();
  });
});
