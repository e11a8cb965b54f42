/** POST /member/plans/add and /member/plans/remove (docs/product/widget.md §7): free plans only. */
import type { MemberResponse } from '@wf/sdk/contract';
import type { Deps } from '../../http/context.ts';
import { addFreePlan, removeFreePlan } from '../../members/plans.ts';
import { presentMember } from '../../members/present.ts';
import type { ApiHandlers } from '../api-handlers.ts';

export function memberPlanHandlers(
  deps: Pick<Deps, 'database' | 'clock'>,
): Pick<ApiHandlers, 'addPlan' | 'removePlan'> {
  const { database, clock } = deps;
  return {
    addPlan: (c, { body: { planId } }) =>
      database.transaction(async (tx): Promise<MemberResponse> => {
        const appId = c.var.app.id;
        const memberId = c.var.member.id;
        await addFreePlan(tx, { appId, memberId, planId, now: clock() });
        return { data: await presentMember(tx, memberId, { app: c.var.app }) };
      }),

    removePlan: (c, { body: { planId } }) =>
      database.transaction(async (tx): Promise<MemberResponse> => {
        const appId = c.var.app.id;
        const memberId = c.var.member.id;
        await removeFreePlan(tx, { appId, memberId, planId, now: clock() });
        return { data: await presentMember(tx, memberId, { app: c.var.app }) };
      }),
  };
}
