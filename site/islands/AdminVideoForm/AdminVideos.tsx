import type { Member } from '@wf/sdk/contract';
import { ADMIN_REQUIRED_MESSAGE } from '@wf/sdk/contract';
import { type ToastOptions, toast } from '@wf/ui';
import type { AuthStatus } from '@wf/widget';
import { useEffect, useRef } from 'react';
import { flashToast } from '../../lib/flash-toast.ts';
import { PageLoading } from '../Dashboard/PageLoading.tsx';
import { HOME_PATH, LOGIN_PATH, type Navigate, redirectTo } from '../Dashboard/routes.ts';
import { isAdmin } from '../MemberSync/member.ts';
import { AdminVideoForm } from './AdminVideoForm.tsx';
import type { AdminClient } from './adminClient.ts';
import type { AdminVideosCopy } from './copy.ts';
import { usePublishVideo } from './usePublishVideo.ts';

/** website-spec §8 "Not admin". */
export const ACCESS_DENIED_TOAST: ToastOptions = {
  title: 'Access Denied',
  description: ADMIN_REQUIRED_MESSAGE,
  variant: 'destructive',
};

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
 * /admin/videos (website-spec §2, §4): 'Loading...' while the member loads; nobody signed in,
 * /login; signed in without the admin plan, the 'Access Denied' toast and /; admins, the form.
 */
export function AdminVideos({
  copy,
  status,
  member,
  client,
  navigate = redirectTo,
  keepToast = flashToast,
  pollIntervalMs,
}: AdminVideosProps) {
  const admin = status === 'signed-in' && member !== null && isAdmin(member);
  const denied = status === 'signed-in' && member !== null && !admin;
  const refused = useRef(false);

  useEffect(() => {
    if (status === 'signed-out') navigate(LOGIN_PATH);
  }, [status, navigate]);

  useEffect(() => {
    if (!denied || refused.current) return;
    refused.current = true;
    toast(ACCESS_DENIED_TOAST);
    // The site changes page: the next page shows the toast again (see site/lib/flash-toast.ts).
    keepToast(ACCESS_DENIED_TOAST);
    navigate(HOME_PATH);
  }, [denied, navigate, keepToast]);

  if (!admin || !client) return <PageLoading heading={copy.heading} label={copy.loading} />;
  return <AdminVideoPublisher copy={copy} client={client} pollIntervalMs={pollIntervalMs} />;
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
      <AdminVideoForm heading={copy.heading} intro={copy.intro} state={state} onSubmit={publish} />
    </div>
  );
}
