/**
 * Uploaded images (docs/security.md "Input"): judged first by their bytes (magic numbers),
 * never by their name or declared type, then decoded and drawn again by sharp, so that what is
 * stored and served is only pixels this service encoded. A polyglot (an image that is also a
 * script or an archive), metadata (GPS position, camera serial) and animation frames do not
 * survive; an image whose header promises more than IMAGE_MAX_PIXELS is refused before it is
 * decoded (a small file can claim 20000 × 20000 pixels). SVG is refused: it is XML that can
 * carry script.
 */
import sharp from 'sharp';

/** An image type the service accepts, with the extension it would be stored under. */
export interface ImageType {
  extension: '.png' | '.jpg' | '.gif' | '.webp';
  contentType: 'image/png' | 'image/jpeg' | 'image/gif' | 'image/webp';
}

const PNG: ImageType = { extension: '.png', contentType: 'image/png' };
const JPEG: ImageType = { extension: '.jpg', contentType: 'image/jpeg' };
const GIF: ImageType = { extension: '.gif', contentType: 'image/gif' };
const WEBP: ImageType = { extension: '.webp', contentType: 'image/webp' };

/** PNG signature (PNG spec §5.2). */
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, prefix: readonly number[], offset = 0): boolean {
  if (bytes.length < offset + prefix.length) return false;
  return prefix.every((byte, index) => bytes[offset + index] === byte);
}

function ascii(text: string): number[] {
  return [...text].map((char) => char.charCodeAt(0));
}

/** The image type of `bytes`, or null when they are not a PNG, JPEG, GIF or WebP image. */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG_SIGNATURE)) return PNG;
  // JPEG: SOI marker followed by the start of another marker.
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return JPEG;
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return GIF;
  // WebP: a RIFF container whose form type is WEBP.
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return WEBP;
  return null;
}

/** Most pixels an uploaded image may have (a 24-megapixel photo passes; a decompression bomb does not). */
export const IMAGE_MAX_PIXELS = 6000 * 6000;

/** The longest side of a stored profile image: it is shown at most a few hundred pixels wide. */
export const PROFILE_IMAGE_MAX_SIDE = 1024;

/** What {@link reencodeImage} stores: WebP. */
export const STORED_IMAGE_TYPE: ImageType = WEBP;

/** Why an upload was refused. */
export type ImageRefusal = 'not-an-image' | 'too-many-pixels';

/** The re-encoded image, or why there is none. */
export type ReencodedImage =
  | { ok: true; bytes: Buffer; type: ImageType }
  | { ok: false; reason: ImageRefusal };

/**
 * Decodes an uploaded image (PNG, JPEG, GIF or WebP by its bytes; first frame only), turns it
 * upright by its EXIF orientation, scales it down to at most {@link PROFILE_IMAGE_MAX_SIDE}
 * pixels a side and encodes it as WebP without any metadata.
 */
export async function reencodeImage(bytes: Uint8Array): Promise<ReencodedImage> {
  if (!sniffImageType(bytes)) return { ok: false, reason: 'not-an-image' };
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
  if (!width || !height) return { ok: false, reason: 'not-an-image' };
  if (width * height > IMAGE_MAX_PIXELS) return { ok: false, reason: 'too-many-pixels' };
  try {
    const output = await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 })
      .rotate()
      .resize({
        width: PROFILE_IMAGE_MAX_SIDE,
        height: PROFILE_IMAGE_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      })
      .webp({ quality: 82 })
      .toBuffer();
    return { ok: true, bytes: output, type: STORED_IMAGE_TYPE };
  } catch {
    return { ok: false, reason: 'not-an-image' };
  }
}
