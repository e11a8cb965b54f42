import { userMessage } from '@wf/sdk/errors';
import type { AuthStatus } from '@wf/widget';
import { useEffect, useState } from 'react';
import type { PlayerCopy, PlayerState } from './types.ts';
import { VideoPlayerView } from './VideoPlayerView.tsx';

export interface LockedVideoPlayerProps {
  /** The member state: loading, signed in or signed out. */
  status: AuthStatus;
  /** The video's id (its file name) and title. */
  video: { id: string; title: string };
  autoplay?: boolean;
  copy: PlayerCopy;
  /** Fetches the video's player id for the signed-in member (rejects with a message for people). */
  loadPlayerId: (videoId: string) => Promise<string>;
  /** Base of the player address (stories use a local page instead of Vimeo). */
  playerBase?: string;
}

/** Where fetching the player id stands. */
type Fetch =
  | { state: 'fetching' }
  | { state: 'ready'; playerId: string }
  | { state: 'failed'; message: string };

/**
 * A locked video's player (docs/product/website.md §4: playable once signed in): loading while the member
 * state loads, the membership placeholder for visitors (the page never holds the id), and for a
 * member the frame once `loadPlayerId` answers, or its failure with a retry.
 */
export function LockedVideoPlayer({
  status,
  video,
  autoplay,
  copy,
  loadPlayerId,
  playerBase,
}: LockedVideoPlayerProps) {
  const [fetch, setFetch] = useState<Fetch>({ state: 'fetching' });
  const [attempt, setAttempt] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (status !== 'signed-in') return;
    let current = true;
    setFetch({ state: 'fetching' });
    loadPlayerId(video.id).then(
      (playerId) => {
        if (current) setFetch({ state: 'ready', playerId });
      },
      (error: unknown) => {
        if (current) setFetch({ state: 'failed', message: userMessage(error, copy.failedFallback) });
      },
    );
    return () => {
      current = false;
    };
  }, [status, video.id, attempt, loadPlayerId, copy.failedFallback]);

  const state: PlayerState =
    status === 'loading' ? 'loading' : status === 'signed-out' ? 'locked' : fetch.state;

  return (
    <VideoPlayerView
      state={state}
      title={video.title}
      playerId={state === 'ready' && fetch.state === 'ready' ? fetch.playerId : undefined}
      autoplay={autoplay}
      copy={copy}
      message={state === 'failed' && fetch.state === 'failed' ? fetch.message : undefined}
      onRetry={() => setAttempt((n) => n + 1)}
      playerBase={playerBase}
    />
  );
}
