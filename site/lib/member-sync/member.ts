/**
 * What the site reads from a member record (docs/product/website.md §2 Shared layout). Whether
 * the member is an administrator (§6) is @wf/sdk/access's `isAdmin`, the rule the service applies.
 */
import type { Member } from '@wf/sdk/contract';

/** The user menu's label: the `name` custom field, else the e-mail before '@', else 'User'. */
export function displayName(member: Pick<Member, 'customFields' | 'auth'>, fallback = 'User'): string {
  const name = member.customFields.name?.trim();
  if (name) return name;
  const local = member.auth.email.split('@')[0]?.trim();
  return local || fallback;
}
