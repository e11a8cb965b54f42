/**
 * Where every page says which app it belongs to (docs/security.md: "the static site embeds the app id
 * and public key at build time, as data-app-id and data-public-key attributes on the element
 * that configures the widget in every page").
 *
 * The element is `<div id="wf-widget-config" hidden data-app-id data-public-key data-api>`,
 * rendered by BaseLayout.astro at the top of <body>. When the widget arrives, its
 * `<script src="/widget.js" data-app-id data-public-key>` tag (docs/architecture.md "The widget")
 * can take over the same id and attributes, and {@link readWidgetConfig} keeps working.
 * Browser-safe: imports nothing; the build-time values come from widget-config-build.ts.
 */

/** Id of the element that carries the configuration. */
export const WIDGET_CONFIG_ID = 'wf-widget-config';

/** What a page needs to call the membership API. */
export interface WidgetConfig {
  /** X-APP-ID (data-app-id). */
  appId: string;
  /** X-API-Key (data-public-key): the test key in test-mode builds. */
  publicKey: string;
  /** Base URL of the API (data-api), '/api' on the site's own origin. */
  apiUrl: string;
}

/** Reads the configuration element of `doc`, or null when the page has none (or it is incomplete). */
export function readWidgetConfig(doc: Pick<Document, 'getElementById'> = document): WidgetConfig | null {
  const element = doc.getElementById(WIDGET_CONFIG_ID);
  const appId = element?.dataset.appId;
  const publicKey = element?.dataset.publicKey;
  const apiUrl = element?.dataset.api;
  return appId && publicKey && apiUrl ? { appId, publicKey, apiUrl } : null;
}
