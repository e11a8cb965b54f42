/**
 * The console's Members routes (docs/console.md): thin handlers over the list
 * (members/console-list.ts), a member's page (members/console-detail.ts), the actions
 * (members/console-actions.ts) and the export (members/console-csv.ts). The mounting has checked
 * that the caller is a signed-in administrator of the app they name; every query is of that app.
 */
import { CONSOLE_LIST_DEFAULT, type ConsoleMembersQuery } from '@wf/sdk/contract';
import { sessionPolicy } from '../../auth/session.ts';
import type { Deps } from '../../http/context.ts';
import {
  addPlanFromConsole,
  blockCommentingFromConsole,
  deleteFromConsole,
  removePlanFromConsole,
  resendVerificationFromConsole,
  signOutFromConsole,
  unblockCommentingFromConsole,
  verifyFromConsole,
} from '../../members/console-actions.ts';
import { csvStream, EXPORT_CHUNK_SIZE } from '../../members/console-csv.ts';
import { consoleMemberDetail } from '../../members/console-detail.ts';
import {
  type ConsoleFilters,
  consoleMembersInChunks,
  defaultOrder,
  listConsoleMembers,
} from '../../members/console-list.ts';
import type { ConsoleMemberHandlers } from './handlers.ts';

function filtersOf(query: ConsoleMembersQuery): ConsoleFilters {
  return {
    q: query.q,
    plan: query.plan,
    status: query.status,
    verified: query.verified,
    provider: query.provider,
  };
}

export function consoleMemberHandlers(deps: Deps): ConsoleMemberHandlers {
  const { database, clock, env } = deps;
  const policy = sessionPolicy(env);

  /** The member's page, as every action that changes it answers. */
  async function page(appId: string, memberId: string) {
    return { data: await consoleMemberDetail(database.db, { appId, memberId, now: clock(), policy }) };
  }

  return {
    consoleListMembers: async (c, { query }) => {
      const sort = query.sort ?? 'created';
      const data = await listConsoleMembers(database.db, {
        appId: c.var.app.id,
        filters: filtersOf(query),
        sort,
        order: query.order ?? defaultOrder(sort),
        after: query.after,
        limit: query.limit ?? CONSOLE_LIST_DEFAULT,
      });
      return { data };
    },

    consoleExportMembers: (c, { query }) => {
      const sort = query.sort ?? 'created';
      const chunks = consoleMembersInChunks(
        database.db,
        { appId: c.var.app.id, filters: filtersOf(query), sort, order: query.order ?? defaultOrder(sort) },
        EXPORT_CHUNK_SIZE,
      );
      const day = clock().toISOString().slice(0, 10);
      return new Response(csvStream(chunks), {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': `attachment; filename="members-${day}.csv"`,
        },
      });
    },

    consoleGetMember: (c, { params }) => page(c.var.app.id, params.id),

    consoleAddPlan: async (c, { params, body }) => {
      const appId = c.var.app.id;
      await addPlanFromConsole(database, {
        appId,
        memberId: params.id,
        actorId: c.var.member.id,
        planId: body.planId,
        now: clock(),
      });
      return page(appId, params.id);
    },

    consoleRemovePlan: async (c, { params }) => {
      const appId = c.var.app.id;
      await removePlanFromConsole(database, {
        appId,
        memberId: params.id,
        actorId: c.var.member.id,
        planId: params.planId,
        now: clock(),
      });
      return page(appId, params.id);
    },

    consoleSignOutMember: async (c, { params }) => {
      const signedOut = await signOutFromConsole(database, {
        appId: c.var.app.id,
        memberId: params.id,
        actorId: c.var.member.id,
        now: clock(),
      });
      return { data: { signedOut } };
    },

    consoleVerifyMember: async (c, { params }) => {
      const appId = c.var.app.id;
      await verifyFromConsole(database, {
        appId,
        memberId: params.id,
        actorId: c.var.member.id,
        now: clock(),
      });
      return page(appId, params.id);
    },

    consoleResendVerification: async (c, { params }) => {
      const sent = await resendVerificationFromConsole(deps, {
        app: c.var.app,
        appId: c.var.app.id,
        memberId: params.id,
        actorId: c.var.member.id,
        now: clock(),
      });
      return { data: { sent } };
    },

    consoleBlockCommenting: async (c, { params, body }) => {
      const appId = c.var.app.id;
      await blockCommentingFromConsole(database, {
        appId,
        memberId: params.id,
        actorId: c.var.member.id,
        duration: body.duration,
        reason: body.reason,
        now: clock(),
      });
      return page(appId, params.id);
    },

    consoleUnblockCommenting: async (c, { params }) => {
      const appId = c.var.app.id;
      await unblockCommentingFromConsole(database, {
        appId,
        memberId: params.id,
        actorId: c.var.member.id,
        now: clock(),
      });
      return page(appId, params.id);
    },

    consoleDeleteMember: async (c, { params, body }) => {
      const data = await deleteFromConsole(deps, {
        appId: c.var.app.id,
        memberId: params.id,
        actorId: c.var.member.id,
        confirmEmail: body.confirmEmail,
        now: clock(),
      });
      return { data };
    },
  };
}
