/**
 * The `_ms-mem` cache read on its own, without the member store (docs/architecture.md "The
 * members area"), so that a page can decide whether someone is signed in before it loads any
 * script of the widget: the site's `client:member` islands (site/lib/client-directives/member.ts) hydrate at
 * once for a cached member and not at all for a visitor.
 */
import { MEMBER_CACHE_KEY } from '@wf/sdk/constants';
import type { Member } from '@wf/sdk/contract';

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
