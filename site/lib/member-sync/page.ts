/**
 * The page's member upkeep, started once by the header's user menu (present on every page):
 * creates the widget (which reads the `_ms-mem` cache into the store), refreshes a cached
 * member, watches for a return after idling and mirrors the state for the home page's CSS.
 */
import { $authStatus, $member, getWidget } from '@wf/widget';
import { mirrorMemberAttribute } from './memberAttribute.ts';
import { startMemberSync } from './sync.ts';

let started = false;

/** Starts the upkeep on this page; later calls do nothing. Browser only. */
export function startPageMemberSync(): void {
  if (started) return;
  started = true;
  const widget = getWidget();
  mirrorMemberAttribute($authStatus, document.documentElement);
  startMemberSync({
    widget,
    member: $member,
    activity: window,
    visibility: document,
    // The member stays as cached; the next refresh tries again.
    onError: (error) => console.warn('World Family: could not refresh the member.', error),
  });
}
