/**
 * How a test subscription changes (docs/product/payments-and-providers.md "Providers of payments",
 * "Trials and lapses"): pure functions from the subscription as it is to the subscription as it
 * becomes, which the test provider hands to applySubscription like Stripe's.
 *
 * - A trial needs no card; at its end a card is charged (ACTIVE) and a trial without one, or
 *   cancelled, ends (CANCELED).
 * - At the end of a paid period the card is charged again, unless cancelled (then it ends).
 * - A failed charge makes it PAST_DUE (access continues while it is retried); the second failed
 *   attempt ends it (CANCELED). A new card pays what is due at once.
 */
import { holdsPlan } from '@wf/sdk/access';
import type { CardSummary, ProviderSubscription } from '../provider.ts';

/** The price a test subscription charges. */
export interface TestPrice {
  id: string;
  /** Minor units. */
  amount: number;
  currency: string;
  intervalType: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'YEARLY' | null;
  intervalCount: number | null;
}

/** Failed attempts at one charge before the test provider gives up. */
export const TEST_PAYMENT_ATTEMPTS = 2;

/** The end of a period of `price` that starts at `start` (calendar months and years, in UTC). */
export function periodEnd(start: Date, price: Pick<TestPrice, 'intervalType' | 'intervalCount'>): Date {
  const count = price.intervalCount ?? 1;
  const end = new Date(start);
  switch (price.intervalType) {
    case 'DAILY':
      end.setUTCDate(end.getUTCDate() + count);
      break;
    case 'WEEKLY':
      end.setUTCDate(end.getUTCDate() + 7 * count);
      break;
    case 'YEARLY':
      end.setUTCFullYear(end.getUTCFullYear() + count);
      break;
    default:
      end.setUTCMonth(end.getUTCMonth() + count);
  }
  return end;
}

/** A charge of `price`, paid or failed, on invoice `invoiceId`. */
function charge(price: TestPrice, invoiceId: string, paid: boolean, now: Date, failedAttempts = 0) {
  return {
    id: invoiceId,
    status: paid ? ('PAID' as const) : ('FAILED' as const),
    amount: price.amount,
    currency: price.currency,
    paidAt: paid ? now : null,
    failedAttempts,
  };
}

/** A new subscription from a completed test checkout: a trial (card or not) or a first charge. */
export function subscribe(input: {
  id: string;
  customerId: string;
  memberId: string;
  price: TestPrice;
  trialDays: number | null;
  card: CardSummary | null;
  invoiceId: string;
  now: Date;
}): ProviderSubscription {
  const { now, price, trialDays } = input;
  const base = {
    provider: 'test' as const,
    id: input.id,
    customerId: input.customerId,
    memberId: input.memberId,
    priceId: price.id,
    currentPeriodStart: now,
    cancelAtPeriodEnd: false,
    cancelAt: null,
    endedAt: null,
    card: input.card,
  };
  if (trialDays) {
    const trialEnd = new Date(now.getTime() + trialDays * 86_400_000);
    return { ...base, status: 'TRIALING', currentPeriodEnd: trialEnd, trialEnd, latestPayment: null };
  }
  return {
    ...base,
    status: 'ACTIVE',
    currentPeriodEnd: periodEnd(now, price),
    trialEnd: null,
    latestPayment: charge(price, input.invoiceId, true, now),
  };
}

/** Ends the subscription now (also when its member deletes their account). */
export function end(subscription: ProviderSubscription, now: Date): ProviderSubscription {
  return { ...subscription, status: 'CANCELED', endedAt: now, cancelAt: null, cancelAtPeriodEnd: false };
}

/**
 * The end of the current period (or trial): a cancelled subscription or a trial without a card
 * ends; otherwise the card is charged for the next period.
 */
export function renew(
  subscription: ProviderSubscription,
  price: TestPrice,
  invoiceId: string,
  now: Date,
): ProviderSubscription {
  if (subscription.cancelAtPeriodEnd || !subscription.card) return end(subscription, now);
  return {
    ...subscription,
    status: 'ACTIVE',
    priceId: price.id,
    currentPeriodStart: now,
    currentPeriodEnd: periodEnd(now, price),
    trialEnd: subscription.status === 'TRIALING' ? now : subscription.trialEnd,
    latestPayment: charge(price, invoiceId, true, now),
  };
}

/**
 * A charge fails: the first attempt makes it PAST_DUE (the member keeps access while it is
 * retried), the last one ends it.
 */
export function failPayment(
  subscription: ProviderSubscription,
  price: TestPrice,
  invoiceId: string,
  now: Date,
): ProviderSubscription {
  const retrying = subscription.status === 'PAST_DUE' && subscription.latestPayment?.status === 'FAILED';
  const attempts = retrying ? (subscription.latestPayment?.failedAttempts ?? 1) + 1 : 1;
  const invoice = retrying ? (subscription.latestPayment?.id ?? invoiceId) : invoiceId;
  const failed = { ...subscription, latestPayment: charge(price, invoice, false, now, attempts) };
  if (attempts >= TEST_PAYMENT_ATTEMPTS) return end(failed, now);
  const periodStart = subscription.status === 'TRIALING' ? now : subscription.currentPeriodStart;
  return {
    ...failed,
    status: 'PAST_DUE',
    trialEnd: subscription.status === 'TRIALING' ? now : subscription.trialEnd,
    currentPeriodStart: periodStart,
    currentPeriodEnd:
      subscription.status === 'TRIALING' && periodStart
        ? periodEnd(periodStart, price)
        : subscription.currentPeriodEnd,
  };
}

/** A new card; what is due (a PAST_DUE charge) is paid with it at once. */
export function updateCard(
  subscription: ProviderSubscription,
  card: CardSummary,
  price: TestPrice,
  invoiceId: string,
  now: Date,
): ProviderSubscription {
  const updated = { ...subscription, card };
  if (subscription.status !== 'PAST_DUE') return updated;
  return {
    ...updated,
    status: 'ACTIVE',
    latestPayment: charge(price, subscription.latestPayment?.id ?? invoiceId, true, now),
  };
}

/** Cancel at the end of the period, or take that back. */
export function setCancelAtPeriodEnd(
  subscription: ProviderSubscription,
  cancel: boolean,
): ProviderSubscription {
  return { ...subscription, cancelAtPeriodEnd: cancel };
}

/** Another price of the plan from the next charge on (the period stays). */
export function switchPrice(subscription: ProviderSubscription, priceId: string): ProviderSubscription {
  return { ...subscription, priceId };
}

/** True while a subscription can still change (it has not ended). */
export function isLive(subscription: Pick<ProviderSubscription, 'status'>): boolean {
  // A live subscription is one whose connection holds its plan (@wf/sdk/access).
  return holdsPlan(subscription);
}
