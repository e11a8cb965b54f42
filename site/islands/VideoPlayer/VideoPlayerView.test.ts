import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PlayerCopy } from './types.ts';
import { VideoPlayerView } from './VideoPlayerView.tsx';

const copy: PlayerCopy = {
  loading: 'Loading video...',
  lockedHeading: 'Membership Content',
  lockedText: 'Sign up to access this video',
  upgrade: { label: 'Upgrade Now', href: '/signup' },
  failedHeading: 'This video could not be loaded',
  failedFallback: 'Please try again.',
  retry: 'Try Again',
};

describe('VideoPlayerView on the server', () => {
  it('given an unlocked video / it renders the Vimeo frame with its options', () => {
    const html = renderToString(
      createElement(VideoPlayerView, {
        state: 'ready',
        title: 'Morning & Evening',
        playerId: '76979871',
        copy,
      }),
    );
    expect(html).toContain('src="https://player.vimeo.com/video/76979871?autoplay=0"');
    expect(html).toContain('title="Morning &amp; Evening"');
    expect(html).toContain('allow="autoplay; fullscreen; picture-in-picture"');
    expect(html).toContain('allowFullScreen=""');
  });

  it('given a locked video before the member state is known / it renders the loading state, no frame', () => {
    const html = renderToString(createElement(VideoPlayerView, { state: 'loading', title: 'T', copy }));
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Loading video...');
    expect(html).not.toContain('<iframe');
  });
});
