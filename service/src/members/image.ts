/**
 * What an uploaded file really is, judged by its bytes (magic numbers), never by its name or
 * declared type (docs/security.md: "images only, judged by their bytes"). SVG is refused: it is XML
 * that can carry script.
 */

/** An image type the service stores, with the extension it is stored under. */
export interface ImageType {
  /** The stored file's extension, as served by static/uploads.ts. */
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
