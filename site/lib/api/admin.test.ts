import { isWfError, MEMBER_COOKIE, memoryStorage } from '@wf/sdk';
import { ADMIN_REQUIRED_MESSAGE } from '@wf/sdk/contract';
import { createFakeFetch } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { createSiteApi } from './client.ts';

/** The site's client over a fake fetch, signed in with a bearer token. */
function siteApiWith(fetch: ReturnType<typeof createFakeFetch>) {
  const storage = memoryStorage();
  storage.setItem(MEMBER_COOKIE, 'tok_admin');
  return createSiteApi({ apiUrl: 'https://api.test', appId: 'app_1', publicKey: 'pk_1' }, { fetch, storage });
}

const video = {
  title: 'Orisha Songs for Beginners',
  description: 'The first songs every house learns, sung slowly.',
  vimeoId: '76979871',
  thumbnail: 'https://i.vimeocdn.com/video/123.jpg',
  duration: '24:15',
  category: 'Orisha' as const,
  isLocked: true,
  isFeatured: false,
};

describe('addVideo', () => {
  it('given a video / it posts it to /admin/videos with the token and resolves with the job', async () => {
    const answer = { data: { jobId: 'pub_1', videoId: 'orisha-songs-for-beginners' } };
    const fetch = createFakeFetch(() => ({ status: 202, body: answer }));

    await expect(siteApiWith(fetch).addVideo(video)).resolves.toEqual(answer);

    const [request] = fetch.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/admin/videos');
    expect(request?.body).toEqual(video);
    expect(request?.headers.get('Authorization')).toBe('Bearer tok_admin');
  });

  it('given a member without the admin plan / it rejects with 403 and the spec sentence', async () => {
    const fetch = createFakeFetch(() => ({
      status: 403,
      body: { error: { code: 'forbidden', message: ADMIN_REQUIRED_MESSAGE } },
    }));
    const error = await siteApiWith(fetch)
      .addVideo(video)
      .catch((caught: unknown) => caught);
    expect(isWfError(error)).toBe(true);
    expect(error).toMatchObject({ status: 403, code: 'forbidden', message: ADMIN_REQUIRED_MESSAGE });
  });

  it('given a taken title / it rejects with 409 video/already-exists', async () => {
    const message =
      'A video with the id "orisha-songs-for-beginners" already exists. Choose a different title.';
    const fetch = createFakeFetch(() => ({
      status: 409,
      body: { error: { code: 'video/already-exists', message } },
    }));
    await expect(siteApiWith(fetch).addVideo(video)).rejects.toMatchObject({
      status: 409,
      code: 'video/already-exists',
      message,
    });
  });
});

describe('getPublishStatus', () => {
  it('given a job id / it asks /admin/publish/{jobId} and resolves with the status', async () => {
    const fetch = createFakeFetch(() => ({ body: { data: { status: 'building' } } }));
    await expect(siteApiWith(fetch).getPublishStatus({ jobId: 'pub_1' })).resolves.toEqual({
      data: { status: 'building' },
    });
    expect(fetch.requests[0]?.method).toBe('GET');
    expect(fetch.requests[0]?.path).toBe('/admin/publish/pub_1');
  });

  it('given a failed job / it resolves with the reason', async () => {
    const body = { data: { status: 'failed', error: 'The site could not be rebuilt.' } };
    const fetch = createFakeFetch(() => ({ body }));
    await expect(siteApiWith(fetch).getPublishStatus({ jobId: 'pub_1' })).resolves.toEqual(body);
  });

  it('given an answer with an unknown status / it rejects as an invalid response', async () => {
    const fetch = createFakeFetch(() => ({ body: { data: { status: 'done' } } }));
    await expect(siteApiWith(fetch).getPublishStatus({ jobId: 'pub_1' })).rejects.toMatchObject({
      code: 'client/invalid-response',
    });
  });
});

describe('the library calls of the Videos screen', () => {
  const job = { data: { jobId: 'pub_2', videoId: 'orisha-songs-for-beginners' } };

  it('given listVideos / it asks GET /admin/videos and resolves with the videos', async () => {
    const videos = [{ ...video, id: 'orisha-songs-for-beginners', date: '2026-11-27', published: false }];
    const fetch = createFakeFetch(() => ({ body: { data: { videos } } }));
    await expect(siteApiWith(fetch).listVideos()).resolves.toEqual({ data: { videos } });
    expect(fetch.requests[0]?.method).toBe('GET');
    expect(fetch.requests[0]?.path).toBe('/admin/videos');
  });

  it.each([
    ['updateVideo', 'PATCH', '/admin/videos/orisha-songs-for-beginners', video],
    ['unpublishVideo', 'POST', '/admin/videos/orisha-songs-for-beginners/unpublish', undefined],
    ['republishVideo', 'POST', '/admin/videos/orisha-songs-for-beginners/republish', undefined],
    ['deleteVideo', 'DELETE', '/admin/videos/orisha-songs-for-beginners', undefined],
  ] as const)('given %s / it calls %s %s and resolves with the job', async (name, method, path, body) => {
    const fetch = createFakeFetch(() => ({ status: 202, body: job }));
    const api = siteApiWith(fetch);
    const params = { id: 'orisha-songs-for-beginners' };
    const answer = name === 'updateVideo' ? api.updateVideo(params, video) : api[name](params);
    await expect(answer).resolves.toEqual(job);
    expect(fetch.requests[0]?.method).toBe(method);
    expect(fetch.requests[0]?.path).toBe(path);
    if (body) expect(fetch.requests[0]?.body).toEqual(body);
    expect(fetch.requests[0]?.headers.get('Authorization')).toBe('Bearer tok_admin');
  });

  it('given an id with slashes / it is sent as one encoded path segment (the service refuses it, 400)', async () => {
    const fetch = createFakeFetch(() => ({ status: 202, body: job }));
    await siteApiWith(fetch).deleteVideo({ id: '../../etc/passwd' });
    expect(fetch.requests[0]?.path).toBe('/admin/videos/..%2F..%2Fetc%2Fpasswd');
  });
});
