/**
 * The page's member upkeep, started once by the first island that reads the member (useMemberState)
 * or by the header's user menu when it is opened: creates the widget (which reads the `_ms-mem`
 * cache into the store), refreshes a cached member, watches for a return after idling, mirrors
 * the state for the home page's CSS and tells the header's account slot, drawn without React
 * until its menu is opened, when the member changes (MEMBER_CHANGE_EVENT). It also watches the
 * toast queue, so that the page's toaster is loaded at the first toast (site/lib/toast-due.ts).
 */
import { getToasts, subscribeToToasts } from '@wf/ui';
import { $authStatus, $member, getWidget } from '@wf/widget';
import { watchToastsDue } from '../toast-due.ts';
import { MEMBER_CHANGE_EVENT } from './constants.ts';
import { mirrorMemberAttribute } from './memberAttribute.ts';
import { startMemberSync } from './sync.ts';

let started = false;

/** Starts the upkeep on this page; later calls do nothing. Browser only; throws without the widget's configuration. */
export function startPageMemberSync(): void {
  if (started) return;
  const widget = getWidget();
  started = true;
  watchToastsDue({ getToasts, subscribeToToasts }, document);
  mirrorMemberAttribute($authStatus, document.documentElement);
  $member.listen(() => document.dispatchEvent(new Event(MEMBER_CHANGE_EVENT)));
  startMemberSync({
    widget,
    member: $member,
    activity: window,
    visibility: document,
    // The member stays as cached; the next refresh tries again.
    onError: (error) => console.warn('World Family: could not refresh the member.', error),
  });
}
