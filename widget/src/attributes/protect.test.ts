import type { ContentGroup } from '@wf/sdk/contract';
import { sampleFreeConnection, sampleMember } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { protectedRedirect } from './protect.ts';

const groups: ContentGroup[] = [
  {
    key: 'admin-area',
    name: 'Admin',
    urls: [{ filter: 'STARTS', url: '/admin/' }],
    redirect: '/',
    plans: ['pln_admin-world-family'],
  },
];

const at = (pathname: string) => ({ pathname, search: '', href: `https://site.example${pathname}` });

function adminIn(status: 'ACTIVE' | 'PAST_DUE' | 'CANCELED' | 'UNPAID') {
  const active = status === 'ACTIVE' || status === 'PAST_DUE';
  return sampleMember({
    planConnections: [sampleFreeConnection({ planId: 'pln_admin-world-family', status, active })],
  });
}

describe('page protection in the browser (docs/product/data-attributes.md §12)', () => {
  it('given a page in no group / everyone stays', () => {
    expect(protectedRedirect(at('/videos'), groups, null)).toBeNull();
  });

  it('given an admin page and a member holding the admin plan / they stay, the grace period included', () => {
    expect(protectedRedirect(at('/admin/videos'), groups, adminIn('ACTIVE'))).toBeNull();
    expect(protectedRedirect(at('/admin/videos'), groups, adminIn('PAST_DUE'))).toBeNull();
  });

  it('given an admin page and an admin plan that is CANCELED or UNPAID / they go to the group’s redirect, as the service sends them', () => {
    expect(protectedRedirect(at('/admin/videos'), groups, adminIn('CANCELED'))).toBe('/');
    expect(protectedRedirect(at('/admin/videos'), groups, adminIn('UNPAID'))).toBe('/');
  });

  it('given a signed-out visitor on an admin page / they go to the group’s redirect', () => {
    expect(protectedRedirect(at('/admin/videos'), groups, null)).toBe('/');
  });
});
