/** The cards of the plans pane (docs/product/widget.md §2 "Plans pane"), from the member and the app's plans. */
import type { App, Member } from '@wf/sdk/contract';

/** A plan held through a joined team: leaving the team removes it. */
export interface TeamPlanCard {
  teamId: string;
  /** The team's plan, as the service removes it (null when it cannot be told apart). */
  planId: string | null;
  name: string;
}

/** A free plan the member holds and may remove. */
export interface FreePlanCard {
  planId: string;
  name: string;
}

/**
 * One card per joined team. The member's entry names the plan; its id is the TEAM connection
 * of the app's plan of that name, or the only TEAM connection when the names say nothing.
 */
export function teamPlanCards(app: App, member: Member): TeamPlanCard[] {
  const teamConnections = member.planConnections.filter((connection) => connection.type === 'TEAM');
  return member.teams.joinedTeams.map((team) => {
    const named = teamConnections.find(
      (connection) => app.plans.find((plan) => plan.id === connection.planId)?.name === team.planName,
    );
    const only = teamConnections.length === 1 ? teamConnections[0] : undefined;
    return { teamId: team.teamId, planId: (named ?? only)?.planId ?? null, name: team.planName };
  });
}

/** One card per FREE connection, named after the app's plan (its id when the app does not list it). */
export function freePlanCards(app: App, member: Member): FreePlanCard[] {
  return member.planConnections
    .filter((connection) => connection.type === 'FREE')
    .map((connection) => ({
      planId: connection.planId,
      name: app.plans.find((plan) => plan.id === connection.planId)?.name ?? connection.planId,
    }));
}
