/**
 * Profile image files (POST /member/profile-image): decoded and encoded again as WebP
 * (members/image.ts), then stored in the upload store (static/upload-store.ts: the database's
 * uploads table, or the S3_URL bucket) under the app with a random name and the .webp extension,
 * so that every instance serves it (static/uploads.ts) as an image and never as anything else.
 * Only the re-encoded bytes are ever written. Images an earlier version stored under
 * DATA_DIR/uploads/{appId}/ are still served and removed there.
 */
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  ERROR_CODES,
  IMAGE_MAX_BYTES,
  IMAGE_TOO_LARGE_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
} from '@wf/sdk/contract';
import { ApiError } from '../http/errors.ts';
import { newToken } from '../ids.ts';
import type { UploadStore } from '../static/upload-store.ts';
import { uploadsDir } from '../static/uploads.ts';
import { IMAGE_MAX_PIXELS, reencodeImage } from './image.ts';

/** A path segment static/uploads.ts serves (letters, digits, '-', '_'). */
const SAFE_SEGMENT = /^[A-Za-z0-9_-]+$/;

/** The folder and file name of a stored profile image, read back from its URL. */
const STORED_URL_PATH = /\/uploads\/([A-Za-z0-9_-]+)\/([A-Za-z0-9_-]+\.(?:png|jpg|gif|webp))$/;

/** 413 member/image-too-large with the spec's sentence. */
export function imageTooLarge(): ApiError {
  return new ApiError(413, ERROR_CODES.imageTooLarge, IMAGE_TOO_LARGE_MESSAGE);
}

/** Shown for an image whose header claims more than IMAGE_MAX_PIXELS. */
export const TOO_MANY_PIXELS_MESSAGE = `Image must be at most ${Math.round(IMAGE_MAX_PIXELS / 1_000_000)} megapixels.`;

/** 413 member/image-too-large for an image with too many pixels. */
export function tooManyPixels(): ApiError {
  return new ApiError(413, ERROR_CODES.imageTooLarge, TOO_MANY_PIXELS_MESSAGE);
}

/** 400 member/image-invalid with the spec's sentence. */
export function notAnImage(): ApiError {
  return new ApiError(400, ERROR_CODES.imageInvalid, NOT_AN_IMAGE_MESSAGE);
}

function appFolder(appId: string): string {
  if (!SAFE_SEGMENT.test(appId)) throw new Error(`App id ${appId} cannot name an uploads folder`);
  return appId;
}

/**
 * Stores an uploaded image, re-encoded, and answers its public URL. Refuses bytes over
 * IMAGE_MAX_BYTES and images over IMAGE_MAX_PIXELS (413), and bytes that are not a PNG, JPEG,
 * GIF or WebP image that decodes (400).
 */
export async function storeProfileImage(input: {
  store: UploadStore;
  publicUrl: string;
  appId: string;
  bytes: Uint8Array;
}): Promise<string> {
  const { publicUrl, bytes } = input;
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw imageTooLarge();
  const image = await reencodeImage(bytes);
  if (!image.ok) throw image.reason === 'too-many-pixels' ? tooManyPixels() : notAnImage();
  const folder = appFolder(input.appId);
  const name = `${newToken(18)}${image.type.extension}`;
  await input.store.put({
    appId: input.appId,
    name,
    contentType: image.type.contentType,
    bytes: image.bytes,
  });
  return `${publicUrl}/uploads/${folder}/${name}`;
}

/**
 * Deletes the file behind a profile image URL this service stored for the app. Anything else
 * (an outside URL, another app's file, a path that does not look like ours) is left alone.
 * Answers true when a file was removed, false also when the store could not be reached: the file is
 * then left behind, and the request that asked goes on.
 */
export async function removeProfileImage(input: {
  store: UploadStore;
  dataDir: string;
  appId: string;
  url: string | null;
}): Promise<boolean> {
  if (!input.url) return false;
  let pathname: string;
  try {
    pathname = new URL(input.url).pathname;
  } catch {
    return false;
  }
  const match = STORED_URL_PATH.exec(pathname);
  if (!match || match[1] !== input.appId || !match[2]) return false;
  // A cleanup after the change was committed (or rolled back): a store that fails here (the
  // bucket down; the store logs why) leaves the file behind rather than failing the request.
  if (await input.store.remove(input.appId, match[2]).catch(() => false)) return true;
  // An image an earlier version kept on this instance's disk.
  const file = path.join(uploadsDir(input.dataDir), match[1], match[2]);
  try {
    await rm(file);
    return true;
  } catch {
    return false;
  }
}
