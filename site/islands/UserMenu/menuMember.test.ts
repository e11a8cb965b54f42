import { PLAN_CONNECTION_STATUSES } from '@wf/sdk/contract';
import { sampleFreeConnection, sampleMember } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { menuMember } from './menuMember.ts';

/** A member on the free plan who also has the admin plan, its connection in `status`. */
function adminIn(status: (typeof PLAN_CONNECTION_STATUSES)[number]) {
  const active = status === 'ACTIVE' || status === 'TRIALING' || status === 'PAST_DUE';
  return sampleMember({
    planConnections: [
      sampleFreeConnection(),
      sampleFreeConnection({ id: 'con_admin', planId: 'pln_admin-world-family-2p9c7sle', status, active }),
    ],
  });
}

describe('menuMember (docs/product/website.md §2 Shared layout, §6)', () => {
  it("given an admin whose admin plan connection is ACTIVE / the menu offers 'Admin Videos'", () => {
    expect(menuMember(adminIn('ACTIVE'), 'User')).toEqual({ name: 'Ada Okonkwo', admin: true });
  });

  it("given an admin whose admin plan connection is CANCELED or UNPAID / the menu does not offer 'Admin Videos'", () => {
    expect(menuMember(adminIn('CANCELED'), 'User').admin).toBe(false);
    expect(menuMember(adminIn('UNPAID'), 'User').admin).toBe(false);
  });

  it("given the admin plan in each status / 'Admin Videos' only while the connection holds the plan", () => {
    for (const status of PLAN_CONNECTION_STATUSES) {
      const holds = status === 'ACTIVE' || status === 'TRIALING' || status === 'PAST_DUE';
      expect(menuMember(adminIn(status), 'User').admin, status).toBe(holds);
    }
  });

  it('given nobody signed in / no label and no admin link', () => {
    expect(menuMember(null, 'User')).toEqual({ name: undefined, admin: false });
  });
});
