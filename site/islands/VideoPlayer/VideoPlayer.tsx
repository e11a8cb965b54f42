import { getWidget } from '@wf/widget';
import { useMemo } from 'react';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { fallbackOffer, videoAccess } from '../../lib/membership/access.ts';
import { membershipBilling } from '../../lib/membership/billing.ts';
import { LockedVideoPlayer } from './LockedVideoPlayer.tsx';
import { securePlayerId } from './securePlayerId.ts';
import type { PlayerCopy } from './types.ts';

export interface VideoPlayerProps {
  /** The video's id (its file name) and title. */
  video: { id: string; title: string };
  autoplay?: boolean;
  copy: PlayerCopy;
}

/** Asks the service for a locked video's player id (POST /secure-content). */
const loadPlayerId = (videoId: string) => securePlayerId(getWidget(), videoId);

/**
 * The player island of a locked video: the shared member state, what the member's plans allow,
 * and the player id from the service. Unlocked videos need no island: their page renders
 * VideoPlayerView with the id.
 */
export function VideoPlayer({ video, autoplay, copy }: VideoPlayerProps) {
  const { status, member, widget } = useMemberState();
  const access = member ? videoAccess(member) : null;
  const billing = useMemo(() => (widget ? membershipBilling(widget) : null), [widget]);
  return (
    <LockedVideoPlayer
      status={status}
      video={video}
      autoplay={autoplay}
      copy={copy}
      loadPlayerId={loadPlayerId}
      canWatch={access?.kind !== 'offer'}
      offer={access?.kind === 'offer' ? access.offer : member ? fallbackOffer(member) : 'trial'}
      billing={billing}
    />
  );
}
