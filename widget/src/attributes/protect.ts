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

/** Leaves the page at once when the viewer may not see it. */
export function protectPage(groups: readonly ContentGroup[], member: Member | null): void {
  const target = protectedRedirect(window.location, groups, member);
  if (target) window.location.replace(target);
}
