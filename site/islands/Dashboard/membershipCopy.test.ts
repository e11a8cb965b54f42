import { formatBillingDate } from '@wf/sdk/membership';
import { describe, expect, it } from 'vitest';
import type { MembershipSummary } from '../../lib/membership/summary.ts';
import { type MembershipCardCopy, membershipCardAction, membershipCardWords } from './membershipCopy.ts';

const DATE = Date.UTC(2026, 11, 13, 12);

/** The card's words as content/site/pages/dashboard.yaml has them. */
const copy: MembershipCardCopy = {
  title: 'Your Membership',
  states: {
    none: { status: 'Free account', headline: 'Start your free trial', text: 'No card needed.' },
    included: { status: 'Included', headline: 'Full access with your plan', text: 'Included.' },
    trial: { status: 'Free trial', headline: '{days} days left', text: 'Your free trial ends on {date}.' },
    'trial-card': {
      status: 'Free trial',
      headline: '{days} days left',
      text: 'Your first payment of {amount} is on {date}.',
    },
    active: { status: 'Active', headline: 'Next payment on {date}', text: '{amount} a month.' },
    ending: { status: 'Ending', headline: 'Ends on {date}', text: 'It will not renew.' },
    'past-due': { status: 'Payment failed', headline: 'Your payment failed', text: 'Update your card.' },
    lapsed: { status: 'Lapsed', headline: 'Your membership has lapsed', text: 'Renew.' },
  },
  oneDayLeft: '1 day left',
  activeNoDate: 'Your membership is active',
  trial: 'Start Free Trial',
  subscribe: 'Subscribe for $1.00/month',
  renew: 'Renew for $1.00/month',
  manage: 'Manage membership',
  checkoutBusy: 'Opening checkout...',
  portalBusy: 'Opening your billing portal...',
  failed: 'Please try again.',
};

describe('membershipCardAction (docs/product/website.md §2 "Member dashboard")', () => {
  it('given each state / it offers the one action the spec names', () => {
    const cases: [MembershipSummary, ReturnType<typeof membershipCardAction>][] = [
      [{ kind: 'none' }, { kind: 'checkout', label: 'trial' }],
      [
        { kind: 'trial', daysLeft: 5, endsAt: DATE },
        { kind: 'checkout', label: 'subscribe' },
      ],
      [
        { kind: 'trial-card', daysLeft: 5, chargesAt: DATE, amount: '$1.00' },
        { kind: 'portal', label: 'manage' },
      ],
      [
        { kind: 'active', nextBillingDate: DATE, amount: '$1.00' },
        { kind: 'portal', label: 'manage' },
      ],
      [
        { kind: 'ending', endsAt: DATE },
        { kind: 'portal', label: 'manage' },
      ],
      [{ kind: 'past-due' }, { kind: 'portal', label: 'manage' }],
      [{ kind: 'lapsed' }, { kind: 'checkout', label: 'renew' }],
      [{ kind: 'included' }, null],
    ];
    for (const [summary, action] of cases)
      expect(membershipCardAction(summary), summary.kind).toEqual(action);
  });
});

describe('membershipCardWords', () => {
  it('given a trial / it fills the days and the end date', () => {
    expect(membershipCardWords(copy, { kind: 'trial', daysLeft: 5, endsAt: DATE })).toEqual({
      status: 'Free trial',
      headline: '5 days left',
      text: `Your free trial ends on ${formatBillingDate(DATE)}.`,
    });
  });

  it("given a trial's last day / it says '1 day left'", () => {
    expect(membershipCardWords(copy, { kind: 'trial', daysLeft: 1, endsAt: DATE }).headline).toBe(
      '1 day left',
    );
  });

  it('given a trial with a card / it fills the first payment and its date', () => {
    expect(
      membershipCardWords(copy, { kind: 'trial-card', daysLeft: 5, chargesAt: DATE, amount: '$1.00' }).text,
    ).toBe(`Your first payment of $1.00 is on ${formatBillingDate(DATE)}.`);
  });

  it('given an active Membership with or without a date / it says the next payment, or that it is active', () => {
    expect(
      membershipCardWords(copy, { kind: 'active', nextBillingDate: DATE, amount: '$1.00' }),
    ).toMatchObject({
      headline: `Next payment on ${formatBillingDate(DATE)}`,
      text: '$1.00 a month.',
    });
    expect(
      membershipCardWords(copy, { kind: 'active', nextBillingDate: null, amount: '$1.00' }).headline,
    ).toBe('Your membership is active');
  });

  it("given a cancelled Membership / it says 'Ends on {date}'", () => {
    expect(membershipCardWords(copy, { kind: 'ending', endsAt: DATE }).headline).toBe(
      `Ends on ${formatBillingDate(DATE)}`,
    );
  });
});
