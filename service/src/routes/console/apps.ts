/**
 * The console's Apps routes (docs/console.md "Apps"): thin handlers over apps/console-apps.ts.
 * The mounting has checked that the caller is a signed-in administrator of the app they name.
 */
import { consoleAppSession, createConsoleApp, listConsoleApps } from '../../apps/console-apps.ts';
import type { Deps } from '../../http/context.ts';
import { sessionClientOf } from '../auth/common.ts';
import type { ConsoleAppsHandlers } from './handlers.ts';

/** The caller: the signed-in administrator and the app their call names. */
function callerOf(c: { var: { app: { id: string }; member: { id: string } } }) {
  return { appId: c.var.app.id, memberId: c.var.member.id };
}

export function consoleAppsHandlers(deps: Deps): ConsoleAppsHandlers {
  const { database, clock, env } = deps;
  const appsEnv = { publicUrl: env.publicUrl, testMode: env.testMode };
  return {
    consoleListApps: async (c) => ({
      data: {
        apps: await listConsoleApps(database.db, callerOf(c), appsEnv),
      },
    }),

    consoleCreateApp: async (c, { body }) => ({
      data: await createConsoleApp(database, {
        caller: callerOf(c),
        name: body.name,
        env: appsEnv,
        now: clock(),
        client: sessionClientOf(c, deps),
      }),
    }),

    consoleAppSession: async (c, { params }) => ({
      data: await consoleAppSession(database, {
        caller: callerOf(c),
        appId: params.appId,
        env: appsEnv,
        now: clock(),
        client: sessionClientOf(c, deps),
      }),
    }),
  };
}
