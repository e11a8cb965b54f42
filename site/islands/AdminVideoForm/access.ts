import type { Member } from '@wf/sdk/contract';
import { ADMIN_PLAN_PREFIX } from './video.ts';

/** website-spec §6: an admin holds a plan connection whose planId starts with 'pln_admin-'. */
export function isAdmin(member: Member): boolean {
  return member.planConnections.some((connection) => connection.planId.startsWith(ADMIN_PLAN_PREFIX));
}
