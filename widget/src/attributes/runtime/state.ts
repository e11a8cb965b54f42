/** What the runtime's phases share while a page is open (docs/product/data-attributes.md §1, §2). */
import type { App, ContentGroup } from '@wf/sdk/contract';
import { $member } from '../../runtime/store.ts';
import type { Viewer } from '../gates.ts';
import { GROUPS_KEY, read } from '../storage.ts';

/** The page's state: what is known of the app, and what the gates took out. */
export interface RuntimeState {
  /** The app's content groups: the cached ones at boot, then GET /app-member's (null while unknown). */
  groups: ContentGroup[] | null;
  /** The app, once GET /app-member has answered (null before, or when it failed). */
  app: App | null;
  /** Gated or conditional elements taken out of the page, with the comment that holds their place. */
  readonly removed: Map<Element, Comment>;
}

/** The content groups the last visit cached (§1 `ms_groups`), or null. */
export function readCachedGroups(): ContentGroup[] | null {
  try {
    const raw = read('localStorage', GROUPS_KEY);
    const value: unknown = raw ? JSON.parse(raw) : null;
    return Array.isArray(value) ? (value as ContentGroup[]) : null;
  } catch {
    return null;
  }
}

/** The state at boot: the cached groups, unless the page asks for fresh ones (`?forceRefetch`). */
export function initialState(params: URLSearchParams): RuntimeState {
  return { groups: params.has('forceRefetch') ? null : readCachedGroups(), app: null, removed: new Map() };
}

/** Who is looking now: the member store's member and the groups known so far. */
export function viewerOf(state: RuntimeState): Viewer {
  return { member: $member.get(), groups: state.groups };
}
