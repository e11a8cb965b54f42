/**
 * The console's Overview call (docs/console.md "Overview") as /admin makes it: the platform's
 * CONSOLE_OVERVIEW_ROUTES under /api/admin/, signed in as a member holding the app's admin plan.
 * An interface of its own, so that stories pass a fake at the boundary.
 */

import { CONSOLE_OVERVIEW_ROUTES, type ConsoleOverview } from '@wf/sdk/contract';
import { type ConsoleTarget, consoleCaller } from '../console/current-app.ts';
import { usePageClient } from './page-client.ts';

/** The Overview screen's call; it answers the data (the envelope opened). */
export interface ConsoleOverviewApi {
  /** The figures over the last `days` UTC days (7 to 365). */
  overview(days: number): Promise<ConsoleOverview>;
}

/** The Overview client for the app `config` names (the site's own, or the one switched to). */
export function createConsoleOverviewApi(config: ConsoleTarget): ConsoleOverviewApi {
  const call = consoleCaller(config);
  return {
    overview: async (days) =>
      (await call(CONSOLE_OVERVIEW_ROUTES.consoleGetOverview, { query: { days } })).data,
  };
}

/** The page's Overview client once the island runs in the browser (null on the server). */
export function useConsoleOverviewApi(): ConsoleOverviewApi | null {
  return usePageClient(createConsoleOverviewApi);
}
