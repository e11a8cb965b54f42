/**
 * Before an account is deleted, nothing of it may go on charging (docs/security.md "Deleting an
 * account"): every checkout the member could still complete is closed at its payment provider
 * (one completed meanwhile gives up its subscription), then every subscription that could still
 * charge them is cancelled at once, and the ended subscription is recorded (applySubscription)
 * while the member still exists. If the provider cannot be reached, this throws 503
 * 'billing/unavailable' and the caller deletes nothing.
 */
import { ERROR_CODES } from '@wf/sdk/contract';
import { and, eq, gt, isNull, ne, notInArray } from 'drizzle-orm';
import { checkoutSessions, subscriptions } from '../../db/schema.ts';
import type { Deps } from '../../http/context.ts';
import { ApiError } from '../../http/errors.ts';
import { applySubscription } from './apply.ts';
import type { PaymentProvider } from './provider.ts';

/** Said when a subscription could not be cancelled: the account stays, and can be deleted later. */
export const SUBSCRIPTION_NOT_CANCELLED_MESSAGE =
  'Your subscription could not be cancelled right now, so your account was not deleted. Please try again in a moment.';

/** Subscription statuses that can no longer charge anybody. */
const ENDED_STATUSES = ['CANCELED', 'INCOMPLETE_EXPIRED'] as const;

type StopDeps = Pick<Deps, 'database' | 'payments' | 'logger'>;
type Member = { appId: string; memberId: string; now: Date };

function notStopped(): ApiError {
  return new ApiError(503, ERROR_CODES.paymentsUnavailable, SUBSCRIPTION_NOT_CANCELLED_MESSAGE);
}

/** The configured provider, when it is `name`; else 503 (it cannot be asked to stop anything). */
function providerNamed(deps: StopDeps, name: string, what: Record<string, string>): PaymentProvider {
  if (deps.payments?.name === name) return deps.payments;
  deps.logger.error({ ...what, provider: name }, 'account deletion: the payment provider is not configured');
  throw notStopped();
}

/**
 * Closes the member's checkouts that could still be completed: open ones, and ones replaced by a
 * newer checkout (closed on our side only), until their day is over. Answers the provider's
 * subscriptions of those completed first.
 */
async function closeCheckouts(deps: StopDeps, input: Member): Promise<string[]> {
  const open = await deps.database.db
    .select()
    .from(checkoutSessions)
    .where(
      and(
        eq(checkoutSessions.appId, input.appId),
        eq(checkoutSessions.memberId, input.memberId),
        ne(checkoutSessions.status, 'complete'),
        gt(checkoutSessions.expiresAt, input.now),
      ),
    );
  const made: string[] = [];
  for (const checkout of open) {
    if (!checkout.providerSessionId) continue;
    // A test checkout's page works only while the test provider is the one configured.
    if (checkout.provider === 'test' && deps.payments?.name !== 'test') continue;
    const provider = providerNamed(deps, checkout.provider, { checkoutId: checkout.id });
    let closed: Awaited<ReturnType<PaymentProvider['expireCheckout']>>;
    try {
      closed = await provider.expireCheckout(checkout.providerSessionId);
    } catch (error) {
      deps.logger.error(
        { err: error, checkoutId: checkout.id },
        'account deletion: closing a checkout failed',
      );
      throw notStopped();
    }
    if (closed.status === 'complete' && closed.subscriptionId) made.push(closed.subscriptionId);
  }
  return made;
}

/** The member's subscriptions that could still charge them, with their provider's ids. */
async function liveSubscriptions(deps: StopDeps, input: Member) {
  return deps.database.db
    .select({
      id: subscriptions.id,
      provider: subscriptions.provider,
      providerId: subscriptions.providerSubscriptionId,
    })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.appId, input.appId),
        eq(subscriptions.memberId, input.memberId),
        notInArray(subscriptions.status, [...ENDED_STATUSES]),
        isNull(subscriptions.endedAt),
      ),
    );
}

/** Cancels the provider's subscription `providerId` and records it ended. */
async function cancel(deps: StopDeps, provider: PaymentProvider, providerId: string, input: Member) {
  let ended: Awaited<ReturnType<PaymentProvider['cancelSubscription']>>;
  try {
    ended = await provider.cancelSubscription(providerId, input.now);
  } catch (error) {
    deps.logger.error(
      { err: error, providerSubscriptionId: providerId },
      'account deletion: cancelling failed',
    );
    throw notStopped();
  }
  if (!ended) return;
  const subscription = ended;
  // The record of the cancellation (its status and billing event) is part of what is kept.
  await deps.database.transaction((tx) =>
    applySubscription(tx, { appId: input.appId, subscription, now: input.now }),
  );
}

/** Closes the member's checkouts and cancels their subscriptions, through their providers. */
export async function stopCharges(deps: StopDeps, input: Member): Promise<void> {
  const madeByCheckouts = await closeCheckouts(deps, input);
  const live = await liveSubscriptions(deps, input);
  const known = new Set(live.map((row) => row.providerId));
  for (const row of live) {
    const provider = providerNamed(deps, row.provider, { subscriptionId: row.id });
    await cancel(deps, provider, row.providerId, input);
  }
  for (const providerId of madeByCheckouts) {
    if (known.has(providerId) || !deps.payments) continue;
    await cancel(deps, deps.payments, providerId, input);
  }
}
