/**
 * Page protection on the server (docs/product/data-attributes.md §12 "Ours"): before any byte
 * of a page the service serves itself (the static site, and /examples/ in test mode) is sent,
 * the page is checked against the `urls` of its app's content groups (the rule of
 * @wf/sdk/page-protection). A viewer whose session cookie does not grant the group is sent to
 * the group's redirect (302, `Cache-Control: no-store`, none of the page); a member who may see
 * it gets it with `Cache-Control: private, no-store`, so no shared cache keeps it.
 *
 * A page is matched by every path that names it: the request's own (decoded, slashes collapsed,
 * dot segments resolved) and the paths of the file it resolved to, read from the file system
 * (`realpath`, so a case variant on a case-insensitive disk or a symbolic link still names the
 * protected file). Clean URLs, `.html`, `index.html`, `%2e` and `//` therefore cannot bypass it.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import { type ContentGroup, contentGroupForPath, MEMBER_COOKIE } from '@wf/sdk/contract';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { loadContentGroups } from '../apps/present.ts';
import { findSession, sessionPolicy } from '../auth/session.ts';
import type { Deps } from '../http/context.ts';
import { clientIp } from '../http/origin.ts';
import { TtlCache } from '../http/ttl-cache.ts';
import { holdsAnyPlan } from '../members/plan-holding.ts';

/** Where a denied viewer goes when the group names no usable redirect. */
const FALLBACK_REDIRECT = '/';

/** Cache-Control of a protected page shown to a member who may see it. */
export const PROTECTED_PAGE_CACHE_CONTROL = 'private, no-store';

/** Most apps whose content groups are kept (the site's and the example app). */
const MAX_CACHED_APPS = 10;

/** What the guard decided about a page. */
export type PageDecision = { kind: 'open' } | { kind: 'granted' } | { kind: 'denied'; location: string };

/** A page about to be served: the app it belongs to and the paths that name it. */
export interface GuardedPage {
  appId: string;
  /** URL paths naming the page (with or without the leading '/'). */
  paths: readonly string[];
  /** The request's query with its '?', or ''. */
  search: string;
}

/** Decides whether the viewer of `c` may see `page`. */
export type PageGuard = (c: Context, page: GuardedPage) => Promise<PageDecision>;

/** A request path as the rule compares it: slashes collapsed, '.' and '..' segments resolved. */
export function normalisedPath(decodedPath: string): string {
  return path.posix.normalize(`/${decodedPath}`.replace(/\/{2,}/g, '/'));
}

/**
 * The URL paths that name `file`, a file under `root` served at `mount` ('' for the site, which
 * serves clean URLs; '/examples' for the example pages), read from the disk: `a/b.html` is
 * `a/b.html` and `a/b`; `a/index.html` is also `a/` and `a`. Undefined when the real file is not
 * under the real root (a link out of it).
 */
export function pathsOfFile(root: string, file: string, mount: string): string[] | undefined {
  let realRoot: string;
  let realFile: string;
  try {
    realRoot = realpathSync.native(root);
    realFile = realpathSync.native(file);
  } catch {
    return undefined;
  }
  if (!realFile.startsWith(realRoot + path.sep)) return undefined;
  const relative = path.relative(realRoot, realFile).split(path.sep).join('/');
  const paths = [`${mount}/${relative}`];
  if (relative.endsWith('.html')) {
    const bare = relative.slice(0, -'.html'.length);
    paths.push(`${mount}/${bare}`);
    if (bare === 'index' || bare.endsWith('/index')) {
      const folder = bare.slice(0, -'index'.length);
      paths.push(`${mount}/${folder}`, `${mount}/${folder.replace(/\/$/, '')}`);
    }
  }
  return paths;
}

/** A group's redirect, if it is a path on this origin; otherwise the fallback. */
function redirectOf(group: ContentGroup): string {
  const target = group.redirect.trim();
  // A relative path only: never another origin ('//evil.example', '/\evil.example', 'https:').
  if (target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\')) {
    // biome-ignore lint/suspicious/noControlCharactersInRegex: a CR or LF must not reach the Location header
    if (!/[\u0000-\u001f\u007f]/.test(target)) return target;
  }
  return FALLBACK_REDIRECT;
}

/** The guard of the pages the service serves, reading content groups and sessions from the database. */
export function pageGuard(deps: Pick<Deps, 'database' | 'clock' | 'env'>): PageGuard {
  const { database, clock, env } = deps;
  const groupsOf = new TtlCache<string, ContentGroup[]>({
    ttlMs: env.appCacheSeconds * 1000,
    maxEntries: MAX_CACHED_APPS,
  });

  const grants = async (c: Context, appId: string, group: ContentGroup): Promise<boolean> => {
    const token = getCookie(c, MEMBER_COOKIE);
    if (!token) return false;
    const found = await findSession(database.db, {
      appId,
      token,
      now: clock(),
      ip: clientIp(c, env.trustProxy),
      policy: sessionPolicy(env),
    });
    if (!found) return false;
    if (group.plans.length === 0) return true;
    return holdsAnyPlan(database.db, { appId, memberId: found.member.id, plans: group.plans });
  };

  return async (c, page) => {
    const groups = (await groupsOf.get(page.appId, () => loadContentGroups(database.db, page.appId))) ?? [];
    const guarded = groups.filter((group) => group.urls.length > 0);
    if (guarded.length === 0) return { kind: 'open' };
    let group: ContentGroup | undefined;
    for (const candidate of page.paths) {
      group = contentGroupForPath(candidate, page.search, guarded);
      if (group) break;
    }
    if (!group) return { kind: 'open' };
    if (await grants(c, page.appId, group)) return { kind: 'granted' };
    return { kind: 'denied', location: redirectOf(group) };
  };
}

/** The answer to a viewer the guard turned away: a redirect, no page, nothing cached. */
export function deniedPage(c: Context, location: string): Response {
  return c.body(null, 302, { Location: location, 'Cache-Control': 'no-store' });
}
