/**
 * The paid plans of the plans pane (docs/product/widget.md §2 "Plans pane"): one per paid plan
 * the member holds or held, with where the member stands (@wf/sdk/membership) and the price as
 * the app sells it.
 */

import { holdsPlan, isPaid } from '@wf/sdk/access';
import type { App, Member, PlanConnection, Price } from '@wf/sdk/contract';
import { type MembershipState, membershipState } from '@wf/sdk/membership';

/** Where the member stands with a paid plan they hold or held (never 'none': they have a connection). */
export type PaidPlanState = Exclude<MembershipState, { kind: 'none' }>;

/** A paid plan's card. */
export interface PaidPlanCard {
  /** The connection shown. */
  connectionId: string;
  planId: string;
  /** The app's name of the plan (its id when the app does not list it). */
  name: string;
  state: PaidPlanState;
  /** What each charge costs, in major units (the connection's, as it was bought). */
  amount: number;
  currency: string;
  /** How often it is charged (the app's price); null for a one-time price or a price the app no longer lists. */
  interval: Price['interval'];
  /** True for a one-time price. */
  oneTime: boolean;
}

/** The connection to show for one plan: the one that holds it, else the last one listed. */
function shownConnection(connections: PlanConnection[]): PlanConnection | undefined {
  return connections.find((connection) => holdsPlan(connection)) ?? connections.at(-1);
}

/**
 * One card per paid plan (SUBSCRIPTION or ONETIME connections), those the member holds first,
 * then those that ended, each group in the member's order. `now` is Unix milliseconds.
 */
export function paidPlanCards(
  app: App,
  member: Pick<Member, 'planConnections'>,
  now: number,
): PaidPlanCard[] {
  const byPlan = new Map<string, PlanConnection[]>();
  for (const connection of member.planConnections) {
    if (!isPaid(connection)) continue;
    byPlan.set(connection.planId, [...(byPlan.get(connection.planId) ?? []), connection]);
  }
  const cards: PaidPlanCard[] = [];
  for (const [planId, connections] of byPlan) {
    const connection = shownConnection(connections);
    if (!connection) continue;
    const state = membershipState({ planConnections: [connection] }, planId, now);
    if (state.kind === 'none') continue;
    const plan = app.plans.find((candidate) => candidate.id === planId);
    const price = plan?.prices.find((candidate) => candidate.id === connection.payment?.priceId);
    cards.push({
      connectionId: connection.id,
      planId,
      name: plan?.name ?? planId,
      state,
      amount: connection.payment?.amount ?? price?.amount ?? 0,
      currency: connection.payment?.currency ?? price?.currency ?? 'usd',
      interval: price?.interval ?? null,
      oneTime: connection.type === 'ONETIME',
    });
  }
  const held = cards.filter((card) => card.state.kind !== 'lapsed');
  return [...held, ...cards.filter((card) => card.state.kind === 'lapsed')];
}
