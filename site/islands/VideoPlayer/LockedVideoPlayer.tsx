import { isWfError, userMessage } from '@wf/sdk/errors';
import type { AuthStatus } from '@wf/widget';
import { useEffect, useState } from 'react';
import type { MembershipOffer } from '../../lib/membership/access.ts';
import type { MembershipBilling } from '../../lib/membership/billing.ts';
import { useMembershipAction } from '../../lib/membership/useMembershipAction.ts';
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
  /** Whether the signed-in member's plans open the members' videos (the service decides for real). */
  canWatch?: boolean;
  /** What a member who may not watch is offered: the free trial, or a renewal. */
  offer?: MembershipOffer;
  /** The Membership's checkout; null until the page's widget exists. */
  billing?: MembershipBilling | null;
}

/** Where fetching the player id stands. */
type Fetch =
  | { state: 'fetching' }
  | { state: 'ready'; playerId: string }
  | { state: 'refused' }
  | { state: 'failed'; message: string };

/** The service's answer when the member's plans do not include the video (POST /secure-content). */
const isRefusal = (error: unknown) => isWfError(error) && error.status === 403;

/**
 * A locked video's player (docs/product/website.md §2 Video detail, §4 Video access): loading
 * while the member state loads, the membership placeholder for visitors (the page never holds the
 * id), the Membership's one offer for a member whose plans do not include the video (known
 * beforehand, or refused by the service), and for a member who may watch, the frame once
 * `loadPlayerId` answers, or its failure with a retry.
 */
export function LockedVideoPlayer({
  status,
  video,
  autoplay,
  copy,
  loadPlayerId,
  playerBase,
  canWatch = true,
  offer = 'trial',
  billing = null,
}: LockedVideoPlayerProps) {
  const [fetch, setFetch] = useState<Fetch>({ state: 'fetching' });
  const [attempt, setAttempt] = useState(0);
  const checkout = useMembershipAction(billing, { fallback: copy.offers.failed });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` is the retry trigger
  useEffect(() => {
    if (status !== 'signed-in' || !canWatch) return;
    let current = true;
    setFetch({ state: 'fetching' });
    loadPlayerId(video.id).then(
      (playerId) => {
        if (current) setFetch({ state: 'ready', playerId });
      },
      (error: unknown) => {
        if (!current) return;
        setFetch(
          isRefusal(error)
            ? { state: 'refused' }
            : { state: 'failed', message: userMessage(error, copy.failedFallback) },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [status, canWatch, video.id, attempt, loadPlayerId, copy.failedFallback]);

  let state: PlayerState;
  if (status === 'loading') state = 'loading';
  else if (status === 'signed-out') state = 'locked';
  else if (!canWatch || fetch.state === 'refused') state = 'offer';
  else state = fetch.state;

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
      offer={{
        kind: offer,
        busy: checkout.pending === 'checkout',
        ready: checkout.ready,
        error: checkout.error,
        onStart: checkout.checkout,
      }}
    />
  );
}
