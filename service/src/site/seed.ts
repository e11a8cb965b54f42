/**
 * Seeds what World Family's app file (apps/world-family.json, applied by platform/seed.ts first)
 * does not say, on every start, idempotently: the contact address of the site's settings, the
 * locked videos' secure content and, in test mode, an administrator.
 */

import { APP_ID, videoContentId } from '@wf/config/app';
import { and, eq, like, notInArray } from 'drizzle-orm';
import type { Clock } from '../clock.ts';
import type { Database, Tx } from '../db/client.ts';
import { apps, secureContent } from '../db/schema.ts';
import { holdStartupLock, SEED_LOCK_KEY } from '../db/startup-lock.ts';
import { upsertSecureVideo } from './publish/secure-video.ts';
import { type SeededAdmin, seedTestAdmin, testAdminExists } from './seed/admin.ts';
import { DEFAULT_CONTENT_DIR, type LockedVideo, readContactEmail, readLockedVideos } from './seed/content.ts';

export interface SeedOptions {
  /** PUBLIC_URL: the site of the apps whose files name none. */
  publicUrl: string;
  /** WF_ALLOWED_ORIGINS: added to the allowed origins of every app. */
  allowedOrigins?: readonly string[];
  /** APPS_DIR (default: the repository's apps/). */
  appsDir?: string;
  /** Seeds the test administrator when true. */
  testMode: boolean;
  clock: Clock;
  /** The content collections folder (default: the repository's content/). */
  contentDir?: string;
  /** Where to keep the test administrator's credentials (mode 600); none in tests. */
  credentialsFile?: string;
}

export interface SeedResult {
  /** The test administrator (test mode only). */
  admin: SeededAdmin | null;
  /** True when test mode is off but a test administrator from an earlier run exists. */
  strayTestAdmin: boolean;
  /** Locked videos whose player ids were stored as secure content. */
  lockedVideos: number;
}

/** Brings the World Family app's rows in line with the config. */
export async function seedWorldFamily(database: Database, options: SeedOptions): Promise<SeedResult> {
  const contentDir = options.contentDir ?? DEFAULT_CONTENT_DIR;
  const [videos, contactEmail] = await Promise.all([
    readLockedVideos(contentDir),
    readContactEmail(contentDir),
  ]);
  await database.transaction(async (tx) => {
    // Instances started together take turns: the second finds the rows the first wrote.
    await holdStartupLock(tx, SEED_LOCK_KEY);
    await seedContactEmail(tx, contactEmail);
    await seedSecureVideos(tx, videos);
  });
  if (!options.testMode) {
    return {
      admin: null,
      strayTestAdmin: await testAdminExists(database),
      lockedVideos: videos.length,
    };
  }
  const admin = await seedTestAdmin(database, {
    clock: options.clock,
    credentialsFile: options.credentialsFile,
  });
  return { admin, strayTestAdmin: false, lockedVideos: videos.length };
}

/** The site's contact address (content/site/settings.yaml), kept in the app's settings. */
async function seedContactEmail(tx: Tx, contactEmail: string | null): Promise<void> {
  const [app] = await tx
    .select({ settings: apps.settings })
    .from(apps)
    .where(eq(apps.id, APP_ID))
    .for('update');
  if (!app) throw new Error(`World Family's app file (apps/world-family.json) declares no app '${APP_ID}'`);
  if (app.settings.contactEmail === contactEmail) return;
  await tx
    .update(apps)
    .set({ settings: { ...app.settings, contactEmail } })
    .where(eq(apps.id, APP_ID));
}

/** One secure content item per locked video: `video:{id}` -> `{ vimeoId }` in the members group. */
async function seedSecureVideos(tx: Tx, videos: LockedVideo[]): Promise<void> {
  for (const video of videos) await upsertSecureVideo(tx, video);
  // Videos deleted or unlocked since the last start lose their secure item.
  const kept = videos.map((video) => videoContentId(video.id));
  await tx
    .delete(secureContent)
    .where(
      and(
        eq(secureContent.appId, APP_ID),
        like(secureContent.contentId, 'video:%'),
        kept.length > 0 ? notInArray(secureContent.contentId, kept) : undefined,
      ),
    );
}
