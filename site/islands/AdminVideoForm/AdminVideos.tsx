import type { EditVideo, LibraryVideo } from '@wf/config/site-api';
import type { Member } from '@wf/sdk/contract';
import type { ToastOptions } from '@wf/ui';
import type { AuthStatus } from '@wf/widget';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ConsoleNav } from '../../lib/console/ConsoleNav.tsx';
import { errorText } from '../../lib/console/format.ts';
import { MembersOnly } from '../../lib/members-only/MembersOnly.tsx';
import type { Navigate } from '../../lib/navigate.ts';
import { SITE_PATHS } from '../../lib/routes.ts';
import { AdminVideoForm, type VideoFormValues } from './AdminVideoForm.tsx';
import type { AdminClient } from './adminClient.ts';
import type { AdminVideosCopy } from './copy.ts';
import { usePublishVideo } from './usePublishVideo.ts';
import { type LibraryState, VideoLibraryList } from './VideoLibraryList.tsx';

export interface AdminVideosProps {
  copy: AdminVideosCopy;
  status: AuthStatus;
  member: Member | null;
  /** The admin calls; null until the page's widget exists. */
  client: AdminClient | null;
  /** Where refused visitors are sent; replaces the page by default. */
  navigate?: Navigate;
  /** Keeps the denial toast for the next page (session storage by default). */
  keepToast?: (options: ToastOptions) => void;
  /** Time between publish status checks (stories shorten it). */
  pollIntervalMs?: number;
}

/**
 * /admin/videos (docs/product/website.md §2, §4): 'Loading...' while the member loads; nobody signed in,
 * /login; signed in without the admin plan, the 'Access Denied' toast and /; admins, the form
 * and the library list (docs/console.md "Videos").
 */
export function AdminVideos({
  copy,
  status,
  member,
  client,
  navigate,
  keepToast,
  pollIntervalMs,
}: AdminVideosProps) {
  return (
    <MembersOnly
      audience="admins"
      status={status}
      member={member}
      client={client}
      navigate={navigate}
      keepToast={keepToast}
      heading={copy.heading}
      loading={copy.loading}
    >
      {(_admin, admitted) => (
        <AdminVideoPublisher copy={copy} client={admitted} pollIntervalMs={pollIntervalMs} />
      )}
    </MembersOnly>
  );
}

interface AdminVideoPublisherProps {
  copy: AdminVideosCopy;
  client: AdminClient;
  pollIntervalMs?: number | undefined;
}

/** A library video as the form edits it. */
function formValuesOf(video: LibraryVideo): VideoFormValues {
  const { title, description, vimeoId, thumbnail, duration, category, isLocked, isFeatured } = video;
  return { title, description, vimeoId, thumbnail, duration, category, isLocked, isFeatured };
}

/** The form and the library list, wired to the admin calls: one change on its way at a time. */
function AdminVideoPublisher({ copy, client, pollIntervalMs }: AdminVideoPublisherProps) {
  const { state, publish, run } = usePublishVideo(client, pollIntervalMs ? { pollIntervalMs } : {});
  const [library, setLibrary] = useState<LibraryState>({ kind: 'loading' });
  const [editing, setEditing] = useState<LibraryVideo | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  const load = useCallback(async () => {
    try {
      setLibrary({ kind: 'ready', videos: (await client.listVideos()).data.videos });
    } catch (error) {
      setLibrary({ kind: 'error', message: errorText(error) });
    }
  }, [client]);

  useEffect(() => {
    void load();
  }, [load]);

  /** Runs a change, then reads the library again (whether or not it went live). */
  const change = async (started: Promise<boolean>) => {
    const live = await started;
    await load();
    return live;
  };

  const busy = state.phase === 'saving' || state.phase === 'publishing';
  const formAction = state.action === undefined || state.action === 'add' || state.action === 'edit';

  const submit = async (video: EditVideo) => {
    if (!editing) return change(publish(video));
    const { id } = editing;
    const live = await change(run('edit', video.title, () => client.updateVideo({ id }, video)));
    if (live) setEditing(null);
    return live;
  };

  return (
    <div className="container wf-admin-video-page">
      <ConsoleNav current={SITE_PATHS.adminVideos} />
      <div ref={formRef}>
        <AdminVideoForm
          key={editing?.id ?? 'new'}
          heading={editing ? `Edit "${editing.title}"` : copy.heading}
          intro={
            editing
              ? `Its address stays /videos/${editing.id}; the site is republished when you save.`
              : copy.intro
          }
          state={formAction ? state : { phase: 'idle' }}
          onSubmit={submit}
          editing={editing ? { id: editing.id, values: formValuesOf(editing) } : undefined}
          onCancel={() => setEditing(null)}
        />
      </div>
      <VideoLibraryList
        library={library}
        state={state}
        busy={busy}
        onRetry={() => {
          setLibrary({ kind: 'loading' });
          void load();
        }}
        onEdit={(video) => {
          setEditing(video);
          formRef.current?.scrollIntoView?.({ block: 'start' });
        }}
        onUnpublish={(video) =>
          void change(run('unpublish', video.title, () => client.unpublishVideo({ id: video.id })))
        }
        onRepublish={(video) =>
          void change(run('republish', video.title, () => client.republishVideo({ id: video.id })))
        }
        onDelete={(video) => {
          if (editing?.id === video.id) setEditing(null);
          void change(run('delete', video.title, () => client.deleteVideo({ id: video.id })));
        }}
      />
    </div>
  );
}
