/** The handlers of World Family's route table (config/src/site-api/routes.ts), by route name. */
import type { SITE_ROUTES } from '@wf/config/site-api';
import type { Handlers } from '../http/mount.ts';

/** One handler per route of the site's backend: the type check fails when one is missing. */
export type SiteHandlers = Handlers<typeof SITE_ROUTES>;
