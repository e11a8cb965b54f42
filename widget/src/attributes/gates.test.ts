import { type Member, PLAN_CONNECTION_STATUSES } from '@wf/sdk/contract';
import { sampleFreeConnection, sampleMember, sampleMembershipConnection } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { decideGate, type Viewer } from './gates.ts';

const groups = [
  { key: 'members-area', plans: [] },
  { key: 'pro-content', plans: ['pln_membership'] },
];

function viewer(member: Member | null): Viewer {
  return { member, groups };
}

/** Every value of docs/product/data-attributes.md §2, with and without its `!`. */
const VALUES = [
  'members',
  'verified',
  'free-plans',
  'paid-plans',
  'no-plans',
  'is-trialing',
  'has-failed-payment',
  'has-password',
  'is-admin',
  'members-area',
  'pro-content',
];

function shown(member: Member | null): string[] {
  return VALUES.flatMap((value) => [value, `!${value}`]).filter(
    (value) => decideGate(value, viewer(member)) === 'show',
  );
}

describe('gated content for a signed-out visitor (§2, the signed-out list)', () => {
  it('keeps exactly the values the catalogue keeps, and removes every other', () => {
    expect(shown(null).sort()).toEqual(
      [
        '!members',
        '!free-plans',
        '!paid-plans',
        '!no-plans',
        '!is-trialing',
        'has-password',
        '!has-password',
        '!is-admin',
        '!members-area',
        '!pro-content',
      ].sort(),
    );
  });
});

describe('gated content for a signed-in member', () => {
  it('a verified member on a free plan with a password', () => {
    expect(shown(sampleMember()).sort()).toEqual(
      [
        'members',
        'verified',
        'free-plans',
        '!paid-plans',
        '!no-plans',
        '!is-trialing',
        '!has-failed-payment',
        'has-password',
        '!is-admin',
        'members-area',
        '!pro-content',
      ].sort(),
    );
  });

  it('an unverified member without plans or password (a provider sign-up)', () => {
    const member = sampleMember({
      verified: false,
      planConnections: [],
      auth: { email: 'p@example.org', hasPassword: false, providers: [{ provider: 'google' }] },
    });
    expect(shown(member).sort()).toEqual(
      [
        'members',
        '!verified',
        '!free-plans',
        '!paid-plans',
        'no-plans',
        '!is-trialing',
        '!has-failed-payment',
        '!has-password',
        '!is-admin',
        'members-area',
        '!pro-content',
      ].sort(),
    );
  });

  it('a trialing subscriber is paid, trialing, and granted the paid group', () => {
    const member = sampleMember({ planConnections: [sampleMembershipConnection('trial')] });
    const values = shown(member);
    expect(values).toEqual(
      expect.arrayContaining(['paid-plans', 'is-trialing', 'pro-content', '!free-plans']),
    );
    expect(values).not.toContain('no-plans');
    expect(values).not.toContain('has-failed-payment');
  });

  it('a subscriber whose payment failed (PAST_DUE, ours; REQUIRES_PAYMENT; REQUIRES_AUTHENTICATION)', () => {
    for (const status of ['PAST_DUE', 'REQUIRES_PAYMENT', 'REQUIRES_AUTHENTICATION'] as const) {
      const connection = { ...sampleMembershipConnection('active'), status };
      const values = shown(sampleMember({ planConnections: [connection] }));
      expect(values, status).toContain('has-failed-payment');
      expect(values, status).not.toContain('!has-failed-payment');
    }
  });

  it('a cancelled subscription counts as no plan and grants nothing', () => {
    const member = sampleMember({ planConnections: [sampleMembershipConnection('lapsed')] });
    const values = shown(member);
    expect(values).toEqual(expect.arrayContaining(['no-plans', '!paid-plans', '!pro-content']));
    expect(values).not.toContain('pro-content');
  });

  it('an administrator is recognised by the pln_admin- prefix', () => {
    const member = sampleMember({
      planConnections: [sampleFreeConnection({ id: 'con_admin', planId: 'pln_admin-world-family' })],
    });
    expect(decideGate('is-admin', viewer(member))).toBe('show');
    expect(decideGate('!is-admin', viewer(member))).toBe('hide');
  });
});

describe('plans held in every status (the service\'s rule, docs/product/payments-and-providers.md "Access")', () => {
  /** The statuses that hold a plan, written out rather than asked of the rule under test. */
  const HOLDING = new Set(['ACTIVE', 'TRIALING', 'PAST_DUE']);
  const adminGroups = [{ key: 'admin-area', plans: ['pln_admin-world-family'] }];

  function adminIn(status: (typeof PLAN_CONNECTION_STATUSES)[number]): Member {
    return sampleMember({
      planConnections: [
        sampleFreeConnection({
          id: 'con_admin',
          planId: 'pln_admin-world-family',
          status,
          active: HOLDING.has(status),
        }),
      ],
    });
  }

  it('given an admin plan connection in each status / only a holding one shows is-admin, the admin group and free-plans', () => {
    for (const status of PLAN_CONNECTION_STATUSES) {
      const holds = HOLDING.has(status);
      const view = { member: adminIn(status), groups: adminGroups };
      expect(decideGate('is-admin', view), status).toBe(holds ? 'show' : 'hide');
      expect(decideGate('admin-area', view), status).toBe(holds ? 'show' : 'hide');
      expect(decideGate('free-plans', view), status).toBe(holds ? 'show' : 'hide');
      expect(decideGate('no-plans', view), status).toBe(holds ? 'hide' : 'show');
    }
  });

  it('given a CANCELED or UNPAID admin / the admin-only content is removed', () => {
    for (const status of ['CANCELED', 'UNPAID'] as const) {
      const view = { member: adminIn(status), groups: adminGroups };
      expect(decideGate('is-admin', view), status).toBe('hide');
      expect(decideGate('admin-area', view), status).toBe('hide');
      expect(decideGate('!is-admin', view), status).toBe('show');
    }
  });

  it('given a cached admin connection still marked active but CANCELED / the status decides', () => {
    const member = sampleMember({
      planConnections: [
        sampleFreeConnection({ id: 'con_admin', planId: 'pln_admin-world-family', status: 'CANCELED' }),
      ],
    });
    expect(decideGate('is-admin', { member, groups: adminGroups })).toBe('hide');
    expect(decideGate('admin-area', { member, groups: adminGroups })).toBe('hide');
  });

  it('given an UNPAID or INCOMPLETE subscription / it is not a paid plan, and the member holds none', () => {
    for (const status of ['UNPAID', 'INCOMPLETE', 'PAUSED'] as const) {
      const connection = { ...sampleMembershipConnection('active'), status, active: false };
      const values = shown(sampleMember({ planConnections: [connection] }));
      expect(values, status).toEqual(expect.arrayContaining(['!paid-plans', 'no-plans', '!pro-content']));
    }
  });
});

describe('values the app does not know (ours: fail closed)', () => {
  it('a typo is hidden for everyone, with or without a `!`', () => {
    for (const member of [null, sampleMember()]) {
      expect(decideGate('memebrs', viewer(member))).toBe('hide');
      expect(decideGate('!memebrs', viewer(member))).toBe('hide');
    }
  });

  it('a possible group key waits for the app instead of guessing', () => {
    expect(decideGate('members-area', { member: sampleMember(), groups: null })).toBe('pending');
    expect(decideGate('members', { member: sampleMember(), groups: null })).toBe('show');
  });

  it('surrounding spaces do not change the value', () => {
    expect(decideGate(' members ', viewer(sampleMember()))).toBe('show');
  });
});
