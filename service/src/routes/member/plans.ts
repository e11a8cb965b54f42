/** POST /member/plans/add and /member/plans/remove (widget-spec §7): free plans only. */
import { type MemberResponse, planChangeRequestSchema } from '@wf/sdk/contract';
import { Hono } from 'hono';
import { requireMember } from '../../auth/member.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { validate } from '../../http/validate.ts';
import { addFreePlan, removeFreePlan } from '../../members/plans.ts';
import { presentMember } from '../../members/present.ts';

export function memberPlanRoutes(deps: Deps): Hono<ApiEnv> {
  const { database, clock } = deps;
  const routes = new Hono<ApiEnv>();

  routes.post('/member/plans/add', requireMember(deps), validate(planChangeRequestSchema), async (c) => {
    const { planId } = c.req.valid('json');
    const appId = c.var.app.id;
    const memberId = c.var.member.id;
    const body: MemberResponse = await database.transaction(async (tx) => {
      await addFreePlan(tx, { appId, memberId, planId, now: clock() });
      return { data: await presentMember(tx, memberId, { app: c.var.app }) };
    });
    return c.json(body);
  });

  routes.post('/member/plans/remove', requireMember(deps), validate(planChangeRequestSchema), async (c) => {
    const { planId } = c.req.valid('json');
    const appId = c.var.app.id;
    const memberId = c.var.member.id;
    const body: MemberResponse = await database.transaction(async (tx) => {
      await removeFreePlan(tx, { appId, memberId, planId });
      return { data: await presentMember(tx, memberId, { app: c.var.app }) };
    });
    return c.json(body);
  });

  return routes;
}
