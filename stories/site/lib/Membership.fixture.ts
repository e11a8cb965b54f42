/** Shared fixtures of the membership stories: members in each state, and a fake of the billing calls. */
import { FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, MEMBERSHIP_PRICE_ID, TEAM_PLAN_ID } from '@wf/config/app';
import { WfError } from '@wf/sdk';
import type { Member } from '@wf/sdk/contract';
import { sampleFreeConnection, sampleMember, sampleMembershipConnection } from '@wf/sdk/testing';
import { fn } from 'storybook/test';
import type { MembershipBilling } from '../../../site/lib/membership/billing.ts';
import type { OffersCopy } from '../../../site/lib/membership/copy.ts';

/** The stories' clock: November 23, 2026, noon UTC. */
export const NOW = Date.UTC(2026, 10, 23, 12);

/** The Membership's states as sampleMembershipConnection names them. */
export type MembershipStoryState = Parameters<typeof sampleMembershipConnection>[0];

/** Ada on her free account, holding the Membership in `state` (or never having held it). */
export function memberIn(state?: MembershipStoryState | 'team'): Member {
  const free = sampleFreeConnection({ planId: FREE_PLAN_ID });
  if (!state) return sampleMember({ planConnections: [free] });
  if (state === 'team') {
    const team = sampleFreeConnection({ id: 'con_team', planId: TEAM_PLAN_ID, type: 'TEAM' });
    return sampleMember({ planConnections: [free, team] });
  }
  const membership = { ...sampleMembershipConnection(state, NOW), planId: MEMBERSHIP_PLAN_ID };
  return sampleMember({ planConnections: [free, membership], stripeCustomerId: 'cus_ada' });
}

/** A fake of the checkout and portal calls: each answers as if the browser were leaving (it stays). */
export function fakeBilling(
  overrides: Partial<Record<keyof MembershipBilling, () => Promise<unknown>>> = {},
) {
  const leaving = () => new Promise<never>(() => {});
  return {
    purchasePlansWithCheckout: fn(overrides.purchasePlansWithCheckout ?? leaving),
    launchStripeCustomerPortal: fn(overrides.launchStripeCustomerPortal ?? leaving),
  } satisfies MembershipBilling;
}

/** The service refusing a second paid plan (docs/product/payments-and-providers.md "Wire shapes"). */
export function alreadySubscribed(): WfError {
  return new WfError(
    'checkout/already-subscribed',
    'You already have the Membership plan. Manage it from your billing portal.',
    { status: 409 },
  );
}

/** What the checkout is started with, wherever it is started. */
export const CHECKOUT_REQUEST = {
  priceId: MEMBERSHIP_PRICE_ID,
  successUrl: '/passkit-success',
  cancelUrl: '/dashboard',
};

/** The offers of content/site/pages/videos.yaml. */
export const libraryOffers: OffersCopy = {
  trial: {
    title: 'Watch every video with a free trial',
    text: 'Your account is ready. Start your 7-day free trial to watch the whole library. No card needed.',
    action: 'Start Free Trial',
  },
  renew: {
    title: 'Welcome back',
    text: 'Your membership has ended. Renew it to watch every video in the library again.',
    action: 'Renew for $1.00/month',
  },
  busy: 'Opening checkout...',
  failed: 'We could not reach the payment page. Please try again.',
};

/** The offers of content/site/pages/video.yaml. */
export const videoOffers: OffersCopy = {
  trial: {
    text: 'Start your 7-day free trial to watch this video. No card needed.',
    action: 'Start Free Trial',
  },
  renew: {
    text: 'Your membership has ended. Renew it to watch this video.',
    action: 'Renew for $1.00/month',
  },
  busy: 'Opening checkout...',
  failed: 'We could not reach the payment page. Please try again.',
};
