/**
 * Member state upkeep for one page (docs/architecture.md "The members area"): reads the member once the widget exists, keeps
 * it current after a long absence, and mirrors it on <html> for the home page's CSS.
 */
import type { Member } from '@wf/sdk/contract';
import type { ReadableAtom } from 'nanostores';
import { type ActivitySource, type VisibilitySource, watchActivity } from './activity.ts';

/** The part of the widget API the upkeep uses. */
export interface MemberSource {
  getCurrentMember(): Promise<{ data: Member | null }>;
}

export interface MemberSyncOptions {
  widget: MemberSource;
  /** The member store (`$member` of @wf/widget), already filled from the `_ms-mem` cache. */
  member: ReadableAtom<Member | null>;
  activity: ActivitySource;
  visibility: VisibilitySource;
  now?: () => number;
  /** Where refresh failures go (a network hiccup keeps the member as it was). */
  onError?: (error: unknown) => void;
}

/**
 * Refreshes a cached member now (the cache may be stale: signed out elsewhere, plans changed)
 * and again whenever the tab returns after the idle limit. Visitors cost nothing: without a
 * member nothing is fetched. Returns a function that stops it.
 */
export function startMemberSync({
  widget,
  member,
  activity,
  visibility,
  now,
  onError = () => undefined,
}: MemberSyncOptions): () => void {
  let refreshing = false;
  const refresh = () => {
    if (refreshing || member.get() === null) return;
    refreshing = true;
    widget
      .getCurrentMember()
      .catch(onError)
      .finally(() => {
        refreshing = false;
      });
  };

  refresh();
  const watch = watchActivity({ activity, visibility, now, onReturnAfterIdle: refresh });
  return () => watch.stop();
}
