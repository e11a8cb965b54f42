import { Spinner } from '@wf/ui';
import type { ReactNode } from 'react';
import type { MembershipOffer } from '../../lib/membership/access.ts';
import type { MembershipBilling } from '../../lib/membership/billing.ts';
import { MemberLibrary } from './MemberLibrary.tsx';
import type { LibraryCopy, LibraryState, LibraryVideo } from './types.ts';
import './VideoLibrary.css';

export interface VideoLibraryViewProps {
  state: LibraryState;
  videos: readonly LibraryVideo[];
  categories: readonly string[];
  copy: LibraryCopy;
  /** The visitor page ('Featured Videos', samples, sign-up prompt), rendered by the server. */
  children?: ReactNode;
  /** A member without the members' videos: what they are offered (null when they may watch). */
  offer?: MembershipOffer | null;
  /** The Membership's checkout, for the offer; null until the page's widget exists. */
  billing?: MembershipBilling | null;
}

/**
 * /videos (docs/product/website.md §2): 'Loading videos...' while auth loads, then the visitor page or the
 * library, with the offer above it for a member who may not watch the members' videos.
 *
 * While loading, the visitor page is already laid out under the spinner, hidden (`visibility`, so
 * neither focusable nor read out), so the server's HTML takes the height the visitor page will take
 * at every width and nothing below it moves when the member state arrives; the videos page shows it
 * at once when no member is cached (docs/architecture.md "Speed").
 */
export function VideoLibraryView({
  state,
  videos,
  categories,
  copy,
  children,
  offer = null,
  billing = null,
}: VideoLibraryViewProps) {
  const loading = state === 'loading';
  return (
    <div className="wf-video-library" data-state={state}>
      {loading ? (
        <div className="wf-video-library__loading" role="status">
          <Spinner size="lg" />
          <p>{copy.loading}</p>
        </div>
      ) : null}
      {state === 'member' ? (
        <MemberLibrary videos={videos} categories={categories} copy={copy} offer={offer} billing={billing} />
      ) : (
        <div className="wf-video-library__visitor">{children}</div>
      )}
    </div>
  );
}
