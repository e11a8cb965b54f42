/**
 * The platform's own apps, seeded on every start, idempotently: in test mode the example app
 * (examples/seed.ts) and the real-world corpus's app (examples/real-world.ts); live mode removes
 * them, with everything of their members. A site built on the platform seeds its own app
 * (World Family's: site/seed.ts); main.ts runs both.
 */
import type { Database } from '../db/client.ts';
import { holdStartupLock, SEED_LOCK_KEY } from '../db/startup-lock.ts';
import { removeCorpusApp, seedCorpusApp } from '../examples/real-world.ts';
import { removeExampleApp, seedExampleApp } from '../examples/seed.ts';

export interface PlatformSeedOptions {
  /** PUBLIC_URL: its origin is an allowed origin of the example apps. */
  publicUrl: string;
  /** WF_ALLOWED_ORIGINS: added to the allowed origins of every seeded app (none removed). */
  allowedOrigins?: readonly string[];
  /** Seeds the example apps when true; removes them when false. */
  testMode: boolean;
}

export interface PlatformSeedResult {
  /** True when the example app was seeded (test mode); false when it was absent or removed. */
  exampleApp: boolean;
}

/** Brings the platform's example apps in line with the mode. */
export async function seedPlatform(
  database: Database,
  options: PlatformSeedOptions,
): Promise<PlatformSeedResult> {
  const seeded = { publicUrl: options.publicUrl, allowedOrigins: options.allowedOrigins ?? [] };
  await database.transaction(async (tx) => {
    // Instances started together take turns: the second finds the rows the first wrote.
    await holdStartupLock(tx, SEED_LOCK_KEY);
    if (options.testMode) {
      await seedExampleApp(tx, seeded);
      await seedCorpusApp(tx, seeded);
    } else {
      await removeExampleApp(tx);
      await removeCorpusApp(tx);
    }
  });
  return { exampleApp: options.testMode };
}
