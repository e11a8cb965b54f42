/**
 * The page's site client for an island, safe to hydrate: null on the server and in the first
 * client render, then the client of the app the page's configuration element names (or null
 * on a page without one).
 */
import { useEffect, useState } from 'react';
import { readWidgetConfig } from '../widget-config.ts';
import { createSiteApi, type SiteApi } from './client.ts';

let pageApi: SiteApi | null | undefined;

/** The one client of this page (created on first use). */
export function getSiteApi(): SiteApi | null {
  if (pageApi === undefined) {
    const config = readWidgetConfig();
    pageApi = config ? createSiteApi(config) : null;
  }
  return pageApi;
}

/** The page's site client once the island runs in the browser. */
export function useSiteApi(): SiteApi | null {
  const [api, setApi] = useState<SiteApi | null>(null);
  useEffect(() => setApi(getSiteApi()), []);
  return api;
}
