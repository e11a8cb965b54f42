import { isAdmin } from '@wf/sdk/access';
import type { Member } from '@wf/sdk/contract';
import type { AuthStatus } from '@wf/widget';

/**
 * Where a visitor stands on a members-only page (docs/product/website.md §2, §4, §8): the member is still
 * loading, nobody is signed in, a member without the admin plan is on an admin page, or the
 * page may show.
 */
export type PageAccess = 'loading' | 'signed-out' | 'denied' | 'admitted';

/** Whom a members-only page admits: any member, or admins only. */
export type Audience = 'members' | 'admins';

/** The access of `member` to a page for `audience`, given the member state. */
export function pageAccess(status: AuthStatus, member: Member | null, audience: Audience): PageAccess {
  if (status === 'signed-out') return 'signed-out';
  if (status !== 'signed-in' || member === null) return 'loading';
  return audience === 'admins' && !isAdmin(member) ? 'denied' : 'admitted';
}
