/** What the site reads from a member record (website-spec §2 Shared layout, §6 Roles). */
import type { Member } from '@wf/sdk/contract';

/** website-spec §6: an admin holds a plan whose id starts with this. */
export const ADMIN_PLAN_PREFIX = 'pln_admin-';

/** The user menu's label: the `name` custom field, else the e-mail before '@', else 'User'. */
export function displayName(member: Pick<Member, 'customFields' | 'auth'>, fallback = 'User'): string {
  const name = member.customFields.name?.trim();
  if (name) return name;
  const local = member.auth.email.split('@')[0]?.trim();
  return local || fallback;
}

/** website-spec §6: a member with a plan connection whose planId starts with 'pln_admin-'. */
export function isAdmin(member: Pick<Member, 'planConnections'>): boolean {
  return member.planConnections.some((connection) => connection.planId.startsWith(ADMIN_PLAN_PREFIX));
}
