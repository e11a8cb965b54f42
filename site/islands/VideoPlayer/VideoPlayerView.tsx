import { Button, Spinner } from '@wf/ui';
import type { MembershipOffer } from '../../lib/membership/access.ts';
import { LockIcon } from '../../lib/membership/LockIcon.tsx';
import { playerUrl } from './playerUrl.ts';
import type { PlayerCopy, PlayerState } from './types.ts';
import './VideoPlayer.css';

export interface VideoPlayerViewProps {
  state: PlayerState;
  /** The video's title: the frame's title. */
  title: string;
  /** The Vimeo id, in the 'ready' state. */
  playerId?: string;
  /** Starts playing at once (the player's autoplay option). */
  autoplay?: boolean;
  copy: PlayerCopy;
  /** The failure, in the 'failed' state. */
  message?: string;
  /** 'Try Again' was pressed. */
  onRetry?: () => void;
  /** Base of the player address (stories use a local page instead of Vimeo). */
  playerBase?: string;
  /** The 'offer' state: what is offered and its button's state. */
  offer?: OfferButton;
}

/** The offer's one button, in the 'offer' state. */
export interface OfferButton {
  kind: MembershipOffer;
  /** The checkout is opening. */
  busy: boolean;
  /** False until the page's widget exists. */
  ready: boolean;
  /** Why the checkout did not open. */
  error: string | null;
  onStart: () => void;
}

/**
 * The video page's player (docs/product/website.md §2 Video detail): the Vimeo frame, the membership
 * placeholder for visitors on a locked video, the Membership's offer for a member who may not
 * watch it, a loading state, or a failure with a retry.
 */
export function VideoPlayerView({
  state,
  title,
  playerId,
  autoplay = false,
  copy,
  message,
  onRetry,
  playerBase,
  offer,
}: VideoPlayerViewProps) {
  if (state === 'ready' && playerId) {
    return (
      <div className="wf-video-player" data-state={state}>
        <iframe
          className="wf-video-player__frame"
          src={playerUrl(playerId, autoplay, playerBase)}
          title={title}
          allow="autoplay; fullscreen; picture-in-picture"
          allowFullScreen
          width={1280}
          height={720}
        />
      </div>
    );
  }
  return (
    <div className="wf-video-player wf-video-player--panel" data-state={state}>
      {state === 'locked' ? (
        <div className="wf-video-player__panel">
          <span className="wf-video-player__badge">
            <LockIcon />
          </span>
          <p className="wf-video-player__heading">{copy.lockedHeading}</p>
          <p className="wf-video-player__text">{copy.lockedText}</p>
          <Button href={copy.upgrade.href} size="lg" className="wf-video-player__action">
            {copy.upgrade.label}
          </Button>
        </div>
      ) : state === 'offer' && offer ? (
        <div className="wf-video-player__panel" data-offer={offer.kind}>
          <span className="wf-video-player__badge">
            <LockIcon />
          </span>
          <p className="wf-video-player__heading">{copy.lockedHeading}</p>
          <p className="wf-video-player__text">{copy.offers[offer.kind].text}</p>
          <Button
            size="lg"
            className="wf-video-player__action"
            loading={offer.busy}
            disabled={!offer.ready}
            onClick={offer.onStart}
          >
            {offer.busy ? copy.offers.busy : copy.offers[offer.kind].action}
          </Button>
          {offer.error ? (
            <p className="wf-video-player__error" role="alert">
              {offer.error}
            </p>
          ) : null}
        </div>
      ) : state === 'failed' ? (
        <div className="wf-video-player__panel" role="alert">
          <p className="wf-video-player__heading">{copy.failedHeading}</p>
          <p className="wf-video-player__text">{message ?? copy.failedFallback}</p>
          <Button size="lg" className="wf-video-player__action" onClick={onRetry}>
            {copy.retry}
          </Button>
        </div>
      ) : (
        <div className="wf-video-player__panel" role="status">
          <Spinner size="lg" className="wf-video-player__spinner" />
          <p className="wf-video-player__text">{copy.loading}</p>
        </div>
      )}
    </div>
  );
}
