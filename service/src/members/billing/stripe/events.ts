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
 * Events about subscriptions that are not ours are answered like any other (the caller always
 * says `{ received: true }`), so nothing about our members can be learned from the answers.
 */
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Clock } from '../../../clock.ts';
import type { Tx } from '../../../db/client.ts';
import { providerEvents } from '../../../db/schema.ts';
import {
  type AppliedSubscription,
  applySubscription,
  type BillingMail,
  UnknownSubscriptionError,
} from '../apply.ts';
import { checkoutByProviderId, completeCheckout, recordProviderEvent } from '../events.ts';
import { type BillingMailDeps, sendBillingMails } from '../mail.ts';
import type { PaymentProvider, ProviderSubscription } from '../provider.ts';
import { isMissing } from './client.ts';
import { oneAtATimePerKey } from './one-at-a-time.ts';
import { appOfSubscription } from './owner.ts';

/** What became of an event (for the log). */
export type StripeEventOutcome = 'applied' | 'duplicate' | 'ignored' | 'not-ours';

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
    return commit(event, async (tx, now) => {
      const appId = await appOfSubscription(tx, subscription);
      return appId ? applySubscription(tx, { appId, subscription, now }) : null;
    });
  }

  async function checkoutCompleted(
    event: Stripe.Event,
    session: Stripe.Checkout.Session,
  ): Promise<StripeEventOutcome> {
    let outcome: Awaited<ReturnType<PaymentProvider['checkoutOutcome']>>;
    try {
      outcome = await deps.payments.checkoutOutcome(session.id);
    } catch (error) {
      if (notOurs(error)) return 'not-ours';
      throw error;
    }
    if (outcome.status !== 'complete') return 'ignored';
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
    return inTurn(keyOf(target), () =>
      target.kind === 'checkout'
        ? checkoutCompleted(event, target.session)
        : subscriptionChanged(event, target.subscriptionId),
    );
  };
}
