/**
 * The admin rule (docs/product/website.md §6): a member is an administrator of an app while
 * holding an active connection (ACTIVE, TRIALING or PAST_DUE) to a plan whose id starts with 'pln_admin-'.
 */
import { ACTIVE_PLAN_STATUSES, ADMIN_PLAN_PREFIX } from '@wf/sdk/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { planConnections } from '../db/schema.ts';

/** True when the member holds the app's admin plan. */
export async function holdsAdminPlan(q: Queryable, appId: string, memberId: string): Promise<boolean> {
  const [held] = await q
    .select({ id: planConnections.id })
    .from(planConnections)
    .where(
      and(
        eq(planConnections.appId, appId),
        eq(planConnections.memberId, memberId),
        // '_' is a LIKE wildcard: escaped, so only the literal prefix matches.
        like(planConnections.planId, `${ADMIN_PLAN_PREFIX.replaceAll('_', '\\_')}%`),
        // A cancelled or unpaid admin plan does not count.
        inArray(planConnections.status, [...ACTIVE_PLAN_STATUSES]),
      ),
    )
    .limit(1);
  return held !== undefined;
}
