import type { PlanConnection } from '@wf/sdk/contract';
import { sampleApp, sampleFreeConnection, sampleMember, sampleMembershipConnection } from '@wf/sdk/testing';
import { describe, expect, it } from 'vitest';
import { paidPlanCards } from './paidPlans.ts';

const NOW = Date.UTC(2026, 10, 23, 12);
const app = sampleApp();

describe('paidPlanCards', () => {
  it('given a trial of the Membership, it names the plan and takes the price from the app', () => {
    const member = sampleMember({
      planConnections: [sampleFreeConnection(), sampleMembershipConnection('trial-card', NOW)],
    });
    const [card, ...rest] = paidPlanCards(app, member, NOW);
    expect(rest).toEqual([]);
    expect(card).toMatchObject({
      connectionId: 'con_membership',
      planId: 'pln_membership',
      name: 'Membership',
      amount: 1,
      currency: 'usd',
      interval: { type: 'MONTHLY', count: 1 },
      oneTime: false,
      state: { kind: 'trial', daysLeft: 5, converts: true },
    });
  });

  it('given free and team plans only, it has no card', () => {
    const member = sampleMember({
      planConnections: [
        sampleFreeConnection(),
        { id: 'con_team', active: true, planId: 'pln_team', type: 'TEAM', status: 'ACTIVE', payment: null },
      ],
    });
    expect(paidPlanCards(app, member, NOW)).toEqual([]);
  });

  it('given a lapsed and a newer active connection of one plan, it shows the one that holds it', () => {
    const lapsed = { ...sampleMembershipConnection('lapsed', NOW), id: 'con_old' };
    const member = sampleMember({ planConnections: [lapsed, sampleMembershipConnection('active', NOW)] });
    const cards = paidPlanCards(app, member, NOW);
    expect(cards.map((card) => [card.connectionId, card.state.kind])).toEqual([['con_membership', 'active']]);
  });

  it('given a plan that ended and one that holds, it lists the one that holds first', () => {
    const ended: PlanConnection = {
      ...sampleMembershipConnection('lapsed', NOW),
      planId: 'pln_gold',
      id: 'con_gold',
    };
    const member = sampleMember({ planConnections: [ended, sampleMembershipConnection('past-due', NOW)] });
    expect(paidPlanCards(app, member, NOW).map((card) => card.state.kind)).toEqual(['past-due', 'lapsed']);
  });

  it('given a plan or price the app does not list, it names the plan by its id and shows no interval', () => {
    const connection: PlanConnection = {
      ...sampleMembershipConnection('active', NOW),
      planId: 'pln_retired',
      type: 'ONETIME',
    };
    const [card] = paidPlanCards(app, sampleMember({ planConnections: [connection] }), NOW);
    expect(card).toMatchObject({ name: 'pln_retired', interval: null, oneTime: true, amount: 1 });
  });
});
