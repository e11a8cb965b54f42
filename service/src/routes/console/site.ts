/**
 * The console's Site and embedding routes (docs/console.md "Site and embedding"): thin handlers
 * over apps/console-site.ts (name, colour, origins, logo through the admin API's settings module)
 * and apps/console-integrations.ts (secret keys, webhook endpoints and their deliveries). The
 * mounting has checked that the caller is a signed-in administrator of the app they name; every
 * change is of that app, and a change of the settings is in effect at once on this instance.
 */
import {
  CONSOLE_SITE_ERROR_CODES,
  ERROR_CODES,
  LOGO_FIELD,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE_MESSAGE,
} from '@wf/sdk/contract';
import type { AppSettingsData } from '../../apps/app-settings.ts';
import {
  createSecretKeyFromConsole,
  createWebhookFromConsole,
  deleteWebhookFromConsole,
  deliveriesFromConsole,
  presentSecretKey,
  resendDeliveryFromConsole,
  revokeSecretKeyFromConsole,
} from '../../apps/console-integrations.ts';
import {
  addOrigin,
  presentSite,
  readSite,
  removeLogo,
  removeOrigin,
  setLogo,
  updateSite,
} from '../../apps/console-site.ts';
import { listSecretKeys } from '../../apps/secret-keys.ts';
import type { Deps } from '../../http/context.ts';
import { ApiError, invalidRequest } from '../../http/errors.ts';
import { systemResolver } from '../../members/webhooks/address-guard.ts';
import { assertReachableWebhookHost, listWebhookEndpoints } from '../../members/webhooks/endpoints.ts';
import type { ConsoleSiteHandlers } from './handlers.ts';

const MULTIPART = /^multipart\/form-data\b/i;

/** The logo file of a multipart request, refused before it is read when it says it is too large. */
async function logoBytes(request: Request): Promise<Uint8Array> {
  if (!MULTIPART.test(request.headers.get('Content-Type') ?? '')) {
    throw new ApiError(
      415,
      ERROR_CODES.unsupportedMediaType,
      `Send the logo as multipart/form-data in the field ${LOGO_FIELD}.`,
    );
  }
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    throw new ApiError(400, ERROR_CODES.validation, 'The request body is not valid multipart form data.');
  }
  const file = form.get(LOGO_FIELD);
  if (!(file instanceof Blob))
    throw invalidRequest(`Choose an image for the logo (form field ${LOGO_FIELD}).`);
  if (file.size > LOGO_MAX_BYTES) {
    throw new ApiError(413, CONSOLE_SITE_ERROR_CODES.logoTooLarge, LOGO_TOO_LARGE_MESSAGE);
  }
  return new Uint8Array(await file.arrayBuffer());
}

export function consoleSiteHandlers(deps: Deps): ConsoleSiteHandlers {
  const { database, clock, env } = deps;
  const context = { publicUrl: env.publicUrl, testMode: env.testMode };

  /** The settings after a change, as every settings route answers them; the cache forgets the app. */
  async function changed(appId: string, settings: AppSettingsData) {
    deps.apps.forget(appId);
    return { data: await presentSite(database.db, settings, context) };
  }

  return {
    consoleGetSite: async (c) => ({ data: await readSite(database.db, c.var.app.id, context) }),

    consoleUpdateSite: async (c, { body }) => {
      const appId = c.var.app.id;
      const settings = await updateSite(database, {
        appId,
        actorId: c.var.member.id,
        now: clock(),
        request: body,
      });
      return changed(appId, settings);
    },

    consoleAddOrigin: async (c, { body }) => {
      const appId = c.var.app.id;
      const settings = await addOrigin(database, {
        appId,
        actorId: c.var.member.id,
        now: clock(),
        origin: body.origin,
        testMode: env.testMode,
      });
      return changed(appId, settings);
    },

    consoleRemoveOrigin: async (c, { body }) => {
      const appId = c.var.app.id;
      const settings = await removeOrigin(database, {
        appId,
        actorId: c.var.member.id,
        now: clock(),
        origin: body.origin,
      });
      return changed(appId, settings);
    },

    consoleUploadLogo: async (c) => {
      const appId = c.var.app.id;
      const bytes = await logoBytes(c.req.raw);
      const settings = await setLogo(database, {
        appId,
        actorId: c.var.member.id,
        now: clock(),
        bytes,
        publicUrl: env.publicUrl,
        dataDir: env.dataDir,
        store: deps.uploads,
      });
      return changed(appId, settings);
    },

    consoleRemoveLogo: async (c) => {
      const appId = c.var.app.id;
      const settings = await removeLogo(database, {
        appId,
        actorId: c.var.member.id,
        now: clock(),
        dataDir: env.dataDir,
        store: deps.uploads,
      });
      return changed(appId, settings);
    },

    consoleListSecretKeys: async (c) => ({
      data: (await listSecretKeys(database.db, c.var.app.id)).map(presentSecretKey),
    }),

    consoleCreateSecretKey: async (c, { body }) => ({
      data: await createSecretKeyFromConsole(database, {
        appId: c.var.app.id,
        actorId: c.var.member.id,
        now: clock(),
        mode: body.mode ?? (env.testMode ? 'test' : 'live'),
      }),
    }),

    consoleRevokeSecretKey: async (c, { params }) => ({
      data: await revokeSecretKeyFromConsole(database, {
        appId: c.var.app.id,
        actorId: c.var.member.id,
        now: clock(),
        id: params.id,
      }),
    }),

    consoleListWebhooks: async (c) => ({ data: await listWebhookEndpoints(database.db, c.var.app.id) }),

    consoleCreateWebhook: async (c, { body }) => {
      // The admin API's rules: a live service refuses a private host now (docs/security.md).
      await assertReachableWebhookHost(body.url, {
        testMode: env.testMode,
        resolve: deps.resolveHost ?? systemResolver,
      });
      return {
        data: await createWebhookFromConsole(database, {
          appId: c.var.app.id,
          actorId: c.var.member.id,
          now: clock(),
          request: body,
          testMode: env.testMode,
        }),
      };
    },

    consoleDeleteWebhook: async (c, { params }) => {
      await deleteWebhookFromConsole(database, {
        appId: c.var.app.id,
        actorId: c.var.member.id,
        now: clock(),
        id: params.id,
      });
      return { data: { id: params.id } };
    },

    consoleListDeliveries: async (c, { params }) => ({
      data: await deliveriesFromConsole(database, { appId: c.var.app.id, id: params.id }),
    }),

    consoleResendDelivery: async (c, { params }) => ({
      data: await resendDeliveryFromConsole(database, {
        appId: c.var.app.id,
        actorId: c.var.member.id,
        now: clock(),
        endpointId: params.id,
        deliveryId: params.deliveryId,
      }),
    }),
  };
}
