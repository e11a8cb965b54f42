import { isAdmin } from '@wf/sdk/access';
import { sampleMember } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { flashToast, takeFlashToast } from '../../lib/flash-toast.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('isAdmin (docs/product/website.md §6)', () => {
  it("given a plan connection starting with 'pln_admin-' / it is an admin", () => {
    const member = sampleMember({
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
    expect(isAdmin(member)).toBe(true);
  });
  it('given only the member plan / it is not', () => {
    expect(isAdmin(sampleMember())).toBe(false);
  });
});

describe('flash toast', () => {
  it('given a kept toast / when the next page takes it / it is returned once', () => {
    const storage = memoryStorage();
    flashToast(
      {
        title: 'Access Denied',
        description: 'You need an Admin Plan to access this page.',
        variant: 'destructive',
      },
      storage,
      '/admin/videos',
    );
    // The page that kept it (its toaster may mount before it leaves) does not take it.
    expect(takeFlashToast(storage, '/admin/videos')).toBeNull();
    expect(takeFlashToast(storage, '/')).toEqual({
      title: 'Access Denied',
      description: 'You need an Admin Plan to access this page.',
      variant: 'destructive',
    });
    expect(takeFlashToast(storage, '/')).toBeNull();
  });
  it('given a tampered entry / it keeps only what a toast may hold', () => {
    const storage = memoryStorage();
    storage.setItem('wf-flash-toast', JSON.stringify({ title: 'Hi', variant: 'evil' }));
    expect(takeFlashToast(storage, '/')).toEqual({ title: 'Hi' });
  });
});
