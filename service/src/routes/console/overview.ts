/** The console's Overview routes (docs/console.md "Overview"): a thin handler over members/console-overview.ts. */
import { OVERVIEW_DAYS_DEFAULT } from '@wf/sdk/contract';
import type { Deps } from '../../http/context.ts';
import { consoleOverview } from '../../members/console-overview.ts';
import type { ConsoleOverviewHandlers } from './handlers.ts';

export function consoleOverviewHandlers(deps: Deps): ConsoleOverviewHandlers {
  const { database, clock } = deps;
  return {
    consoleGetOverview: async (c, { query }) => ({
      data: await consoleOverview(database.db, {
        appId: c.var.app.id,
        days: query.days ?? OVERVIEW_DAYS_DEFAULT,
        now: clock(),
      }),
    }),
  };
}
