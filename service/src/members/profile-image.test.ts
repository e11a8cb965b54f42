import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ID } from '@wf/config/app';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../db/schema.ts';
import { EXAMPLE_APP_ID } from '../examples/app.ts';
import { ApiError } from '../http/errors.ts';
import { databaseUploadStore } from '../static/upload-store.ts';
import { uploadsDir } from '../static/uploads.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import { imageBytes } from '../testing/images.ts';
import { removeProfileImage, storeProfileImage } from './profile-image.ts';

const APP = APP_ID;
const PUBLIC_URL = 'https://worldfamily.example';
let PNG: Uint8Array;
let dataDir: string;
let test: TestDatabase;

beforeAll(async () => {
  test = await openSeededTestDatabase();
  dataDir = await mkdtemp(path.join(tmpdir(), 'wf-profile-image-'));
  PNG = new Uint8Array(await imageBytes('png', { width: 40, height: 30 }));
});
afterAll(async () => {
  await test.close();
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

/** The stored bytes of an image URL, or undefined. */
async function storedBytes(appId: string, url: string): Promise<Uint8Array | undefined> {
  const [row] = await test.database.db
    .select({ bytes: uploads.bytes })
    .from(uploads)
    .where(and(eq(uploads.appId, appId), eq(uploads.name, path.basename(url))));
  return row?.bytes;
}

const store = (bytes: Uint8Array, appId = APP) =>
  storeProfileImage({ store: databaseUploadStore(test.database), publicUrl: PUBLIC_URL, appId, bytes });

describe('storeProfileImage', () => {
  it('given a PNG, it stores it re-encoded as WebP in the database under its app, with a random name, and answers the public URL', async () => {
    const url = await store(PNG);
    expect(url).toMatch(
      /^https:\/\/worldfamily\.example\/uploads\/app_world-family-7q2m9c4x\/[\w-]{24}\.webp$/,
    );
    const stored = await storedBytes(APP, url);
    expect(stored).toBeDefined();
    expect(Buffer.from(stored ?? []).equals(Buffer.from(PNG))).toBe(false);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
  });

  it('given two uploads of the same bytes, it stores two images', async () => {
    const first = await store(PNG);
    const second = await store(PNG);
    expect(first).not.toBe(second);
  });

  it('given text bytes, it refuses with member/image-invalid and stores nothing', async () => {
    const before = await test.database.db.select({ name: uploads.name }).from(uploads);
    const error = await rejection(store(new TextEncoder().encode('hello')));
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'member/image-invalid',
      'File is not an image.',
    ]);
    expect(await test.database.db.select({ name: uploads.name }).from(uploads)).toEqual(before);
  });

  it('given 4,000,001 bytes, it refuses with member/image-too-large', async () => {
    const bytes = new Uint8Array(4_000_001);
    bytes.set(PNG);
    const error = await rejection(store(bytes));
    expect([error.status, error.code, error.message]).toEqual([
      413,
      'member/image-too-large',
      'Image must be less than 2MB.',
    ]);
  });
});

describe('removeProfileImage', () => {
  const remove = (url: string | null, appId = APP) =>
    removeProfileImage({ store: databaseUploadStore(test.database), dataDir, appId, url });

  it('given the URL of a stored image of the app, it deletes it', async () => {
    const url = await store(PNG);
    expect(await remove(url)).toBe(true);
    expect(await storedBytes(APP, url)).toBeUndefined();
  });

  it('given an image an earlier version kept on disk, it deletes that file', async () => {
    const file = path.join(uploadsDir(dataDir), APP, 'legacy-image-1.webp');
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, PNG);
    expect(await remove(`${PUBLIC_URL}/uploads/${APP}/legacy-image-1.webp`)).toBe(true);
    await expect(stat(file)).rejects.toThrow();
  });

  it('given an image of another app, an outside URL, a climbing path or null, it leaves everything alone', async () => {
    const other = await store(PNG, EXAMPLE_APP_ID);
    await writeFile(path.join(dataDir, 'secret.png'), PNG);
    expect(await remove(other)).toBe(false);
    expect(await remove('https://cdn.example/me.png')).toBe(false);
    expect(await remove(`${PUBLIC_URL}/uploads/${APP}/..%2F..%2Fsecret.png`)).toBe(false);
    expect(await remove(null)).toBe(false);
    expect(await storedBytes(EXAMPLE_APP_ID, other)).toBeDefined();
    await expect(stat(path.join(dataDir, 'secret.png'))).resolves.toBeTruthy();
  });
});
