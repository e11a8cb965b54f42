/**
 * Publishing with several instances on one database (docs/architecture.md "Many instances"):
 * each instance has its own SITE_DIR, CONTENT_DIR and DATA_DIR and a fake build the test
 * drives; the jobs, their leases and their order are in the shared database.
 */
import { access, copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ID } from '@wf/config/app';
import type { NewVideo } from '@wf/config/site-api';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { silentLogger } from '../../log.ts';
import { openSeededTestDatabase, type TestDatabase } from '../../testing/database.ts';
import { FakeBuilder, SEEDED_VIDEOS } from '../admin/test-kit.ts';
import { publishJobs } from '../schema.ts';
import { DEFAULT_CONTENT_DIR } from '../seed/content.ts';
import { LiveSite } from './live-site.ts';
import { Publisher } from './publisher.ts';

vi.setConfig({ testTimeout: 60_000 });

const LEASE_MS = 10_000;

const VIDEO: NewVideo = {
  title: 'Songs of the Harvest',
  description: 'The songs sung when the harvest comes in, with their meaning.',
  vimeoId: '76979871',
  thumbnail: 'https://i.vimeocdn.com/video/452001751.jpg',
  duration: '18:40',
  category: 'Orisha',
  isLocked: false,
  isFeatured: false,
};

let database: TestDatabase;
let root: string;
let now: number;
const clock = () => new Date(now);

interface Instance {
  publisher: Publisher;
  builder: FakeBuilder;
  contentDir: string;
}

/** An instance with folders of its own, a copy of two seeded videos and a built site. */
async function startInstance(name: string, options: { renewEveryMs?: number } = {}): Promise<Instance> {
  const dir = path.join(root, name);
  const siteDir = path.join(dir, 'site');
  const contentDir = path.join(dir, 'content');
  await mkdir(siteDir, { recursive: true });
  await writeFile(
    path.join(siteDir, 'index.html'),
    '<!doctype html><title>Home</title><p>As npm start built it</p>',
  );
  await mkdir(path.join(contentDir, 'videos'), { recursive: true });
  for (const id of SEEDED_VIDEOS) {
    await copyFile(
      path.join(DEFAULT_CONTENT_DIR, 'videos', `${id}.md`),
      path.join(contentDir, 'videos', `${id}.md`),
    );
  }
  const builder = new FakeBuilder();
  const publisher = new Publisher({
    contentDir,
    site: new LiveSite({ siteDir, dataDir: path.join(dir, 'data') }),
    build: builder.build,
    logger: silentLogger(),
    clock,
    oldBuildGraceMs: 0,
    database: database.database,
    appId: APP_ID,
    instanceId: `ins_${name}`,
    leaseMs: LEASE_MS,
    renewEveryMs: options.renewEveryMs ?? 50,
  });
  return { publisher, builder, contentDir };
}

/** The home page an instance serves now (the fake build lists its videos). */
function home(instance: Instance): Promise<string> {
  return readFile(path.join(instance.publisher.site.dir, 'index.html'), 'utf8');
}

beforeAll(async () => {
  database = await openSeededTestDatabase();
});
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  now = Date.parse('2026-05-01T10:00:00Z');
  root = await mkdtemp(path.join(tmpdir(), 'wf-instances-'));
  await database.database.db.delete(publishJobs);
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true, maxRetries: 10, retryDelay: 50 });
});

describe('publishing on two instances', () => {
  it('given a video added on A / B answers its status, and brings it into its own content and build', async () => {
    const a = await startInstance('a');
    const b = await startInstance('b');
    const job = await a.publisher.submit(VIDEO);
    expect(await b.publisher.status(job.id)).toMatchObject({ id: job.id, videoId: 'songs-of-the-harvest' });
    await a.publisher.idle();
    expect(await b.publisher.status(job.id)).toEqual({
      id: job.id,
      videoId: 'songs-of-the-harvest',
      status: 'live',
    });
    expect(await home(a)).toContain('Build with 3 videos');
    expect(await home(b)).toContain('As npm start built it');

    b.publisher.poll();
    await b.publisher.idle();
    expect(await readFile(path.join(b.contentDir, 'videos', 'songs-of-the-harvest.md'), 'utf8')).toBe(
      await readFile(path.join(a.contentDir, 'videos', 'songs-of-the-harvest.md'), 'utf8'),
    );
    expect(await home(b)).toContain('Build with 3 videos');
    expect(await home(b)).toContain('Songs of the Harvest');

    // Nothing new: the next look builds nothing.
    const builds = b.builder.requests.length;
    b.publisher.poll();
    await b.publisher.idle();
    expect(b.builder.requests).toHaveLength(builds);
    // A third instance started later catches up too; A itself never builds its own video twice.
    const c = await startInstance('c');
    c.publisher.poll();
    await c.publisher.idle();
    expect(await home(c)).toContain('Songs of the Harvest');
    a.publisher.poll();
    await a.publisher.idle();
    expect(a.builder.requests).toHaveLength(1);
  });

  it('given the same title added on A and on B / the second is refused', async () => {
    const a = await startInstance('a');
    const b = await startInstance('b');
    a.builder.gated = true;
    await a.publisher.submit(VIDEO);
    await expect(b.publisher.submit(VIDEO)).rejects.toThrow(/songs-of-the-harvest/);
    await vi.waitFor(() => expect(a.builder.waiting).toBe(1));
    a.builder.release();
    await a.publisher.idle();
  });

  it('given A building / B builds nothing until A is done: one build at a time across instances', async () => {
    const a = await startInstance('a');
    const b = await startInstance('b');
    a.builder.gated = true;
    const first = await a.publisher.submit(VIDEO);
    await vi.waitFor(() => expect(a.builder.waiting).toBe(1));
    const second = await b.publisher.submit({ ...VIDEO, title: 'Ifa Verses Explained' });
    await b.publisher.idle();
    expect(b.builder.requests).toHaveLength(0);
    expect(await b.publisher.status(second.id)).toMatchObject({ status: 'queued' });
    expect(await b.publisher.status(first.id)).toMatchObject({ status: 'building' });

    a.builder.release();
    // A goes on with the queue, B's job included, one at a time.
    await vi.waitFor(() => expect(a.builder.waiting).toBe(1));
    a.builder.release();
    await a.publisher.idle();
    expect(await a.publisher.status(second.id)).toMatchObject({ status: 'live' });
    expect(a.builder.maxConcurrent).toBe(1);
    expect(b.builder.requests).toHaveLength(0);
    b.publisher.poll();
    await b.publisher.idle();
    expect(await home(b)).toContain('Build with 4 videos');
  });

  it('given A dies while it builds / its lease lapses and B takes the job over; A, back, changes nothing', async () => {
    // A never renews its lease: as if its process had stopped mid-build.
    const a = await startInstance('a', { renewEveryMs: 3_600_000 });
    const b = await startInstance('b');
    a.builder.gated = true;
    const job = await a.publisher.submit(VIDEO);
    await vi.waitFor(() => expect(a.builder.waiting).toBe(1));

    // Before the lease lapses B leaves the job alone.
    now += LEASE_MS - 1_000;
    b.publisher.poll();
    await b.publisher.idle();
    expect(b.builder.requests).toHaveLength(0);

    now += 2_000;
    b.publisher.poll();
    await b.publisher.idle();
    expect(b.builder.requests).toHaveLength(1);
    expect(await b.publisher.status(job.id)).toMatchObject({ status: 'live' });
    expect(await home(b)).toContain('Songs of the Harvest');

    // A's build finishes late: the job stays B's, live, not failed.
    a.builder.release();
    await a.publisher.idle();
    expect(await a.publisher.status(job.id)).toEqual({
      id: job.id,
      videoId: 'songs-of-the-harvest',
      status: 'live',
    });
  });

  it('given a build that fails on A / the job fails for every instance and B brings in nothing', async () => {
    const a = await startInstance('a');
    const b = await startInstance('b');
    a.builder.nextFailure = new Error('disk full');
    const job = await a.publisher.submit(VIDEO);
    await a.publisher.idle();
    expect(await b.publisher.status(job.id)).toMatchObject({ status: 'failed' });
    b.publisher.poll();
    await b.publisher.idle();
    expect(b.builder.requests).toHaveLength(0);
    // The title is free again.
    await expect(b.publisher.submit(VIDEO)).resolves.toMatchObject({ status: 'queued' });
    await b.publisher.idle();
  });
});

describe('changes of the library on two instances', () => {
  it('given a video added, edited, unpublished and deleted on A / B brings each change into its own content, in order', async () => {
    const a = await startInstance('a');
    const b = await startInstance('b');
    const id = 'songs-of-the-harvest';
    const fileOf = (instance: Instance) => path.join(instance.contentDir, 'videos', `${id}.md`);
    await a.publisher.submit(VIDEO);
    await a.publisher.idle();
    await a.publisher.change(id, { kind: 'edit', video: { ...VIDEO, title: 'Songs of the Harvest, Sung' } });
    await a.publisher.idle();
    await a.publisher.change(id, { kind: 'unpublish' });
    await a.publisher.idle();

    // B, which saw none of it, catches up in one look: the file as A has it, and out of its build.
    b.publisher.poll();
    await b.publisher.idle();
    const onA = await readFile(fileOf(a), 'utf8');
    expect(onA).toContain("title: 'Songs of the Harvest, Sung'");
    expect(onA).toContain('draft: true');
    expect(await readFile(fileOf(b), 'utf8')).toBe(onA);
    expect(await home(b)).toContain('Build with 2 videos');

    await a.publisher.change(id, { kind: 'delete' });
    await a.publisher.idle();
    b.publisher.poll();
    await b.publisher.idle();
    await expect(access(fileOf(b))).rejects.toThrow(/ENOENT/);
    await expect(access(fileOf(a))).rejects.toThrow(/ENOENT/);

    // A third instance, starting late, replays the whole history and ends without the file too.
    const c = await startInstance('c');
    c.publisher.poll();
    await c.publisher.idle();
    await expect(access(fileOf(c))).rejects.toThrow(/ENOENT/);
    expect(await home(c)).toContain('Build with 2 videos');
  });
});
