import { formatBillingDate } from '@wf/sdk/membership';
import { describe, expect, it } from 'vitest';
import type { ActivatedCopy } from './copy.ts';
import { activatedLine } from './membershipLine.ts';

const DATE = Date.UTC(2026, 10, 30, 12);

/** content/site/pages/passkit-success.yaml */
const copy: ActivatedCopy = {
  confirming: 'Confirming your membership...',
  trial: 'Your 7-day free trial has started. It runs until {date}.',
  trialCard: 'Your free trial runs until {date}; your first payment of {amount} follows then.',
  active: 'Your next payment of {amount} is on {date}.',
  ending: 'Your membership runs until {date}.',
  pending: 'Your membership will show on your dashboard in a moment.',
};

describe('activatedLine (docs/product/website.md §2 "Membership activated")', () => {
  it('given the member still being read / it says the membership is being confirmed', () => {
    expect(activatedLine(copy, { state: 'confirming' })).toBe('Confirming your membership...');
  });

  it('given a trial just started, with or without a card / it says until when, and the first payment', () => {
    expect(
      activatedLine(copy, { state: 'confirmed', summary: { kind: 'trial', daysLeft: 7, endsAt: DATE } }),
    ).toBe(`Your 7-day free trial has started. It runs until ${formatBillingDate(DATE)}.`);
    expect(
      activatedLine(copy, {
        state: 'confirmed',
        summary: { kind: 'trial-card', daysLeft: 7, chargesAt: DATE, amount: '$1.00' },
      }),
    ).toBe(
      `Your free trial runs until ${formatBillingDate(DATE)}; your first payment of $1.00 follows then.`,
    );
  });

  it('given a paid Membership / it says the next payment', () => {
    expect(
      activatedLine(copy, {
        state: 'confirmed',
        summary: { kind: 'active', nextBillingDate: DATE, amount: '$1.00' },
      }),
    ).toBe(`Your next payment of $1.00 is on ${formatBillingDate(DATE)}.`);
  });

  it('given a member who does not show the Membership yet / it says it will show soon', () => {
    expect(activatedLine(copy, { state: 'confirmed', summary: { kind: 'none' } })).toBe(
      'Your membership will show on your dashboard in a moment.',
    );
  });

  it('given a plan that includes the videos anyway / it adds nothing', () => {
    expect(activatedLine(copy, { state: 'confirmed', summary: { kind: 'included' } })).toBeNull();
  });
});
