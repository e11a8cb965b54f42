import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { APP_ID } from '@wf/config/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientOf, signedInMember } from '../../members/testing.ts';
import { uploadsDir } from '../../static/uploads.ts';
import { APP_HEADERS, createTestApp, type TestApp } from '../../testing/app.ts';

let test: TestApp;
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1');

beforeAll(async () => {
  test = await createTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

function fileOf(url: string): string {
  return path.join(uploadsDir(test.env.dataDir), APP_ID, path.basename(new URL(url).pathname));
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
      new RegExp(`^${test.env.publicUrl}/uploads/${APP_ID}/[\\w-]{24}\\.png$`),
    );
    expect((await stat(fileOf(response.data.profileImage))).size).toBe(PNG.byteLength);
    expect((await client.getCurrentMember()).data).toMatchObject({
      id: member.id,
      profileImage: response.data.profileImage,
    });
  });

  it('given a stored image, /uploads serves it with the sniffed type, nosniff and a sandbox CSP', async () => {
    const { client } = await signedInMember(test);
    const { data } = await client.updateMemberProfileImage({ profileImage: new File([GIF], 'a.gif') });
    const response = await test.app.request(new URL(data.profileImage).pathname);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/gif');
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(response.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(Buffer.from(await response.arrayBuffer())).toEqual(GIF);
  });

  it('given a PNG named .txt and sent as text/plain, it is judged by its bytes and stored as .png', async () => {
    const { session } = await signedInMember(test);
    const { status, body } = await upload(
      session.token,
      new Blob([PNG], { type: 'text/plain' }),
      'notes.txt',
    );
    expect(status).toBe(200);
    expect(body.data.profileImage).toMatch(/\.png$/);
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
    const before = await readdir(path.join(uploadsDir(test.env.dataDir), APP_ID)).catch(() => []);
    const bytes = new Uint8Array(4_000_001);
    bytes.set(PNG);
    const { status, body } = await upload(session.token, new Blob([bytes], { type: 'image/png' }), 'big.png');
    expect(status).toBe(413);
    expect(body.error).toEqual({ code: 'member/image-too-large', message: 'Image must be less than 2MB.' });
    expect(await readdir(path.join(uploadsDir(test.env.dataDir), APP_ID)).catch(() => [])).toEqual(before);
  });

  it('given exactly 4,000,000 bytes of PNG, it accepts them', async () => {
    const { session } = await signedInMember(test);
    const bytes = new Uint8Array(4_000_000);
    bytes.set(PNG);
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
    await expect(stat(fileOf(first.data.profileImage))).rejects.toThrow();
    expect((await stat(fileOf(second.data.profileImage))).isFile()).toBe(true);
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
