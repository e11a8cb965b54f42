import { describe, expect, it } from 'vitest';
import { sniffImageType } from './image.ts';

const bytes = (hex: string) => new Uint8Array(Buffer.from(hex.replaceAll(' ', ''), 'hex'));
const text = (value: string) => new Uint8Array(Buffer.from(value));

describe('sniffImageType', () => {
  it('given the PNG signature, it answers PNG', () => {
    expect(sniffImageType(bytes('89504e47 0d0a1a0a 0000000d 49484452'))).toEqual({
      extension: '.png',
      contentType: 'image/png',
    });
  });

  it('given a JPEG start-of-image marker, it answers JPEG', () => {
    expect(sniffImageType(bytes('ffd8ffe0 00104a46 4946'))?.contentType).toBe('image/jpeg');
  });

  it('given GIF87a or GIF89a, it answers GIF', () => {
    expect(sniffImageType(text('GIF87a......'))?.extension).toBe('.gif');
    expect(sniffImageType(text('GIF89a......'))?.extension).toBe('.gif');
  });

  it('given a RIFF container of form WEBP, it answers WebP', () => {
    expect(sniffImageType(text('RIFF\x24\x00\x00\x00WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  it('given a RIFF container of another form (a WAV file), it answers null', () => {
    expect(sniffImageType(text('RIFF\x24\x00\x00\x00WAVEfmt '))).toBeNull();
  });

  it('given an SVG image, it answers null (SVG can carry script)', () => {
    expect(
      sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')),
    ).toBeNull();
  });

  it('given text, HTML, an empty file or a truncated signature, it answers null', () => {
    expect(sniffImageType(text('hello, this is not an image'))).toBeNull();
    expect(sniffImageType(text('<!doctype html><script>alert(1)</script>'))).toBeNull();
    expect(sniffImageType(new Uint8Array())).toBeNull();
    expect(sniffImageType(bytes('89504e47'))).toBeNull();
  });
});
