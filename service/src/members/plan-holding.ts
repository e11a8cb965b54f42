/**
 * Who holds which plan, asked of the database (docs/product/payments-and-providers.md "Access"):
 * the one query behind the admin check, page protection, secure content and checkout. A
 * connection holds its plan in the statuses of @wf/sdk/access's `PLAN_HOLDING_STATUSES`, the
 * same rule as its `holdsPlan` (plan-holding.test.ts walks every status through both).
 */
import { PLAN_HOLDING_STATUSES } from '@wf/sdk/access';
import { and, eq, inArray, like, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { planConnections } from '../db/schema.ts';

/** Which plans count: these ids, every plan whose id starts with `prefix`, or any plan at all. */
export type PlanSelection = readonly string[] | { prefix: string } | 'any';

/** Whose holding is asked, and of which plans. */
export interface HoldingQuery {
  appId: string;
  memberId: string;
  plans: PlanSelection;
}

function plansCondition(plans: PlanSelection): SQL | undefined {
  if (plans === 'any') return undefined;
  if ('prefix' in plans) {
    // '_' and '%' are LIKE wildcards: escaped, so only the literal prefix matches.
    return like(planConnections.planId, `${plans.prefix.replace(/[\\_%]/g, '\\$&')}%`);
  }
  return inArray(planConnections.planId, [...plans]);
}

/** The condition on plan_connections: the member's connections that hold one of the plans. */
export function holdingAnyPlan({ appId, memberId, plans }: HoldingQuery): SQL {
  return and(
    eq(planConnections.appId, appId),
    eq(planConnections.memberId, memberId),
    plansCondition(plans),
    inArray(planConnections.status, [...PLAN_HOLDING_STATUSES]),
  ) as SQL;
}

/** True when the member holds one of the plans (an empty list of ids: none). */
export async function holdsAnyPlan(q: Queryable, query: HoldingQuery): Promise<boolean> {
  if (Array.isArray(query.plans) && query.plans.length === 0) return false;
  const [held] = await q
    .select({ id: planConnections.id })
    .from(planConnections)
    .where(holdingAnyPlan(query))
    .limit(1);
  return held !== undefined;
}
