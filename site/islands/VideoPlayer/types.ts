/** What the video player shows (docs/product/website.md §2 Video detail, §4 Video access). */
import type { OffersCopy } from '../../lib/membership/copy.ts';

export type PlayerState =
  /** The member state is loading. */
  | 'loading'
  /** A locked video and a visitor: the 'Membership Content' placeholder. */
  | 'locked'
  /** A locked video and a member without the members' videos: the Membership's one offer. */
  | 'offer'
  /** A locked video and a member: its player id is being fetched. */
  | 'fetching'
  /** The player frame. */
  | 'ready'
  /** Fetching the player id failed: the message and a retry. */
  | 'failed';

/** The player's texts (content/site/pages/video.yaml). */
export interface PlayerCopy {
  /** 'Loading video...' */
  loading: string;
  /** 'Membership Content' */
  lockedHeading: string;
  /** 'Sign up to access this video' */
  lockedText: string;
  /** 'Upgrade Now' to /signup. */
  upgrade: { label: string; href: string };
  failedHeading: string;
  /** Shown when the error has no message of its own. */
  failedFallback: string;
  /** 'Try Again' */
  retry: string;
  /** The offer to a member without the members' videos: the free trial, or a renewal. */
  offers: OffersCopy;
}
