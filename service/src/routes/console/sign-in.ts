/**
 * The console's Sign-up and sign-in routes (docs/console.md "Sign-up and sign-in"): thin
 * handlers over apps/console-sign-in.ts. The mounting has checked that the caller is a signed-in
 * administrator of the app they name; every change is of that app, and is in effect at once on
 * this instance (the app's cached record is forgotten).
 */
import type { CONSOLE_SIGN_IN_ROUTES, ConsoleSignIn } from '@wf/sdk/contract';
import {
  readSignIn,
  removeProviderCredentials,
  setCustomFields,
  setProviderCredentials,
  setProviderEnabled,
  updateSignIn,
} from '../../apps/console-sign-in.ts';
import type { Deps } from '../../http/context.ts';
import type { Handlers } from '../../http/mount.ts';

/** One handler per Sign-up and sign-in route. */
export type ConsoleSignInHandlers = Handlers<typeof CONSOLE_SIGN_IN_ROUTES>;

export function consoleSignInHandlers(deps: Deps): ConsoleSignInHandlers {
  const { database, clock, env } = deps;

  /** The settings after a change; the cache forgets the app so the widget sees them at once. */
  function changed(appId: string, data: ConsoleSignIn) {
    deps.apps.forget(appId);
    return { data };
  }

  return {
    consoleGetSignIn: async (c) => ({ data: await readSignIn(database.db, c.var.app.id, env) }),

    consoleUpdateSignIn: async (c, { body }) => {
      const appId = c.var.app.id;
      const data = await updateSignIn(database, {
        appId,
        actorId: c.var.member.id,
        now: clock(),
        env,
        request: body,
      });
      return changed(appId, data);
    },

    consoleSetCustomFields: async (c, { body }) => {
      const appId = c.var.app.id;
      const data = await setCustomFields(database, {
        appId,
        actorId: c.var.member.id,
        now: clock(),
        env,
        fields: body.fields,
      });
      return changed(appId, data);
    },

    consoleSetProvider: async (c, { params, body }) => {
      const appId = c.var.app.id;
      const data = await setProviderEnabled(database, {
        appId,
        actorId: c.var.member.id,
        now: clock(),
        env,
        provider: params.provider,
        enabled: body.enabled,
      });
      return changed(appId, data);
    },

    consoleSetProviderCredentials: async (c, { params, body }) => {
      const appId = c.var.app.id;
      const data = await setProviderCredentials(database, {
        appId,
        actorId: c.var.member.id,
        now: clock(),
        env,
        provider: params.provider,
        request: body,
      });
      return changed(appId, data);
    },

    consoleRemoveProviderCredentials: async (c, { params }) => {
      const appId = c.var.app.id;
      const data = await removeProviderCredentials(database, {
        appId,
        actorId: c.var.member.id,
        now: clock(),
        env,
        provider: params.provider,
      });
      return changed(appId, data);
    },
  };
}
