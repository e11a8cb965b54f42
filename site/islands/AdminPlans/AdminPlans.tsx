import type { Member } from '@wf/sdk/contract';
import type { ToastOptions } from '@wf/ui';
import type { AuthStatus } from '@wf/widget';
import type { ConsoleCatalogueApi } from '../../lib/api/console-catalogue.ts';
import { ConsoleScreen } from '../../lib/console/ConsoleScreen.tsx';
import type { Navigate } from '../../lib/navigate.ts';
import { SITE_PATHS } from '../../lib/routes.ts';
import './AdminPlans.css';
import type { AdminPlansCopy } from './copy.ts';
import { PlansConsole } from './PlansConsole.tsx';

export interface AdminPlansProps {
  copy: AdminPlansCopy;
  status: AuthStatus;
  member: Member | null;
  /** The Plans and access calls; null until the page's widget exists. */
  client: ConsoleCatalogueApi | null;
  /** Where refused visitors are sent; replaces the page by default. */
  navigate?: Navigate;
  /** Keeps the denial toast for the next page (session storage by default). */
  keepToast?: (options: ToastOptions) => void;
}

/**
 * /admin/plans (docs/console.md "Plans and access"): 'Loading...' while the member loads; nobody
 * signed in, /login; signed in without the admin plan, the 'Access Denied' toast and /; admins,
 * the screen.
 */
export function AdminPlans({ copy, status, member, client, navigate, keepToast }: AdminPlansProps) {
  return (
    <ConsoleScreen
      copy={copy}
      status={status}
      member={member}
      client={client}
      navigate={navigate}
      keepToast={keepToast}
      current={SITE_PATHS.adminPlans}
      className="wf-console-page"
    >
      {(admitted) => <PlansConsole client={admitted} />}
    </ConsoleScreen>
  );
}
