import { sampleMember } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { pageAccess } from './pageAccess.ts';

const admin = sampleMember({
  planConnections: [
    {
      id: 'con_admin-staff',
      active: true,
      planId: 'pln_admin-staff',
      type: 'FREE',
      status: 'ACTIVE',
      payment: null,
    },
  ],
});

describe('pageAccess', () => {
  it('given the member state still loading / it is loading, for members and admins pages', () => {
    expect(pageAccess('loading', null, 'members')).toBe('loading');
    expect(pageAccess('loading', null, 'admins')).toBe('loading');
  });

  it('given nobody signed in / it is signed-out, for members and admins pages', () => {
    expect(pageAccess('signed-out', null, 'members')).toBe('signed-out');
    expect(pageAccess('signed-out', null, 'admins')).toBe('signed-out');
  });

  it('given signed in but the member not read yet / it is still loading', () => {
    expect(pageAccess('signed-in', null, 'members')).toBe('loading');
    expect(pageAccess('signed-in', null, 'admins')).toBe('loading');
  });

  it('given a member without the admin plan / a members page admits them, an admin page denies them', () => {
    expect(pageAccess('signed-in', sampleMember(), 'members')).toBe('admitted');
    expect(pageAccess('signed-in', sampleMember(), 'admins')).toBe('denied');
  });

  it('given a member whose admin plan connection is CANCELED or UNPAID / an admin page denies them', () => {
    for (const status of ['CANCELED', 'UNPAID'] as const) {
      const lapsed = sampleMember({
        planConnections: [
          {
            id: 'con_admin-staff',
            active: false,
            planId: 'pln_admin-staff',
            type: 'FREE',
            status,
            payment: null,
          },
        ],
      });
      expect(pageAccess('signed-in', lapsed, 'admins'), status).toBe('denied');
      expect(pageAccess('signed-in', lapsed, 'members'), status).toBe('admitted');
    }
  });

  it('given an admin / both pages admit them', () => {
    expect(pageAccess('signed-in', admin, 'members')).toBe('admitted');
    expect(pageAccess('signed-in', admin, 'admins')).toBe('admitted');
  });
});
