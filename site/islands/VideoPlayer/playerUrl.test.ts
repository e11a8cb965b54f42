import { describe, expect, it } from 'vitest';
import { playerUrl } from './playerUrl.ts';

describe('playerUrl', () => {
  it('builds the Vimeo player address with the autoplay option', () => {
    expect(playerUrl('76979871', false)).toBe('https://player.vimeo.com/video/76979871?autoplay=0');
    expect(playerUrl('76979871', true)).toBe('https://player.vimeo.com/video/76979871?autoplay=1');
  });
});
