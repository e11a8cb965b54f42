/** Shared fixtures of the profile stories: app, members, team, sessions, viewports and a pane frame. */
import type { App, AuthProvider, Member, MemberSession, Team } from '@wf/sdk/contract';
import {
  sampleApp,
  sampleFreeConnection,
  sampleFreePlan,
  sampleMember,
  sampleMembershipConnection,
  samplePaidPlan,
  sampleTeam,
} from '@wf/sdk/testing';
import '@wf/ui/styles.css';
import type { ReactNode } from 'react';
import '../../../widget/src/modals/styles.css';
import '../../../widget/src/profile/styles.css';

export { mobile } from '../modals/support.ts';

/** The origin the invite links are built on in every story. */
export const ORIGIN = 'https://worldfamily.example';

/** Three providers given out of order, plus one not configured (never shown). */
export const providers: AuthProvider[] = [
  { provider: 'facebook', name: 'Facebook', icon: '', order: 1, enabled: true },
  { provider: 'google', name: 'Google', icon: '', order: 0, enabled: true },
  { provider: 'github', name: 'GitHub', icon: '', order: 2, enabled: true },
  { provider: 'linkedin', name: 'LinkedIn', icon: '', order: 3, enabled: false },
];

/** The team plan of the stories' teams. */
export const teamPlan = sampleFreePlan({
  id: 'pln_team',
  name: 'Family Team',
  teamAccountInviteSignupLink: '/signup',
  maxTeamMembers: 5,
});

/** The World Family app: two visible custom fields, one hidden; free, paid and team plans. */
export function storyApp(overrides: Partial<App> = {}): App {
  return sampleApp({
    authProviders: [],
    additionalAuthMethods: { passwordless: { enabled: false, isDefault: false } },
    plans: [sampleFreePlan(), samplePaidPlan(), teamPlan],
    ...overrides,
  });
}

/** Ada: a password, the free plan, no customer id, no team. */
export function storyMember(overrides: Partial<Member> = {}): Member {
  return sampleMember(overrides);
}

/** A member who sees every section: customer id, a joined team and an owned one. */
export function fullMember(overrides: Partial<Member> = {}): Member {
  return sampleMember({
    stripeCustomerId: 'cus_ada',
    planConnections: [
      {
        id: 'con_free-member',
        active: true,
        planId: 'pln_free-member',
        type: 'FREE',
        status: 'ACTIVE',
        payment: null,
      },
      { id: 'con_team', active: true, planId: 'pln_team', type: 'TEAM', status: 'ACTIVE', payment: null },
    ],
    teams: {
      ownedTeams: [{ teamId: 'team_ada', planName: 'Family Team' }],
      joinedTeams: [{ teamId: 'team_okafor', planName: 'Family Team' }],
    },
    ...overrides,
  });
}

/** Ada's team: two of five seats. */
export function storyTeam(overrides: Partial<Team> = {}): Team {
  return sampleTeam(overrides);
}

/** A team with every seat taken. */
export function fullTeam(): Team {
  const extra = ['chi', 'dede', 'eze'].map((name) => ({
    role: 'MEMBER' as const,
    member: { id: `mem_${name}`, profileImage: null, auth: { email: `${name}@example.org` } },
  }));
  const team = sampleTeam();
  return { ...team, maxTeamMembers: 5, members: [...team.members, ...extra] };
}

/** The clock of the presentational stories: 'Last active' counts from here. */
export const STORY_NOW = new Date('2026-11-23T12:00:00Z');

/** The states of a paid membership that the stories show (@wf/sdk/testing). */
export type MembershipStoryState = Parameters<typeof sampleMembershipConnection>[0];

/**
 * Ada paying for the Membership ($1.00/month, 7-day trial) in `state` at {@link STORY_NOW},
 * with the free plan beside it and a payment customer id (so 'Manage Subscriptions' shows).
 */
export function payingMember(state: MembershipStoryState, overrides: Partial<Member> = {}): Member {
  return sampleMember({
    stripeCustomerId: 'cus_ada',
    planConnections: [sampleMembershipConnection(state, STORY_NOW.getTime()), sampleFreeConnection()],
    ...overrides,
  });
}

/**
 * Where Ada is signed in, most recently used first as the service lists them: this Mac, an
 * iPhone at home five minutes ago, a Windows computer three days ago and, three weeks ago, a
 * browser that said nothing about itself. Times count back from `now`.
 */
export function storySessions(now: Date = STORY_NOW): MemberSession[] {
  const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
  const minute = 60_000;
  const day = 24 * 60 * minute;
  return [
    {
      id: 'ses_iphone',
      current: false,
      createdAt: before(20 * day),
      lastActiveAt: before(5 * minute),
      device: 'iPhone',
      browser: 'Safari 18',
      place: 'Local network',
      ip: '192.168.1.23',
    },
    {
      id: 'ses_mac',
      current: true,
      createdAt: before(2 * day),
      lastActiveAt: before(7 * minute),
      device: 'Mac',
      browser: 'Chrome 141',
      place: null,
      ip: '203.0.113.8',
    },
    {
      id: 'ses_windows',
      current: false,
      createdAt: before(9 * day),
      lastActiveAt: before(3 * day),
      device: 'Windows computer',
      browser: 'Edge 140',
      place: null,
      ip: '198.51.100.4',
    },
    {
      id: 'ses_unknown',
      current: false,
      createdAt: before(25 * day),
      lastActiveAt: before(21 * day),
      device: null,
      browser: null,
      place: null,
      ip: null,
    },
  ];
}

/** Only this device: the Mac of {@link storySessions}. */
export function onlyThisDevice(now: Date = STORY_NOW): MemberSession[] {
  return storySessions(now).filter((session) => session.current);
}

/** A small square PNG as a data address (the branded logo and a profile image). */
export const LOGO_DATA_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32"><rect width="32" height="32" rx="8" fill="#0b6e4f"/><circle cx="16" cy="16" r="7" fill="#fff"/><text x="40" y="22" font-family="Georgia" font-size="16" fill="#0b6e4f">WF</text></svg>',
)}`;

/** A portrait as a data address. */
export const PORTRAIT_DATA_URL = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64"><rect width="64" height="64" fill="#d9c7b0"/><circle cx="32" cy="26" r="12" fill="#7a5a3a"/><path d="M10 64c3-14 12-20 22-20s19 6 22 20z" fill="#7a5a3a"/></svg>',
)}`;

/** Parameters and globals of a 1024 px desktop, so that the two-column layout shows. */
export const desktop = {
  parameters: {
    viewport: {
      options: {
        desktop1024: { name: 'Desktop 1024', styles: { width: '1024px', height: '768px' }, type: 'desktop' },
      },
    },
  },
  globals: { viewport: { value: 'desktop1024', isRotated: false } },
} as const;

/** A pane on a white surface, as wide as the modal's content column. */
export function PaneFrame({ children }: { children: ReactNode }) {
  return (
    <div
      style={{
        maxWidth: 560,
        padding: 32,
        borderRadius: 16,
        background: 'var(--wf-color-surface)',
        boxShadow: 'var(--wf-shadow-md)',
      }}
    >
      {children}
    </div>
  );
}

/** A fake image file of `size` bytes. */
export function fakeFile(name: string, type: string, size = 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}
