import type { Member } from '@wf/sdk/contract';
import type { ToastOptions } from '@wf/ui';
import type { AuthStatus } from '@wf/widget';
import type { ConsoleSiteApi } from '../../lib/api/console-site.ts';
import { ConsoleScreen } from '../../lib/console/ConsoleScreen.tsx';
import type { Navigate } from '../../lib/navigate.ts';
import { SITE_PATHS } from '../../lib/routes.ts';
import type { AdminSiteCopy } from './copy.ts';
import { SiteConsole } from './SiteConsole.tsx';

export interface AdminSiteProps {
  copy: AdminSiteCopy;
  status: AuthStatus;
  member: Member | null;
  /** The screen's calls; null until the page's widget exists. */
  client: ConsoleSiteApi | null;
  /** Where refused visitors are sent; replaces the page by default. */
  navigate?: Navigate;
  /** Keeps the denial toast for the next page (session storage by default). */
  keepToast?: (options: ToastOptions) => void;
}

/**
 * /admin/site (docs/console.md "Site and embedding"): 'Loading...' while the member loads; nobody
 * signed in, /login; signed in without the admin plan, the 'Access Denied' toast and /; admins,
 * the screen.
 */
export function AdminSite({ copy, status, member, client, navigate, keepToast }: AdminSiteProps) {
  return (
    <ConsoleScreen
      copy={copy}
      status={status}
      member={member}
      client={client}
      navigate={navigate}
      keepToast={keepToast}
      current={SITE_PATHS.adminSite}
      className="wf-site-page"
    >
      {(admitted) => <SiteConsole client={admitted} />}
    </ConsoleScreen>
  );
}
