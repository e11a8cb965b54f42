import { Spinner } from '@wf/ui';
import type { ReactNode } from 'react';
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
}

/** /videos (docs/product/website.md §2): 'Loading videos...' while auth loads, then the visitor page or the library. */
export function VideoLibraryView({ state, videos, categories, copy, children }: VideoLibraryViewProps) {
  return (
    <div className="wf-video-library" data-state={state}>
      {state === 'loading' ? (
        <div className="wf-video-library__loading" role="status">
          <Spinner size="lg" />
          <p>{copy.loading}</p>
        </div>
      ) : state === 'visitor' ? (
        children
      ) : (
        <MemberLibrary videos={videos} categories={categories} copy={copy} />
      )}
    </div>
  );
}
