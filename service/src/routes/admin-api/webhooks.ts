/**
 * The admin API's webhook routes (docs/admin-api.md "Webhooks"): thin handlers over
 * members/webhooks/endpoints.ts. The secret key named the app: another app's endpoint is a 404.
 */
import type { Deps } from '../../http/context.ts';
import { notFound } from '../../http/errors.ts';
import { systemResolver } from '../../members/webhooks/address-guard.ts';
import {
  assertReachableWebhookHost,
  createWebhookEndpoint,
  deleteWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
} from '../../members/webhooks/endpoints.ts';
import type { AdminWebhookHandlers } from './handlers.ts';

function noSuchEndpoint(id: string) {
  return notFound(`This app has no webhook endpoint with the id "${id.slice(0, 80)}".`);
}

export function adminWebhookHandlers(deps: Deps): AdminWebhookHandlers {
  const { database, clock, env } = deps;
  return {
    adminCreateWebhook: async (c, { body }) => {
      // A live service refuses a private host now, as its deliveries would be (docs/security.md).
      await assertReachableWebhookHost(body.url, {
        testMode: env.testMode,
        resolve: deps.resolveHost ?? systemResolver,
      });
      return {
        data: await database.transaction((tx) =>
          createWebhookEndpoint(tx, {
            appId: c.var.app.id,
            request: body,
            testMode: env.testMode,
            now: clock(),
          }),
        ),
      };
    },

    adminListWebhooks: async (c) => ({ data: await listWebhookEndpoints(database.db, c.var.app.id) }),

    adminDeleteWebhook: async (c, { params }) => {
      if (!(await deleteWebhookEndpoint(database.db, c.var.app.id, params.id)))
        throw noSuchEndpoint(params.id);
      return { data: { id: params.id } };
    },

    adminListWebhookDeliveries: async (c, { params }) => {
      const deliveries = await listWebhookDeliveries(database.db, c.var.app.id, params.id);
      if (!deliveries) throw noSuchEndpoint(params.id);
      return { data: deliveries };
    },
  };
}
