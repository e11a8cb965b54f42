/** How the Discussion names an author and a date. */
import type { CommentMember } from '@wf/sdk/contract';

/** The author's name from their PUBLIC fields: 'name', else first and last names, else `fallback`. */
export function authorName(member: CommentMember, fallback: string): string {
  const fields = member.customFields;
  const name = fields.name?.trim();
  if (name) return name;
  const full = [fields['first-name'], fields['last-name']]
    .filter((part) => part?.trim())
    .join(' ')
    .trim();
  return full || fallback;
}

/** 'Nov 27, 10:05 AM' */
export function shortDate(iso: string): string {
  return new Date(iso).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** True while the author may still edit `comment` (moderators always may). */
export function canStillEdit(createdAt: string, editMinutes: number | null, now: number): boolean {
  return editMinutes === null || now - Date.parse(createdAt) <= editMinutes * 60_000;
}
