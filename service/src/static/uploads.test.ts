import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { silentLogger } from '../log.ts';
import { storeProfileImage } from '../members/profile-image.ts';
import { createServiceApp, createTestApp, type TestApp } from '../testing/app.ts';
import { openSecondInstanceDatabase } from '../testing/database.ts';
import { imageBytes } from '../testing/images.ts';
import { databaseUploadStore } from './upload-store.ts';
import { uploadsDir } from './uploads.ts';

let test: TestApp;
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

beforeAll(async () => {
  test = await createTestApp();
  const dir = uploadsDir(test.env.dataDir);
  await mkdir(path.join(dir, 'profile-images'), { recursive: true });
  await writeFile(path.join(dir, 'profile-images', 'mem_abc-1.png'), PNG);
  await writeFile(path.join(dir, 'page.html'), '<script>alert(1)</script>');
});
afterAll(async () => {
  await test.close();
});

describe('/uploads', () => {
  it('given a stored image, it serves it with its type and safe headers', async () => {
    const response = await test.app.request('/uploads/profile-images/mem_abc-1.png');
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/png');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Disposition')).toBe('inline');
    expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(PNG);
  });

  it('given a file of a type that is not an image, it answers 404', async () => {
    expect((await test.app.request('/uploads/page.html')).status).toBe(404);
  });

  it('given a missing file or a climbing path, it answers 404', async () => {
    expect((await test.app.request('/uploads/nope.png')).status).toBe(404);
    expect((await test.app.request('/uploads/..%2F..%2Fetc.png')).status).toBe(404);
  });

  it('given its ETag, it answers 304', async () => {
    const first = await test.app.request('/uploads/profile-images/mem_abc-1.png');
    const again = await test.app.request('/uploads/profile-images/mem_abc-1.png', {
      headers: { 'If-None-Match': first.headers.get('ETag') ?? '' },
    });
    expect(again.status).toBe(304);
  });
});

describe('/uploads on several instances', () => {
  it('given an image stored through one instance, another with its own DATA_DIR on the same database serves it', async () => {
    const url = await storeProfileImage({
      store: databaseUploadStore(test.database),
      publicUrl: test.env.publicUrl,
      appId: APP_ID,
      bytes: new Uint8Array(await imageBytes('png', { width: 8, height: 8 })),
    });
    const otherDir = await mkdtemp(path.join(tmpdir(), 'wf-second-instance-'));
    const database = await openSecondInstanceDatabase(test);
    try {
      const second = createServiceApp({
        db: database,
        env: parseEnv({ SITE_DIR: path.join(test.dir, 'site'), DATA_DIR: otherDir, APP_CACHE_SECONDS: '0' }),
        logger: silentLogger(),
      });
      const response = await second.request(new URL(url).pathname);
      expect(response.status).toBe(200);
      expect(response.headers.get('Content-Type')).toBe('image/webp');
      expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
      const size = (await response.arrayBuffer()).byteLength;
      expect(size).toBeGreaterThan(0);
      // Revalidated from the row's size and time alone, on either instance: the same ETag, 304.
      const etag = response.headers.get('ETag') ?? '';
      for (const app of [second, test.app]) {
        const again = await app.request(new URL(url).pathname, { headers: { 'If-None-Match': etag } });
        expect(again.status).toBe(304);
        expect(again.headers.get('ETag')).toBe(etag);
      }
    } finally {
      if (database !== test.database) await database.close();
      await rm(otherDir, { recursive: true, force: true });
    }
  });
});
