/**
 * A console screen's frame (docs/console.md "Who may call it"): 'Loading...' while the member
 * loads; nobody signed in, /login; signed in without the admin plan, the 'Access Denied' toast
 * and /; an administrator, the app the console runs ("Apps"), the console's navigation, the
 * screen's heading and intro, and the screen given its calls.
 */
import type { Member } from '@wf/sdk/contract';
import type { ToastOptions } from '@wf/ui';
import type { AuthStatus } from '@wf/widget';
import { type ReactNode, useState } from 'react';
import { type ConsoleAppsApi, useConsoleAppsApi } from '../api/console-apps.ts';
import { MembersOnly } from '../members-only/MembersOnly.tsx';
import type { Navigate } from '../navigate.ts';
import { AppSwitcher } from './AppSwitcher.tsx';
import { ConsoleNav } from './ConsoleNav.tsx';
import { enterApp, leaveApp, readSwitchedApp } from './current-app.ts';

/** The words every console screen's page gives it (content/site/pages/admin-*.yaml). */
export interface ConsoleScreenCopy {
  heading: string;
  intro?: string | undefined;
  loading: string;
}

export interface ConsoleScreenProps<Client> {
  copy: ConsoleScreenCopy;
  status: AuthStatus;
  member: Member | null;
  /** The screen's calls; null until the page's widget exists. */
  client: Client | null;
  /** Where refused visitors are sent; replaces the page by default. */
  navigate?: Navigate | undefined;
  /** Keeps the denial toast for the next page (session storage by default). */
  keepToast?: ((options: ToastOptions) => void) | undefined;
  /** The screen's path, marked as the current one in the navigation. */
  current: string;
  /** The page's class: its spacing, and `{className}__intro` for the intro. */
  className: string;
  /** The screen, once an administrator is admitted. */
  children: (client: Client) => ReactNode;
  /** The Apps calls for the app line above the navigation; the page's own by default, null: no line. */
  apps?: ConsoleAppsApi | null | undefined;
}

/** Runs the console in another app, or the site's own again: kept for the tab, then the screen reloads. */
function enterAndReload(session: Parameters<typeof enterApp>[0]) {
  enterApp(session);
  window.location.reload();
}
function leaveAndReload() {
  leaveApp();
  window.location.reload();
}

export function ConsoleScreen<Client>({
  copy,
  status,
  member,
  client,
  navigate,
  keepToast,
  current,
  className,
  children,
  apps,
}: ConsoleScreenProps<Client>) {
  const pageApps = useConsoleAppsApi();
  const appsClient = apps === undefined ? pageApps : apps;
  // Read once: a switch reloads the page.
  const [siteApp] = useState(() => readSwitchedApp() === null);
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
        <div className={`container ${className}`}>
          {appsClient ? (
            <AppSwitcher client={appsClient} enter={enterAndReload} leave={leaveAndReload} />
          ) : null}
          <ConsoleNav current={current} siteApp={siteApp} />
          <h1>{copy.heading}</h1>
          {copy.intro ? <p className={`${className}__intro`}>{copy.intro}</p> : null}
          {children(admitted)}
        </div>
      )}
    </MembersOnly>
  );
}
