/** GET /app-member (widget-spec §7): the site configuration and the signed-in member (or null) in one answer. */
import type { AppMemberResponse } from '@wf/sdk/contract';
import { Hono } from 'hono';
import { ensureXsrfCookie } from '../../auth/cookies.ts';
import { optionalMember } from '../../auth/member.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { presentMember } from '../../members/present.ts';
import { loadApp } from './present.ts';

export function appMemberRoutes(deps: Deps): Hono<ApiEnv> {
  const { database } = deps;
  const routes = new Hono<ApiEnv>();

  routes.get('/app-member', optionalMember(deps), async (c) => {
    // Like GET /member, this is how a page learns its session: it gets the CSRF cookie too.
    ensureXsrfCookie(c, deps.env);
    const app = await loadApp(database.db, c.var.app);
    const { member } = c.var;
    const body: AppMemberResponse = {
      data: { app, member: member ? await presentMember(database.db, member, { app: c.var.app }) : null },
    };
    return c.json(body);
  });

  return routes;
}
