import { existsSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_PLAN_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID } from '@wf/config/app';
import {
  addVideoResponseSchema,
  type PublishStatus,
  publishStatusResponseSchema,
  VIDEO_MESSAGES,
} from '@wf/config/site-api';
import { ADMIN_REQUIRED_MESSAGE } from '@wf/sdk/contract';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { planConnections } from '../../db/schema.ts';
import { signedInMember } from '../../members/testing.ts';
import { APP_HEADERS } from '../../testing/app.ts';
import type { TestDatabase } from '../../testing/database.ts';
import { BuildFailedError } from '../publish/astro-build.ts';
import { JOB_NOT_FOUND_MESSAGE } from './routes.ts';
import {
  adminHeaders,
  createPublishTest,
  memberHeaders,
  openPublishDatabase,
  type PublishTest,
  SEEDED_VIDEOS,
} from './test-kit.ts';

let database: TestDatabase;
let test: PublishTest;

beforeAll(async () => {
  database = await openPublishDatabase();
}, 60_000);
afterAll(async () => {
  await database.close();
});
beforeEach(async () => {
  test = await createPublishTest(database);
});
afterEach(async () => {
  await test.close();
});

const video = {
  title: 'Orisha Songs for Beginners',
  description: 'The first songs every house learns, sung slowly.',
  vimeoId: '76979871',
  thumbnail: 'https://i.vimeocdn.com/video/123.jpg',
  duration: '24:15',
  category: 'Orisha',
  isLocked: true,
  isFeatured: false,
};
const VIDEO_ID = 'orisha-songs-for-beginners';

function post(headers: Record<string, string>, body: unknown, contentType = 'application/json') {
  return test.app.request('/api/admin/videos', {
    method: 'POST',
    headers: { ...headers, 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

async function addVideo(headers: Record<string, string>, body: unknown = video) {
  const response = await post(headers, body);
  expect(response.status).toBe(202);
  return addVideoResponseSchema.parse(await response.json()).data;
}

async function statusOf(headers: Record<string, string>, jobId: string) {
  const response = await test.app.request(`/api/admin/publish/${jobId}`, { headers });
  expect(response.status).toBe(200);
  return publishStatusResponseSchema.parse(await response.json()).data;
}

async function waitForStatus(headers: Record<string, string>, jobId: string, status: PublishStatus) {
  await vi.waitFor(async () => expect((await statusOf(headers, jobId)).status).toBe(status), {
    timeout: 10_000,
    interval: 10,
  });
  return statusOf(headers, jobId);
}

function videoFile(id: string): string {
  return path.join(test.contentDir, 'videos', `${id}.md`);
}

async function page(urlPath: string): Promise<{ status: number; text: string }> {
  const response = await test.app.request(urlPath);
  return { status: response.status, text: await response.text() };
}

async function contentListing(): Promise<string[]> {
  return (await readdir(path.join(test.contentDir, 'videos'))).sort();
}

/** Build folders next to SITE_DIR. */
async function buildFolders(): Promise<string[]> {
  return (await readdir(test.dir)).filter((name) => name.startsWith('site-build-'));
}

describe('POST /admin/videos: who may add a video', () => {
  it('given no session / it answers 401 and writes nothing', async () => {
    const response = await post(APP_HEADERS, video);
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ error: { code: 'member/not-logged-in' } });
    expect(await contentListing()).toEqual(SEEDED_VIDEOS.map((id) => `${id}.md`));
  });

  it('given a member without the admin plan / it answers 403 with the spec sentence', async () => {
    const response = await post(await memberHeaders(test, { planIds: [FREE_PLAN_ID] }), video);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'forbidden', message: ADMIN_REQUIRED_MESSAGE } });
    expect(test.builder.requests).toHaveLength(0);
  });

  it('given a member without the admin plan and a bad body / it still answers 403, not the field problems', async () => {
    const response = await post(await memberHeaders(test), {});
    expect(response.status).toBe(403);
  });

  it.each(['CANCELED', 'UNPAID'] as const)(
    'given an admin whose admin plan is %s / it answers 403',
    async (status) => {
      const { member, session } = await signedInMember(test, { planIds: [ADMIN_PLAN_ID] });
      await test.database.db
        .update(planConnections)
        .set({ status })
        .where(eq(planConnections.memberId, member.id));
      const headers = { ...APP_HEADERS, Authorization: `Bearer ${session.token}` };
      expect((await post(headers, video)).status).toBe(403);
    },
  );

  it('given an admin / it answers 202 with the job and the id made from the title', async () => {
    const headers = await adminHeaders(test);
    const data = await addVideo(headers);
    expect(data).toEqual({ jobId: expect.stringMatching(/^pub_/), videoId: VIDEO_ID });
    await waitForStatus(headers, data.jobId, 'live');
  });
});

describe('POST /admin/videos: validation (docs/product/website.md §5)', () => {
  it.each([
    ['title', '', 'Title is required'],
    ['description', '', 'Description is required'],
    ['vimeoId', '', 'Vimeo ID is required'],
    ['vimeoId', 'abc', VIDEO_MESSAGES.vimeoIdDigits],
    ['thumbnail', 'not a url', 'Must be a valid URL'],
    ['thumbnail', '', 'Must be a valid URL'],
    ['duration', '', 'Duration is required'],
    ['duration', '24', VIDEO_MESSAGES.durationFormat],
    ['category', '', 'Category is required'],
    ['category', 'All', VIDEO_MESSAGES.categoryUnknown],
    ['isLocked', 'yes', VIDEO_MESSAGES.isLockedBoolean],
  ])(
    'given %s = %j / it answers 400 %j under that field, and writes nothing',
    async (field, value, message) => {
      const response = await post(await adminHeaders(test), { ...video, [field]: value });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        error: { code: 'validation/invalid-request', message, details: { fields: { [field]: message } } },
      });
      expect(await contentListing()).toEqual(SEEDED_VIDEOS.map((id) => `${id}.md`));
      expect(test.builder.requests).toHaveLength(0);
    },
  );

  it('given an empty body / it names every missing field', async () => {
    const response = await post(await adminHeaders(test), '');
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { details: { fields: Record<string, string> } } };
    expect(body.error.details.fields).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      vimeoId: 'Vimeo ID is required',
      thumbnail: 'Must be a valid URL',
      duration: 'Duration is required',
      category: 'Category is required',
    });
  });

  it.each([['{"title": "Oops'], ['[1, 2'], ['not json']])(
    'given the malformed JSON %j / it answers 400, never 500',
    async (text) => {
      const response = await post(await adminHeaders(test), text);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: { code: 'validation/invalid-request' } });
    },
  );

  it('given a JSON array / it answers 400', async () => {
    expect((await post(await adminHeaders(test), [video])).status).toBe(400);
  });

  it('given a body that is not declared as JSON / it answers 415', async () => {
    expect((await post(await adminHeaders(test), JSON.stringify(video), 'text/plain')).status).toBe(415);
  });
});

describe('POST /admin/videos: duplicate ids', () => {
  it('given the title of a published video / it answers 409 and changes nothing', async () => {
    const before = await readFile(videoFile('guided-meditation-session'), 'utf8');
    const response = await post(await adminHeaders(test), { ...video, title: 'Guided  Meditation Session!' });
    expect(response.status).toBe(409);
    const message =
      'A video with the id "guided-meditation-session" already exists. Choose a different title.';
    expect(await response.json()).toEqual({
      error: { code: 'video/already-exists', message, details: { fields: { title: message } } },
    });
    expect(await readFile(videoFile('guided-meditation-session'), 'utf8')).toBe(before);
    expect(await contentListing()).toEqual(SEEDED_VIDEOS.map((id) => `${id}.md`));
    expect(test.builder.requests).toHaveLength(0);
  });

  it('given the same title twice while the first is still building / it answers 409 to the second', async () => {
    test.builder.gated = true;
    const headers = await adminHeaders(test);
    const first = await addVideo(headers);
    const second = await post(headers, { ...video, title: 'orisha songs, for beginners' });
    expect(second.status).toBe(409);
    await vi.waitFor(() => expect(test.builder.waiting).toBe(1));
    test.builder.release();
    await waitForStatus(headers, first.jobId, 'live');
    expect(test.builder.requests).toHaveLength(1);
  });
});

describe('publishing', () => {
  it('given a valid video / it goes building then live: the file is written and the new build is served', async () => {
    test.builder.gated = true;
    const headers = await adminHeaders(test);
    const { jobId } = await addVideo(headers);

    await vi.waitFor(() => expect(test.builder.waiting).toBe(1));
    expect(await statusOf(headers, jobId)).toEqual({ status: 'building' });
    // The running site keeps serving the old build meanwhile.
    expect((await page('/')).text).toContain('Home page');
    expect((await page(`/videos/${VIDEO_ID}`)).status).toBe(404);
    expect(await readFile(videoFile(VIDEO_ID), 'utf8')).toContain("title: 'Orisha Songs for Beginners'");

    test.builder.release();
    expect(await waitForStatus(headers, jobId, 'live')).toEqual({ status: 'live' });
    const today = new Date().toISOString().slice(0, 10);
    expect(await readFile(videoFile(VIDEO_ID), 'utf8')).toBe(
      [
        '---',
        "title: 'Orisha Songs for Beginners'",
        "description: 'The first songs every house learns, sung slowly.'",
        "vimeoId: '76979871'",
        "thumbnail: 'https://i.vimeocdn.com/video/123.jpg'",
        "duration: '24:15'",
        `date: ${today}`,
        'category: Orisha',
        'isLocked: true',
        'isFeatured: false',
        '---',
        '',
      ].join('\n'),
    );
    expect(await page(`/videos/${VIDEO_ID}`)).toEqual({
      status: 200,
      text: expect.stringContaining('<h1>Orisha Songs for Beginners</h1>'),
    });
    expect((await page('/')).text).toContain('Build with 3 videos');
  });

  it('given the build request / it builds into a fresh folder next to SITE_DIR from CONTENT_DIR', async () => {
    const headers = await adminHeaders(test);
    const { jobId } = await addVideo(headers);
    await waitForStatus(headers, jobId, 'live');
    const [request] = test.builder.requests;
    expect(request?.contentDir).toBe(test.contentDir);
    expect(request?.outDir).toBe(`${test.siteDir}-build-${jobId}`);
    expect(await buildFolders()).toEqual([`site-build-${jobId}`]);
    // SITE_DIR itself (what npm start built) is left alone.
    expect(existsSync(path.join(test.siteDir, 'index.html'))).toBe(true);
  });

  it('given a locked video going live / a member whose plan grants the videos can play it at once', async () => {
    const headers = await adminHeaders(test);
    const { jobId } = await addVideo(headers, { ...video, vimeoId: '123456' });
    await waitForStatus(headers, jobId, 'live');
    const { client } = await signedInMember(test, { paidPlanIds: [MEMBERSHIP_PLAN_ID] });
    expect(await client.getSecureContent({ contentId: `video:${VIDEO_ID}` })).toEqual({
      data: { contentId: `video:${VIDEO_ID}`, content: { vimeoId: '123456' } },
    });
  });

  it('given a build that fails / the file is removed, the old site still serves and the job says why', async () => {
    test.builder.nextFailure = new BuildFailedError(
      'The site build failed (exit code 1).',
      '[InvalidContentEntryDataError] videos → orisha-songs-for-beginners data does not match collection schema.',
    );
    const headers = await adminHeaders(test);
    const { jobId } = await addVideo(headers);
    const { error } = await waitForStatus(headers, jobId, 'failed');
    expect(error).toBe(
      'The site could not be rebuilt, so the video was not added (nothing was kept). The site build failed (exit code 1).\n\n' +
        'End of the build output:\n[InvalidContentEntryDataError] videos → orisha-songs-for-beginners data does not match collection schema.',
    );
    expect(existsSync(videoFile(VIDEO_ID))).toBe(false);
    expect(await contentListing()).toEqual(SEEDED_VIDEOS.map((id) => `${id}.md`));
    expect(await buildFolders()).toEqual([]);
    expect((await page('/')).text).toContain('Home page');
    // Nothing was lost: the same video can be added again.
    const again = await addVideo(headers);
    await waitForStatus(headers, again.jobId, 'live');
  });

  it('given a build that breaks unexpectedly / the job fails with a sentence, not the raw error', async () => {
    test.builder.nextFailure = new Error('EACCES: permission denied, open /secret/path');
    const headers = await adminHeaders(test);
    const { jobId } = await addVideo(headers);
    const { error } = await waitForStatus(headers, jobId, 'failed');
    expect(error).toBe(
      'The site could not be rebuilt, so the video was not added (nothing was kept). Please try again; if it fails again, ask a developer to look at the service log.',
    );
    expect(existsSync(videoFile(VIDEO_ID))).toBe(false);
  });

  it('given two videos added at once / they build one at a time, in order, and both go live', async () => {
    test.builder.gated = true;
    const headers = await adminHeaders(test);
    const first = await addVideo(headers);
    const second = await addVideo(headers, { ...video, title: 'Ifa Verses Explained', category: 'Ifa' });

    await vi.waitFor(() => expect(test.builder.waiting).toBe(1));
    expect(await statusOf(headers, first.jobId)).toEqual({ status: 'building' });
    expect(await statusOf(headers, second.jobId)).toEqual({ status: 'queued' });
    // The second file is written only when its turn comes, so the first build holds one new video.
    expect(existsSync(videoFile('ifa-verses-explained'))).toBe(false);

    test.builder.release();
    await waitForStatus(headers, first.jobId, 'live');
    await vi.waitFor(() => expect(test.builder.waiting).toBe(1));
    expect(await statusOf(headers, second.jobId)).toEqual({ status: 'building' });
    expect((await page('/')).text).toContain('Build with 3 videos');

    test.builder.release();
    await waitForStatus(headers, second.jobId, 'live');
    expect(test.builder.maxConcurrent).toBe(1);
    expect((await page('/')).text).toContain('Build with 4 videos');
    expect((await page('/videos/ifa-verses-explained')).status).toBe(200);
    // The first build was replaced and removed; only the live one is left.
    await vi.waitFor(async () => expect(await buildFolders()).toEqual([`site-build-${second.jobId}`]));
  });

  it('given an editor adds a file with the same id while the video waits its turn / the job fails and keeps their file', async () => {
    test.builder.gated = true;
    const headers = await adminHeaders(test);
    const first = await addVideo(headers, { ...video, title: 'Ifa Verses Explained', category: 'Ifa' });
    const second = await addVideo(headers);
    await vi.waitFor(() => expect(test.builder.waiting).toBe(1));
    await writeFile(videoFile(VIDEO_ID), 'written by an editor');

    test.builder.gated = false;
    test.builder.release();
    await waitForStatus(headers, first.jobId, 'live');
    expect(await waitForStatus(headers, second.jobId, 'failed')).toEqual({
      status: 'failed',
      error: `A video with the id "${VIDEO_ID}" already exists. Choose a different title.`,
    });
    expect(await readFile(videoFile(VIDEO_ID), 'utf8')).toBe('written by an editor');
    expect(test.builder.requests).toHaveLength(1);
  });
});

describe('GET /admin/publish/{jobId}', () => {
  it('given no session / 401; a member without the admin plan / 403', async () => {
    const headers = await adminHeaders(test);
    const { jobId } = await addVideo(headers);
    await waitForStatus(headers, jobId, 'live');
    expect((await test.app.request(`/api/admin/publish/${jobId}`, { headers: APP_HEADERS })).status).toBe(
      401,
    );
    const response = await test.app.request(`/api/admin/publish/${jobId}`, {
      headers: await memberHeaders(test),
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { message: ADMIN_REQUIRED_MESSAGE } });
  });

  it('given an unknown job / it answers 404', async () => {
    const response = await test.app.request('/api/admin/publish/pub_unknown', {
      headers: await adminHeaders(test),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { code: 'not-found', message: JOB_NOT_FOUND_MESSAGE } });
  });
});
