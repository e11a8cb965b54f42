/**
 * DELETE /member (@memberstack/dom's deleteMember; docs/product/data-attributes.md §7
 * `delete-member`): the signed-in member deletes their own account. It needs their session (a
 * cookie-authenticated request also the XSRF echo, checked by requireMember), ends every
 * session at once, and clears the session cookie as logout does. The rules are in
 * members/erase.ts.
 */
import type { DeleteMemberResponse } from '@wf/sdk/contract';
import { clearSessionCookies } from '../../auth/cookies.ts';
import type { Deps } from '../../http/context.ts';
import { eraseMember, MEMBER_DELETED_MESSAGE } from '../../members/erase.ts';
import type { ApiHandlers } from '../api-handlers.ts';

export function deleteMemberHandlers(deps: Deps): Pick<ApiHandlers, 'deleteMember'> {
  return {
    deleteMember: async (c) => {
      const { id } = await eraseMember(deps, {
        appId: c.var.app.id,
        memberId: c.var.member.id,
        now: deps.clock(),
      });
      clearSessionCookies(c, deps.env);
      const body: DeleteMemberResponse = { data: { id }, message: MEMBER_DELETED_MESSAGE };
      return body;
    },
  };
}
