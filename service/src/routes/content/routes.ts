/**
 * POST /secure-content (widget-spec §7): protected content, such as a locked video's player
 * id, only for a signed-in member whose plans grant the content's group (401 without a
 * session, 403 without the plan, 404 for an unknown id).
 */
import { type SecureContentResponse, secureContentRequestSchema } from '@wf/sdk/contract';
import { Hono } from 'hono';
import { requireMember } from '../../auth/member.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { validate } from '../../http/validate.ts';
import { readSecureContent } from './access.ts';

export function secureContentRoutes(deps: Deps): Hono<ApiEnv> {
  const routes = new Hono<ApiEnv>();

  routes.post('/secure-content', requireMember(deps), validate(secureContentRequestSchema), async (c) => {
    const { contentId } = c.req.valid('json');
    const body: SecureContentResponse = {
      data: await readSecureContent(deps.database.db, {
        appId: c.var.app.id,
        memberId: c.var.member.id,
        contentId,
      }),
    };
    return c.json(body);
  });

  return routes;
}
