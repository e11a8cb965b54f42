import type { Member } from '@wf/sdk/contract';
import type { ToastOptions } from '@wf/ui';
import type { AuthStatus } from '@wf/widget';
import type { ConsoleSignInApi } from '../../lib/api/console-sign-in.ts';
import { ConsoleScreen } from '../../lib/console/ConsoleScreen.tsx';
import type { Navigate } from '../../lib/navigate.ts';
import { SITE_PATHS } from '../../lib/routes.ts';
import type { AdminSignInCopy } from './copy.ts';
import { SignInConsole } from './SignInConsole.tsx';

export interface AdminSignInProps {
  copy: AdminSignInCopy;
  status: AuthStatus;
  member: Member | null;
  /** The screen's calls; null until the page's widget exists. */
  client: ConsoleSignInApi | null;
  /** Where refused visitors are sent; replaces the page by default. */
  navigate?: Navigate;
  /** Keeps the denial toast for the next page (session storage by default). */
  keepToast?: (options: ToastOptions) => void;
}

/**
 * /admin/sign-in (docs/console.md "Sign-up and sign-in"): 'Loading...' while the member loads;
 * nobody signed in, /login; signed in without the admin plan, the 'Access Denied' toast and /;
 * admins, the screen.
 */
export function AdminSignIn({ copy, status, member, client, navigate, keepToast }: AdminSignInProps) {
  return (
    <ConsoleScreen
      copy={copy}
      status={status}
      member={member}
      client={client}
      navigate={navigate}
      keepToast={keepToast}
      current={SITE_PATHS.adminSignIn}
      className="wf-signin-page"
    >
      {(admitted) => <SignInConsole client={admitted} />}
    </ConsoleScreen>
  );
}
