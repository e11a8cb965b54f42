/**
 * The console's Overview call (docs/console.md "Overview") as /admin makes it: the platform's
 * CONSOLE_OVERVIEW_ROUTES under /api/admin/, signed in as a member holding the app's admin plan.
 * An interface of its own, so that stories pass a fake at the boundary.
 */

import type { RouteCaller } from '@wf/sdk';
import { CONSOLE_OVERVIEW_ROUTES, type ConsoleOverview } from '@wf/sdk/contract';
import { useEffect, useState } from 'react';
import { readWidgetConfig, type WidgetConfig } from '../widget-config.ts';

/** The Overview screen's call; it answers the data (the envelope opened). */
export interface ConsoleOverviewApi {
  /** The figures over the last `days` UTC days (7 to 365). */
  overview(days: number): Promise<ConsoleOverview>;
}

/** The Overview client for the app `config` names. */
export function createConsoleOverviewApi(config: WidgetConfig): ConsoleOverviewApi {
  let caller: Promise<RouteCaller> | undefined;
  const call: RouteCaller = async (route, input) => {
    caller ??= import('@wf/sdk').then(({ createCaller }) => createCaller(config));
    return (await caller)(route, input);
  };
  return {
    overview: async (days) =>
      (await call(CONSOLE_OVERVIEW_ROUTES.consoleGetOverview, { query: { days } })).data,
  };
}

let pageApi: ConsoleOverviewApi | null | undefined;

/** The page's Overview client once the island runs in the browser (null on the server). */
export function useConsoleOverviewApi(): ConsoleOverviewApi | null {
  const [api, setApi] = useState<ConsoleOverviewApi | null>(null);
  useEffect(() => {
    if (pageApi === undefined) {
      const config = readWidgetConfig();
      pageApi = config ? createConsoleOverviewApi(config) : null;
    }
    setApi(pageApi);
  }, []);
  return api;
}
