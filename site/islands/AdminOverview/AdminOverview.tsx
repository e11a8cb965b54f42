import type { Member } from '@wf/sdk/contract';
import type { ToastOptions } from '@wf/ui';
import type { AuthStatus } from '@wf/widget';
import type { ConsoleOverviewApi } from '../../lib/api/console-overview.ts';
import { ConsoleNav } from '../../lib/console/ConsoleNav.tsx';
import { MembersOnly } from '../../lib/members-only/MembersOnly.tsx';
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
        <div className="container wf-overview-page">
          <ConsoleNav current={SITE_PATHS.adminOverview} />
          <h1>{copy.heading}</h1>
          {copy.intro ? <p className="wf-overview-page__intro">{copy.intro}</p> : null}
          <OverviewConsole client={admitted} />
        </div>
      )}
    </MembersOnly>
  );
}
