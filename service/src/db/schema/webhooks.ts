/**
 * The admin API's outgoing webhooks (docs/admin-api.md "Webhooks"): the endpoints an app's owner
 * registers, and the deliveries waiting, made or given up. A delivery is written in the same
 * transaction as the change it tells of (the outbox), so no event is lost and none is told of a
 * change that was rolled back.
 */
import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { appId } from './apps.ts';
import { at, createdAt } from './columns.ts';

/** Where a delivery stands: waiting for its (next) attempt, delivered (a 2xx), or given up. */
export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    /** Starts with whep_. */
    id: text('id').primaryKey(),
    appId: appId(),
    url: text('url').notNull(),
    /** The event names it subscribes to. */
    events: jsonb('events').$type<string[]>().notNull(),
    /**
     * The signing secret (whsec_...), kept as is: the service signs every delivery with it, so it
     * must be recoverable (docs/security.md "Outgoing webhooks").
     */
    secret: text('secret').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('webhook_endpoints_app_idx').on(t.appId)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    /** The message id (msg_...), sent as svix-id on every attempt. */
    id: text('id').primaryKey(),
    /** The order deliveries were written in (several share one time). */
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    appId: appId(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    /** The body exactly as sent: JSON.stringify of { event, timestamp, payload }. */
    body: text('body').notNull(),
    status: text('status', { enum: WEBHOOK_DELIVERY_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When the next attempt is due (pending only). */
    nextAttemptAt: at('next_attempt_at').notNull(),
    /** A worker that claimed the delivery holds it until then (several instances may run). */
    leaseUntil: at('lease_until'),
    lastAttemptAt: at('last_attempt_at'),
    /** The HTTP status of the last answer, null when none came. */
    lastStatusCode: integer('last_status_code'),
    /** Why the last attempt failed. */
    lastError: text('last_error'),
    deliveredAt: at('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.seq),
    index('webhook_deliveries_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
  ],
);
