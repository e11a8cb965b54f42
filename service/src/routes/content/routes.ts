/**
 * POST /secure-content (docs/product/widget.md §7): protected content, such as a locked video's
 * player id, only for a signed-in member whose plans grant the content's group (401 without a
 * session, 403 without the plan, 404 for an unknown id).
 */
import type { SecureContentResponse } from '@wf/sdk/contract';
import { readSecureContent } from '../../content/access.ts';
import type { Deps } from '../../http/context.ts';
import type { ApiHandlers } from '../api-handlers.ts';

export function secureContentHandlers(deps: Pick<Deps, 'database'>): Pick<ApiHandlers, 'secureContent'> {
  return {
    secureContent: async (c, { body: { contentId } }): Promise<SecureContentResponse> => ({
      data: await readSecureContent(deps.database.db, {
        appId: c.var.app.id,
        memberId: c.var.member.id,
        contentId,
      }),
    }),
  };
}
