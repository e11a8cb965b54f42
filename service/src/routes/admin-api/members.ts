/**
 * The admin API's member routes (docs/admin-api.md): thin handlers over members/owner.ts, the
 * plans of members/plans.ts and the account deletion of members/erase.ts. The secret key named
 * the app: a member of another app is never found (data null for retrieve, 404 otherwise).
 */
import { ADMIN_LIST_DEFAULT, type AdminMemberResponse } from '@wf/sdk/contract';
import { hashPassword } from '../../auth/password.ts';
import { assertStrongPassword } from '../../auth/password-policy.ts';
import type { Deps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { eraseMember } from '../../members/erase.ts';
import {
  createMemberForOwner,
  findMemberForOwner,
  listMembersForOwner,
  presentMemberToOwner,
  updateMemberForOwner,
} from '../../members/owner.ts';
import { addFreePlan, removeFreePlan } from '../../members/plans.ts';
import type { AdminMemberHandlers } from './handlers.ts';

/** The 404 of a member id the key's app does not have. */
function noSuchMember(id: string) {
  return notFound(`This app has no member with the id "${id.slice(0, 80)}".`);
}

export function adminMemberHandlers(deps: Deps): AdminMemberHandlers {
  const { database, clock } = deps;

  /** The id of the app's member, or a 404. */
  async function memberIdOf(appId: string, id: string): Promise<string> {
    const member = id.includes('@') ? undefined : await findMemberForOwner(database.db, appId, id);
    if (!member) throw noSuchMember(id);
    return member.id;
  }

  return {
    adminListMembers: (c, { query }) =>
      listMembersForOwner(database.db, c.var.app, {
        first: query.first ?? ADMIN_LIST_DEFAULT,
        after: query.after,
        order: query.order ?? 'ASC',
      }),

    adminRetrieveMember: async (c, { params }): Promise<AdminMemberResponse> => {
      const member = await findMemberForOwner(database.db, c.var.app.id, params.id);
      return { data: member ? await presentMemberToOwner(database.db, c.var.app, member) : null };
    },

    adminCreateMember: async (c, { body }): Promise<AdminMemberResponse> => {
      const app = c.var.app;
      assertStrongPassword(body.password, body.email);
      // Hashed before the transaction: a slow step must not hold the database.
      const passwordHash = await hashPassword(body.password);
      return database.transaction(async (tx) => {
        const member = await createMemberForOwner(tx, {
          app,
          email: body.email,
          passwordHash,
          customFields: body.customFields,
          metaData: body.metaData,
          json: body.json,
          loginRedirect: body.loginRedirect,
          plans: body.plans,
          now: clock(),
        });
        return { data: await presentMemberToOwner(tx, app, member) };
      });
    },

    adminUpdateMember: (c, { params, body }) =>
      database.transaction(async (tx): Promise<AdminMemberResponse> => {
        const member = await updateMemberForOwner(tx, c.var.app, params.id, body, clock());
        if (!member) throw noSuchMember(params.id);
        return { data: await presentMemberToOwner(tx, c.var.app, member) };
      }),

    adminDeleteMember: async (c, { params }) => {
      const appId = c.var.app.id;
      const memberId = await memberIdOf(appId, params.id);
      // Subscriptions are cancelled first, whatever the body says (docs/security.md "Deleting an account").
      return { data: await eraseMember(deps, { appId, memberId, now: clock() }) };
    },

    adminAddFreePlan: async (c, { params, body }) => {
      const appId = c.var.app.id;
      const memberId = await memberIdOf(appId, params.id);
      await database.transaction((tx) =>
        addFreePlan(tx, { appId, memberId, planId: body.planId, now: clock() }),
      );
      return c.text('OK');
    },

    adminRemoveFreePlan: async (c, { params, body }) => {
      const appId = c.var.app.id;
      const memberId = await memberIdOf(appId, params.id);
      await database.transaction((tx) =>
        removeFreePlan(tx, { appId, memberId, planId: body.planId, now: clock() }),
      );
      return c.text('OK');
    },
  };
}
