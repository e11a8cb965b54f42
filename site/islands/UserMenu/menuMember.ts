/**
 * What the user menu shows of the shared member (docs/product/website.md §2 Shared layout, §6):
 * its label, and 'Admin Videos' only for an administrator by the service's own rule, so a member
 * whose admin plan has lapsed is never offered a page the service refuses.
 */
import { isAdmin } from '@wf/sdk/access';
import type { Member } from '@wf/sdk/contract';
import { displayName } from '../../lib/member-sync/member.ts';

export interface MenuMember {
  /** The menu's label; undefined while nobody is signed in. */
  name: string | undefined;
  /** Offers 'Admin Videos'. */
  admin: boolean;
}

/** The menu's view of `member` (null: nobody signed in, or not read yet). */
export function menuMember(member: Member | null, fallbackName: string): MenuMember {
  if (!member) return { name: undefined, admin: false };
  return { name: displayName(member, fallbackName), admin: isAdmin(member) };
}
