import { formatBillingDate } from '@wf/sdk/membership';
import { describe, expect, it } from 'vitest';
import { passMembershipLine } from './passMembership.ts';

const DATE = Date.UTC(2026, 11, 13, 12);
const written = formatBillingDate(DATE);

describe('passMembershipLine (docs/product/website.md §2 "Wallet pass widget")', () => {
  it('given a trial or a cancelled Membership / it is active until the day it ends', () => {
    expect(passMembershipLine({ kind: 'trial', daysLeft: 5, endsAt: DATE })).toEqual({
      state: 'active',
      text: `Membership active until ${written}`,
    });
    expect(passMembershipLine({ kind: 'ending', endsAt: DATE }).text).toBe(
      `Membership active until ${written}`,
    );
  });

  it('given a Membership that renews / it says the day it renews', () => {
    expect(passMembershipLine({ kind: 'active', nextBillingDate: DATE, amount: '$1.00' }).text).toBe(
      `Membership active, renews on ${written}`,
    );
    expect(
      passMembershipLine({ kind: 'trial-card', daysLeft: 5, chargesAt: DATE, amount: '$1.00' }).text,
    ).toBe(`Membership active, renews on ${written}`);
  });

  it('given a failed payment / it is still active, and asks for a new card', () => {
    expect(passMembershipLine({ kind: 'past-due' })).toEqual({
      state: 'overdue',
      text: 'Membership active, payment overdue',
      hint: 'Please update your card to keep your membership.',
    });
  });

  it('given no Membership or a lapsed one / it is inactive, with the trial or a renewal to do', () => {
    expect(passMembershipLine({ kind: 'none' })).toEqual({
      state: 'inactive',
      text: 'Membership inactive',
      hint: 'Start your free trial to use your member ID.',
    });
    expect(passMembershipLine({ kind: 'lapsed' }).hint).toBe('Renew your membership to use your member ID.');
  });
});
