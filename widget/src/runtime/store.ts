/**
 * The member store shared by the widget and the site's islands (docs/architecture.md "The members area": `$member`,
 * `$authStatus`). The first value comes from the `_ms-mem` cache, so a returning member sees no
 * flash of the visitor view; the SDK keeps it current afterwards.
 */

import type { Member } from '@wf/sdk/contract';
import { atom } from 'nanostores';

/** 'loading' until the first answer; then signed in or out. */
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

/** The signed-in member, or null. */
export const $member = atom<Member | null>(null);

/** Whether someone is signed in. */
export const $authStatus = atom<AuthStatus>('loading');

/** Sets the member and the status together. */
export function setMember(member: Member | null): void {
  $member.set(member);
  $authStatus.set(member ? 'signed-in' : 'signed-out');
}
