import { describe, expect, it } from 'vitest';
import { statusOf } from './mapping.ts';

describe('statusOf', () => {
  it("given each of Stripe's subscription statuses, it answers ours, upper-cased", () => {
    const stripe = [
      'active',
      'trialing',
      'past_due',
      'unpaid',
      'canceled',
      'incomplete',
      'incomplete_expired',
      'paused',
    ];

    expect(stripe.map(statusOf)).toEqual([
      'ACTIVE',
      'TRIALING',
      'PAST_DUE',
      'UNPAID',
      'CANCELED',
      'INCOMPLETE',
      'INCOMPLETE_EXPIRED',
      'PAUSED',
    ]);
  });

  it('given a status we do not know, it throws rather than guess (the event is then retried)', () => {
    expect(() => statusOf('on_hold')).toThrow('Stripe subscription status "on_hold" has no status of ours');
  });
});
