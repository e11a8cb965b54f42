/**
 * What an app's settings say about its own site, for the links and pages the service makes for
 * it (db/schema/apps.ts `links`, `pageBranding`): nothing here is World Family's, every app says
 * its own.
 */
import type { AppRecord } from '../http/context.ts';

type AppSite = Pick<AppRecord, 'settings' | 'allowedOrigins'>;

/** The origin of the app's site: its own address, else its first allowed origin, else the service's own. */
export function siteOriginOf(app: AppSite, publicUrl: string): string {
  const site = app.settings.links?.site;
  const origin = site ? URL.parse(site)?.origin : undefined;
  return origin ?? app.allowedOrigins[0] ?? new URL(publicUrl).origin;
}

/** A link of the app's settings made absolute on its site (undefined when it is not a usable URL). */
function onSite(app: AppSite, publicUrl: string, link: string): string | undefined {
  return URL.parse(link, siteOriginOf(app, publicUrl))?.href;
}

/** Where the app's members manage their account and membership: its `links.account`, else its site's home. */
export function accountUrlOf(app: AppSite, publicUrl: string): string {
  const link = app.settings.links?.account;
  return (link && onSite(app, publicUrl, link)) ?? `${siteOriginOf(app, publicUrl)}/`;
}

/** The app's help link, absolute, or null when it has none. */
export function helpUrlOf(app: AppSite, publicUrl: string): string | null {
  const link = app.settings.links?.help;
  return (link && onSite(app, publicUrl, link)) || null;
}

/** Where the app's members log in, absolute: its `links.login`, else its site's home. */
export function loginUrlOf(app: AppSite, publicUrl: string): string {
  const link = app.settings.links?.login;
  return (link && onSite(app, publicUrl, link)) ?? `${siteOriginOf(app, publicUrl)}/`;
}
