/** The service's publisher: astro builds next to SITE_DIR, videos in CONTENT_DIR, jobs and player ids in the database. */
import { APP_ID } from '@wf/config/app';
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
  /**
   * How often the instance looks for jobs to build and videos others published (ms); unset, it
   * looks only after a submit (tests call `poll`). The service sets it (main.ts).
   */
  pollMs?: number;
  /** How long a building instance holds its job without renewing (default one minute). */
  leaseMs?: number;
  /** How often the lease is renewed (default a third of it). */
  renewEveryMs?: number;
  /** This instance's name in leases (default: a fresh id). */
  instanceId?: string;
}

/** Builds the publisher of one service instance. */
export function createPublisher(
  deps: Pick<Deps, 'env' | 'database' | 'logger' | 'clock'>,
  options: PublishingOptions = {},
): Publisher {
  const publisher = new Publisher({
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
    database: deps.database,
    appId: APP_ID,
    instanceId: options.instanceId,
    leaseMs: options.leaseMs,
    renewEveryMs: options.renewEveryMs,
  });
  if (options.pollMs !== undefined) {
    publisher.start(options.pollMs);
    // A job that was building when the service stopped, or videos published meanwhile.
    publisher.poll();
  }
  return publisher;
}
