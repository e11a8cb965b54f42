/**
 * A locked video's player id as secure content (`video:{id}` -> `{ vimeoId }` in the members'
 * videos group). The publisher stores it before a new video's page goes live, so a member can
 * play it at once; the seed stores it for every video file at each start (db/seed.ts). Both go
 * through {@link upsertSecureVideo}, so the row is written one way.
 */
import { APP_ID, MEMBERS_VIDEOS_GROUP, videoContentId } from '@wf/config/app';
import { sql } from 'drizzle-orm';
import type { Database, Queryable } from '../../db/client.ts';
import { contentGroups, secureContent } from '../../db/schema.ts';
import type { PublishedVideo } from './publisher.ts';

/** What the secure content of a locked video is made of. */
export interface SecureVideo {
  id: string;
  vimeoId: string;
}

/** The content group that holds every locked video's player id (declared by apps/world-family.json). */
const membersVideosGroupId = sql`(select ${contentGroups.id} from ${contentGroups} where ${contentGroups.appId} = ${APP_ID} and ${contentGroups.key} = ${MEMBERS_VIDEOS_GROUP})`;

/** Inserts or replaces a locked video's player id; `q` may be a transaction's handle. */
export async function upsertSecureVideo(q: Queryable, video: SecureVideo): Promise<void> {
  const row = { contentGroupId: membersVideosGroupId, content: { vimeoId: video.vimeoId } };
  await q
    .insert(secureContent)
    .values({ appId: APP_ID, contentId: videoContentId(video.id), ...row })
    .onConflictDoUpdate({ target: [secureContent.appId, secureContent.contentId], set: row });
}

/** Stores (or replaces) the player id of a published video if it is locked; an unlocked one needs none. */
export async function storeSecureVideo(database: Database, video: PublishedVideo): Promise<void> {
  if (!video.isLocked) return;
  await upsertSecureVideo(database.db, video);
}
