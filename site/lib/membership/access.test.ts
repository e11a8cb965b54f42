import { ADMIN_PLAN_ID, FREE_PLAN_ID, MEMBERSHIP_PLAN_ID, TEAM_PLAN_ID } from '@wf/config/app';
import type { PlanConnection } from '@wf/sdk/contract';
import { sampleFreeConnection, sampleMember, sampleMembershipConnection } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { fallbackOffer, videoAccess } from './access.ts';

const NOW = Date.UTC(2026, 10, 23, 12);
const free = sampleFreeConnection({ planId: FREE_PLAN_ID });

/** A member on the free account, holding the Membership in `state` too. */
function memberWith(state?: Parameters<typeof sampleMembershipConnection>[0], ...more: PlanConnection[]) {
  const membership = state ? [{ ...sampleMembershipConnection(state, NOW), planId: MEMBERSHIP_PLAN_ID }] : [];
  return sampleMember({ planConnections: [free, ...membership, ...more] });
}

describe('videoAccess', () => {
  it('given a free account alone / it offers the free trial', () => {
    expect(videoAccess(memberWith(), NOW)).toEqual({ kind: 'offer', offer: 'trial' });
  });

  it('given a trial, with or without a card, an active, ending or past-due Membership / it grants the videos', () => {
    for (const state of ['trial', 'trial-card', 'active', 'ending', 'past-due'] as const) {
      expect(videoAccess(memberWith(state), NOW), state).toEqual({ kind: 'granted' });
    }
  });

  it('given a lapsed Membership / it offers a renewal, never the trial again', () => {
    expect(videoAccess(memberWith('lapsed'), NOW)).toEqual({ kind: 'offer', offer: 'renew' });
  });

  it('given a team or the admin plan without the Membership / it grants the videos', () => {
    const team = sampleFreeConnection({ id: 'con_team', planId: TEAM_PLAN_ID, type: 'TEAM' });
    const admin = sampleFreeConnection({ id: 'con_admin', planId: ADMIN_PLAN_ID });
    expect(videoAccess(memberWith(undefined, team), NOW)).toEqual({ kind: 'granted' });
    expect(videoAccess(memberWith('lapsed', admin), NOW)).toEqual({ kind: 'granted' });
  });

  it('given an admin plan connection that is CANCELED or UNPAID, without the Membership / it offers the trial', () => {
    for (const status of ['CANCELED', 'UNPAID'] as const) {
      const admin = sampleFreeConnection({ id: 'con_admin', planId: ADMIN_PLAN_ID, status, active: false });
      expect(videoAccess(memberWith(undefined, admin), NOW), status).toEqual({
        kind: 'offer',
        offer: 'trial',
      });
    }
  });

  it('given a cancelled team connection / it does not grant the videos', () => {
    const team = sampleFreeConnection({
      planId: TEAM_PLAN_ID,
      type: 'TEAM',
      status: 'CANCELED',
      active: false,
    });
    expect(videoAccess(memberWith(undefined, team), NOW)).toEqual({ kind: 'offer', offer: 'trial' });
  });
});

describe('fallbackOffer (the service refused a member the site thought could watch)', () => {
  it('given a member who never held the Membership / it is the trial; otherwise a renewal', () => {
    expect(fallbackOffer(memberWith(), NOW)).toBe('trial');
    expect(fallbackOffer(memberWith('active'), NOW)).toBe('renew');
  });
});
