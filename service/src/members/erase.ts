/**
 * Deleting an account (DELETE /member): the member's data is erased, what the law requires of
 * payments is kept (docs/security.md "Deleting an account").
 *
 * 1. Every subscription that could still charge the member is cancelled at once through its
 *    payment provider, and the ended subscription is recorded (applySubscription), before
 *    anything is erased: if the provider cannot be reached, nothing is deleted, so nobody keeps
 *    being charged for an account that no longer exists.
 * 2. One transaction deletes the member's row. The database takes everything of theirs with it
 *    (custom fields, JSON and metadata live on the row; plan connections, provider links,
 *    sessions, codes, checkouts, portal visits, trials, teams they own, wallet passes, security
 *    events, provider sign-in flows), and the mail queued to or kept for their address goes too.
 *    Subscriptions and the billing history stay, their member set to null (schema/billing.ts):
 *    amounts, dates, the provider's customer and invoice ids, without the person.
 * 3. The stored profile image file is removed.
 */
import { ERROR_CODES } from '@wf/sdk/contract';
import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { members, oneTimeCodes, outbox, subscriptions } from '../db/schema.ts';
import type { Deps } from '../http/context.ts';
import { ApiError } from '../http/errors.ts';
import { applySubscription } from './billing/apply.ts';
import { removeProfileImage } from './profile-image.ts';
import { lockMember } from './rows.ts';

/** Said when a subscription could not be cancelled: the account stays, and can be deleted later. */
export const SUBSCRIPTION_NOT_CANCELLED_MESSAGE =
  'Your subscription could not be cancelled right now, so your account was not deleted. Please try again in a moment.';

/** The answer's message once the account is gone. */
export const MEMBER_DELETED_MESSAGE = 'Your account has been deleted.';

/** Subscription statuses that can no longer charge anybody. */
const ENDED_STATUSES = ['CANCELED', 'INCOMPLETE_EXPIRED'] as const;

/** Cancels, through their provider, the member's subscriptions that could still charge them. */
async function cancelSubscriptions(
  deps: Pick<Deps, 'database' | 'payments' | 'logger'>,
  input: { appId: string; memberId: string; now: Date },
): Promise<void> {
  const { database, payments } = deps;
  const live = await database.db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.appId, input.appId),
        eq(subscriptions.memberId, input.memberId),
        notInArray(subscriptions.status, [...ENDED_STATUSES]),
        isNull(subscriptions.endedAt),
      ),
    );
  for (const row of live) {
    if (!payments || payments.name !== row.provider) {
      deps.logger.error(
        { subscriptionId: row.id, provider: row.provider },
        'account deletion: the provider of a live subscription is not configured',
      );
      throw new ApiError(503, ERROR_CODES.paymentsUnavailable, SUBSCRIPTION_NOT_CANCELLED_MESSAGE);
    }
    let ended: Awaited<ReturnType<typeof payments.cancelSubscription>>;
    try {
      ended = await payments.cancelSubscription(row.providerSubscriptionId, input.now);
    } catch (error) {
      deps.logger.error({ err: error, subscriptionId: row.id }, 'account deletion: cancelling failed');
      throw new ApiError(503, ERROR_CODES.paymentsUnavailable, SUBSCRIPTION_NOT_CANCELLED_MESSAGE);
    }
    if (!ended) continue;
    const subscription = ended;
    // The record of the cancellation (its status and billing event) is part of what is kept.
    await database.transaction((tx) =>
      applySubscription(tx, { appId: input.appId, subscription, now: input.now }),
    );
  }
}

/** Deletes the member's account; answers the id of the member deleted. */
export async function eraseMember(
  deps: Pick<Deps, 'database' | 'payments' | 'logger' | 'env'>,
  input: { appId: string; memberId: string; now: Date },
): Promise<{ id: string }> {
  await cancelSubscriptions(deps, input);
  const erased = await deleteMemberRows(deps.database, input);
  const removed = await removeProfileImage({
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
  input: { appId: string; memberId: string },
): Promise<{ profileImage: string | null }> {
  return database.transaction(async (tx) => {
    const member = await lockMember(tx, input.appId, input.memberId);
    await tx.delete(outbox).where(and(eq(outbox.appId, input.appId), eq(outbox.to, member.email)));
    await tx
      .delete(oneTimeCodes)
      .where(and(eq(oneTimeCodes.appId, input.appId), eq(oneTimeCodes.email, member.email)));
    await tx.delete(members).where(and(eq(members.appId, input.appId), eq(members.id, member.id)));
    return { profileImage: member.profileImage };
  });
}
