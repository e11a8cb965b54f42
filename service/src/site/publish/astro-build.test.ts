/**
 * The real build: `astro build` of this repository into a temporary folder, against a
 * temporary copy of the content (about 10 s a build on a 2-core machine).
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../clock.ts';
import { silentLogger } from '../../log.ts';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { DEFAULT_CONTENT_DIR } from '../seed/content.ts';
import { astroBuild, outputTail } from './astro-build.ts';
import { LiveSite } from './live-site.ts';
import { Publisher } from './publisher.ts';

describe('outputTail', () => {
  it('given coloured output with a stack trace / it keeps the readable end only', () => {
    const output = [
      '\u001b[32m04:01:36\u001b[39m [content] Syncing content',
      '[InvalidContentEntryDataError] videos → bad data does not match collection schema.',
      '',
      '  duration: Duration must be minutes:seconds like 24:15',
      '  Stack trace:',
      '    at getEntryData (/work/main/node_modules/astro/dist/content/utils.js:126:9)',
      '    at async eval (/work/main/node_modules/astro/dist/content/loaders/glob.js:224:13)',
      '',
    ].join('\r\n');
    expect(outputTail(output)).toBe(
      [
        '04:01:36 [content] Syncing content',
        '[InvalidContentEntryDataError] videos → bad data does not match collection schema.',
        '',
        '  duration: Duration must be minutes:seconds like 24:15',
      ].join('\n'),
    );
  });

  it('given a long output / it keeps the last 20 lines', () => {
    const lines = Array.from({ length: 50 }, (_, i) => `line ${i}`);
    expect(outputTail(lines.join('\n')).split('\n')).toEqual(lines.slice(-20));
  });
});

describe('publishing with the real astro build', () => {
  let dir: string;
  let contentDir: string;
  let publisher: Publisher;
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openSeededTestDatabase();
    dir = await mkdtemp(path.join(tmpdir(), 'wf-astro-publish-'));
    contentDir = path.join(dir, 'content');
    // The whole content folder: the build reads every collection from CONTENT_DIR.
    await cp(DEFAULT_CONTENT_DIR, contentDir, { recursive: true });
    const site = new LiveSite({ siteDir: path.join(dir, 'dist'), dataDir: path.join(dir, 'data') });
    publisher = new Publisher({
      contentDir,
      site,
      // As the service's publisher builds: told its mode (a bare astro build is refused).
      build: astroBuild({ variables: { WF_TEST_MODE: 'true' } }),
      logger: silentLogger(),
      clock: systemClock,
      oldBuildGraceMs: 0,
      database: database.database,
      appId: APP_ID,
    });
  });
  afterAll(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('given a new video / the built site has its page and is served from the new folder', async () => {
    const job = await publisher.submit({
      title: 'Ifa Verses for Daily Life',
      description: "Short verses of Ifa and what they ask of us, read slowly with the community's elders.",
      vimeoId: '76979871',
      thumbnail:
        'https://i.vimeocdn.com/video/452001751-8b1768af2e2de0c8dfe2e2b6f18fcec5d2f4d1b1e5ea22b9.jpg',
      duration: '1:02:03',
      category: 'Ifa',
      isLocked: false,
      isFeatured: true,
    });
    await publisher.idle();
    expect(await publisher.status(job.id)).toEqual({
      id: job.id,
      videoId: 'ifa-verses-for-daily-life',
      status: 'live',
    });
    const page = path.join(publisher.site.dir, 'videos', 'ifa-verses-for-daily-life.html');
    expect(publisher.site.dir).toBe(`${path.join(dir, 'dist')}-build-${job.id}`);
    expect(await readFile(page, 'utf8')).toContain('Ifa Verses for Daily Life');
  }, 120_000);

  it('given a broken video file an editor left / the build fails, says why, and the new file is removed', async () => {
    const live = publisher.site.dir;
    await writeFile(
      path.join(contentDir, 'videos', 'broken.md'),
      "---\ntitle: 'Broken'\ndescription: 'x'\nvimeoId: '1'\nthumbnail: '/x.png'\nduration: '99:99'\ndate: 2024-01-01\ncategory: Orisha\n---\n",
    );
    const job = await publisher.submit({
      title: 'Teachings of the Elders',
      description: 'Stories passed from elders to the young.',
      vimeoId: '76979871',
      thumbnail: 'https://example.com/t.jpg',
      duration: '12:00',
      category: 'Teachings',
      isLocked: true,
      isFeatured: false,
    });
    await publisher.idle();
    const status = await publisher.status(job.id);
    expect(status?.status).toBe('failed');
    expect(status?.error).toContain('End of the build output:');
    expect(status?.error).toContain('broken data does not match collection schema');
    expect(status?.error).toContain('duration: Duration must be minutes:seconds like 24:15');
    expect(status?.error).not.toContain('node_modules');
    expect(existsSync(path.join(contentDir, 'videos', 'teachings-of-the-elders.md'))).toBe(false);
    expect(existsSync(`${path.join(dir, 'dist')}-build-${job.id}`)).toBe(false);
    expect(publisher.site.dir).toBe(live);
  }, 120_000);
});
