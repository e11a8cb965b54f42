import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LiveSite } from './live-site.ts';

let dir: string;
let siteDir: string;
let dataDir: string;

async function writeSite(folder: string, home: string, mtime?: Date): Promise<void> {
  await mkdir(folder, { recursive: true });
  await writeFile(path.join(folder, 'index.html'), home);
  if (mtime) await utimes(path.join(folder, 'index.html'), mtime, mtime);
}

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'wf-live-site-'));
  siteDir = path.join(dir, 'dist');
  dataDir = path.join(dir, 'data');
  await writeSite(siteDir, 'built by npm start', new Date('2026-01-01T00:00:00Z'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('LiveSite', () => {
  it('given nothing published / it serves SITE_DIR', () => {
    expect(new LiveSite({ siteDir, dataDir }).dir).toBe(siteDir);
  });

  it('given a swap / it serves the new build and answers the folder served before', async () => {
    const site = new LiveSite({ siteDir, dataDir });
    const build = site.buildDir('pub_1');
    expect(build).toBe(`${siteDir}-build-pub_1`);
    await writeSite(build, 'published');
    expect(await site.swap(build, 0)).toBe(siteDir);
    expect(site.dir).toBe(build);
    expect(site.isBuildDir(build)).toBe(true);
    expect(site.isBuildDir(siteDir)).toBe(false);
  });

  it('given a restart without a rebuild / it keeps serving the published build', async () => {
    const build = `${siteDir}-build-pub_1`;
    await writeSite(build, 'published', new Date('2026-02-01T00:00:00Z'));
    await new LiveSite({ siteDir, dataDir }).swap(build, 0);
    expect(new LiveSite({ siteDir, dataDir }).dir).toBe(build);
  });

  it('given a restart / it remembers the last publish job its build holds, whichever folder it serves', async () => {
    expect(new LiveSite({ siteDir, dataDir }).seq).toBe(0);
    const build = `${siteDir}-build-pub_1`;
    await writeSite(build, 'published', new Date('2026-02-01T00:00:00Z'));
    await new LiveSite({ siteDir, dataDir }).swap(build, 7);
    expect(new LiveSite({ siteDir, dataDir }).seq).toBe(7);
    await writeSite(siteDir, 'rebuilt with the new video', new Date('2026-03-01T00:00:00Z'));
    expect(new LiveSite({ siteDir, dataDir })).toMatchObject({ dir: siteDir, seq: 7 });
  });

  it('given a restart after npm start rebuilt SITE_DIR (newer) / it serves SITE_DIR again', async () => {
    const build = `${siteDir}-build-pub_1`;
    await writeSite(build, 'published', new Date('2026-02-01T00:00:00Z'));
    await new LiveSite({ siteDir, dataDir }).swap(build, 0);
    await writeSite(siteDir, 'rebuilt with the new video', new Date('2026-03-01T00:00:00Z'));
    expect(new LiveSite({ siteDir, dataDir }).dir).toBe(siteDir);
  });

  it('given a remembered build that was deleted / it serves SITE_DIR', async () => {
    const build = `${siteDir}-build-pub_1`;
    await writeSite(build, 'published', new Date('2026-02-01T00:00:00Z'));
    await new LiveSite({ siteDir, dataDir }).swap(build, 0);
    await rm(build, { recursive: true });
    expect(new LiveSite({ siteDir, dataDir }).dir).toBe(siteDir);
  });

  it('given a pointer to a folder that is not a build / it ignores it', async () => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, 'published-site.json'), JSON.stringify({ dir: '/etc' }));
    expect(new LiveSite({ siteDir, dataDir }).dir).toBe(siteDir);
  });

  it('given builds left by earlier runs / removeStaleBuilds removes them but not the live one or SITE_DIR', async () => {
    const site = new LiveSite({ siteDir, dataDir });
    await writeSite(`${siteDir}-build-old1`, 'old');
    await writeSite(`${siteDir}-build-old2`, 'old');
    await writeSite(`${siteDir}-build-live`, 'live');
    await writeSite(path.join(dir, 'other-build-x'), 'not ours');
    await site.swap(`${siteDir}-build-live`, 0);
    await site.removeStaleBuilds();
    expect((await readdir(dir)).sort()).toEqual(['data', 'dist', 'dist-build-live', 'other-build-x']);
  });
});
