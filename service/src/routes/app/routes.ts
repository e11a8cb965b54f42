/** GET /app and GET /app/plans/{planId} (widget-spec §7). GET /app-member arrives with member auth. */
import { type AppResponse, type PlanResponse, planIdParamSchema } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { plans, prices } from '../../db/schema.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { parseOrThrow } from '../../http/validate.ts';
import { loadApp, presentPlan } from './present.ts';

export function appRoutes({ database }: Pick<Deps, 'database'>): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.get('/app', async (c) => {
    const body: AppResponse = { data: await loadApp(database.db, c.var.app) };
    return c.json(body);
  });

  routes.get('/app/plans/:planId', async (c) => {
    const { planId } = parseOrThrow(planIdParamSchema, c.req.param());
    const appId = c.var.app.id;
    const [plan] = await database.db
      .select()
      .from(plans)
      .where(and(eq(plans.appId, appId), eq(plans.id, planId)));
    if (!plan) throw notFound(`Plan ${planId} may not exist or is not available`);
    const planPrices = await database.db
      .select()
      .from(prices)
      .where(and(eq(prices.appId, appId), eq(prices.planId, planId)));
    const body: PlanResponse = { data: presentPlan(plan, planPrices) };
    return c.json(body);
  });

  return routes;
}
