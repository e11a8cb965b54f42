/**
 * The platform's apps, brought in line on every start: every app file of APPS_DIR (docs/apps.md:
 * World Family's, the example app's and a builder's own), and in test mode the real-world
 * corpus's app (examples/real-world.ts), which live mode removes. A site built on the platform
 * seeds what its files do not say (World Family's videos and test administrator: site/seed.ts);
 * main.ts runs both, the files first.
 */
import { type ApplyReport, applyLoaded } from '../apps/files/apply.ts';
import { readAppFiles } from '../apps/files/read.ts';
import { type Clock, systemClock } from '../clock.ts';
import type { Database } from '../db/client.ts';
import { holdStartupLock, SEED_LOCK_KEY } from '../db/startup-lock.ts';
import { DEFAULT_APPS_DIR } from '../env.ts';
import { EXAMPLE_APP_ID } from '../examples/app.ts';
import { removeCorpusApp, seedCorpusApp } from '../examples/real-world.ts';

export interface PlatformSeedOptions {
  /** PUBLIC_URL: the site of an app whose file names none, and an allowed origin of the corpus app. */
  publicUrl: string;
  /** WF_ALLOWED_ORIGINS: added to the allowed origins of every app. */
  allowedOrigins?: readonly string[];
  /** Test mode: apps marked `testModeOnly` and the corpus app exist only then. */
  testMode: boolean;
  /** APPS_DIR (default: the repository's apps/). */
  appsDir?: string;
  clock?: Clock;
}

export interface PlatformSeedResult {
  /** True when the example app exists (test mode). */
  exampleApp: boolean;
  /** What applying the app files did. */
  apps: ApplyReport;
}

/**
 * Applies the app files and brings the corpus app in line with the mode; throws
 * apps/files/read.ts's AppFileError, changing nothing, when a file is invalid or would lose data.
 */
export async function seedPlatform(
  database: Database,
  options: PlatformSeedOptions,
): Promise<PlatformSeedResult> {
  const files = await readAppFiles(options.appsDir ?? DEFAULT_APPS_DIR);
  const allowedOrigins = options.allowedOrigins ?? [];
  const report = await database.transaction(async (tx) => {
    // Instances started together take turns: the second finds the rows the first wrote.
    await holdStartupLock(tx, SEED_LOCK_KEY);
    const applied = await applyLoaded(tx, files, {
      folder: options.appsDir ?? DEFAULT_APPS_DIR,
      publicUrl: options.publicUrl,
      allowedOrigins,
      testMode: options.testMode,
      clock: options.clock ?? systemClock,
    });
    if (options.testMode) await seedCorpusApp(tx, { publicUrl: options.publicUrl, allowedOrigins });
    else await removeCorpusApp(tx);
    return applied;
  });
  return { exampleApp: report.applied.includes(EXAMPLE_APP_ID), apps: report };
}
