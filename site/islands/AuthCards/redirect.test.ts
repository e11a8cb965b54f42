import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect.ts';

const ORIGIN = 'https://worldfamily.example';

describe('redirectTarget', () => {
  it('given no redirect / it is the home page', () => {
    expect(redirectTarget('', ORIGIN)).toBe('/');
  });

  it('given a path on the site / it keeps the path, query and hash', () => {
    expect(redirectTarget('?redirect=%2Fvideos%2Fabc%3Fautoplay%3D1%23top', ORIGIN)).toBe(
      '/videos/abc?autoplay=1#top',
    );
  });

  it('given another site, a protocol-relative or a backslash address / it is the home page', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'javascript:alert(1)',
      'videos',
    ]) {
      expect(redirectTarget(`?redirect=${encodeURIComponent(value)}`, ORIGIN), value).toBe('/');
    }
  });
});
