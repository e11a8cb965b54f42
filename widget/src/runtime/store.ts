/**
 * The member store shared by the widget and the site's islands (docs/architecture.md "The members area": `$member`,
 * `$authStatus`). The first value comes from the `_ms-mem` cache, so a returning member sees no
 * flash of the visitor view; the SDK keeps it current afterwards.
 */

import { MEMBER_CACHE_KEY } from '@wf/sdk/constants';
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

/**
 * The cached member from local storage, or null. Only its shape is checked here (the loader
 * carries no schema library); the SDK validates it before trusting it for anything else.
 */
export function readCachedMember(
  storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage(),
): Member | null {
  try {
    const raw = storage?.getItem(MEMBER_CACHE_KEY);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    return looksLikeMember(value) ? value : null;
  } catch {
    return null;
  }
}

function looksLikeMember(value: unknown): value is Member {
  if (typeof value !== 'object' || value === null) return false;
  // The fields every reader of a member uses without checking (menus, profile, admin rule).
  const { id, auth, customFields, planConnections } = value as {
    id?: unknown;
    auth?: { email?: unknown } | null;
    customFields?: unknown;
    planConnections?: unknown;
  };
  return (
    typeof id === 'string' &&
    typeof auth?.email === 'string' &&
    typeof customFields === 'object' &&
    customFields !== null &&
    Array.isArray(planConnections)
  );
}

function safeLocalStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined;
  }
}
