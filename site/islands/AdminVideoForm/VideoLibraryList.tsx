/**
 * The library on the Videos screen (docs/console.md "Videos"): every video file, newest first,
 * published or not, each with Edit, Unpublish (or Republish) and Delete. Delete asks first, naming
 * the video. Presentational: the calls are the screen's.
 */
import type { LibraryVideo } from '@wf/config/site-api';
import { Badge, Button, EmptyState, Spinner, Table } from '@wf/ui';
import { useState } from 'react';
import { ConfirmDialog } from '../../lib/console/ConfirmDialog.tsx';
import { Section } from '../../lib/console/Section.tsx';
import { videoPath } from '../../lib/routes.ts';
import { PublishProgress } from './PublishProgress.tsx';
import type { PublishState } from './usePublishVideo.ts';

/** Where the list is: loading, failed to load, or loaded. */
export type LibraryState =
  | { kind: 'loading' }
  | { kind: 'error'; message: string }
  | { kind: 'ready'; videos: LibraryVideo[] };

export interface VideoLibraryListProps {
  library: LibraryState;
  /** The change of the library on its way, when it was started from the list. */
  state: PublishState;
  /** True while any change is on its way: one build at a time, so the buttons wait. */
  busy: boolean;
  onRetry(): void;
  onEdit(video: LibraryVideo): void;
  onUnpublish(video: LibraryVideo): void;
  onRepublish(video: LibraryVideo): void;
  onDelete(video: LibraryVideo): void;
}

const DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** '2024-06-12' as 'Jun 12, 2024'. */
function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : DATE.format(date);
}

export function VideoLibraryList({
  library,
  state,
  busy,
  onRetry,
  onEdit,
  onUnpublish,
  onRepublish,
  onDelete,
}: VideoLibraryListProps) {
  const [deleting, setDeleting] = useState<LibraryVideo | null>(null);
  const listAction =
    state.action === 'unpublish' || state.action === 'republish' || state.action === 'delete';

  const rows =
    library.kind === 'ready'
      ? library.videos.map((video) => ({
          title: (
            <>
              {video.published ? (
                <a className="wf-admin-videos__title" href={videoPath(encodeURIComponent(video.id))}>
                  {video.title}
                </a>
              ) : (
                <span className="wf-admin-videos__title">{video.title}</span>
              )}
              <span className="wf-admin-videos__id">/videos/{video.id}</span>
            </>
          ),
          date: <time dateTime={video.date}>{formatDay(video.date)}</time>,
          category: video.category,
          access: video.isLocked ? 'Members' : 'Everyone',
          status: video.published ? (
            <Badge tone="success">Published</Badge>
          ) : (
            <Badge tone="warning">Unpublished</Badge>
          ),
          actions: (
            <div className="wf-admin-videos__row-actions">
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={`Edit ${video.title}`}
                onClick={() => onEdit(video)}
              >
                Edit
              </Button>
              {video.published ? (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  aria-label={`Unpublish ${video.title}`}
                  onClick={() => onUnpublish(video)}
                >
                  Unpublish
                </Button>
              ) : (
                <Button
                  variant="ghost"
                  size="sm"
                  disabled={busy}
                  aria-label={`Republish ${video.title}`}
                  onClick={() => onRepublish(video)}
                >
                  Republish
                </Button>
              )}
              <Button
                variant="ghost"
                size="sm"
                disabled={busy}
                aria-label={`Delete ${video.title}`}
                onClick={() => setDeleting(video)}
              >
                Delete
              </Button>
            </div>
          ),
        }))
      : [];

  return (
    <div className="wf-admin-videos__list">
      <Section
        title="Videos in the library"
        description="Every video file, newest first. An unpublished video keeps its file but is out of the library, and its page is gone until you republish it."
      >
        <PublishProgress state={listAction ? state : { phase: 'idle' }} />
        {listAction && state.phase === 'failed' && state.error ? (
          <div role="alert" className="wf-admin-video__error">
            <p className="wf-admin-video__error-title">{state.error.title}</p>
            <p className="wf-admin-video__error-text">{state.error.message}</p>
          </div>
        ) : null}
        {library.kind === 'loading' ? (
          <p className="wf-admin-videos__loading" role="status">
            <Spinner /> Loading the videos...
          </p>
        ) : library.kind === 'error' ? (
          <div>
            <p role="alert" className="wf-console-error">
              {library.message}
            </p>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              Try again
            </Button>
          </div>
        ) : library.videos.length === 0 ? (
          <EmptyState
            title="No videos yet"
            headingLevel={3}
            description="Add the first one with the form above; it is published to the library as soon as you add it."
          />
        ) : (
          <Table
            caption="Videos in the library"
            captionHidden
            rowHeaderKey="title"
            columns={[
              { key: 'title', header: 'Title' },
              { key: 'date', header: 'Date' },
              { key: 'category', header: 'Category' },
              { key: 'access', header: 'Who may watch' },
              { key: 'status', header: 'Status' },
              { key: 'actions', header: 'Actions' },
            ]}
            rows={rows}
          />
        )}
      </Section>
      {deleting ? (
        <ConfirmDialog
          title={`Delete "${deleting.title}"?`}
          confirm="Delete video"
          onConfirm={() => {
            const video = deleting;
            setDeleting(null);
            onDelete(video);
          }}
          onCancel={() => setDeleting(null)}
        >
          <p>
            The file of <strong>{deleting.title}</strong> is removed from the library and its page{' '}
            <code>/videos/{deleting.id}</code> stops answering once the site is rebuilt. Its comments are
            kept. This cannot be undone; to take the video off the site for a while, unpublish it instead.
          </p>
        </ConfirmDialog>
      ) : null}
    </div>
  );
}
