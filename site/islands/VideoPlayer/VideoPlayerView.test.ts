import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { PlayerCopy } from './types.ts';
import { VideoPlayerView } from './VideoPlayerView.tsx';

const copy: PlayerCopy = {
  loading: 'Loading video...',
  lockedHeading: 'Membership Content',
  lockedText: 'Sign up to access this video',
  upgrade: { label: 'Upgrade Now', href: '/signup?plan=trial' },
  failedHeading: 'This video could not be loaded',
  failedFallback: 'Please try again.',
  retry: 'Try Again',
  offers: {
    trial: {
      text: 'Start your 7-day free trial to watch this video. No card needed.',
      action: 'Start Free Trial',
    },
    renew: {
      text: 'Your membership has ended. Renew it to watch this video.',
      action: 'Renew for $1.00/month',
    },
    busy: 'Opening checkout...',
    failed: 'We could not reach the payment page. Please try again.',
  },
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

  it('given a locked video and a visitor / it renders the placeholder whose Upgrade Now leads into the trial', () => {
    const html = renderToString(createElement(VideoPlayerView, { state: 'locked', title: 'T', copy }));
    expect(html).toContain('Membership Content');
    expect(html).toContain('href="/signup?plan=trial"');
  });

  it('given a locked video before the member state is known / it renders the loading state, no frame', () => {
    const html = renderToString(createElement(VideoPlayerView, { state: 'loading', title: 'T', copy }));
    expect(html).toContain('data-state="loading"');
    expect(html).toContain('Loading video...');
    expect(html).not.toContain('<iframe');
  });
});
