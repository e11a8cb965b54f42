/** The member's own profile: custom fields (POST /member) and the profile image URL. */
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { members } from '../db/schema.ts';
import type { AppRecord } from '../http/context.ts';
import { notFound } from '../http/errors.ts';
import { applyCustomFieldChanges } from './custom-fields.ts';
import type { MemberRecord } from './present.ts';
import { lockMember, MEMBER_GONE_MESSAGE } from './rows.ts';
import { emitMemberEvent } from './webhooks/emit.ts';

/** Confirmation of POST /member. */
export const PROFILE_UPDATED_MESSAGE = 'Profile updated.';

/** Confirmation of POST /member/profile-image. */
export const PROFILE_IMAGE_UPDATED_MESSAGE = 'Profile image updated.';

/** Saves the member's edits of the app's visible custom fields (hidden ones stay as stored). */
export async function updateCustomFields(
  tx: Tx,
  input: {
    app: Pick<AppRecord, 'id' | 'settings'>;
    memberId: string;
    changes: Record<string, string>;
    now: Date;
  },
): Promise<MemberRecord> {
  const member = await lockMember(tx, input.app.id, input.memberId);
  const customFields = applyCustomFieldChanges(
    input.app.settings.customFields,
    member.customFields,
    input.changes,
  );
  const [updated] = await tx
    .update(members)
    .set({ customFields })
    .where(eq(members.id, member.id))
    .returning();
  if (!updated) throw notFound(MEMBER_GONE_MESSAGE);
  await emitMemberEvent(tx, {
    appId: input.app.id,
    memberId: member.id,
    event: 'member.updated',
    now: input.now,
  });
  return updated;
}

/** Points the member at a new profile image (member.updated); answers the updated row and the URL it replaced. */
export async function replaceProfileImage(
  tx: Tx,
  input: { appId: string; memberId: string; url: string; now: Date },
): Promise<{ member: MemberRecord; previous: string | null }> {
  const member = await lockMember(tx, input.appId, input.memberId);
  const [updated] = await tx
    .update(members)
    .set({ profileImage: input.url })
    .where(eq(members.id, member.id))
    .returning();
  if (!updated) throw notFound(MEMBER_GONE_MESSAGE);
  await emitMemberEvent(tx, {
    appId: input.appId,
    memberId: member.id,
    event: 'member.updated',
    now: input.now,
  });
  return { member: updated, previous: member.profileImage };
}

/** Said when the profile image is removed. */
export const PROFILE_IMAGE_REMOVED_MESSAGE = 'Profile image removed.';

/**
 * Sets the member's profile image to null (member.updated when it had one); answers the URL it
 * had, whose file the caller removes.
 */
export async function clearProfileImage(
  tx: Tx,
  input: { appId: string; memberId: string; now: Date },
): Promise<{ previous: string | null }> {
  const member = await lockMember(tx, input.appId, input.memberId);
  await tx.update(members).set({ profileImage: null }).where(eq(members.id, member.id));
  if (member.profileImage !== null) {
    await emitMemberEvent(tx, {
      appId: input.appId,
      memberId: member.id,
      event: 'member.updated',
      now: input.now,
    });
  }
  return { previous: member.profileImage };
}
