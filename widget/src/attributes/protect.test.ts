// @vitest-environment happy-dom
import type { ContentGroup } from '@wf/sdk/contract';
import { sampleFreeConnection, sampleMember } from '@wf/sdk/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { protectedRedirect, protectPage } from './protect.ts';

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

describe('protecting the page from the cache, then from the service', () => {
  const navigations: string[] = [];
  const held = () => document.getElementById('wf-protect-hold') !== null;

  beforeEach(() => {
    navigations.length = 0;
    window.history.replaceState(null, '', '/admin/videos');
    vi.spyOn(window.location, 'replace').mockImplementation((url) => {
      navigations.push(String(url));
    });
    document.getElementById('wf-protect-hold')?.remove();
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('given a cached member the page refuses / it is held unpainted, not left, until the service answers', () => {
    protectPage(groups, adminIn('CANCELED'), false);
    expect(held()).toBe(true);
    expect(navigations).toEqual([]);
  });

  it('given the service then says they hold the plan (a payment went through) / the page shows', () => {
    protectPage(groups, adminIn('CANCELED'), false);
    protectPage(groups, adminIn('ACTIVE'), true);
    expect(held()).toBe(false);
    expect(navigations).toEqual([]);
  });

  it('given the service says they still may not / they leave for the group’s redirect', () => {
    protectPage(groups, adminIn('CANCELED'), false);
    protectPage(groups, adminIn('CANCELED'), true);
    expect(navigations).toEqual(['/']);
  });

  it('given a signed-out visitor in the cache / they leave at once, before anything is painted', () => {
    protectPage(groups, null, false);
    expect(navigations).toEqual(['/']);
    expect(held()).toBe(false);
  });
});
