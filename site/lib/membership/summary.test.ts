import { FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, TEAM_PLAN_ID } from '@wf/config/app';
import type { PlanConnection } from '@wf/sdk/contract';
import { sampleFreeConnection, sampleMember, sampleMembershipConnection } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { isMembershipActive, membershipSummary } from './summary.ts';

const NOW = Date.UTC(2026, 10, 23, 12);
const DAY = 86_400_000;
const free = sampleFreeConnection({ planId: FREE_PLAN_ID });

function memberWith(state?: Parameters<typeof sampleMembershipConnection>[0], ...more: PlanConnection[]) {
  const membership = state ? [{ ...sampleMembershipConnection(state, NOW), planId: MEMBERSHIP_PLAN_ID }] : [];
  return sampleMember({ planConnections: [free, ...membership, ...more] });
}

describe('membershipSummary', () => {
  it('given a free account that never held the Membership / it is none', () => {
    expect(membershipSummary(memberWith(), NOW)).toEqual({ kind: 'none' });
  });

  it('given a trial without a card / it says the days left and when it runs out', () => {
    expect(membershipSummary(memberWith('trial'), NOW)).toEqual({
      kind: 'trial',
      daysLeft: 5,
      endsAt: NOW + 5 * DAY,
    });
  });

  it('given a trial with a card / it says when the first charge comes, and how much', () => {
    expect(membershipSummary(memberWith('trial-card'), NOW)).toEqual({
      kind: 'trial-card',
      daysLeft: 5,
      chargesAt: NOW + 5 * DAY,
      amount: '$1.00',
    });
  });

  it('given an active Membership / it says the next billing date and the amount', () => {
    expect(membershipSummary(memberWith('active'), NOW)).toEqual({
      kind: 'active',
      nextBillingDate: NOW + 20 * DAY,
      amount: '$1.00',
    });
  });

  it('given a cancelled Membership still running / it says when it ends', () => {
    expect(membershipSummary(memberWith('ending'), NOW)).toEqual({ kind: 'ending', endsAt: NOW + 20 * DAY });
  });

  it('given a failed payment / it is past-due; given an ended Membership / it is lapsed', () => {
    expect(membershipSummary(memberWith('past-due'), NOW)).toEqual({ kind: 'past-due' });
    expect(membershipSummary(memberWith('lapsed'), NOW)).toEqual({ kind: 'lapsed' });
  });

  it('given a team plan and no Membership (or a lapsed one) / the videos are included', () => {
    const team = sampleFreeConnection({ id: 'con_team', planId: TEAM_PLAN_ID, type: 'TEAM' });
    expect(membershipSummary(memberWith(undefined, team), NOW)).toEqual({ kind: 'included' });
    expect(membershipSummary(memberWith('lapsed', team), NOW)).toEqual({ kind: 'included' });
  });
});

describe('isMembershipActive', () => {
  it('given none or lapsed / it is false; any other state / it is true', () => {
    expect(isMembershipActive({ kind: 'none' })).toBe(false);
    expect(isMembershipActive({ kind: 'lapsed' })).toBe(false);
    expect(isMembershipActive({ kind: 'past-due' })).toBe(true);
    expect(isMembershipActive({ kind: 'included' })).toBe(true);
  });
});
