/**
 * Page protection in the browser (docs/product/data-attributes.md §12): a viewer without access
 * to the content group whose URLs match this page is sent to the group's redirect. The service
 * does the same before it sends a page it serves itself; this covers pages hosted elsewhere.
 */
import { canAccessGroup } from '@wf/sdk/access';
import type { ContentGroup, Member } from '@wf/sdk/contract';
import { contentGroupForPath } from '@wf/sdk/page-protection';
import { sitePath } from './redirects.ts';

/** Where a viewer must go instead of this page, or null when they may stay. */
export function protectedRedirect(
  location: Pick<Location, 'pathname' | 'search' | 'href'>,
  groups: readonly ContentGroup[],
  member: Member | null,
): string | null {
  let path = location.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the raw path.
  }
  const group = contentGroupForPath(path, location.search, groups);
  if (!group || canAccessGroup(member, group)) return null;
  const target = sitePath(group.redirect || '/', location.href) ?? '/';
  return target === `${location.pathname}${location.search}` ? null : target;
}

/** The style that keeps a page unpainted while its viewer's access is being checked. */
const HOLD_ID = 'wf-protect-hold';

function hold(doc: Document): void {
  if (doc.getElementById(HOLD_ID)) return;
  const style = doc.createElement('style');
  style.id = HOLD_ID;
  style.textContent = 'html{visibility:hidden!important}';
  (doc.head ?? doc.documentElement).append(style);
}

function release(doc: Document): void {
  doc.getElementById(HOLD_ID)?.remove();
}

/**
 * Protects the page from what is known of the viewer. `settled` is false for the member cached
 * by the last visit, true for the service's answer. A visitor is sent away at once; a cached
 * member who may not see the page is held unpainted until the service answers instead, since
 * their plans may have changed since (a payment that just went through): it redirects them then,
 * or shows the page.
 */
export function protectPage(groups: readonly ContentGroup[], member: Member | null, settled = true): void {
  const target = protectedRedirect(window.location, groups, member);
  if (!target) {
    if (settled) release(document);
    return;
  }
  if (!settled && member) {
    hold(document);
    return;
  }
  window.location.replace(target);
}
