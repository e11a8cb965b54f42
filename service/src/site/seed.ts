/**
 * Seeds the World Family app on every start, idempotently: the app, its plans and price, its
 * content groups, the locked videos' secure content and, in test mode, an administrator. Rows
 * are upserted to match the config, so a changed config takes effect at the next start. The
 * platform's own apps (the examples) are the platform's to seed (platform/seed.ts).
 */

import { APP_ID, videoContentId } from '@wf/config/app';
import { and, eq, like, notInArray } from 'drizzle-orm';
import { mergeOrigins, upsertSeededApp } from '../apps/seed-row.ts';
import type { Clock } from '../clock.ts';
import type { Database, Tx } from '../db/client.ts';
import { contentGroupPlans, contentGroups, plans, prices, secureContent } from '../db/schema.ts';
import { holdStartupLock, SEED_LOCK_KEY } from '../db/startup-lock.ts';
import { upsertSecureVideo } from './publish/secure-video.ts';
import { type SeededAdmin, seedTestAdmin, testAdminExists } from './seed/admin.ts';
import { DEFAULT_CONTENT_DIR, type LockedVideo, readContactEmail, readLockedVideos } from './seed/content.ts';
import {
  WORLD_FAMILY_CONTENT_GROUPS,
  WORLD_FAMILY_PLANS,
  WORLD_FAMILY_PRICES,
  worldFamilyApp,
} from './seed/world-family.ts';

export interface SeedOptions {
  /** PUBLIC_URL: its origin is the app's allowed origin. */
  publicUrl: string;
  /** WF_ALLOWED_ORIGINS: added to the allowed origins of every seeded app (none removed). */
  allowedOrigins?: readonly string[];
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
  const allowedOrigins = options.allowedOrigins ?? [];
  await database.transaction(async (tx) => {
    // Instances started together take turns: the second finds the rows the first wrote.
    await holdStartupLock(tx, SEED_LOCK_KEY);
    await seedApp(tx, options.publicUrl, contactEmail, allowedOrigins);
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

async function seedApp(
  tx: Tx,
  publicUrl: string,
  contactEmail: string | null,
  allowedOrigins: readonly string[],
): Promise<void> {
  const app = worldFamilyApp(publicUrl, contactEmail);
  await upsertSeededApp(tx, {
    ...app,
    allowedOrigins: mergeOrigins(app.allowedOrigins ?? [], allowedOrigins),
  });
  for (const { id: planId, ...plan } of WORLD_FAMILY_PLANS) {
    await tx
      .insert(plans)
      .values({ id: planId, ...plan })
      .onConflictDoUpdate({ target: plans.id, set: plan });
  }
  for (const { id: priceId, ...price } of WORLD_FAMILY_PRICES) {
    await tx
      .insert(prices)
      .values({ id: priceId, ...price })
      .onConflictDoUpdate({ target: prices.id, set: price });
  }
  for (const { group, planIds } of WORLD_FAMILY_CONTENT_GROUPS) {
    const { id: groupId, ...fields } = group;
    await tx
      .insert(contentGroups)
      .values(group)
      .onConflictDoUpdate({ target: contentGroups.id, set: fields });
    await tx.delete(contentGroupPlans).where(eq(contentGroupPlans.contentGroupId, groupId));
    await tx
      .insert(contentGroupPlans)
      .values(planIds.map((planId) => ({ appId: APP_ID, contentGroupId: groupId, planId })));
  }
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
