/** The handlers of the console's route tables (sdk/src/contract/routes/console*.ts), by route name. */
import type {
  CONSOLE_APPS_ROUTES,
  CONSOLE_CATALOGUE_ROUTES,
  CONSOLE_COMMUNITY_ROUTES,
  CONSOLE_MEMBER_ROUTES,
  CONSOLE_OVERVIEW_ROUTES,
  CONSOLE_ROUTES,
  CONSOLE_SITE_ROUTES,
} from '@wf/sdk/contract';
import type { CommentEventBus } from '../../comments/events.ts';
import type { Deps } from '../../http/context.ts';
import type { Handlers } from '../../http/mount.ts';
import { consoleAppsHandlers } from './apps.ts';
import { consoleCatalogueHandlers } from './catalogue.ts';
import { consoleCommunityHandlers } from './community.ts';
import { consoleMemberHandlers } from './members.ts';
import { consoleOverviewHandlers } from './overview.ts';
import { consoleSignInHandlers } from './sign-in.ts';
import { consoleSiteHandlers } from './site.ts';

/** One handler per Members route: the type check fails when one is missing. */
export type ConsoleMemberHandlers = Handlers<typeof CONSOLE_MEMBER_ROUTES>;
/** One handler per Site and embedding route. */
export type ConsoleSiteHandlers = Handlers<typeof CONSOLE_SITE_ROUTES>;
/** One handler per Plans and access route. */
export type ConsoleCatalogueHandlers = Handlers<typeof CONSOLE_CATALOGUE_ROUTES>;

/** One handler per Overview route. */
export type ConsoleOverviewHandlers = Handlers<typeof CONSOLE_OVERVIEW_ROUTES>;
/** One handler per Apps route. */
export type ConsoleAppsHandlers = Handlers<typeof CONSOLE_APPS_ROUTES>;
/** One handler per Content and community route. */
export type ConsoleCommunityHandlers = Handlers<typeof CONSOLE_COMMUNITY_ROUTES>;

/**
 * Every console handler, for the platform to mount with CONSOLE_ROUTES; `bus` is the comments'
 * live bus, for the reviews of the reports queue to reach open pages.
 */
export function consoleHandlers(deps: Deps, bus: CommentEventBus): Handlers<typeof CONSOLE_ROUTES> {
  return {
    ...consoleMemberHandlers(deps),
    ...consoleSiteHandlers(deps),
    ...consoleCatalogueHandlers(deps),
    ...consoleOverviewHandlers(deps),
    ...consoleCommunityHandlers(deps, bus),
    ...consoleSignInHandlers(deps),
    ...consoleAppsHandlers(deps),
  };
}
