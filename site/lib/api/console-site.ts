/**
 * The console's Site and embedding calls (docs/console.md "Site and embedding") as /admin/site
 * makes them: the platform's CONSOLE_SITE_ROUTES under /api/admin/, signed in as a member holding
 * the app's admin plan, plus the app as the widget reads it (GET /app) for the login preview. An
 * interface of its own, so that stories pass a fake at the boundary.
 */

import {
  type AdminWebhookDelivery,
  API_ROUTES,
  type App,
  CONSOLE_SITE_ROUTES,
  type ConsoleCreatedSecretKey,
  type ConsoleCreatedWebhook,
  type ConsoleCreateWebhookRequest,
  type ConsoleSecretKey,
  type ConsoleSite,
  type ConsoleUpdateSiteRequest,
  LOGO_FIELD,
} from '@wf/sdk/contract';
import { type ConsoleTarget, consoleCaller } from '../console/current-app.ts';
import { usePageClient } from './page-client.ts';

/** A registered webhook endpoint (never its secret). */
export interface ConsoleWebhook {
  id: string;
  url: string;
  events: string[];
  created: string;
}

/** The Site and embedding screen's calls; each answers its data (the envelope opened). */
export interface ConsoleSiteApi {
  site(): Promise<ConsoleSite>;
  updateSite(request: ConsoleUpdateSiteRequest): Promise<ConsoleSite>;
  addOrigin(origin: string): Promise<ConsoleSite>;
  removeOrigin(origin: string): Promise<ConsoleSite>;
  uploadLogo(file: File): Promise<ConsoleSite>;
  removeLogo(): Promise<ConsoleSite>;
  secretKeys(): Promise<ConsoleSecretKey[]>;
  createSecretKey(): Promise<ConsoleCreatedSecretKey>;
  revokeSecretKey(id: string): Promise<ConsoleSecretKey>;
  webhooks(): Promise<ConsoleWebhook[]>;
  createWebhook(request: ConsoleCreateWebhookRequest): Promise<ConsoleCreatedWebhook>;
  deleteWebhook(id: string): Promise<void>;
  deliveries(webhookId: string): Promise<AdminWebhookDelivery[]>;
  resendDelivery(webhookId: string, deliveryId: string): Promise<AdminWebhookDelivery[]>;
  /** The app as the widget reads it (GET /app): the login preview's fields and providers. */
  app(): Promise<App>;
}

/** The Site and embedding client for the app `config` names (the site's own, or the one switched to). */
export function createConsoleSiteApi(config: ConsoleTarget): ConsoleSiteApi {
  const call = consoleCaller(config);
  const routes = CONSOLE_SITE_ROUTES;
  return {
    site: async () => (await call(routes.consoleGetSite, {})).data,
    updateSite: async (body) => (await call(routes.consoleUpdateSite, { body })).data,
    addOrigin: async (origin) => (await call(routes.consoleAddOrigin, { body: { origin } })).data,
    removeOrigin: async (origin) => (await call(routes.consoleRemoveOrigin, { body: { origin } })).data,
    async uploadLogo(file) {
      const body = new FormData();
      body.set(LOGO_FIELD, file);
      return (await call(routes.consoleUploadLogo, { body })).data;
    },
    removeLogo: async () => (await call(routes.consoleRemoveLogo, {})).data,
    secretKeys: async () => (await call(routes.consoleListSecretKeys, {})).data,
    createSecretKey: async () => (await call(routes.consoleCreateSecretKey, { body: {} })).data,
    revokeSecretKey: async (id) => (await call(routes.consoleRevokeSecretKey, { params: { id } })).data,
    webhooks: async () => (await call(routes.consoleListWebhooks, {})).data,
    createWebhook: async (body) => (await call(routes.consoleCreateWebhook, { body })).data,
    async deleteWebhook(id) {
      await call(routes.consoleDeleteWebhook, { params: { id } });
    },
    deliveries: async (id) => (await call(routes.consoleListDeliveries, { params: { id } })).data,
    resendDelivery: async (id, deliveryId) =>
      (await call(routes.consoleResendDelivery, { params: { id, deliveryId } })).data,
    app: async () => (await call(API_ROUTES.getApp, {})).data,
  };
}

/** The page's Site and embedding client once the island runs in the browser (null on the server). */
export function useConsoleSiteApi(): ConsoleSiteApi | null {
  return usePageClient(createConsoleSiteApi);
}
