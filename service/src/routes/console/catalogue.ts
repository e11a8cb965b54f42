/**
 * The console's Plans and access routes and the members import (docs/console.md "Plans and
 * access", "Importing members"): thin handlers over apps/console-catalogue.ts and
 * members/console-import.ts. The mounting has checked that the caller is a signed-in
 * administrator of the app they name; every change is of that app, and answers the app's plans
 * and content groups as they now are.
 */
import type { ConsoleCatalogueResponse } from '@wf/sdk/contract';
import {
  addPrice,
  archivePlan,
  archivePrice,
  type CatalogueActor,
  createGroup,
  createPlan,
  deleteGroup,
  deletePlan,
  readCatalogue,
  updateGroup,
  updatePlan,
  updatePrice,
} from '../../apps/console-catalogue.ts';
import type { Deps } from '../../http/context.ts';
import { importMembers } from '../../members/console-import.ts';
import type { ConsoleCatalogueHandlers } from './handlers.ts';

export function consoleCatalogueHandlers(deps: Deps): ConsoleCatalogueHandlers {
  const { database, clock } = deps;

  function actorOf(c: { var: { app: { id: string }; member: { id: string } } }): CatalogueActor {
    return { appId: c.var.app.id, actorId: c.var.member.id, now: clock() };
  }

  /** After a change: this instance forgets its copy of the app, and the answer is the catalogue now. */
  async function changed(actor: CatalogueActor): Promise<ConsoleCatalogueResponse> {
    deps.apps.forget(actor.appId);
    return { data: await readCatalogue(database.db, actor.appId) };
  }

  return {
    consoleListPlans: async (c) => ({ data: await readCatalogue(database.db, c.var.app.id) }),

    consoleCreatePlan: async (c, { body }) => {
      const actor = actorOf(c);
      await createPlan(database, actor, body);
      return changed(actor);
    },

    consoleUpdatePlan: async (c, { params, body }) => {
      const actor = actorOf(c);
      await updatePlan(database, actor, params.id, body);
      return changed(actor);
    },

    consoleArchivePlan: async (c, { params }) => {
      const actor = actorOf(c);
      await archivePlan(database, actor, params.id);
      return changed(actor);
    },

    consoleDeletePlan: async (c, { params }) => {
      const actor = actorOf(c);
      await deletePlan(database, actor, params.id);
      return changed(actor);
    },

    consoleAddPrice: async (c, { params, body }) => {
      const actor = actorOf(c);
      await addPrice(database, actor, params.id, body);
      return changed(actor);
    },

    consoleUpdatePrice: async (c, { params, body }) => {
      const actor = actorOf(c);
      await updatePrice(database, actor, params.id, params.priceId, body);
      return changed(actor);
    },

    consoleArchivePrice: async (c, { params }) => {
      const actor = actorOf(c);
      await archivePrice(database, actor, params.id, params.priceId);
      return changed(actor);
    },

    consoleCreateGroup: async (c, { body }) => {
      const actor = actorOf(c);
      await createGroup(database, actor, body);
      return changed(actor);
    },

    consoleUpdateGroup: async (c, { params, body }) => {
      const actor = actorOf(c);
      await updateGroup(database, actor, params.id, body);
      return changed(actor);
    },

    consoleDeleteGroup: async (c, { params }) => {
      const actor = actorOf(c);
      await deleteGroup(database, actor, params.id);
      return changed(actor);
    },

    consoleImportMembers: async (c, { body }) => ({
      data: await importMembers(deps, {
        app: c.var.app,
        actorId: c.var.member.id,
        csv: body.csv,
        invite: body.invite ?? false,
        now: clock(),
      }),
    }),
  };
}
