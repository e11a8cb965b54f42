/**
 * Plans a member takes or drops by themselves (POST /member/plans/add and /remove, and the
 * plans chosen at signup): free plans only, never a restricted (administrators') plan
 * (docs/product/widget.md §3 "Plan", §8 'Plan {id} may not exist or is not available'). Taking a team
 * plan makes the member the OWNER of a team of it; dropping it dissolves that team.
 */
import { ERROR_CODES, planUnavailableMessage } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client.ts';
import { planConnections, plans, prices } from '../db/schema.ts';
import { ApiError, notFound } from '../http/errors.ts';
import { newId } from '../ids.ts';
import { dissolveOwnedTeams, ensureOwnedTeam, leaveTeamsOfPlan } from './teams.ts';
import { emitPlanEvent } from './webhooks/emit.ts';

type PlanRow = typeof plans.$inferSelect;

/** Shown when a member drops a plan they do not hold. */
export function planNotHeldMessage(planName: string): string {
  return `You do not have the ${planName} plan.`;
}

function unavailable(planId: string): ApiError {
  return new ApiError(400, ERROR_CODES.planUnavailable, planUnavailableMessage(planId), {
    details: { params: { planId } },
  });
}

/**
 * The plan, when a member may take or drop it by themselves: a plan of the app, free (no active
 * price) and not restricted. Otherwise 400 'plan/unavailable' with the spec's sentence.
 */
export async function selfServicePlan(db: Queryable, appId: string, planId: string): Promise<PlanRow> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.appId, appId), eq(plans.id, planId)));
  if (!plan || plan.restricted) throw unavailable(planId);
  const [price] = await db
    .select({ id: prices.id })
    .from(prices)
    .where(and(eq(prices.planId, plan.id), eq(prices.active, true)))
    .limit(1);
  if (price) throw unavailable(planId);
  return plan;
}

/**
 * Gives the member a free plan (idempotent). A plan held through a team becomes the member's
 * own; a team plan makes them the owner of a team of it.
 */
export async function addFreePlan(
  tx: Tx,
  input: { appId: string; memberId: string; planId: string; now: Date },
): Promise<void> {
  const plan = await selfServicePlan(tx, input.appId, input.planId);
  // An archived plan stays with the members who hold it; nobody else may take it.
  if (plan.archivedAt) throw unavailable(input.planId);
  await connectFreePlan(tx, plan, input);
}

/**
 * Gives the member a free plan on an administrator's say-so: restricted plans too (the admin
 * plan, the team plan), never a paid one (those are bought). The test administrator's plans and
 * the service's tests and the owner's console use it (docs/console.md).
 */
export async function grantPlan(
  tx: Tx,
  input: { appId: string; memberId: string; planId: string; now: Date },
): Promise<void> {
  const [plan] = await tx
    .select()
    .from(plans)
    .where(and(eq(plans.appId, input.appId), eq(plans.id, input.planId)));
  if (!plan || plan.archivedAt) throw unavailable(input.planId);
  const [price] = await tx
    .select({ id: prices.id })
    .from(prices)
    .where(and(eq(prices.planId, plan.id), eq(prices.active, true)))
    .limit(1);
  if (price) throw unavailable(input.planId);
  await connectFreePlan(tx, plan, input);
}

async function connectFreePlan(
  tx: Tx,
  plan: PlanRow,
  input: { appId: string; memberId: string; now: Date },
): Promise<void> {
  const { appId, memberId, now } = input;
  const [existing] = await tx
    .select()
    .from(planConnections)
    .where(and(eq(planConnections.memberId, memberId), eq(planConnections.planId, plan.id)));
  if (!existing) {
    await tx
      .insert(planConnections)
      .values({ id: newId('con'), appId, memberId, planId: plan.id, type: 'FREE', createdAt: now });
    await emitPlanEvent(tx, { appId, memberId, planId: plan.id, event: 'member.plan.added', now });
  } else if (existing.type === 'TEAM') {
    await tx
      .update(planConnections)
      .set({ type: 'FREE', status: 'ACTIVE' })
      .where(eq(planConnections.id, existing.id));
    await emitPlanEvent(tx, { appId, memberId, planId: plan.id, event: 'member.plan.updated', now });
  }
  if (plan.maxTeamMembers !== null) await ensureOwnedTeam(tx, { appId, ownerId: memberId, plan, now });
}

/**
 * Takes a free plan away from the member. A plan held through a team means leaving that team
 * (the 'Leave Team' of the plans pane); a team plan of their own dissolves the team they own.
 */
export async function removeFreePlan(
  tx: Tx,
  input: { appId: string; memberId: string; planId: string; now: Date },
): Promise<void> {
  const { appId, memberId, planId } = input;
  const [connection] = await tx
    .select()
    .from(planConnections)
    .where(
      and(
        eq(planConnections.appId, appId),
        eq(planConnections.memberId, memberId),
        eq(planConnections.planId, planId),
      ),
    );
  if (connection?.type === 'TEAM') {
    await leaveTeamsOfPlan(tx, appId, memberId, planId, input.now);
    return;
  }
  const plan = await selfServicePlan(tx, appId, planId);
  if (!connection) throw notFound(planNotHeldMessage(plan.name));
  if (plan.maxTeamMembers !== null) await dissolveOwnedTeams(tx, appId, memberId, plan.id, input.now);
  await tx.delete(planConnections).where(eq(planConnections.id, connection.id));
  await emitPlanEvent(tx, {
    appId,
    memberId,
    planId,
    event: 'member.plan.canceled',
    now: input.now,
    ended: { id: connection.id, planId, type: connection.type },
  });
}

/** Shown when an administrator tries to take a paid plan away: it ends through its subscription. */
export function paidPlanNotRevocableMessage(planName: string): string {
  return `The ${planName} plan is paid: it ends when its subscription is cancelled, not here.`;
}

/**
 * Takes a plan away from the member on an administrator's say-so: free plans only, restricted
 * ones too (the counterpart of {@link grantPlan}); a paid connection is refused, since it ends
 * through its subscription. A plan held through a team means leaving that team; a team plan of
 * their own dissolves the team they own. 404 when the member does not hold the plan.
 */
export async function revokePlan(
  tx: Tx,
  input: { appId: string; memberId: string; planId: string; now: Date },
): Promise<void> {
  const { appId, memberId, planId, now } = input;
  const [found] = await tx
    .select({ connection: planConnections, plan: plans })
    .from(planConnections)
    .innerJoin(plans, eq(plans.id, planConnections.planId))
    .where(
      and(
        eq(planConnections.appId, appId),
        eq(planConnections.memberId, memberId),
        eq(planConnections.planId, planId),
      ),
    );
  if (!found) throw notFound('This member does not hold this plan.');
  const { connection, plan } = found;
  if (connection.type === 'SUBSCRIPTION' || connection.type === 'ONETIME') {
    throw new ApiError(400, ERROR_CODES.planUnavailable, paidPlanNotRevocableMessage(plan.name), {
      details: { params: { planId } },
    });
  }
  if (connection.type === 'TEAM') {
    await leaveTeamsOfPlan(tx, appId, memberId, planId, now);
    return;
  }
  if (plan.maxTeamMembers !== null) await dissolveOwnedTeams(tx, appId, memberId, plan.id, now);
  await tx.delete(planConnections).where(eq(planConnections.id, connection.id));
  await emitPlanEvent(tx, {
    appId,
    memberId,
    planId,
    event: 'member.plan.canceled',
    now,
    ended: { id: connection.id, planId, type: connection.type },
  });
}

/**
 * Checks the plans chosen at signup before anything is written (each must be self-service),
 * then, once the member exists, gives them each plan. For the signup route:
 *
 *   const planIds = await checkSignupPlans(tx, appId, body.plans ?? []);
 *   ...insert the member...
 *   for (const planId of planIds) await addFreePlan(tx, { appId, memberId, planId, now });
 */
export async function checkSignupPlans(
  db: Queryable,
  appId: string,
  requested: readonly { planId: string }[],
): Promise<string[]> {
  const planIds = [...new Set(requested.map((plan) => plan.planId))];
  for (const planId of planIds) {
    const plan = await selfServicePlan(db, appId, planId);
    if (plan.archivedAt) throw unavailable(planId);
  }
  return planIds;
}
