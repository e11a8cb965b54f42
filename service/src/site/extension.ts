/**
 * World Family's site on the membership platform (docs/architecture.md "The platform and its
 * site"): its own API (publishing, wallet passes, the contact form: SITE_ROUTES, for its app
 * only), the pass pages, and the built static site with its 404 page, behind the platform's
 * page protection. main.ts mounts it on the platform; its schema (schema.ts), configuration
 * (env.ts) and seed (seed.ts) are its own too.
 */
import { APP_ID } from '@wf/config/app';
import { SITE_ROUTES } from '@wf/config/site-api';
import type { Deps } from '../http/context.ts';
import type { SiteExtension } from '../platform/extension.ts';
import { siteNotFound, siteRoutes } from '../static/site.ts';
import { siteApi } from './api.ts';
import type { SiteEnv } from './env.ts';
import { passPageRoutes } from './passes/pages.ts';
import { createPublisher, type PublishingOptions } from './publish/create.ts';

export interface WorldFamilySiteOptions {
  /** World Family's own configuration (PASS_*: site/env.ts). */
  env: SiteEnv;
  /** Admin publishing (default: astro build next to SITE_DIR); tests pass a fake build. */
  publishing?: PublishingOptions;
}

/** World Family's site, to mount on the platform with createPlatformApp. */
export function worldFamilySite(
  deps: Pick<Deps, 'env' | 'database' | 'logger' | 'clock'>,
  options: WorldFamilySiteOptions,
): SiteExtension {
  const publisher = createPublisher(deps, options.publishing);
  const built = { siteDir: () => publisher.site.dir, cache: publisher.site.cache };
  return {
    routes: SITE_ROUTES,
    api: ({ deps, resolveApp }) => siteApi(deps, publisher, resolveApp),
    pages: ({ deps }) => passPageRoutes(deps, options.env),
    site: ({ guard }) => siteRoutes({ ...built, protection: { appId: APP_ID, guard } }),
    notFound: () => siteNotFound(built),
  };
}
