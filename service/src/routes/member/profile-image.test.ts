import path from 'node:path';
import { APP_ID } from '@wf/config/app';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema.ts';
import { TOO_MANY_PIXELS_MESSAGE } from '../../members/profile-image.ts';
import { clientOf, signedInMember } from '../../members/testing.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';
import {
  type FileBytes,
  fileBytes,
  imageBytes,
  jpegWithExif,
  paddedPng,
  pngClaiming,
} from '../../testing/images.ts';

let test: TestApp;
let PNG: FileBytes;
let GIF: FileBytes;

beforeAll(async () => {
  test = await createTestApp();
  PNG = await imageBytes('png', { width: 24, height: 12 });
  GIF = await imageBytes('gif');
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** The stored bytes of an image URL (the uploads table: static/uploads.ts), or undefined. */
async function storedOf(url: string): Promise<Buffer | undefined> {
  const [row] = await test.database.db
    .select({ bytes: uploads.bytes })
    .from(uploads)
    .where(and(eq(uploads.appId, APP_ID), eq(uploads.name, path.basename(new URL(url).pathname))));
  return row ? Buffer.from(row.bytes) : undefined;
}

/** The names of the app's stored images. */
async function storedNames(): Promise<string[]> {
  const rows = await test.database.db
    .select({ name: uploads.name })
    .from(uploads)
    .where(eq(uploads.appId, APP_ID));
  return rows.map((row) => row.name).sort();
}

/** A raw multipart upload (the SDK refuses some files before sending; the service must too). */
async function upload(token: string, file: Blob, name: string) {
  const form = new FormData();
  form.append('profileImage', file, name);
  const response = await test.app.request('/api/member/profile-image', {
    method: 'POST',
    headers: { ...APP_HEADERS, Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: response.status, body: await response.json() };
}

describe('POST /member/profile-image', () => {
  it('given a PNG, it stores it under uploads/{appId} and answers its public URL with a message', async () => {
    const { client, member } = await signedInMember(test);
    const response = await client.updateMemberProfileImage({
      profileImage: new File([PNG], 'me.png', { type: 'image/png' }),
    });
    expect(response.message).toBe('Profile image updated.');
    expect(response.data.profileImage).toMatch(
      new RegExp(`^${test.env.publicUrl}/uploads/${APP_ID}/[\\w-]{24}\\.webp$`),
    );
    const stored = await storedOf(response.data.profileImage);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'webp', width: 24, height: 12 });
    expect((await client.getCurrentMember()).data).toMatchObject({
      id: member.id,
      profileImage: response.data.profileImage,
    });
  });

  it('given a stored image, /uploads serves the stored WebP with its type, nosniff and a sandbox CSP', async () => {
    const { client } = await signedInMember(test);
    const { data } = await client.updateMemberProfileImage({ profileImage: new File([GIF], 'a.gif') });
    const response = await test.app.request(new URL(data.profileImage).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/webp');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(await storedOf(data.profileImage));
  });

  it('given a PNG with a script appended (a polyglot), only the re-encoded pixels are stored and served (attack)', async () => {
    const { client } = await signedInMember(test);
    const polyglot = Buffer.concat([
      PNG,
      Buffer.from('<script>alert(document.cookie)</script>PK\u0003\u0004'),
    ]);
    const { data } = await client.updateMemberProfileImage({ profileImage: new File([polyglot], 'a.png') });
    const served = Buffer.from(
      await (await test.app.request(new URL(data.profileImage).pathname)).arrayBuffer(),
    );
    expect(served.includes('<script>')).toBe(false);
    expect(served.includes('PK\u0003\u0004')).toBe(false);
    expect((await sharp(served).metadata()).format).toBe('webp');
  });

  it('given a photo with EXIF metadata, the stored image carries none of it', async () => {
    const { client } = await signedInMember(test);
    const photo = await jpegWithExif('Home: 12 Hidden Lane');
    const { data } = await client.updateMemberProfileImage({ profileImage: new File([photo], 'me.jpg') });
    const stored = (await storedOf(data.profileImage)) ?? Buffer.alloc(0);
    expect(stored.byteLength).toBeGreaterThan(0);
    expect(stored.includes('Hidden Lane')).toBe(false);
    expect(Buffer.from(photo).includes('Hidden Lane')).toBe(true);
    expect((await sharp(stored).metadata()).exif).toBeUndefined();
  });

  it('given a small PNG whose header claims 20000 × 20000 pixels, it refuses before decoding (attack: decompression bomb)', async () => {
    const { session } = await signedInMember(test);
    const before = await storedNames();
    const bomb = pngClaiming(20_000, 20_000);
    expect(bomb.length).toBeLessThan(2_000);
    const { status, body } = await upload(session.token, new Blob([bomb], { type: 'image/png' }), 'bomb.png');
    expect(status).toBe(413);
    expect(body.error).toEqual({ code: 'member/image-too-large', message: TOO_MANY_PIXELS_MESSAGE });
    expect(await storedNames()).toEqual(before);
  });

  it('given bytes that start like a PNG but do not decode, it refuses: File is not an image.', async () => {
    const { session } = await signedInMember(test);
    const broken = fileBytes(PNG.subarray(0, 40), Buffer.alloc(200, 7));
    const { status, body } = await upload(
      session.token,
      new Blob([broken], { type: 'image/png' }),
      'broken.png',
    );
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 'member/image-invalid', message: 'File is not an image.' });
  });

  it('given a PNG named .txt and sent as text/plain, it is judged by its bytes and stored as an image', async () => {
    const { session } = await signedInMember(test);
    const { status, body } = await upload(
      session.token,
      new Blob([PNG], { type: 'text/plain' }),
      'notes.txt',
    );
    expect(status).toBe(200);
    expect(body.data.profileImage).toMatch(/\.webp$/);
  });

  it('given a text file named .png and sent as image/png, it refuses: File is not an image.', async () => {
    const { client } = await signedInMember(test);
    await expect(
      client.updateMemberProfileImage({
        profileImage: new File(['just some text'], 'photo.png', { type: 'image/png' }),
      }),
    ).rejects.toMatchObject({ status: 400, code: 'member/image-invalid', message: 'File is not an image.' });
  });

  it('given an SVG image, it refuses it (SVG can carry script)', async () => {
    const { session } = await signedInMember(test);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';
    const { status, body } = await upload(session.token, new Blob([svg], { type: 'image/svg+xml' }), 'a.svg');
    expect(status).toBe(400);
    expect(body.error).toEqual({ code: 'member/image-invalid', message: 'File is not an image.' });
  });

  it('given 4,000,001 bytes, the service refuses with 413 and the exact message, and stores nothing', async () => {
    const { session } = await signedInMember(test);
    const before = await storedNames();
    const bytes = new Uint8Array(4_000_001);
    bytes.set(PNG);
    const { status, body } = await upload(session.token, new Blob([bytes], { type: 'image/png' }), 'big.png');
    expect(status).toBe(413);
    expect(body.error).toEqual({ code: 'member/image-too-large', message: 'Image must be less than 2MB.' });
    expect(await storedNames()).toEqual(before);
  });

  it('given exactly 4,000,000 bytes of PNG, it accepts them', async () => {
    const { session } = await signedInMember(test);
    const bytes = await paddedPng(4_000_000);
    const { status } = await upload(session.token, new Blob([bytes], { type: 'image/png' }), 'max.png');
    expect(status).toBe(200);
  });

  it('given an upload far over the limit (6 MB), it answers 413 with the same sentence', async () => {
    const { session } = await signedInMember(test);
    const bytes = new Uint8Array(6_000_000);
    bytes.set(PNG);
    const { status, body } = await upload(
      session.token,
      new Blob([bytes], { type: 'image/png' }),
      'huge.png',
    );
    expect(status).toBe(413);
    expect(body.error.message).toBe('Image must be less than 2MB.');
  });

  it('given 4,000,001 bytes through the SDK, the SDK refuses before sending, with the same message', async () => {
    const { client } = await signedInMember(test);
    await expect(
      client.updateMemberProfileImage({ profileImage: new File([new Uint8Array(4_000_001)], 'big.png') }),
    ).rejects.toMatchObject({ code: 'member/image-too-large', message: 'Image must be less than 2MB.' });
  });

  it('given a second image, it replaces the first, whose file is deleted', async () => {
    const { client } = await signedInMember(test);
    const first = await client.updateMemberProfileImage({ profileImage: new File([PNG], 'one.png') });
    const second = await client.updateMemberProfileImage({ profileImage: new File([GIF], 'two.gif') });
    expect(second.data.profileImage).not.toBe(first.data.profileImage);
    expect(await storedOf(first.data.profileImage)).toBeUndefined();
    expect(await storedOf(second.data.profileImage)).toBeDefined();
    expect((await client.getCurrentMember()).data?.profileImage).toBe(second.data.profileImage);
  });

  it('given a form without the profileImage field, it answers 400', async () => {
    const { session } = await signedInMember(test);
    const form = new FormData();
    form.append('avatar', new Blob([PNG]), 'me.png');
    const response = await test.app.request('/api/member/profile-image', {
      method: 'POST',
      headers: { ...APP_HEADERS, Authorization: `Bearer ${session.token}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect((await response.json()).error.message).toBe(
      'Please choose an image to upload (form field profileImage).',
    );
  });

  it('given a JSON body, it answers 415', async () => {
    const { session } = await signedInMember(test);
    const response = await test.app.request('/api/member/profile-image', {
      method: 'POST',
      headers: {
        ...APP_HEADERS,
        Authorization: `Bearer ${session.token}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
    });
    expect(response.status).toBe(415);
  });

  it('given no session, it answers 401', async () => {
    await expect(
      clientOf(test).updateMemberProfileImage({ profileImage: new File([PNG], 'me.png') }),
    ).rejects.toMatchObject({ status: 401, code: 'member/not-logged-in' });
  });
});
