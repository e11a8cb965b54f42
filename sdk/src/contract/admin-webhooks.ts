/**
 * The admin API's outgoing webhooks (docs/admin-api.md "Webhooks"): the events an app's owner
 * may subscribe to, and the wire shapes of registering, listing and removing an endpoint and of
 * reading its deliveries.
 */
import { z } from 'zod/mini';
import { URL_MAX } from '../constants.ts';

/** Every event a webhook endpoint may subscribe to. */
export const WEBHOOK_EVENTS = [
  'member.created',
  'member.updated',
  'member.deleted',
  'member.plan.added',
  'member.plan.updated',
  'member.plan.canceled',
  'team.member.added',
  'team.member.removed',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** How many endpoints one app may register. */
export const WEBHOOK_ENDPOINTS_MAX = 20;

/** How many deliveries GET /webhooks/{id}/deliveries answers, newest first. */
export const WEBHOOK_DELIVERIES_SHOWN = 50;

/** POST /webhooks: an absolute http(s) URL (https only on a live service) and at least one event. */
export const adminCreateWebhookRequestSchema = z.object({
  url: z.string().check(z.trim(), z.minLength(1), z.maxLength(URL_MAX)),
  events: z
    .array(z.enum(WEBHOOK_EVENTS))
    .check(z.minLength(1, 'Subscribe to at least one event.'), z.maxLength(WEBHOOK_EVENTS.length * 4)),
});
export type AdminCreateWebhookRequest = z.infer<typeof adminCreateWebhookRequestSchema>;

/** What registering answers: the endpoint's id and its signing secret, shown this once. */
export const adminCreatedWebhookResponseSchema = z.object({
  data: z.object({ id: z.string(), secret: z.string() }),
});

/** A registered endpoint, without its secret. */
export const adminWebhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  events: z.array(z.string()),
  /** ISO 8601. */
  created: z.string(),
});

export const adminWebhookListResponseSchema = z.object({ data: z.array(adminWebhookSchema) });

/** An endpoint's id (whep_...). */
export const adminWebhookParamsSchema = z.object({
  id: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
});

export const adminDeletedWebhookResponseSchema = z.object({ data: z.object({ id: z.string() }) });

/** One delivery of an event to an endpoint, with its latest attempt. Times are ISO 8601. */
export const adminWebhookDeliverySchema = z.object({
  /** The message id, sent as svix-id. */
  id: z.string(),
  event: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number(),
  /** The HTTP status of the latest answer, null when none came. */
  statusCode: z.nullable(z.number()),
  error: z.nullable(z.string()),
  created: z.string(),
  lastAttempt: z.nullable(z.string()),
  nextAttempt: z.nullable(z.string()),
  delivered: z.nullable(z.string()),
});
export type AdminWebhookDelivery = z.infer<typeof adminWebhookDeliverySchema>;

export const adminWebhookDeliveriesResponseSchema = z.object({ data: z.array(adminWebhookDeliverySchema) });
