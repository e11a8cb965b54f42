/**
 * The admin rule (docs/product/website.md §6): a member is an administrator of an app while
 * holding an active or trialing connection to a plan whose id starts with 'pln_admin-'.
 */
import { ADMIN_PLAN_PREFIX } from '@wf/sdk/contract';
import { and, eq, inArray, like } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { planConnections } from '../db/schema.ts';

/** Plan connection statuses that count (a cancelled or unpaid admin plan does not). */
const GRANTING_STATUSES = ['ACTIVE', 'TRIALING'] as const;

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
        inArray(planConnections.status, [...GRANTING_STATUSES]),
      ),
    )
    .limit(1);
  return held !== undefined;
}
