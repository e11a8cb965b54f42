import { isAdmin } from '@wf/sdk/access';
import { sampleMember } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { displayName } from './member.ts';

const auth = { email: 'ada.okonkwo@example.org', hasPassword: true, providers: [] };

describe('displayName', () => {
  it('given a name custom field / it is the label', () => {
    expect(displayName(sampleMember({ customFields: { name: 'Ada Okonkwo' } }))).toBe('Ada Okonkwo');
  });

  it('given no name / it is the e-mail before the at sign', () => {
    expect(displayName(sampleMember({ customFields: { 'first-name': 'Ada' }, auth }))).toBe('ada.okonkwo');
  });

  it('given a blank name / it falls back to the e-mail', () => {
    expect(displayName(sampleMember({ customFields: { name: '  ' }, auth }))).toBe('ada.okonkwo');
  });

  it("given neither / it is 'User'", () => {
    expect(displayName(sampleMember({ customFields: {}, auth: { ...auth, email: '' } }))).toBe('User');
  });
});

describe('isAdmin', () => {
  const connection = { id: 'con_1', active: true, type: 'FREE', status: 'ACTIVE', payment: null } as const;

  it("given a plan whose id starts with 'pln_admin-' / it is an admin", () => {
    const member = sampleMember({
      planConnections: [
        { ...connection, planId: 'pln_world-family-free-6t0k9zq2' },
        { ...connection, planId: 'pln_admin-world-family-2p9c7sle' },
      ],
    });
    expect(isAdmin(member)).toBe(true);
  });

  it("given an admin plan whose connection is CANCELED / it is not an admin (the service's rule)", () => {
    const member = sampleMember({
      planConnections: [
        { ...connection, planId: 'pln_admin-world-family-2p9c7sle', status: 'CANCELED', active: false },
      ],
    });
    expect(isAdmin(member)).toBe(false);
  });

  it('given only member plans / it is not an admin', () => {
    expect(isAdmin(sampleMember())).toBe(false);
    expect(isAdmin(sampleMember({ planConnections: [{ ...connection, planId: 'pln_administrator' }] }))).toBe(
      false,
    );
  });
});
