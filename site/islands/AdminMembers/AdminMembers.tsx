import type { Member } from '@wf/sdk/contract';
import type { ToastOptions } from '@wf/ui';
import type { AuthStatus } from '@wf/widget';
import type { ConsoleApi } from '../../lib/api/console.ts';
import type { ImportMembers } from '../../lib/api/console-catalogue.ts';
import { ConsoleScreen } from '../../lib/console/ConsoleScreen.tsx';
import type { Navigate } from '../../lib/navigate.ts';
import { SITE_PATHS } from '../../lib/routes.ts';
import type { AdminMembersCopy } from './copy.ts';
import { MembersConsole } from './MembersConsole.tsx';

export interface AdminMembersProps {
  copy: AdminMembersCopy;
  status: AuthStatus;
  member: Member | null;
  /** The console's calls; null until the page's widget exists. */
  client: ConsoleApi | null;
  /** The members import ('Import CSV'); none: no import button. */
  importMembers?: ImportMembers | null | undefined;
  /** Where refused visitors are sent; replaces the page by default. */
  navigate?: Navigate;
  /** Keeps the denial toast for the next page (session storage by default). */
  keepToast?: (options: ToastOptions) => void;
  /** Time the search waits for typing to pause (stories shorten it). */
  searchDelayMs?: number;
}

/**
 * /admin/members (docs/console.md): 'Loading...' while the member loads; nobody signed in,
 * /login; signed in without the admin plan, the 'Access Denied' toast and /; admins, the console.
 */
export function AdminMembers({
  copy,
  status,
  member,
  client,
  importMembers,
  navigate,
  keepToast,
  searchDelayMs,
}: AdminMembersProps) {
  return (
    <ConsoleScreen
      copy={copy}
      status={status}
      member={member}
      client={client}
      navigate={navigate}
      keepToast={keepToast}
      current={SITE_PATHS.adminMembers}
      className="wf-console-page"
    >
      {(admitted) => (
        <MembersConsole client={admitted} importMembers={importMembers} searchDelayMs={searchDelayMs} />
      )}
    </ConsoleScreen>
  );
}
