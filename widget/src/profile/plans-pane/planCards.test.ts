import { sampleApp, sampleFreePlan, sampleMember } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { freePlanCards, teamPlanCards } from './planCards.ts';

const app = sampleApp({
  plans: [sampleFreePlan(), sampleFreePlan({ id: 'pln_team', name: 'Family Team', maxTeamMembers: 5 })],
});

describe('teamPlanCards', () => {
  it('given a joined team, it names its plan and finds the TEAM connection of that plan', () => {
    const member = sampleMember({
      planConnections: [
        { id: 'con_team', active: true, planId: 'pln_team', type: 'TEAM', status: 'ACTIVE', payment: null },
      ],
      teams: { ownedTeams: [], joinedTeams: [{ teamId: 'team_1', planName: 'Family Team' }] },
    });
    expect(teamPlanCards(app, member)).toEqual([
      { teamId: 'team_1', planId: 'pln_team', name: 'Family Team' },
    ]);
  });

  it('given a plan the app does not list, it falls back to the only TEAM connection, or to none', () => {
    const member = sampleMember({
      planConnections: [
        { id: 'con_other', active: true, planId: 'pln_other', type: 'TEAM', status: 'ACTIVE', payment: null },
      ],
      teams: { ownedTeams: [], joinedTeams: [{ teamId: 'team_1', planName: 'Unknown' }] },
    });
    expect(teamPlanCards(app, member)[0]?.planId).toBe('pln_other');
    const none = sampleMember({
      planConnections: [],
      teams: { ownedTeams: [], joinedTeams: [{ teamId: 'team_1', planName: 'Unknown' }] },
    });
    expect(teamPlanCards(app, none)[0]?.planId).toBeNull();
  });
});

describe('freePlanCards', () => {
  it('lists FREE connections only, by the app plan name or else the id', () => {
    const member = sampleMember({
      planConnections: [
        {
          id: 'con_free-member',
          active: true,
          planId: 'pln_free-member',
          type: 'FREE',
          status: 'ACTIVE',
          payment: null,
        },
        { id: 'con_gone', active: true, planId: 'pln_gone', type: 'FREE', status: 'ACTIVE', payment: null },
        { id: 'con_team', active: true, planId: 'pln_team', type: 'TEAM', status: 'ACTIVE', payment: null },
      ],
    });
    expect(freePlanCards(app, member)).toEqual([
      { planId: 'pln_free-member', name: 'Free Member' },
      { planId: 'pln_gone', name: 'pln_gone' },
    ]);
  });
});
