/**
 * The page a reply mail links to (docs/comments.md "Reply notifications"): the page the reply was
 * written on, as the client sent it, kept only when it is an http(s) address on the app's own
 * site or one of its allowed origins. Anything else (another site, a script URL, credentials in
 * the address) is dropped, so nobody can make our mail link to their site.
 */
import { siteOriginOf } from '../apps/settings.ts';
import type { AppRecord } from '../http/context.ts';

/** The address to link to, without its fragment, or null when it is not the app's. */
export function discussionUrl(
  app: Pick<AppRecord, 'settings' | 'allowedOrigins'>,
  publicUrl: string,
  sent: string | undefined,
): string | null {
  if (!sent) return null;
  const url = URL.parse(sent);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  if (url.username || url.password) return null;
  const allowed = new Set([siteOriginOf(app, publicUrl), ...app.allowedOrigins]);
  if (!allowed.has(url.origin)) return null;
  url.hash = '';
  return url.href;
}
