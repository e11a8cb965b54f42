/**
 * The console's Overview routes (docs/console.md), relative to the API base (/api), under
 * /admin/: the app's figures over time and its latest events.
 */
import { consoleOverviewQuerySchema, consoleOverviewResponseSchema } from '../console-overview.ts';
import { route } from '../route.ts';

const OVERVIEW = 'Console: overview';

/** The Overview screen's routes by name. */
export const CONSOLE_OVERVIEW_ROUTES = {
  consoleGetOverview: route({
    method: 'GET',
    path: '/admin/overview',
    summary:
      "The app's totals, monthly recurring revenue per currency, sign-ups and new paid memberships per UTC day over the last `days` (7 to 365, 30 by default), and its latest 20 events.",
    tag: OVERVIEW,
    access: 'admin',
    reach: 'app',
    query: consoleOverviewQuerySchema,
    reply: consoleOverviewResponseSchema,
    audit: 'console.overview.read',
  }),
} as const;
