/** Real image files for tests of uploads, made with sharp (and by hand where an attack needs it). */
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Bytes as a File or Blob takes them (a Buffer may sit on a shared pool). */
export type FileBytes = Uint8Array<ArrayBuffer>;

/** A copy of `bytes` in an ArrayBuffer of its own. */
export function fileBytes(...parts: Uint8Array[]): FileBytes {
  return new Uint8Array(Buffer.concat(parts));
}

/** A small real image of a format: a gradient-free solid square. */
export async function imageBytes(
  format: 'png' | 'jpeg' | 'gif' | 'webp',
  { width = 16, height = 16 }: { width?: number; height?: number } = {},
): Promise<FileBytes> {
  return fileBytes(
    await sharp({ create: { width, height, channels: 3, background: '#3a2e7a' } })
      .toFormat(format)
      .toBuffer(),
  );
}

/** A real PNG followed by filler up to `totalBytes` (what a padded file at the size limit looks like). */
export async function paddedPng(totalBytes: number): Promise<FileBytes> {
  const png = await imageBytes('png');
  return fileBytes(png, new Uint8Array(totalBytes - png.length));
}

/** One PNG chunk: length, type, data and CRC (PNG spec §5.3). */
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/**
 * A PNG of a few hundred bytes whose header claims `width` × `height` 8-bit grey pixels: a
 * decoder that trusted it would allocate width × height bytes (a decompression bomb).
 */
export function pngClaiming(width: number, height: number): FileBytes {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // bit depth 8, greyscale, deflate, adaptive filter, no interlace
  return fileBytes(
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(64 * 1024))),
    chunk('IEND', Buffer.alloc(0)),
  );
}

/** A JPEG that carries EXIF metadata (a camera's copyright line, as GPS data would be). */
export async function jpegWithExif(secret: string): Promise<FileBytes> {
  return fileBytes(
    await sharp({ create: { width: 16, height: 16, channels: 3, background: '#3a2e7a' } })
      .withExif({ IFD0: { Copyright: secret, Artist: secret } })
      .jpeg()
      .toBuffer(),
  );
}
