/**
 * A locked video's player id as secure content (`video:{id}` -> `{ vimeoId }` in the members'
 * videos group), stored before its page goes live so a member can play it at once. The seed
 * does the same for every video file at each start (db/seed.ts).
 */
import { APP_ID, MEMBERS_VIDEOS_GROUP, videoContentId } from '../config/world-family.ts';
import type { Database } from '../db/client.ts';
import { secureContent } from '../db/schema.ts';
import { WORLD_FAMILY_CONTENT_GROUPS } from '../db/seed/world-family.ts';
import type { PublishedVideo } from './publisher.ts';

/** Stores (or replaces) the player id of a locked video; an unlocked video needs none. */
export async function storeSecureVideo(database: Database, video: PublishedVideo): Promise<void> {
  if (!video.isLocked) return;
  const groupId = WORLD_FAMILY_CONTENT_GROUPS.find((g) => g.group.key === MEMBERS_VIDEOS_GROUP)?.group.id;
  if (!groupId) throw new Error(`The seed has no '${MEMBERS_VIDEOS_GROUP}' content group`);
  const row = { contentGroupId: groupId, content: { vimeoId: video.vimeoId } };
  await database.db
    .insert(secureContent)
    .values({ appId: APP_ID, contentId: videoContentId(video.id), ...row })
    .onConflictDoUpdate({ target: [secureContent.appId, secureContent.contentId], set: row });
}
