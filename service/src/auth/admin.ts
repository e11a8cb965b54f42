/**
 * The admin rule (docs/product/website.md §6): a member is an administrator of an app while
 * holding a plan whose id starts with @wf/sdk/access's ADMIN_PLAN_PREFIX, in a status that holds
 * it (ACTIVE, TRIALING or PAST_DUE): a cancelled or unpaid admin plan does not count.
 */
import { ADMIN_PLAN_PREFIX } from '@wf/sdk/access';
import type { Queryable } from '../db/client.ts';
import { holdsAnyPlan } from '../members/plan-holding.ts';

/** True when the member holds the app's admin plan. */
export function holdsAdminPlan(q: Queryable, appId: string, memberId: string): Promise<boolean> {
  return holdsAnyPlan(q, { appId, memberId, plans: { prefix: ADMIN_PLAN_PREFIX } });
}
