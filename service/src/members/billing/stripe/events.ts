/**
 * Stripe's events, applied (docs/product/payments-and-providers.md "Providers of payments"):
 *
 * - `checkout.session.completed` completes our checkout with the subscription it made (or the
 *   card it added), as the return from checkout does;
 * - `customer.subscription.created` / `updated` / `deleted`, `invoice.paid`,
 *   `invoice.payment_failed` and `invoice.payment_action_required` re-read the subscription from
 *   Stripe and store it as it is now, whatever order the events came in;
 * - any other type is ignored.
 *
 * Each event id is recorded in the transaction that applies it, so a duplicate delivery applies
 * nothing and a failure rolls back and is retried by Stripe. Mail goes out after the commit.
 * Events about subscriptions and checkouts that are not ours are answered like any other (the
 * caller always says `{ received: true }`), without a request to Stripe for a checkout that is
 * none of ours, so nothing about our members can be learned from the answers. A subscription of
 * ours that belongs to no member is cancelled at Stripe and recorded (orphans.ts).
 */
import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import type { Clock } from '../../../clock.ts';
import type { Tx } from '../../../db/client.ts';
import { checkoutSessions, providerEvents } from '../../../db/schema.ts';
import { type AppliedSubscription, applySubscription, type BillingMail } from '../apply.ts';
import { checkoutByProviderId, completeCheckout, recordProviderEvent } from '../events.ts';
import { type BillingMailDeps, sendBillingMails } from '../mail.ts';
import type { PaymentProvider, ProviderSubscription } from '../provider.ts';
import { UnknownSubscriptionError } from '../store-subscription.ts';
import { isMissing } from './client.ts';
import { oneAtATimePerKey } from './one-at-a-time.ts';
import { orphanedApp, recordOrphan } from './orphans.ts';
import { appOfSubscription } from './owner.ts';

/**
 * What became of an event (for the log): 'orphan-cancelled', a subscription of ours that belongs
 * to no member was cancelled; 'orphan', one that had ended already was recorded; 'unapplicable',
 * Stripe refused a request the event needed (a 4xx other than "no such object"), which no retry
 * would change.
 */
export type StripeEventOutcome =
  | 'applied'
  | 'duplicate'
  | 'ignored'
  | 'not-ours'
  | 'orphan'
  | 'orphan-cancelled'
  | 'unapplicable';

/** What applying events needs. */
export interface StripeEventDeps extends BillingMailDeps {
  clock: Clock;
  payments: PaymentProvider;
}

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
]);
const INVOICE_EVENTS = new Set(['invoice.paid', 'invoice.payment_failed', 'invoice.payment_action_required']);

/** What an event is about. */
type Target =
  | { kind: 'checkout'; session: Stripe.Checkout.Session }
  | { kind: 'subscription'; subscriptionId: string };

function idOf(value: string | { id: string } | null | undefined): string | null {
  if (!value) return null;
  return typeof value === 'string' ? value : value.id;
}

/** The subscription an invoice bills (`parent` in current API versions, `subscription` before). */
function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

function targetOf(event: Stripe.Event): Target | null {
  if (event.type === 'checkout.session.completed') {
    const session = event.data.object;
    return session.mode === 'subscription' || session.mode === 'setup' ? { kind: 'checkout', session } : null;
  }
  const object = event.data.object as { id?: unknown; object?: unknown };
  if (
    SUBSCRIPTION_EVENTS.has(event.type) &&
    object.object === 'subscription' &&
    typeof object.id === 'string'
  ) {
    return { kind: 'subscription', subscriptionId: object.id };
  }
  if (INVOICE_EVENTS.has(event.type) && object.object === 'invoice') {
    const subscriptionId = subscriptionOfInvoice(event.data.object as Stripe.Invoice);
    return subscriptionId ? { kind: 'subscription', subscriptionId } : null;
  }
  return null;
}

/** The subscription a target is about, as far as the event tells (the key taking events in turn). */
function keyOf(target: Target): string {
  if (target.kind === 'subscription') return target.subscriptionId;
  return idOf(target.session.subscription) ?? target.session.metadata?.subscriptionId ?? target.session.id;
}

/** Stripe read fails for a subscription or session it does not have, or that names none of our prices. */
function notOurs(error: unknown): boolean {
  return isMissing(error) || error instanceof UnknownSubscriptionError;
}

/** The handler of verified Stripe events. */
export function createStripeEventHandler(
  deps: StripeEventDeps,
): (event: Stripe.Event) => Promise<StripeEventOutcome> {
  const inTurn = oneAtATimePerKey();

  /** Records the event and applies the change in one transaction; mails once it committed. */
  async function commit(
    event: Stripe.Event,
    apply: (tx: Tx, now: Date) => Promise<AppliedSubscription | null>,
  ): Promise<StripeEventOutcome> {
    const now = deps.clock();
    let mails: BillingMail[] = [];
    let outcome: StripeEventOutcome;
    try {
      outcome = await deps.database.transaction(async (tx) => {
        const first = await recordProviderEvent(tx, {
          provider: 'stripe',
          id: event.id,
          type: event.type,
          now,
        });
        if (!first) return 'duplicate';
        const applied = await apply(tx, now);
        if (!applied) return 'not-ours';
        mails = applied.mails;
        return 'applied';
      });
    } catch (error) {
      if (error instanceof UnknownSubscriptionError) return 'not-ours';
      throw error;
    }
    await sendBillingMails(deps, mails);
    return outcome;
  }

  /** Cancels an orphan that can still charge, at Stripe first, then records it with the event. */
  async function orphaned(
    event: Stripe.Event,
    subscription: ProviderSubscription,
    appId: string,
  ): Promise<StripeEventOutcome> {
    const live = subscription.status !== 'CANCELED' && subscription.status !== 'INCOMPLETE_EXPIRED';
    const ended = live ? await deps.payments.cancelSubscription(subscription.id, deps.clock()) : null;
    if (live) {
      deps.logger.warn(
        { stripeSubscription: subscription.id, stripeCustomer: subscription.customerId, appId },
        'cancelled a Stripe subscription of ours that belongs to no member',
      );
    }
    const now = deps.clock();
    const recorded = await deps.database.transaction(async (tx) => {
      const first = await recordProviderEvent(tx, {
        provider: 'stripe',
        id: event.id,
        type: event.type,
        now,
      });
      if (first) await recordOrphan(tx, { appId, subscription: ended ?? subscription, cancelled: live, now });
      return first;
    });
    if (!recorded) return 'duplicate';
    return live ? 'orphan-cancelled' : 'orphan';
  }

  async function subscriptionChanged(
    event: Stripe.Event,
    subscriptionId: string,
  ): Promise<StripeEventOutcome> {
    let subscription: ProviderSubscription;
    try {
      subscription = await deps.payments.readSubscription(subscriptionId);
    } catch (error) {
      if (notOurs(error)) return 'not-ours';
      throw error;
    }
    const orphanOf = await orphanedApp(deps.database.db, subscription);
    if (orphanOf) return orphaned(event, subscription, orphanOf);
    return commit(event, async (tx, now) => {
      const appId = await appOfSubscription(tx, subscription);
      return appId ? applySubscription(tx, { appId, subscription, now }) : null;
    });
  }

  /**
   * A session that is no checkout of ours: another system's (its metadata names no checkout of
   * ours), or one whose member is gone, whose subscription is then an orphan.
   */
  function notOurCheckout(
    event: Stripe.Event,
    session: Stripe.Checkout.Session,
  ): Promise<StripeEventOutcome> {
    const ourMetadata = Boolean(session.metadata?.checkoutId && session.metadata.memberId);
    const subscriptionId = session.mode === 'subscription' && ourMetadata ? idOf(session.subscription) : null;
    return subscriptionId ? subscriptionChanged(event, subscriptionId) : Promise.resolve('not-ours');
  }

  async function checkoutCompleted(
    event: Stripe.Event,
    session: Stripe.Checkout.Session,
  ): Promise<StripeEventOutcome> {
    const [ours] = await deps.database.db
      .select({ id: checkoutSessions.id })
      .from(checkoutSessions)
      .where(
        and(eq(checkoutSessions.provider, 'stripe'), eq(checkoutSessions.providerSessionId, session.id)),
      );
    if (!ours) return notOurCheckout(event, session);
    let outcome: Awaited<ReturnType<PaymentProvider['checkoutOutcome']>>;
    try {
      outcome = await deps.payments.checkoutOutcome(session.id);
    } catch (error) {
      if (notOurs(error)) return 'not-ours';
      throw error;
    }
    // A card saved after its trial ended pays nothing: the ended trial is applied as it is.
    if (outcome.status !== 'complete' && outcome.status !== 'trial-ended') return 'ignored';
    const { subscription } = outcome;
    return commit(event, async (tx, now) => {
      const checkout = await checkoutByProviderId(tx, 'stripe', session.id);
      return checkout ? completeCheckout(tx, { checkout, subscription, now }) : null;
    });
  }

  return async (event) => {
    const target = targetOf(event);
    if (!target) return 'ignored';
    // A delivery seen before needs no request to Stripe (the transaction checks again).
    const [seen] = await deps.database.db
      .select({ eventId: providerEvents.eventId })
      .from(providerEvents)
      .where(and(eq(providerEvents.provider, 'stripe'), eq(providerEvents.eventId, event.id)));
    if (seen) return 'duplicate';
    try {
      return await inTurn(keyOf(target), () =>
        target.kind === 'checkout'
          ? checkoutCompleted(event, target.session)
          : subscriptionChanged(event, target.subscriptionId),
      );
    } catch (error) {
      // Answered 200: Stripe would retry for days, and an endpoint that keeps failing is disabled,
      // which would stop every payment event. Anything else (our database, Stripe unreachable) is
      // thrown, answered 500 and retried.
      if (!(error instanceof Stripe.errors.StripeInvalidRequestError)) throw error;
      deps.logger.error(
        { err: error, stripeEvent: event.id, type: event.type },
        'stripe event not applicable',
      );
      return 'unapplicable';
    }
  };
}
