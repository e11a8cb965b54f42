import { sampleApp, sampleMember, sampleMembershipConnection } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { initialProfileView, profileSections, shownView } from './sections.ts';

const hiddenFieldsOnly = sampleApp({
  customFields: [{ key: 'name', label: 'Name', order: 0, hidden: true, visibility: 'PRIVATE' }],
});

describe('profileSections', () => {
  it('given a member with a free plan and no team, it shows Profile, Security and Plans only', () => {
    expect(profileSections(sampleApp(), sampleMember())).toEqual({
      profile: true,
      plans: true,
      team: false,
      billingPortal: false,
    });
  });

  it('given an app whose custom fields are all hidden, or the hide option, it hides Profile', () => {
    expect(profileSections(hiddenFieldsOnly, sampleMember()).profile).toBe(false);
    expect(profileSections(sampleApp(), sampleMember(), true).profile).toBe(false);
  });

  it('given a member with no plan, customer id or joined team, it hides Plans', () => {
    expect(profileSections(sampleApp(), sampleMember({ planConnections: [] })).plans).toBe(false);
  });

  it('given a paid plan and no customer id yet, it shows Plans but not the portal', () => {
    const member = sampleMember({ planConnections: [sampleMembershipConnection('trial')] });
    expect(profileSections(sampleApp(), member)).toMatchObject({ plans: true, billingPortal: false });
  });

  it('given a customer id, a joined team or an owned team, it shows Plans, the portal and Team', () => {
    const member = sampleMember({
      planConnections: [],
      stripeCustomerId: 'cus_1',
      teams: { ownedTeams: [{ teamId: 't1', planName: 'Team' }], joinedTeams: [] },
    });
    expect(profileSections(sampleApp(), member)).toMatchObject({
      plans: true,
      team: true,
      billingPortal: true,
    });
    const joined = sampleMember({
      planConnections: [],
      teams: { ownedTeams: [], joinedTeams: [{ teamId: 't2', planName: 'Team' }] },
    });
    expect(profileSections(sampleApp(), joined).plans).toBe(true);
  });
});

describe('initialProfileView and shownView', () => {
  const withProfile = profileSections(sampleApp(), sampleMember());
  const withoutProfile = profileSections(hiddenFieldsOnly, sampleMember());

  it('opens on the menu on mobile, on Profile on desktop, or on Security without Profile', () => {
    expect(initialProfileView(withProfile, 'mobile')).toBe('profile-nav');
    expect(initialProfileView(withProfile, 'desktop')).toBe('profile');
    expect(initialProfileView(withoutProfile, 'desktop')).toBe('security');
  });

  it('shows the first pane for the menu on desktop and for a hidden section', () => {
    expect(shownView('profile-nav', withProfile, 'desktop')).toBe('profile');
    expect(shownView('profile', withoutProfile, 'desktop')).toBe('security');
    expect(shownView('team', withProfile, 'mobile')).toBe('profile');
    expect(shownView('changePassword', withoutProfile, 'mobile')).toBe('changePassword');
  });
});
