import type { Member } from '@wf/sdk/contract';
import type { ToastOptions } from '@wf/ui';
import type { AuthStatus } from '@wf/widget';
import type { ConsoleOverviewApi } from '../../lib/api/console-overview.ts';
import { ConsoleScreen } from '../../lib/console/ConsoleScreen.tsx';
import type { Navigate } from '../../lib/navigate.ts';
import { SITE_PATHS } from '../../lib/routes.ts';
import type { AdminOverviewCopy } from './copy.ts';
import { OverviewConsole } from './OverviewConsole.tsx';

export interface AdminOverviewProps {
  copy: AdminOverviewCopy;
  status: AuthStatus;
  member: Member | null;
  /** The screen's call; null until the page's widget exists. */
  client: ConsoleOverviewApi | null;
  /** Where refused visitors are sent; replaces the page by default. */
  navigate?: Navigate;
  /** Keeps the denial toast for the next page (session storage by default). */
  keepToast?: (options: ToastOptions) => void;
}

/**
 * /admin (docs/console.md "Overview"): 'Loading...' while the member loads; nobody signed in,
 * /login; signed in without the admin plan, the 'Access Denied' toast and /; admins, the screen.
 */
export function AdminOverview({ copy, status, member, client, navigate, keepToast }: AdminOverviewProps) {
  return (
    <ConsoleScreen
      copy={copy}
      status={status}
      member={member}
      client={client}
      navigate={navigate}
      keepToast={keepToast}
      current={SITE_PATHS.adminOverview}
      className="wf-overview-page"
    >
      {(admitted) => <OverviewConsole client={admitted} />}
    </ConsoleScreen>
  );
}
