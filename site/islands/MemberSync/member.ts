/** What the site reads from a member record (docs/product/website.md §2 Shared layout, §6 Roles). */
import { ADMIN_PLAN_PREFIX, type Member } from '@wf/sdk/contract';

/** The user menu's label: the `name` custom field, else the e-mail before '@', else 'User'. */
export function displayName(member: Pick<Member, 'customFields' | 'auth'>, fallback = 'User'): string {
  const name = member.customFields.name?.trim();
  if (name) return name;
  const local = member.auth.email.split('@')[0]?.trim();
  return local || fallback;
}

/** docs/product/website.md §6: a member with a plan connection whose planId starts with 'pln_admin-'. */
export function isAdmin(member: Pick<Member, 'planConnections'>): boolean {
  return member.planConnections.some((connection) => connection.planId.startsWith(ADMIN_PLAN_PREFIX));
}
