/**
 * The console's secret keys and webhook endpoints (docs/console.md "Site and embedding"): the
 * admin API's own modules (apps/secret-keys.ts, members/webhooks/endpoints.ts) called for a
 * signed-in administrator, each change recorded in the app's audit log in its own transaction
 * with what was there before and after (never a key or a signing secret).
 */
import {
  type AdminWebhookDelivery,
  CONSOLE_SITE_ERROR_CODES,
  type ConsoleCreateWebhookRequest,
  type ConsoleSecretKey,
} from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import { ApiError, notFound } from '../http/errors.ts';
import {
  createWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  type WebhookEndpointView,
} from '../members/webhooks/endpoints.ts';
import { recordAuditEvent } from '../security/audit.ts';
import {
  createSecretKey,
  revokeSecretKeyById,
  type SecretKeyMode,
  type SecretKeySummary,
} from './secret-keys.ts';

/** Who acts: the signed-in administrator of the app. */
export interface ConsoleActor {
  appId: string;
  actorId: string;
  now: Date;
}

/** A key as the console shows it. */
export function presentSecretKey(summary: SecretKeySummary): ConsoleSecretKey {
  return {
    id: summary.id,
    mode: summary.mode,
    lastFour: summary.lastFour,
    created: summary.createdAt.toISOString(),
    lastUsed: summary.lastUsedAt?.toISOString() ?? null,
    revoked: summary.revokedAt?.toISOString() ?? null,
  };
}

function audit(actor: ConsoleActor, action: string, targetId: string, detail: Record<string, unknown>) {
  return {
    appId: actor.appId,
    actorKind: 'member' as const,
    actorId: actor.actorId,
    action,
    targetId,
    detail,
    now: actor.now,
  };
}

/** Makes a key; answers it (the only time it is known) and its row. */
export async function createSecretKeyFromConsole(
  database: Database,
  input: ConsoleActor & { mode: SecretKeyMode },
): Promise<{ key: string; secretKey: ConsoleSecretKey }> {
  return database.transaction(async (tx) => {
    const { key, summary } = await createSecretKey(tx, {
      appId: input.appId,
      mode: input.mode,
      now: input.now,
    });
    const secretKey = presentSecretKey(summary);
    await recordAuditEvent(
      tx,
      audit(input, 'secret-key.created', summary.id, { before: null, after: secretKey }),
    );
    return { key, secretKey };
  });
}

/** Revokes the app's key; 404 when the app has none with this id. Revoking twice changes nothing. */
export async function revokeSecretKeyFromConsole(
  database: Database,
  input: ConsoleActor & { id: string },
): Promise<ConsoleSecretKey> {
  return database.transaction(async (tx) => {
    const revoked = await revokeSecretKeyById(tx, { appId: input.appId, id: input.id, now: input.now });
    if (!revoked) throw notFound(`This app has no secret key with the id "${input.id.slice(0, 80)}".`);
    const after = presentSecretKey(revoked);
    if (revoked.revokedAt?.getTime() === input.now.getTime()) {
      await recordAuditEvent(
        tx,
        audit(input, 'secret-key.revoked', revoked.id, { before: { ...after, revoked: null }, after }),
      );
    }
    return after;
  });
}

function noSuchEndpoint(id: string) {
  return notFound(`This app has no webhook endpoint with the id "${id.slice(0, 80)}".`);
}

/** Registers an endpoint (the URL already checked for a live service's reach by the caller). */
export async function createWebhookFromConsole(
  database: Database,
  input: ConsoleActor & { request: ConsoleCreateWebhookRequest; testMode: boolean },
): Promise<{ webhook: WebhookEndpointView; secret: string }> {
  return database.transaction(async (tx) => {
    const { id, secret } = await createWebhookEndpoint(tx, {
      appId: input.appId,
      request: input.request,
      testMode: input.testMode,
      now: input.now,
    });
    const webhook = (await listWebhookEndpoints(tx, input.appId)).find((endpoint) => endpoint.id === id);
    if (!webhook) throw new Error('the webhook endpoint was not stored');
    await recordAuditEvent(tx, audit(input, 'webhook.created', id, { before: null, after: webhook }));
    return { webhook, secret };
  });
}

/** Removes the app's endpoint and its deliveries; 404 when the app has none with this id. */
export async function deleteWebhookFromConsole(
  database: Database,
  input: ConsoleActor & { id: string },
): Promise<void> {
  await database.transaction(async (tx) => {
    const before = (await listWebhookEndpoints(tx, input.appId)).find((endpoint) => endpoint.id === input.id);
    if (!before) throw noSuchEndpoint(input.id);
    await tx
      .delete(webhookEndpoints)
      .where(and(eq(webhookEndpoints.appId, input.appId), eq(webhookEndpoints.id, input.id)));
    await recordAuditEvent(tx, audit(input, 'webhook.deleted', input.id, { before, after: null }));
  });
}

/** The endpoint's latest deliveries; 404 when the app has no such endpoint. */
export async function deliveriesFromConsole(
  database: Database,
  input: { appId: string; id: string },
): Promise<AdminWebhookDelivery[]> {
  const deliveries = await listWebhookDeliveries(database.db, input.appId, input.id);
  if (!deliveries) throw noSuchEndpoint(input.id);
  return deliveries;
}

/**
 * Sends a delivery again: it is pending and due now, with the same body and message id (a
 * receiver that already has it can tell by svix-id). The worker makes one attempt; when it fails
 * and the retries are spent, it is failed again. 404 unless the delivery is of the app's endpoint.
 * Answers the endpoint's latest deliveries.
 */
export async function resendDeliveryFromConsole(
  database: Database,
  input: ConsoleActor & { endpointId: string; deliveryId: string },
): Promise<AdminWebhookDelivery[]> {
  return database.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: webhookDeliveries.id,
        status: webhookDeliveries.status,
        attempts: webhookDeliveries.attempts,
        leaseUntil: webhookDeliveries.leaseUntil,
      })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(
        and(
          eq(webhookDeliveries.id, input.deliveryId),
          eq(webhookDeliveries.endpointId, input.endpointId),
          eq(webhookEndpoints.appId, input.appId),
        ),
      )
      .for('update');
    if (!row) throw notFound(`This endpoint has no delivery with the id "${input.deliveryId.slice(0, 80)}".`);
    // A worker is sending it right now: a second attempt beside it would be a duplicate.
    if (row.leaseUntil && row.leaseUntil > input.now) {
      throw new ApiError(
        409,
        CONSOLE_SITE_ERROR_CODES.deliveryInFlight,
        'This delivery is being sent right now: try again in a minute.',
      );
    }
    await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: input.now, leaseUntil: null })
      .where(eq(webhookDeliveries.id, row.id));
    await recordAuditEvent(
      tx,
      audit(input, 'webhook.delivery-resent', row.id, {
        endpointId: input.endpointId,
        before: { status: row.status, attempts: row.attempts },
        after: { status: 'pending', attempts: row.attempts },
      }),
    );
    return (await listWebhookDeliveries(tx, input.appId, input.endpointId)) ?? [];
  });
}
