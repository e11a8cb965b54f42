import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.ts';
import { uploadsDir } from '../static/uploads.ts';
import { imageBytes } from '../testing/images.ts';
import { removeProfileImage, storeProfileImage } from './profile-image.ts';

const APP = 'app_test-1';
const PUBLIC_URL = 'https://worldfamily.example';
let PNG: Uint8Array;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'wf-profile-image-'));
  PNG = new Uint8Array(await imageBytes('png', { width: 40, height: 30 }));
});
afterAll(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

async function rejection(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof ApiError) return error;
  throw new Error(`expected an ApiError, got ${String(error)}`);
}

describe('storeProfileImage', () => {
  it('given a PNG, it stores it re-encoded as WebP under uploads/{appId} with a random name and answers the public URL', async () => {
    const url = await storeProfileImage({ dataDir, publicUrl: PUBLIC_URL, appId: APP, bytes: PNG });
    expect(url).toMatch(/^https:\/\/worldfamily\.example\/uploads\/app_test-1\/[\w-]{24}\.webp$/);
    const file = path.join(uploadsDir(dataDir), APP, path.basename(url));
    const stored = await readFile(file);
    expect(stored.equals(Buffer.from(PNG))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('given two uploads of the same bytes, it stores two files', async () => {
    const first = await storeProfileImage({ dataDir, publicUrl: PUBLIC_URL, appId: APP, bytes: PNG });
    const second = await storeProfileImage({ dataDir, publicUrl: PUBLIC_URL, appId: APP, bytes: PNG });
    expect(first).not.toBe(second);
  });

  it('given text bytes, it refuses with member/image-invalid and stores nothing', async () => {
    const before = await readdir(path.join(uploadsDir(dataDir), APP)).catch(() => []);
    const error = await rejection(
      storeProfileImage({
        dataDir,
        publicUrl: PUBLIC_URL,
        appId: APP,
        bytes: new TextEncoder().encode('hello'),
      }),
    );
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'member/image-invalid',
      'File is not an image.',
    ]);
    expect(await readdir(path.join(uploadsDir(dataDir), APP)).catch(() => [])).toEqual(before);
  });

  it('given 4,000,001 bytes, it refuses with member/image-too-large', async () => {
    const bytes = new Uint8Array(4_000_001);
    bytes.set(PNG);
    const error = await rejection(storeProfileImage({ dataDir, publicUrl: PUBLIC_URL, appId: APP, bytes }));
    expect([error.status, error.code, error.message]).toEqual([
      413,
      'member/image-too-large',
      'Image must be less than 2MB.',
    ]);
  });
});

describe('removeProfileImage', () => {
  it('given the URL of a stored image of the app, it deletes the file', async () => {
    const url = await storeProfileImage({ dataDir, publicUrl: PUBLIC_URL, appId: APP, bytes: PNG });
    const file = path.join(uploadsDir(dataDir), APP, path.basename(url));
    expect(await removeProfileImage({ dataDir, appId: APP, url })).toBe(true);
    await expect(stat(file)).rejects.toThrow();
  });

  it('given a file of another app, an outside URL, a climbing path or null, it leaves everything alone', async () => {
    const other = await storeProfileImage({ dataDir, publicUrl: PUBLIC_URL, appId: 'app_other', bytes: PNG });
    await writeFile(path.join(dataDir, 'secret.png'), PNG);
    expect(await removeProfileImage({ dataDir, appId: APP, url: other })).toBe(false);
    expect(await removeProfileImage({ dataDir, appId: APP, url: 'https://cdn.example/me.png' })).toBe(false);
    expect(
      await removeProfileImage({
        dataDir,
        appId: APP,
        url: `${PUBLIC_URL}/uploads/${APP}/..%2F..%2Fsecret.png`,
      }),
    ).toBe(false);
    expect(await removeProfileImage({ dataDir, appId: APP, url: null })).toBe(false);
    await expect(
      stat(path.join(uploadsDir(dataDir), 'app_other', path.basename(other))),
    ).resolves.toBeTruthy();
    await expect(stat(path.join(dataDir, 'secret.png'))).resolves.toBeTruthy();
  });
});
