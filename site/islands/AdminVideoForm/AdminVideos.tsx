import type { Member } from '@wf/sdk/contract';
import type { ToastOptions } from '@wf/ui';
import type { AuthStatus } from '@wf/widget';
import { ConsoleNav } from '../../lib/console/ConsoleNav.tsx';
import { MembersOnly } from '../../lib/members-only/MembersOnly.tsx';
import type { Navigate } from '../../lib/navigate.ts';
import { SITE_PATHS } from '../../lib/routes.ts';
import { AdminVideoForm } from './AdminVideoForm.tsx';
import type { AdminClient } from './adminClient.ts';
import type { AdminVideosCopy } from './copy.ts';
import { usePublishVideo } from './usePublishVideo.ts';

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
 * /login; signed in without the admin plan, the 'Access Denied' toast and /; admins, the form.
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

/** The form wired to the admin calls. */
function AdminVideoPublisher({ copy, client, pollIntervalMs }: AdminVideoPublisherProps) {
  const { state, publish } = usePublishVideo(client, pollIntervalMs ? { pollIntervalMs } : {});
  return (
    <div className="container wf-admin-video-page">
      <ConsoleNav current={SITE_PATHS.adminVideos} />
      <AdminVideoForm heading={copy.heading} intro={copy.intro} state={state} onSubmit={publish} />
    </div>
  );
}
