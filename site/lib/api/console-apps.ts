/**
 * The console's Apps calls (docs/console.md "Apps"): the apps the administrator runs from this
 * console, creating one, and a session in one, made for the app the console runs now. An
 * interface of its own, so that stories pass a fake at the boundary.
 */
import { CONSOLE_APPS_ROUTES, type ConsoleApp, type ConsoleAppSession } from '@wf/sdk/contract';
import { type ConsoleTarget, consoleCaller } from '../console/current-app.ts';
import { usePageClient } from './page-client.ts';

export interface ConsoleAppsApi {
  /** The site's own app first, then those the administrator created from it. */
  list(): Promise<ConsoleApp[]>;
  /** Creates an app; answers a session in it. */
  create(name: string): Promise<ConsoleAppSession>;
  /** A session in an app the administrator created. */
  session(appId: string): Promise<ConsoleAppSession>;
}

/** The Apps client for the app `config` names (the site's own, or the one switched to). */
export function createConsoleAppsApi(config: ConsoleTarget): ConsoleAppsApi {
  const call = consoleCaller(config);
  const routes = CONSOLE_APPS_ROUTES;
  return {
    list: async () => (await call(routes.consoleListApps, {})).data.apps,
    create: async (name) => (await call(routes.consoleCreateApp, { body: { name } })).data,
    session: async (appId) => (await call(routes.consoleAppSession, { params: { appId } })).data,
  };
}

/** The page's Apps client once the island runs in the browser (null on the server). */
export function useConsoleAppsApi(): ConsoleAppsApi | null {
  return usePageClient(createConsoleAppsApi);
}
