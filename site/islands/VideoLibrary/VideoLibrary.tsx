import type { ReactNode } from 'react';
import { useMemberState } from '../MemberSync/useMemberState.ts';
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

/** The /videos island: the shared member state picks the view. */
export function VideoLibrary({ videos, categories, copy, children }: VideoLibraryProps) {
  const { status } = useMemberState();
  return (
    <VideoLibraryView state={STATE[status]} videos={videos} categories={categories} copy={copy}>
      {children}
    </VideoLibraryView>
  );
}
