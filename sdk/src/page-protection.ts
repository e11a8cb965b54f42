/**
 * Page protection's rule (docs/product/data-attributes.md §12): which content group a page
 * belongs to, from the groups' `urls`. A filter `STARTS` is a prefix match and any other filter
 * an exact match; paths are compared without their leading `/`; the query counts only when the
 * rule's URL has a `?`. Shared by the service, which enforces it before sending a page it serves
 * (service/src/static/protection.ts), and the widget, which enforces it in the browser. Plain
 * TypeScript: no schema library, no DOM, so the widget's loader can carry it.
 */

/** One URL rule of a content group (the contract's `contentGroupSchema` urls). */
export interface ContentUrlRule {
  url: string;
  filter: string;
}

/** What {@link contentGroupForPath} needs of a group. */
export interface UrlGroup {
  urls: readonly ContentUrlRule[];
}

/** `text` without its leading slashes. */
function withoutLeadingSlash(text: string): string {
  return text.replace(/^\/+/, '');
}

/**
 * True when the page at `path` (with `search`, the query with its `?` or ''), matches `rule`.
 * `path` is the decoded URL path, with or without its leading `/`.
 */
export function matchesContentUrl(path: string, search: string, rule: ContentUrlRule): boolean {
  const wanted = withoutLeadingSlash(rule.url);
  if (wanted === '' && rule.filter === 'STARTS') return true;
  const page = withoutLeadingSlash(path);
  const query = search === '' || search === '?' ? '' : search.startsWith('?') ? search : `?${search}`;
  const subject = wanted.includes('?') ? `${page}${query}` : page;
  return rule.filter === 'STARTS' ? subject.startsWith(wanted) : subject === wanted;
}

/** The first of `groups` one of whose URL rules matches the page, or undefined. */
export function contentGroupForPath<G extends UrlGroup>(
  path: string,
  search: string,
  groups: readonly G[],
): G | undefined {
  return groups.find((group) => group.urls.some((rule) => matchesContentUrl(path, search, rule)));
}
