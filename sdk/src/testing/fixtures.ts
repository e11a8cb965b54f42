/**
 * Sample data that satisfies the contract, for tests and stories (no network).
 * Each builder returns a fresh object; pass overrides for the fields a test cares about.
 */
import type { App, Member, Plan, PlanConnection, Team } from '../contract/entities.ts';

/** A free plan. */
export function sampleFreePlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'pln_free-member',
    name: 'Free Member',
    description: null,
    priority: 0,
    prices: [],
    ...overrides,
  };
}

/** A paid plan with a $1.00/month price. */
export function samplePaidPlan(overrides: Partial<Plan> = {}): Plan {
  return {
    id: 'pln_membership',
    name: 'Membership',
    description: 'Every video, every temple',
    priority: 1,
    prices: [
      {
        id: 'prc_membership-monthly',
        name: 'Monthly',
        type: 'SUBSCRIPTION',
        amount: 1,
        currency: 'usd',
        interval: { type: 'MONTHLY', count: 1 },
        freeTrial: { days: 7 },
      },
    ],
    ...overrides,
  };
}

/** A free plan held by the member. */
export function sampleFreeConnection(overrides: Partial<PlanConnection> = {}): PlanConnection {
  return {
    id: 'con_free',
    active: true,
    status: 'ACTIVE',
    planId: 'pln_free-member',
    type: 'FREE',
    payment: null,
    ...overrides,
  };
}

const DAY_MS = 86_400_000;

/**
 * The Membership subscription in one of its states, dated from `now` (Unix ms):
 * 'trial' (no card: it runs out), 'trial-card' (converts), 'active', 'ending' (cancelled at the
 * period's end), 'past-due', 'lapsed'.
 */
export function sampleMembershipConnection(
  state: 'trial' | 'trial-card' | 'active' | 'ending' | 'past-due' | 'lapsed',
  now: number = Date.UTC(2026, 10, 23, 12),
): PlanConnection {
  const payment = {
    priceId: 'prc_membership-monthly',
    amount: 1,
    currency: 'usd',
    status: 'PAID' as const,
    lastBillingDate: now - 10 * DAY_MS,
    nextBillingDate: now + 20 * DAY_MS,
    cancelAtDate: null,
  };
  const base = { id: 'con_membership', planId: 'pln_membership', type: 'SUBSCRIPTION' as const };
  switch (state) {
    case 'trial':
      return {
        ...base,
        active: true,
        status: 'TRIALING',
        payment: {
          ...payment,
          status: 'NONE',
          lastBillingDate: null,
          nextBillingDate: null,
          cancelAtDate: now + 5 * DAY_MS,
        },
      };
    case 'trial-card':
      return {
        ...base,
        active: true,
        status: 'TRIALING',
        payment: { ...payment, status: 'NONE', lastBillingDate: null, nextBillingDate: now + 5 * DAY_MS },
      };
    case 'active':
      return { ...base, active: true, status: 'ACTIVE', payment };
    case 'ending':
      return {
        ...base,
        active: true,
        status: 'ACTIVE',
        payment: { ...payment, cancelAtDate: now + 20 * DAY_MS },
      };
    case 'past-due':
      return { ...base, active: true, status: 'PAST_DUE', payment: { ...payment, status: 'FAILED' } };
    case 'lapsed':
      return {
        ...base,
        active: false,
        status: 'CANCELED',
        payment: { ...payment, status: 'FAILED', nextBillingDate: null, cancelAtDate: now - DAY_MS },
      };
  }
}

/** A signed-in member on the free plan, with a password and no team. */
export function sampleMember(overrides: Partial<Member> = {}): Member {
  return {
    id: 'mem_ada',
    profileImage: null,
    createdAt: '2025-01-15T10:00:00.000Z',
    verified: true,
    metaData: {},
    customFields: { 'first-name': 'Ada', 'last-name': 'Okonkwo', name: 'Ada Okonkwo' },
    auth: { email: 'ada@example.org', hasPassword: true, providers: [] },
    planConnections: [sampleFreeConnection()],
    stripeCustomerId: null,
    teams: { ownedTeams: [], joinedTeams: [] },
    ...overrides,
  };
}

/** The site configuration with one free and one paid plan. */
export function sampleApp(overrides: Partial<App> = {}): App {
  return {
    id: 'app_world-family',
    name: 'World Family',
    isPaid: false,
    captchaRequired: false,
    ssoSignupButtonURL: null,
    customFields: [
      { key: 'first-name', label: 'First name', order: 0, hidden: false, visibility: 'PUBLIC' },
      { key: 'last-name', label: 'Last name', order: 1, hidden: false, visibility: 'PUBLIC' },
      { key: 'name', label: 'Name', order: 2, hidden: true, visibility: 'PRIVATE' },
    ],
    branding: { logo: null, colors: { lightMode: { primaryButton: 'rgb(41, 98, 255)' } } },
    authProviders: [{ provider: 'google', name: 'Google', icon: '', order: 0, enabled: false }],
    additionalAuthMethods: { passwordless: { enabled: true, isDefault: false } },
    plans: [sampleFreePlan(), samplePaidPlan()],
    contentGroups: [
      {
        key: 'members-videos',
        name: 'Members videos',
        urls: [{ filter: 'STARTS', url: '/videos/' }],
        redirect: '/plans',
        plans: ['pln_membership'],
      },
    ],
    ...overrides,
  };
}

/** A team of two: the owner and one member, five seats. */
export function sampleTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: 'team_ada',
    plan: { id: 'pln_team', name: 'Family Team', teamAccountInviteSignupLink: '/signup' },
    inviteToken: 'inv_abc123',
    maxTeamMembers: 5,
    members: [
      { role: 'OWNER', member: { id: 'mem_ada', profileImage: null, auth: { email: 'ada@example.org' } } },
      { role: 'MEMBER', member: { id: 'mem_bo', profileImage: null, auth: { email: 'bo@example.org' } } },
    ],
    ...overrides,
  };
}
