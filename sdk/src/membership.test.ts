import { describe, expect, it } from 'vitest';
import { daysUntil, formatMoney, membershipState } from './membership.ts';
import { sampleMember, sampleMembershipConnection } from './testing/fixtures.ts';

const NOW = Date.UTC(2026, 10, 23, 12);
const DAY = 86_400_000;
const withConnection = (state: Parameters<typeof sampleMembershipConnection>[0]) =>
  sampleMember({ planConnections: [sampleMembershipConnection(state, NOW)] });

describe('membershipState', () => {
  it('given no paid connection / is none (the trial is on offer)', () => {
    expect(membershipState(sampleMember(), 'pln_membership', NOW)).toEqual({ kind: 'none' });
  });

  it('given a trial without a card / counts the days left and does not convert', () => {
    const state = membershipState(withConnection('trial'), 'pln_membership', NOW);
    expect(state).toMatchObject({ kind: 'trial', daysLeft: 5, converts: false, endsAt: NOW + 5 * DAY });
  });

  it('given a trial with a card / converts at its end', () => {
    expect(membershipState(withConnection('trial-card'), 'pln_membership', NOW)).toMatchObject({
      kind: 'trial',
      converts: true,
    });
  });

  it('given an active plan / names the next charge; once cancelled, the end instead', () => {
    expect(membershipState(withConnection('active'), 'pln_membership', NOW)).toMatchObject({
      kind: 'active',
      nextBillingDate: NOW + 20 * DAY,
      endsAt: null,
    });
    expect(membershipState(withConnection('ending'), 'pln_membership', NOW)).toMatchObject({
      kind: 'active',
      nextBillingDate: null,
      endsAt: NOW + 20 * DAY,
    });
  });

  it('given a failed payment or a cancelled plan / is past-due or lapsed', () => {
    expect(membershipState(withConnection('past-due'), 'pln_membership', NOW).kind).toBe('past-due');
    expect(membershipState(withConnection('lapsed'), 'pln_membership', NOW).kind).toBe('lapsed');
  });
});

describe('formatting', () => {
  it('given amounts in major units / formats money in the reader language', () => {
    expect(formatMoney(1, 'usd')).toBe('$1.00');
    expect(formatMoney(500, 'jpy', 'en-US')).toBe('¥500');
  });
  it('given a part of a day left / counts it as a day, never below zero', () => {
    expect(daysUntil(NOW + DAY / 2, NOW)).toBe(1);
    expect(daysUntil(NOW - DAY, NOW)).toBe(0);
  });
});
