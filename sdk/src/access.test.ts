import { describe, expect, it } from 'vitest';
import {
  canAccessGroup,
  channelPostingRefusal,
  heldPlanIds,
  holdsAnyPlan,
  holdsPlan,
  isAdmin,
  isAdminPlan,
  isPaid,
  PLAN_HOLDING_STATUSES,
} from './access.ts';
import { PLAN_CONNECTION_STATUSES, PLAN_CONNECTION_TYPES } from './contract/entities.ts';
import {
  sampleApp,
  sampleFreeConnection,
  sampleMember,
  sampleMembershipConnection,
} from './testing/fixtures.ts';

/** Whether each status holds its plan (docs/product/payments-and-providers.md "Access"), written out. */
const HOLDS: Record<(typeof PLAN_CONNECTION_STATUSES)[number], boolean> = {
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

describe('holdsPlan', () => {
  it('given every status of a plan connection / only ACTIVE, TRIALING and PAST_DUE hold the plan', () => {
    for (const status of PLAN_CONNECTION_STATUSES) {
      expect(holdsPlan({ status }), status).toBe(HOLDS[status]);
    }
    expect(new Set(PLAN_HOLDING_STATUSES)).toEqual(
      new Set(PLAN_CONNECTION_STATUSES.filter((status) => HOLDS[status])),
    );
  });
});

describe('isPaid', () => {
  it('given every connection type / only subscriptions and one-time prices are paid', () => {
    const paid = PLAN_CONNECTION_TYPES.filter((type) => isPaid({ type }));
    expect(paid).toEqual(['SUBSCRIPTION', 'ONETIME']);
  });
});

describe('heldPlanIds and holdsAnyPlan', () => {
  const member = sampleMember({
    planConnections: [
      sampleFreeConnection({ id: 'con_free', planId: 'pln_free' }),
      sampleFreeConnection({ id: 'con_old', planId: 'pln_old', status: 'CANCELED', active: false }),
      sampleMembershipConnection('past-due'),
    ],
  });

  it('given a held, a cancelled and a past-due connection / the cancelled plan is not held', () => {
    expect(heldPlanIds(member)).toEqual(new Set(['pln_free', 'pln_membership']));
  });

  it('given plan lists / holds any of them only through a connection that holds its plan', () => {
    expect(holdsAnyPlan(member, ['pln_old', 'pln_membership'])).toBe(true);
    expect(holdsAnyPlan(member, ['pln_old'])).toBe(false);
    expect(holdsAnyPlan(member, [])).toBe(false);
  });

  it('given a connection whose `active` flag disagrees with its status / the status decides', () => {
    const stale = sampleFreeConnection({ planId: 'pln_old', status: 'UNPAID', active: true });
    expect(holdsAnyPlan(sampleMember({ planConnections: [stale] }), ['pln_old'])).toBe(false);
  });
});

describe('isAdmin (docs/product/website.md §6)', () => {
  const admin = (status: (typeof PLAN_CONNECTION_STATUSES)[number]) =>
    sampleMember({
      planConnections: [
        sampleFreeConnection(),
        sampleFreeConnection({ id: 'con_admin', planId: 'pln_admin-staff', status, active: HOLDS[status] }),
      ],
    });

  it('given an admin plan connection in every status / only one that holds the plan makes an admin', () => {
    for (const status of PLAN_CONNECTION_STATUSES) {
      expect(isAdmin(admin(status)), status).toBe(HOLDS[status]);
    }
  });

  it("given plan ids / only those starting with 'pln_admin-' are administrators' plans", () => {
    expect(isAdminPlan('pln_admin-world-family-2p9c7sle')).toBe(true);
    expect(isAdminPlan('pln_administrator')).toBe(false);
    expect(isAdmin(sampleMember())).toBe(false);
  });
});

describe('canAccessGroup (docs/product/widget.md §3 "Content group")', () => {
  const paidGroup = { plans: ['pln_membership'] };
  const everyMember = { plans: [] };

  it('given a group granted to a plan / opens to a holder, the grace period included', () => {
    for (const state of ['trial', 'trial-card', 'active', 'ending', 'past-due'] as const) {
      const member = sampleMember({ planConnections: [sampleMembershipConnection(state)] });
      expect(canAccessGroup(member, paidGroup), state).toBe(true);
    }
  });

  it('given a lapsed, free or absent member / the plan group stays closed', () => {
    const lapsed = sampleMember({ planConnections: [sampleMembershipConnection('lapsed')] });
    expect(canAccessGroup(lapsed, paidGroup)).toBe(false);
    expect(canAccessGroup(sampleMember(), paidGroup)).toBe(false);
    expect(canAccessGroup(null, paidGroup)).toBe(false);
  });

  it('given a group granted to no plan / opens to every member, and to no visitor', () => {
    expect(canAccessGroup(sampleMember({ planConnections: [] }), everyMember)).toBe(true);
    expect(canAccessGroup(null, everyMember)).toBe(false);
  });

  it('given a group the app does not have / opens to nobody', () => {
    const member = sampleMember({ planConnections: [sampleMembershipConnection('active')] });
    const missing = sampleApp().contentGroups.find((group) => group.key === 'no-such-group');
    expect(canAccessGroup(member, missing)).toBe(false);
  });
});

describe('channelPostingRefusal (docs/comments.md "Rules")', () => {
  const member = (verified: boolean, planId?: string, status: 'ACTIVE' | 'CANCELED' = 'ACTIVE') => ({
    verified,
    planConnections: planId ? [{ planId, status }] : [],
  });

  it('given nobody signed in, every channel answers not-logged-in', () => {
    expect(channelPostingRefusal(null, { rule: 'members', planIds: [] })).toBe('not-logged-in');
  });

  it('given the default rule, every signed-in member may post, verified or not', () => {
    expect(channelPostingRefusal(member(false), { rule: 'members', planIds: [] })).toBeNull();
  });

  it('given a verified-only channel, an unverified member is refused with not-verified', () => {
    expect(channelPostingRefusal(member(false), { rule: 'verified', planIds: [] })).toBe('not-verified');
    expect(channelPostingRefusal(member(true), { rule: 'verified', planIds: [] })).toBeNull();
  });

  it('given a channel for plans, only a member holding one of them may post (a CANCELED one holds nothing)', () => {
    const access = { rule: 'plans', planIds: ['pln_a', 'pln_b'] } as const;
    expect(channelPostingRefusal(member(true, 'pln_b'), access)).toBeNull();
    expect(channelPostingRefusal(member(true, 'pln_c'), access)).toBe('plan-required');
    expect(channelPostingRefusal(member(true, 'pln_a', 'CANCELED'), access)).toBe('plan-required');
    expect(channelPostingRefusal(member(true, 'pln_a'), { rule: 'plans', planIds: [] })).toBe(
      'plan-required',
    );
  });
});
