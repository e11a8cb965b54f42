/**
 * The console's Videos screen on the service (docs/console.md "Videos"): the library list, and
 * editing, unpublishing, republishing and deleting a video through the publish jobs, each
 * recorded in the audit log with the video before and after; and the attacks on those routes
 * (visitor, member without the admin plan, path traversal in the id, unknown id).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { APP_ID, FREE_PLAN_ID } from '@wf/config/app';
import {
  addVideoResponseSchema,
  libraryVideosResponseSchema,
  type PublishStatus,
  publishStatusResponseSchema,
  VIDEO_ID_MESSAGE,
  VIDEO_MESSAGES,
  videoChangeResponseSchema,
} from '@wf/config/site-api';
import { ADMIN_REQUIRED_MESSAGE } from '@wf/sdk/contract';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { latestAuditEvents } from '../../security/audit.ts';
import { APP_HEADERS } from '../../testing/app.ts';
import type { TestDatabase } from '../../testing/database.ts';
import { BuildFailedError } from '../publish/astro-build.ts';
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

/** The seeded video the tests change: 'Leadership in Challenging Times', 2024-06-12, a site-path thumbnail. */
const ID = 'leadership-challenging-times';
const OTHER = 'guided-meditation-session';

const edited = {
  title: 'Leading Through Hard Times',
  description: 'How to hold your house together when the road is hard.',
  vimeoId: '123456',
  thumbnail: '/images/video-placeholder.svg',
  duration: '40:00',
  category: 'Teachings',
  isLocked: false,
  isFeatured: false,
};

function send(method: string, urlPath: string, headers: Record<string, string>, body?: unknown) {
  return test.app.request(`/api${urlPath}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'Content-Type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** Each change route, as called on the video `id`. */
const CHANGES = {
  edit: (id: string, headers: Record<string, string>, body: unknown = edited) =>
    send('PATCH', `/admin/videos/${id}`, headers, body),
  unpublish: (id: string, headers: Record<string, string>) =>
    send('POST', `/admin/videos/${id}/unpublish`, headers),
  republish: (id: string, headers: Record<string, string>) =>
    send('POST', `/admin/videos/${id}/republish`, headers),
  delete: (id: string, headers: Record<string, string>) => send('DELETE', `/admin/videos/${id}`, headers),
} as const;
const CHANGE_NAMES = Object.keys(CHANGES) as (keyof typeof CHANGES)[];

async function accepted(response: Response) {
  expect(response.status).toBe(202);
  return videoChangeResponseSchema.parse(await response.json()).data;
}

async function waitForStatus(headers: Record<string, string>, jobId: string, status: PublishStatus) {
  let last: { status: PublishStatus; error?: string | undefined } = { status: 'queued' };
  await vi.waitFor(
    async () => {
      const response = await send('GET', `/admin/publish/${jobId}`, headers);
      last = publishStatusResponseSchema.parse(await response.json()).data;
      expect(last.status).toBe(status);
    },
    { timeout: 10_000, interval: 10 },
  );
  return last;
}

async function list(headers: Record<string, string>) {
  const response = await send('GET', '/admin/videos', headers);
  expect(response.status).toBe(200);
  return libraryVideosResponseSchema.parse(await response.json()).data.videos;
}

function videoFile(id: string): string {
  return path.join(test.contentDir, 'videos', `${id}.md`);
}

async function contentListing(): Promise<string[]> {
  return (await readdir(path.join(test.contentDir, 'videos'))).sort();
}

async function page(urlPath: string): Promise<{ status: number; text: string }> {
  const response = await test.app.request(urlPath);
  return { status: response.status, text: await response.text() };
}

/** Everything a refused call must leave as it was: the files and the jobs. */
async function libraryState() {
  const files: Record<string, string> = {};
  for (const name of await contentListing()) {
    files[name] = await readFile(path.join(test.contentDir, 'videos', name), 'utf8');
  }
  return { files, builds: test.builder.requests.length };
}

describe('GET /admin/videos: the library', () => {
  it('given an admin / it lists every video file newest first, with its fields and published', async () => {
    const videos = await list(await adminHeaders(test));
    expect(videos.map((video) => video.id)).toEqual([ID, OTHER]);
    expect(videos[0]).toEqual({
      id: ID,
      title: 'Leadership in Challenging Times',
      description: expect.stringContaining('How to hold your house'),
      vimeoId: '76979871',
      thumbnail: '/images/video-placeholder.svg',
      duration: '42:18',
      date: '2024-06-12',
      category: 'Leadership',
      isLocked: true,
      isFeatured: true,
      published: true,
    });
  });

  it('given a visitor / it answers 401', async () => {
    expect((await send('GET', '/admin/videos', APP_HEADERS)).status).toBe(401);
  });

  it('given a member without the admin plan / it answers 403 with the spec sentence', async () => {
    const response = await send(
      'GET',
      '/admin/videos',
      await memberHeaders(test, { planIds: [FREE_PLAN_ID] }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: { code: 'forbidden', message: ADMIN_REQUIRED_MESSAGE } });
  });
});

describe('PATCH /admin/videos/{id}: editing', () => {
  it('given new fields / the file keeps its name and date, the page changes, and the audit log has before and after', async () => {
    const headers = await adminHeaders(test);
    const { jobId, videoId } = await accepted(await CHANGES.edit(ID, headers));
    expect(videoId).toBe(ID);
    await waitForStatus(headers, jobId, 'live');

    const text = await readFile(videoFile(ID), 'utf8');
    expect(text).toContain("title: 'Leading Through Hard Times'");
    expect(text).toContain('date: 2024-06-12');
    expect(text).not.toContain('draft');
    expect(await contentListing()).toEqual(SEEDED_VIDEOS.map((id) => `${id}.md`).sort());
    expect((await page(`/videos/${ID}`)).text).toContain('<h1>Leading Through Hard Times</h1>');

    const [event] = await latestAuditEvents(test.database.db, APP_ID, { action: 'videos.edited' });
    expect(event).toMatchObject({ actorKind: 'member', targetId: ID });
    expect(event?.detail).toMatchObject({
      jobId,
      before: { title: 'Leadership in Challenging Times', category: 'Leadership', published: true },
      after: {
        title: 'Leading Through Hard Times',
        category: 'Teachings',
        published: true,
        date: '2024-06-12',
      },
    });
    const [call] = await latestAuditEvents(test.database.db, APP_ID, { action: 'videos.update' });
    expect(call).toMatchObject({ targetId: ID, detail: { status: 202 } });
  });

  it.each([
    ['title', '', 'Title is required'],
    ['vimeoId', 'abc', VIDEO_MESSAGES.vimeoIdDigits],
    ['thumbnail', 'javascript:alert(1)', 'Must be a valid URL'],
    ['duration', '24', VIDEO_MESSAGES.durationFormat],
    ['category', 'All', VIDEO_MESSAGES.categoryUnknown],
  ])('given %s = %j / it answers 400 under that field and changes nothing', async (field, value, message) => {
    const before = await libraryState();
    const response = await CHANGES.edit(ID, await adminHeaders(test), { ...edited, [field]: value });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: { code: 'validation/invalid-request', message, details: { fields: { [field]: message } } },
    });
    expect(await libraryState()).toEqual(before);
  });

  it('given malformed JSON / it answers 400, never 500', async () => {
    const response = await test.app.request(`/api/admin/videos/${ID}`, {
      method: 'PATCH',
      headers: { ...(await adminHeaders(test)), 'Content-Type': 'application/json' },
      body: '{"title": "Oops',
    });
    expect(response.status).toBe(400);
  });

  it('given a build that fails / the file is put back as it was and the job says the changes were not saved', async () => {
    const before = await readFile(videoFile(ID), 'utf8');
    test.builder.nextFailure = new Error('disk full');
    const headers = await adminHeaders(test);
    const { jobId } = await accepted(await CHANGES.edit(ID, headers));
    const { error } = await waitForStatus(headers, jobId, 'failed');
    expect(error).toMatch(
      /^The site could not be rebuilt, so the changes were not saved \(nothing was kept\)\./,
    );
    expect(await readFile(videoFile(ID), 'utf8')).toBe(before);
  });
});

describe('unpublishing and republishing', () => {
  it('given a published video / unpublish keeps the file marked draft, its page answers 404, and republish brings it back', async () => {
    const headers = await adminHeaders(test);
    const before = await readFile(videoFile(ID), 'utf8');
    const { jobId } = await accepted(await CHANGES.unpublish(ID, headers));
    await waitForStatus(headers, jobId, 'live');
    expect(await readFile(videoFile(ID), 'utf8')).toBe(
      before.replace('isFeatured: true\n', 'isFeatured: true\ndraft: true\n'),
    );
    expect((await page(`/videos/${ID}`)).status).toBe(404);
    expect((await page('/')).text).not.toContain('Leadership in Challenging Times');
    expect((await list(headers)).find((video) => video.id === ID)?.published).toBe(false);
    const [unpublished] = await latestAuditEvents(test.database.db, APP_ID, { action: 'videos.unpublished' });
    expect(unpublished?.detail).toMatchObject({ before: { published: true }, after: { published: false } });

    const again = await CHANGES.unpublish(ID, headers);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: {
        code: 'video/already-in-state',
        message: '"Leadership in Challenging Times" is unpublished already.',
      },
    });

    const republished = await accepted(await CHANGES.republish(ID, headers));
    await waitForStatus(headers, republished.jobId, 'live');
    expect(await readFile(videoFile(ID), 'utf8')).toBe(before);
    expect((await page(`/videos/${ID}`)).status).toBe(200);
    const [event] = await latestAuditEvents(test.database.db, APP_ID, { action: 'videos.republished' });
    expect(event?.detail).toMatchObject({ before: { published: false }, after: { published: true } });
  });

  it('given a published video / republish answers 409', async () => {
    const response = await CHANGES.republish(ID, await adminHeaders(test));
    expect(response.status).toBe(409);
    expect(test.builder.requests).toHaveLength(0);
  });

  it('given an unpublished video that is edited / it stays unpublished', async () => {
    const headers = await adminHeaders(test);
    await waitForStatus(headers, (await accepted(await CHANGES.unpublish(ID, headers))).jobId, 'live');
    await waitForStatus(headers, (await accepted(await CHANGES.edit(ID, headers))).jobId, 'live');
    expect(await readFile(videoFile(ID), 'utf8')).toContain('draft: true');
    expect((await page(`/videos/${ID}`)).status).toBe(404);
  });
});

describe('DELETE /admin/videos/{id}', () => {
  it('given a video / its file is removed, its page answers 404, and the audit log keeps what it was', async () => {
    const headers = await adminHeaders(test);
    const { jobId } = await accepted(await CHANGES.delete(ID, headers));
    await waitForStatus(headers, jobId, 'live');
    expect(await contentListing()).toEqual([`${OTHER}.md`]);
    expect((await page(`/videos/${ID}`)).status).toBe(404);
    expect((await list(headers)).map((video) => video.id)).toEqual([OTHER]);
    const [event] = await latestAuditEvents(test.database.db, APP_ID, { action: 'videos.deleted' });
    expect(event).toMatchObject({ targetId: ID });
    expect(event?.detail).toMatchObject({
      before: { title: 'Leadership in Challenging Times' },
      after: null,
    });
  });

  it('given an added video that is deleted / the same title may be added again', async () => {
    const headers = await adminHeaders(test);
    const video = { ...edited, thumbnail: 'https://i.vimeocdn.com/video/1.jpg', title: 'Songs Again' };
    const add = async () => {
      const response = await send('POST', '/admin/videos', headers, video);
      expect(response.status).toBe(202);
      return addVideoResponseSchema.parse(await response.json()).data;
    };
    await waitForStatus(headers, (await add()).jobId, 'live');
    await waitForStatus(
      headers,
      (await accepted(await CHANGES.delete('songs-again', headers))).jobId,
      'live',
    );
    await waitForStatus(headers, (await add()).jobId, 'live');
    expect(await contentListing()).toContain('songs-again.md');
  });

  it('given a build that fails / the file is put back', async () => {
    const before = await readFile(videoFile(ID), 'utf8');
    test.builder.nextFailure = new BuildFailedError('The site build failed (exit code 1).', '');
    const headers = await adminHeaders(test);
    const { jobId } = await accepted(await CHANGES.delete(ID, headers));
    expect((await waitForStatus(headers, jobId, 'failed')).error).toContain('the video was not deleted');
    expect(await readFile(videoFile(ID), 'utf8')).toBe(before);
  });
});

describe('one change of a video at a time', () => {
  it('given a change still building / another change of the same video answers 409 with a clear message; another video queues', async () => {
    test.builder.gated = true;
    const headers = await adminHeaders(test);
    const first = await accepted(await CHANGES.unpublish(ID, headers));
    await vi.waitFor(() => expect(test.builder.waiting).toBe(1));
    const before = await libraryState();
    const second = await CHANGES.edit(ID, headers);
    expect(second.status).toBe(409);
    expect(await second.json()).toEqual({
      error: {
        code: 'video/change-pending',
        message: `A change to the video "${ID}" is still being published. Wait until it is live, then try again.`,
      },
    });
    expect(await libraryState()).toEqual(before);
    // Another video's change waits its turn: one build at a time.
    const other = await accepted(await CHANGES.unpublish(OTHER, headers));
    test.builder.release();
    await waitForStatus(headers, first.jobId, 'live');
    await vi.waitFor(() => expect(test.builder.waiting).toBe(1));
    test.builder.release();
    await waitForStatus(headers, other.jobId, 'live');
    expect(test.builder.maxConcurrent).toBe(1);
  });
});

describe('attacks on the change routes', () => {
  it.each(CHANGE_NAMES)('given a visitor, %s answers 401 and changes nothing', async (name) => {
    const before = await libraryState();
    expect((await CHANGES[name](ID, { ...APP_HEADERS })).status).toBe(401);
    expect(await libraryState()).toEqual(before);
  });

  it.each(CHANGE_NAMES)(
    'given another member without the admin plan, %s answers 403 and changes nothing',
    async (name) => {
      const before = await libraryState();
      const response = await CHANGES[name](ID, await memberHeaders(test, { planIds: [FREE_PLAN_ID] }));
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({
        error: { code: 'forbidden', message: ADMIN_REQUIRED_MESSAGE },
      });
      expect(await libraryState()).toEqual(before);
    },
  );

  const TRAVERSALS = [
    '..%2F..%2Fsite%2Findex',
    '..%2Fvideos%2Fguided-meditation-session',
    '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    '..',
    '.%2E',
    '%2Fetc%2Fpasswd',
    'guided-meditation-session%00',
    'guided-meditation-session.md',
    'Guided-Meditation-Session',
    'a--b',
    'x'.repeat(81),
  ];

  it.each(CHANGE_NAMES.flatMap((name) => TRAVERSALS.map((id) => [name, id] as const)))(
    'given %s of the id %j / it answers 400 naming the rule and touches no file',
    async (name, id) => {
      const before = await libraryState();
      const response = await CHANGES[name](id, await adminHeaders(test));
      // '..' and '.%2E' are resolved by the URL itself to another path, which no route answers.
      expect([400, 404]).toContain(response.status);
      if (response.status === 400) {
        const { error } = (await response.json()) as { error: { code: string; message: string } };
        expect(error.code).toBe('validation/invalid-request');
        // A NUL is refused by the request checks every route has, before the id's own rule.
        if (!id.includes('%00')) expect(error.message).toBe(VIDEO_ID_MESSAGE);
      }
      expect(await libraryState()).toEqual(before);
    },
  );

  it('given an id of a path outside the videos folder / it is refused before any file is read', async () => {
    const response = await CHANGES.delete('..%2F..%2Fsite%2Findex.html', await adminHeaders(test));
    expect(response.status).toBe(400);
    expect((await page('/')).status).toBe(200);
  });

  it.each(CHANGE_NAMES)('given an unknown id, %s answers 404 and queues nothing', async (name) => {
    const before = await libraryState();
    const response = await CHANGES[name]('no-such-video', await adminHeaders(test));
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      error: { code: 'not-found', message: 'No video with the id "no-such-video" is in the library.' },
    });
    expect(await libraryState()).toEqual(before);
  });
});
