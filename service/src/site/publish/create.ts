/** The service's publisher: astro builds next to SITE_DIR, videos in CONTENT_DIR, player ids in the database. */
import type { Deps } from '../../http/context.ts';
import { astroBuild, type BuildSite } from './astro-build.ts';
import { LiveSite } from './live-site.ts';
import { Publisher } from './publisher.ts';
import { storeSecureVideo } from './secure-video.ts';

/** What a test (or another host) may substitute. */
export interface PublishingOptions {
  /** Default: `astro build` of this repository. Tests pass a fake so that no astro runs. */
  build?: BuildSite;
  /** How long a replaced build stays on disk (default one minute). */
  oldBuildGraceMs?: number;
  /** How long a build may take (default ten minutes). */
  buildTimeoutMs?: number;
}

/** Builds the publisher of one service instance. */
export function createPublisher(
  deps: Pick<Deps, 'env' | 'database' | 'logger' | 'clock'>,
  options: PublishingOptions = {},
): Publisher {
  return new Publisher({
    contentDir: deps.env.contentDir,
    site: new LiveSite({ siteDir: deps.env.siteDir, dataDir: deps.env.dataDir }),
    // The site is built for the mode and origin this service runs with, whatever the build
    // process would otherwise guess (docs/architecture.md "Configuration").
    build:
      options.build ??
      astroBuild({ variables: { WF_TEST_MODE: String(deps.env.testMode), PUBLIC_URL: deps.env.publicUrl } }),
    logger: deps.logger,
    clock: deps.clock,
    beforeLive: (video) => storeSecureVideo(deps.database, video),
    oldBuildGraceMs: options.oldBuildGraceMs,
    buildTimeoutMs: options.buildTimeoutMs,
  });
}
