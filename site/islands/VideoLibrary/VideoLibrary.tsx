import { type ReactNode, useMemo } from 'react';
import { useMemberState } from '../../lib/member-sync/useMemberState.ts';
import { videoAccess } from '../../lib/membership/access.ts';
import { membershipBilling } from '../../lib/membership/billing.ts';
import type { LibraryCopy, LibraryState, LibraryVideo } from './types.ts';
import { VideoLibraryView } from './VideoLibraryView.tsx';

export interface VideoLibraryProps {
  /** Every video, public fields only (the page never passes a vimeoId). */
  videos: LibraryVideo[];
  categories: readonly string[];
  copy: LibraryCopy;
  /** The visitor page (an Astro slot). */
  children?: ReactNode;
}

const STATE: Record<ReturnType<typeof useMemberState>['status'], LibraryState> = {
  loading: 'loading',
  'signed-out': 'visitor',
  'signed-in': 'member',
};

/** The /videos island: the shared member state picks the view, and the member's plans the offer. */
export function VideoLibrary({ videos, categories, copy, children }: VideoLibraryProps) {
  const { status, member, widget } = useMemberState();
  const access = member ? videoAccess(member) : null;
  const billing = useMemo(() => (widget ? membershipBilling(widget) : null), [widget]);
  return (
    <VideoLibraryView
      state={STATE[status]}
      videos={videos}
      categories={categories}
      copy={copy}
      offer={access?.kind === 'offer' ? access.offer : null}
      billing={billing}
    >
      {children}
    </VideoLibraryView>
  );
}
