import type { Member } from '@wf/sdk/contract';
import type { PassRequest } from './passClient.ts';

/** docs/product/website.md §3: a custom field under either of its spellings ('first-name' or 'firstName'). */
function customField(member: Member, ...keys: string[]): string {
  for (const key of keys) {
    const value = member.customFields[key]?.trim();
    if (value) return value;
  }
  return '';
}

/** docs/product/website.md §2, §3: the member's id, e-mail and names, as the pass functions take them. */
export function passRequestOf(member: Member): PassRequest {
  return {
    externalId: member.id,
    email: member.auth.email,
    firstName: customField(member, 'first-name', 'firstName'),
    lastName: customField(member, 'last-name', 'lastName'),
  };
}
