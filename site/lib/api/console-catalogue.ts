/**
 * The console's Plans and access calls and the members import (docs/console.md "Plans and
 * access", "Importing members"), as the site's admin screens make them: CONSOLE_CATALOGUE_ROUTES
 * under /api/admin/, signed in as a member holding the app's admin plan. An interface of its own,
 * so that stories pass a fake at the boundary.
 */
import {
  CONSOLE_CATALOGUE_ROUTES,
  type ConsoleCatalogueResponse,
  type ConsoleGroupRequestInput,
  type ConsoleImportResponse,
  type ConsolePlanRequestInput,
  type ConsolePriceRequestInput,
} from '@wf/sdk/contract';
import { type ConsoleTarget, consoleCaller } from '../console/current-app.ts';
import { usePageClient } from './page-client.ts';

/** The Plans and access calls; every change answers the plans and groups as they now are. */
export interface ConsoleCatalogueApi {
  listPlans(): Promise<ConsoleCatalogueResponse>;
  createPlan(plan: ConsolePlanRequestInput): Promise<ConsoleCatalogueResponse>;
  updatePlan(id: string, changes: Partial<ConsolePlanRequestInput>): Promise<ConsoleCatalogueResponse>;
  archivePlan(id: string): Promise<ConsoleCatalogueResponse>;
  deletePlan(id: string): Promise<ConsoleCatalogueResponse>;
  addPrice(planId: string, price: ConsolePriceRequestInput): Promise<ConsoleCatalogueResponse>;
  archivePrice(planId: string, priceId: string): Promise<ConsoleCatalogueResponse>;
  createGroup(group: ConsoleGroupRequestInput): Promise<ConsoleCatalogueResponse>;
  updateGroup(key: string, changes: Partial<ConsoleGroupRequestInput>): Promise<ConsoleCatalogueResponse>;
  deleteGroup(key: string): Promise<ConsoleCatalogueResponse>;
}

/** The members import: a CSV file's text, and whether to mail invitations. */
export type ImportMembers = (csv: string, invite: boolean) => Promise<ConsoleImportResponse>;

/** The Plans and access client for the app `config` names (the site's own, or the one switched to). */
export function createConsoleCatalogueApi(config: ConsoleTarget): ConsoleCatalogueApi {
  const call = consoleCaller(config);
  const routes = CONSOLE_CATALOGUE_ROUTES;
  return {
    listPlans: () => call(routes.consoleListPlans, {}),
    createPlan: (body) => call(routes.consoleCreatePlan, { body }),
    updatePlan: (id, body) => call(routes.consoleUpdatePlan, { params: { id }, body }),
    archivePlan: (id) => call(routes.consoleArchivePlan, { params: { id } }),
    deletePlan: (id) => call(routes.consoleDeletePlan, { params: { id } }),
    addPrice: (id, body) => call(routes.consoleAddPrice, { params: { id }, body }),
    archivePrice: (id, priceId) => call(routes.consoleArchivePrice, { params: { id, priceId } }),
    createGroup: (body) => call(routes.consoleCreateGroup, { body }),
    updateGroup: (id, body) => call(routes.consoleUpdateGroup, { params: { id }, body }),
    deleteGroup: (id) => call(routes.consoleDeleteGroup, { params: { id } }),
  };
}

/** The members import for the app `config` names (the site's own, or the one switched to). */
export function createImportMembers(config: ConsoleTarget): ImportMembers {
  const call = consoleCaller(config);
  return (csv, invite) => call(CONSOLE_CATALOGUE_ROUTES.consoleImportMembers, { body: { csv, invite } });
}

/** The page's Plans and access client once the island runs in the browser (null on the server). */
export function useConsoleCatalogueApi(): ConsoleCatalogueApi | null {
  return usePageClient(createConsoleCatalogueApi);
}

/** The page's members import once the island runs in the browser (null on the server). */
export function useImportMembers(): ImportMembers | null {
  return usePageClient(createImportMembers);
}
