/**
 * The admin API's app settings (docs/admin-api.md "App settings"): the name, the allowed origins
 * and the branding, read and changed by the owner's server (and by the console). A change is in
 * effect at once on this instance and within APP_CACHE_SECONDS on the others, with no restart; it
 * is recorded in the audit log with the settings before and after; and the next start keeps it,
 * reporting it as a difference from the app's file (docs/apps.md "Applying a file").
 */

import { readAppSettings, updateAppSettings } from '../../apps/app-settings.ts';
import type { Deps } from '../../http/context.ts';
import type { AdminAppHandlers } from './handlers.ts';

export function adminAppHandlers(deps: Deps): AdminAppHandlers {
  const { database, clock } = deps;
  return {
    adminGetApp: async (c) => ({ data: await readAppSettings(database.db, c.var.app.id) }),

    adminUpdateApp: async (c, { body }) => {
      const appId = c.var.app.id;
      const data = await updateAppSettings(database, {
        appId,
        request: body,
        actor: { kind: 'secret-key', id: c.var.secretKey.id },
        now: clock(),
      });
      // This instance answers with the change at once; the others within APP_CACHE_SECONDS.
      deps.apps.forget(appId);
      return { data };
    },
  };
}
