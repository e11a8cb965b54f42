/**
 * An app's webhook endpoints (docs/admin-api.md "Webhooks"): registered, listed and removed by
 * the owner through the admin API, each with the deliveries made to it. Always by the app the
 * secret key named: another app's endpoint is never found.
 */
import {
  type AdminCreateWebhookRequest,
  type AdminWebhookDelivery,
  WEBHOOK_DELIVERIES_SHOWN,
  WEBHOOK_ENDPOINTS_MAX,
} from '@wf/sdk/contract';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../../db/client.ts';
import { apps, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { invalidRequest } from '../../http/errors.ts';
import { newId } from '../../ids.ts';
import { checkedAddress, type HostResolver, RefusedAddressError } from './address-guard.ts';
import { newWebhookSecret } from './signature.ts';

/** A registered endpoint as the admin API lists it. */
export interface WebhookEndpointView {
  id: string;
  url: string;
  events: string[];
  created: string;
}

/** The endpoint's URL, checked: absolute http(s) without credentials; https only on a live service. */
export function checkWebhookUrl(raw: string, options: { testMode: boolean }): string {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw invalidRequest('The webhook URL must be an absolute URL.', { fields: { url: 'Not a URL.' } });
  }
  const allowed = options.testMode ? ['https:', 'http:'] : ['https:'];
  if (!allowed.includes(url.protocol)) {
    const message = options.testMode
      ? 'The webhook URL must be http or https.'
      : 'The webhook URL must be https.';
    throw invalidRequest(message, { fields: { url: message } });
  }
  if (url.username || url.password) {
    throw invalidRequest('The webhook URL may not hold a user name or password.', {
      fields: { url: 'No credentials in the URL.' },
    });
  }
  return url.href;
}

/**
 * On a live service, the endpoint's host must be one a delivery may reach: every address it
 * resolves to is checked as the delivery worker checks it (address-guard.ts, docs/security.md
 * "Outgoing webhooks"), so a private, loopback or link-local endpoint is refused when it is
 * registered (400), not only at its first delivery. A host that does not resolve is refused too.
 * A test service takes any host (local endpoints in development and tests). Call it before the
 * transaction: a lookup may be slow.
 */
export async function assertReachableWebhookHost(
  raw: string,
  options: { testMode: boolean; resolve: HostResolver },
): Promise<void> {
  if (options.testMode) return;
  const url = new URL(checkWebhookUrl(raw, options));
  let reason: string;
  try {
    await checkedAddress(url.hostname, { allowLoopback: false, resolve: options.resolve });
    return;
  } catch (error) {
    if (error instanceof RefusedAddressError)
      reason = `${error.message}: a webhook is never sent to the service's own network.`;
    else reason = `refused: ${url.hostname} could not be resolved to an address.`;
  }
  const message = `The webhook URL's host may not be reached (${reason})`;
  throw invalidRequest(message, { fields: { url: message } });
}

/** Registers an endpoint; answers its id and its secret (shown this once). 400 past the limit. */
export async function createWebhookEndpoint(
  tx: Tx,
  input: { appId: string; request: AdminCreateWebhookRequest; testMode: boolean; now: Date },
): Promise<{ id: string; secret: string }> {
  const url = checkWebhookUrl(input.request.url, { testMode: input.testMode });
  // The app's row locked: concurrent registrations take turns, so the limit holds.
  await tx.select({ id: apps.id }).from(apps).where(eq(apps.id, input.appId)).for('update');
  const [registered] = await tx
    .select({ value: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.appId, input.appId));
  if ((registered?.value ?? 0) >= WEBHOOK_ENDPOINTS_MAX) {
    throw invalidRequest(
      `An app may register at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints: remove one first.`,
    );
  }
  const id = newId('whep');
  const secret = newWebhookSecret();
  await tx.insert(webhookEndpoints).values({
    id,
    appId: input.appId,
    url,
    events: [...new Set(input.request.events)],
    secret,
    createdAt: input.now,
  });
  return { id, secret };
}

/** The app's endpoints, oldest first, without their secrets. */
export async function listWebhookEndpoints(q: Queryable, appId: string): Promise<WebhookEndpointView[]> {
  const rows = await q
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.appId, appId))
    .orderBy(webhookEndpoints.createdAt, webhookEndpoints.id);
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    events: row.events,
    created: row.createdAt.toISOString(),
  }));
}

/** Removes the app's endpoint and its deliveries; false when the app has no such endpoint. */
export async function deleteWebhookEndpoint(q: Queryable, appId: string, id: string): Promise<boolean> {
  const removed = await q
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.appId, appId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return removed.length > 0;
}

/** The endpoint's latest deliveries, newest first; undefined when the app has no such endpoint. */
export async function listWebhookDeliveries(
  q: Queryable,
  appId: string,
  endpointId: string,
): Promise<AdminWebhookDelivery[] | undefined> {
  const [endpoint] = await q
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.appId, appId), eq(webhookEndpoints.id, endpointId)));
  if (!endpoint) return undefined;
  const rows = await q
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpoint.id))
    .orderBy(desc(webhookDeliveries.seq))
    .limit(WEBHOOK_DELIVERIES_SHOWN);
  return rows.map((row) => ({
    id: row.id,
    event: row.event,
    status: row.status,
    attempts: row.attempts,
    statusCode: row.lastStatusCode,
    error: row.lastError,
    created: row.createdAt.toISOString(),
    lastAttempt: row.lastAttemptAt?.toISOString() ?? null,
    nextAttempt: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    delivered: row.deliveredAt?.toISOString() ?? null,
  }));
}
