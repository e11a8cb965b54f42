/**
 * Deleting an account (DELETE /member): the member's data is erased, what the law requires of
 * payments is kept (docs/security.md "Deleting an account").
 *
 * 1. Every checkout the member could still complete is closed, and every subscription that
 *    could still charge them is cancelled at once, through their payment provider, and the ended
 *    subscription is recorded, before anything is erased (billing/stop-charges.ts): if the
 *    provider cannot be reached, nothing is deleted, so nobody keeps being charged for an
 *    account that no longer exists.
 * 2. One transaction deletes the member's row. The database takes everything of theirs with it
 *    (custom fields, JSON and metadata live on the row; plan connections, provider links,
 *    sessions, codes, checkouts, portal visits, trials, teams they own, wallet passes, security
 *    events, provider sign-in flows), and the mail queued to or kept for their address goes too.
 *    Their comments and replies go; a post of theirs that others replied to stays as 'This
 *    comment was removed', without their text or name (comments/erase.ts).
 *    Subscriptions and the billing history stay, their member set to null (schema/billing.ts):
 *    amounts, dates, the provider's customer and invoice ids, without the person. The trials
 *    they had stay as keyed hashes of their address (billing/trial-addresses.ts), so that the
 *    address is not offered a trial again.
 * 3. The stored profile image file is removed.
 */
import { and, eq } from 'drizzle-orm';
import { eraseMemberComments } from '../comments/erase.ts';
import type { Database } from '../db/client.ts';
import { members, oneTimeCodes, outbox, paymentTrials } from '../db/schema.ts';
import type { Deps } from '../http/context.ts';
import { stopCharges } from './billing/stop-charges.ts';
import { recordTrialAddress } from './billing/trial-addresses.ts';
import { removeProfileImage } from './profile-image.ts';
import { lockMember } from './rows.ts';
import { emitMemberEvent } from './webhooks/emit.ts';

/** The answer's message once the account is gone. */
export const MEMBER_DELETED_MESSAGE = 'Your account has been deleted.';

/** Deletes the member's account; answers the id of the member deleted. */
export async function eraseMember(
  deps: Pick<Deps, 'database' | 'payments' | 'logger' | 'env' | 'uploads'>,
  input: { appId: string; memberId: string; now: Date },
): Promise<{ id: string }> {
  await stopCharges(deps, input);
  const erased = await deleteMemberRows(deps.database, input);
  const removed = await removeProfileImage({
    store: deps.uploads,
    dataDir: deps.env.dataDir,
    appId: input.appId,
    url: erased.profileImage,
  });
  if (erased.profileImage && !removed) {
    deps.logger.warn({ memberId: input.memberId }, 'account deletion: the profile image file was not found');
  }
  return { id: input.memberId };
}

/** The rows of the member, in one transaction; answers what is left to remove outside it. */
async function deleteMemberRows(
  database: Database,
  input: { appId: string; memberId: string; now: Date },
): Promise<{ profileImage: string | null }> {
  return database.transaction(async (tx) => {
    const member = await lockMember(tx, input.appId, input.memberId);
    // The trials go with the member; their address, as a keyed hash, stays (it may have changed since).
    const trials = await tx.select().from(paymentTrials).where(eq(paymentTrials.memberId, member.id));
    for (const trial of trials) {
      await recordTrialAddress(tx, {
        appId: input.appId,
        planId: trial.planId,
        email: member.email,
        now: input.now,
      });
    }
    await tx.delete(outbox).where(and(eq(outbox.appId, input.appId), eq(outbox.to, member.email)));
    await tx
      .delete(oneTimeCodes)
      .where(and(eq(oneTimeCodes.appId, input.appId), eq(oneTimeCodes.email, member.email)));
    // Their comments go, or stay as placeholders for others' replies (docs/comments.md "Rules").
    await eraseMemberComments(tx, { appId: input.appId, memberId: member.id, now: input.now });
    // Told before the row goes: the payload is the member as they were.
    await emitMemberEvent(tx, {
      appId: input.appId,
      memberId: member.id,
      event: 'member.deleted',
      now: input.now,
    });
    await tx.delete(members).where(and(eq(members.appId, input.appId), eq(members.id, member.id)));
    return { profileImage: member.profileImage };
  });
}
