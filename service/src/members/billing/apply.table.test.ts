/**
 * The subscription state machine as a table (docs/product/payments-and-providers.md "Providers of
 * payments", "Trials and lapses", "Access"): every plan-connection status crossed with every event
 * the providers send, each applied through applySubscription as the providers apply it, and read
 * back as a member reads it (GET /member's connection, POST /secure-content for a video the
 * Membership opens).
 *
 * - The test provider's events are its own transitions (test-provider/transitions.ts), sent only
 *   for a live subscription (ACTIVE, TRIALING, PAST_DUE), as its sweep and portal check.
 * - Stripe's events all re-read the subscription and apply it as it is now: the column is the
 *   status Stripe then reports, through the real mapping (stripe/mapping.ts).
 * - An older subscription of the plan that ends late never overrides the newer one.
 */
import { APP_ID, MEMBERSHIP_PLAN_ID, MEMBERSHIP_PRICE_ID, videoContentId } from '@wf/config/app';
import { PLAN_CONNECTION_STATUSES, type PlanConnectionStatus } from '@wf/sdk/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/app.ts';
import { signedInMember } from '../testing.ts';
import { applySubscription } from './apply.ts';
import type { ProviderSubscription } from './provider.ts';
import { statusOf } from './stripe/mapping.ts';
import {
  failPayment,
  isLive,
  renew,
  setCancelAtPeriodEnd,
  type TestPrice,
  updateCard,
} from './test-provider/transitions.ts';

const DAY = 86_400_000;
const T0 = new Date(Date.UTC(2026, 10, 1, 12));
/** A locked video: only a member holding the Membership (or a team or admin plan) reads it. */
const VIDEO = videoContentId('leadership-challenging-times');
const PRICE: TestPrice = {
  id: MEMBERSHIP_PRICE_ID,
  amount: 100,
  currency: 'usd',
  intervalType: 'MONTHLY',
  intervalCount: 1,
};
const CARD = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2040 };

/**
 * Which statuses hold the plan, written out: the grace of a trial and of a payment being retried
 * hold it; UNPAID, INCOMPLETE and PAUSED never do, nor any status that has ended.
 */
const HOLDS: Readonly<Record<PlanConnectionStatus, boolean>> = {
  ACTIVE: true,
  TRIALING: true,
  PAST_DUE: true,
  UNPAID: false,
  CANCELED: false,
  INCOMPLETE: false,
  INCOMPLETE_EXPIRED: false,
  PAUSED: false,
  REQUIRES_PAYMENT: false,
  REQUIRES_AUTHENTICATION: false,
};

let test: TestApp;
let serial = 0;

beforeAll(async () => {
  test = await createTestApp();
}, 60_000);
afterAll(async () => {
  await test.close();
});

/** A subscription of the Membership in `status`, with a card on file, as a provider holds it. */
function subscriptionIn(
  status: PlanConnectionStatus,
  memberId: string,
  provider: ProviderSubscription['provider'],
): ProviderSubscription {
  serial += 1;
  const failing = status === 'PAST_DUE' || status === 'UNPAID';
  return {
    provider,
    id: `sub_table_${serial}`,
    customerId: `cus_table_${serial}`,
    memberId,
    priceId: MEMBERSHIP_PRICE_ID,
    status,
    currentPeriodStart: T0,
    currentPeriodEnd: new Date(T0.getTime() + 30 * DAY),
    trialEnd: status === 'TRIALING' ? new Date(T0.getTime() + 7 * DAY) : null,
    cancelAtPeriodEnd: false,
    cancelAt: null,
    endedAt: status === 'CANCELED' || status === 'INCOMPLETE_EXPIRED' ? T0 : null,
    card: CARD,
    latestPayment:
      status === 'TRIALING'
        ? null
        : {
            id: `in_table_${serial}`,
            status: failing ? 'FAILED' : 'PAID',
            amount: PRICE.amount,
            currency: PRICE.currency,
            paidAt: failing ? null : T0,
            failedAttempts: failing ? 1 : 0,
          },
  };
}

async function apply(subscription: ProviderSubscription, now: Date): Promise<void> {
  await test.database.transaction((tx) => applySubscription(tx, { appId: APP_ID, subscription, now }));
}

/** What the member sees of their Membership: its connection's status and `active`, and the video. */
interface Seen {
  status: PlanConnectionStatus | undefined;
  active: boolean | undefined;
  access: boolean;
}

async function seenBy(client: Awaited<ReturnType<typeof signedInMember>>['client']): Promise<Seen> {
  const { data } = await client.getCurrentMember();
  const connection = data?.planConnections.find((c) => c.planId === MEMBERSHIP_PLAN_ID);
  const access = await client.getSecureContent({ contentId: VIDEO }).then(
    () => true,
    (error: { status?: number }) => {
      if (error.status === 403) return false;
      throw error;
    },
  );
  return { status: connection?.status, active: connection?.active, access };
}

/** One event: how the provider changes the subscription (null: it sends nothing). */
type Event = (subscription: ProviderSubscription, now: Date) => ProviderSubscription | null;

/** A test-provider event, sent only for a live subscription (its sweep and portal check isLive). */
function whileLive(change: Event): Event {
  return (subscription, now) => (isLive(subscription) ? change(subscription, now) : null);
}

/** The test provider's events, as its sweep (period end) and portal (the other actions) send them. */
const TEST_PROVIDER_EVENTS: Readonly<Record<string, Event>> = {
  // sweep.ts: a charge still failing at the end of the period ends it; otherwise a renewal.
  'the period ends': whileLive((s, now) =>
    s.status === 'PAST_DUE' ? failPayment(s, PRICE, 'in_next', now) : renew(s, PRICE, 'in_next', now),
  ),
  'simulate-renewal': whileLive((s, now) => renew(s, PRICE, 'in_next', now)),
  'end-trial': whileLive((s, now) => (s.status === 'TRIALING' ? renew(s, PRICE, 'in_next', now) : null)),
  'simulate-failed-payment': whileLive((s, now) => failPayment(s, PRICE, 'in_next', now)),
  'update-card': whileLive((s, now) => updateCard(s, { ...CARD, last4: '5556' }, PRICE, 'in_next', now)),
  cancel: whileLive((s) => setCancelAtPeriodEnd(s, true)),
  resume: whileLive((s) => setCancelAtPeriodEnd(setCancelAtPeriodEnd(s, true), false)),
  'cancel, then the period ends': whileLive((s, now) =>
    renew(setCancelAtPeriodEnd(s, true), PRICE, 'in_next', now),
  ),
};

/** Unchanged: the status a subscription keeps when the provider sends nothing. */
const SAME = {
  'the period ends': 'same',
  'simulate-renewal': 'same',
  'end-trial': 'same',
  'simulate-failed-payment': 'same',
  'update-card': 'same',
  cancel: 'same',
  resume: 'same',
  'cancel, then the period ends': 'same',
} as const;

/** What each test-provider event leaves the connection at, from each status ('same': unchanged). */
const TEST_PROVIDER_TABLE: Readonly<
  Record<PlanConnectionStatus, Readonly<Record<keyof typeof SAME, PlanConnectionStatus | 'same'>>>
> = {
  ACTIVE: {
    'the period ends': 'ACTIVE',
    'simulate-renewal': 'ACTIVE',
    'end-trial': 'same',
    'simulate-failed-payment': 'PAST_DUE',
    'update-card': 'ACTIVE',
    cancel: 'ACTIVE',
    resume: 'ACTIVE',
    'cancel, then the period ends': 'CANCELED',
  },
  TRIALING: {
    'the period ends': 'ACTIVE',
    'simulate-renewal': 'ACTIVE',
    'end-trial': 'ACTIVE',
    'simulate-failed-payment': 'PAST_DUE',
    'update-card': 'TRIALING',
    cancel: 'TRIALING',
    resume: 'TRIALING',
    'cancel, then the period ends': 'CANCELED',
  },
  PAST_DUE: {
    // The retried charge fails a second time (TEST_PAYMENT_ATTEMPTS): the subscription ends.
    'the period ends': 'CANCELED',
    'simulate-renewal': 'ACTIVE',
    'end-trial': 'same',
    'simulate-failed-payment': 'CANCELED',
    'update-card': 'ACTIVE',
    cancel: 'PAST_DUE',
    resume: 'PAST_DUE',
    'cancel, then the period ends': 'CANCELED',
  },
  UNPAID: SAME,
  CANCELED: SAME,
  INCOMPLETE: SAME,
  INCOMPLETE_EXPIRED: SAME,
  PAUSED: SAME,
  REQUIRES_PAYMENT: SAME,
  REQUIRES_AUTHENTICATION: SAME,
};

/** Every status Stripe reports for a subscription, and ours for it: whatever came before, the connection follows. */
const STRIPE_TABLE: Readonly<Record<string, PlanConnectionStatus>> = {
  active: 'ACTIVE',
  trialing: 'TRIALING',
  past_due: 'PAST_DUE',
  unpaid: 'UNPAID',
  canceled: 'CANCELED',
  incomplete: 'INCOMPLETE',
  incomplete_expired: 'INCOMPLETE_EXPIRED',
  paused: 'PAUSED',
};

const STATUSES: readonly PlanConnectionStatus[] = PLAN_CONNECTION_STATUSES;

describe('the test provider’s events, from every status', () => {
  const cells = STATUSES.flatMap((before) =>
    Object.keys(TEST_PROVIDER_EVENTS).map((event) => [before, event] as const),
  );
  it.each(cells)(
    'given a subscription in %s / when the test provider sends “%s” / the member sees the table’s status',
    async (before, event) => {
      const { member, client } = await signedInMember(test);
      const subscription = subscriptionIn(before, member.id, 'test');
      await apply(subscription, T0);
      const next = TEST_PROVIDER_EVENTS[event]?.(subscription, new Date(T0.getTime() + DAY)) ?? null;
      if (next) await apply(next, new Date(T0.getTime() + DAY));
      const expected = TEST_PROVIDER_TABLE[before][event as keyof typeof SAME];
      const status = expected === 'same' ? before : expected;
      expect(next === null).toBe(expected === 'same');
      expect(await seenBy(client)).toEqual({ status, active: HOLDS[status], access: HOLDS[status] });
    },
  );
});

describe('Stripe’s events, from every status', () => {
  const cells = STATUSES.flatMap((before) =>
    Object.keys(STRIPE_TABLE).map((stripe) => [before, stripe] as const),
  );
  it.each(cells)(
    'given a subscription in %s / when Stripe then reports it “%s” / the member sees the table’s status',
    async (before, stripe) => {
      const { member, client } = await signedInMember(test);
      const subscription = subscriptionIn(before, member.id, 'stripe');
      await apply(subscription, T0);
      await apply({ ...subscription, status: statusOf(stripe) }, new Date(T0.getTime() + DAY));
      const status = STRIPE_TABLE[stripe] as PlanConnectionStatus;
      expect(await seenBy(client)).toEqual({ status, active: HOLDS[status], access: HOLDS[status] });
    },
  );
});

describe('an older subscription of the plan that ends late (events out of order), from every status', () => {
  it.each(STATUSES)(
    'given the newer subscription in %s / the older one’s end changes nothing',
    async (before) => {
      const { member, client } = await signedInMember(test);
      const older = subscriptionIn('ACTIVE', member.id, 'stripe');
      await apply(older, T0);
      await apply(subscriptionIn(before, member.id, 'stripe'), new Date(T0.getTime() + DAY));
      await apply({ ...older, status: 'CANCELED', endedAt: T0 }, new Date(T0.getTime() + 2 * DAY));
      expect(await seenBy(client)).toEqual({ status: before, active: HOLDS[before], access: HOLDS[before] });
    },
  );
});

describe('the statuses that never hold the plan', () => {
  it.each(['UNPAID', 'INCOMPLETE', 'PAUSED'] as const)(
    'given a member whose paying subscription becomes %s / they lose the plan and its content at once',
    async (after) => {
      const { member, client } = await signedInMember(test);
      const subscription = subscriptionIn('ACTIVE', member.id, 'stripe');
      await apply(subscription, T0);
      expect(await seenBy(client)).toEqual({ status: 'ACTIVE', active: true, access: true });
      await apply({ ...subscription, status: after }, new Date(T0.getTime() + DAY));
      expect(await seenBy(client)).toEqual({ status: after, active: false, access: false });
    },
  );
});
