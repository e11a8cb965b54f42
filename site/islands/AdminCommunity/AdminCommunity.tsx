import type { Member } from '@wf/sdk/contract';
import type { ToastOptions } from '@wf/ui';
import type { AuthStatus } from '@wf/widget';
import type { ConsoleCommunityApi } from '../../lib/api/console-community.ts';
import { ConsoleScreen } from '../../lib/console/ConsoleScreen.tsx';
import type { Navigate } from '../../lib/navigate.ts';
import { SITE_PATHS } from '../../lib/routes.ts';
import { CommunityConsole } from './CommunityConsole.tsx';
import type { AdminCommunityCopy } from './copy.ts';

export interface AdminCommunityProps {
  copy: AdminCommunityCopy;
  status: AuthStatus;
  member: Member | null;
  /** The screen's calls; null until the page's widget exists. */
  client: ConsoleCommunityApi | null;
  /** Where refused visitors are sent; replaces the page by default. */
  navigate?: Navigate;
  /** Keeps the denial toast for the next page (session storage by default). */
  keepToast?: (options: ToastOptions) => void;
}

/**
 * /admin/community (docs/console.md "Content and community"): 'Loading...' while the member loads;
 * nobody signed in, /login; signed in without the admin plan, the 'Access Denied' toast and /;
 * admins, the screen.
 */
export function AdminCommunity({ copy, status, member, client, navigate, keepToast }: AdminCommunityProps) {
  return (
    <ConsoleScreen
      copy={copy}
      status={status}
      member={member}
      client={client}
      navigate={navigate}
      keepToast={keepToast}
      current={SITE_PATHS.adminCommunity}
      className="wf-community-page"
    >
      {(admitted) => <CommunityConsole client={admitted} />}
    </ConsoleScreen>
  );
}
