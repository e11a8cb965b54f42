/**
 * Sends the webhook deliveries that are due (docs/admin-api.md "Webhooks"), run every few
 * seconds by the service. Several instances may run it on one database: each claims its rows
 * with FOR UPDATE SKIP LOCKED and a lease, so an attempt is made by one instance only, and a
 * delivery whose instance stopped mid-attempt is taken again once the lease runs out.
 * A 2xx answer delivers; anything else is retried after the next wait of
 * {@link WEBHOOK_RETRY_DELAYS_MS} (more than a day in all), then the delivery is failed. An
 * address the guard refuses fails at once, without a connection.
 */
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { Deps } from '../../http/context.ts';
import { checkedAddress, type HostResolver, RefusedAddressError, systemResolver } from './address-guard.ts';
import { postWebhook } from './send.ts';
import { webhookHeaders } from './signature.ts';

/** The waits before each retry: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h (8 attempts, 31.6 h). */
export const WEBHOOK_RETRY_DELAYS_MS = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
] as const;

/** How often the service looks for due deliveries. */
export const WEBHOOK_INTERVAL_MS = 5_000;

/** How long a claimed delivery is its instance's: longer than an attempt's timeout. */
const LEASE_MS = 60_000;

/** Deliveries claimed per run (the next run takes the rest). */
const BATCH = 20;

/** The longest error kept in the log. */
const ERROR_MAX = 500;

export type WebhookWorkerDeps = Pick<Deps, 'database' | 'clock' | 'env' | 'logger'> & {
  /** How host names are resolved (default: dns.lookup of every address). */
  resolve?: HostResolver;
};

/** One run: how many attempts delivered, will be retried, failed. */
export async function runWebhookDeliveries(
  deps: WebhookWorkerDeps,
): Promise<{ delivered: number; retried: number; failed: number }> {
  const { database, clock } = deps;
  const now = clock();
  const claimed = await database.transaction(async (tx) => {
    const due = await tx
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(
        and(
          eq(webhookDeliveries.status, 'pending'),
          lte(webhookDeliveries.nextAttemptAt, now),
          or(isNull(webhookDeliveries.leaseUntil), lte(webhookDeliveries.leaseUntil, now)),
        ),
      )
      .orderBy(asc(webhookDeliveries.nextAttemptAt), asc(webhookDeliveries.seq))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(webhookDeliveries)
      .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          webhookDeliveries.id,
          due.map((row) => row.id),
        ),
      )
      .returning();
  });
  const done = { delivered: 0, retried: 0, failed: 0 };
  claimed.sort((a, b) => a.seq - b.seq);
  for (const delivery of claimed) {
    const outcome = await attempt(deps, delivery);
    done[outcome] += 1;
  }
  return done;
}

type Delivery = typeof webhookDeliveries.$inferSelect;

/** One attempt of one delivery, recorded. */
async function attempt(
  deps: WebhookWorkerDeps,
  delivery: Delivery,
): Promise<'delivered' | 'retried' | 'failed'> {
  const { database, clock } = deps;
  const [endpoint] = await database.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.id, delivery.endpointId));
  // The endpoint was removed meanwhile: its deliveries went with it.
  if (!endpoint) return 'failed';
  const at = clock();
  let statusCode: number | null = null;
  let error: string | null = null;
  let permanent = false;
  try {
    const url = new URL(endpoint.url);
    const target = await checkedAddress(url.hostname, {
      allowLoopback: deps.env.testMode,
      resolve: deps.resolve ?? systemResolver,
    });
    statusCode = await postWebhook({
      url,
      target,
      headers: webhookHeaders({ secret: endpoint.secret, messageId: delivery.id, at, body: delivery.body }),
      body: delivery.body,
    });
    if (statusCode < 200 || statusCode > 299) error = `the endpoint answered ${statusCode}`;
  } catch (caught) {
    permanent = caught instanceof RefusedAddressError;
    error = caught instanceof Error ? caught.message : String(caught);
  }
  const attempts = delivery.attempts + 1;
  const finished = clock();
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  const status = error === null ? 'delivered' : permanent || delay === undefined ? 'failed' : 'pending';
  await database.db
    .update(webhookDeliveries)
    .set({
      status,
      attempts,
      lastAttemptAt: at,
      lastStatusCode: statusCode,
      lastError: error?.slice(0, ERROR_MAX) ?? null,
      leaseUntil: null,
      ...(status === 'delivered' ? { deliveredAt: finished } : {}),
      ...(status === 'pending' && delay !== undefined
        ? { nextAttemptAt: new Date(at.getTime() + delay) }
        : {}),
    })
    .where(eq(webhookDeliveries.id, delivery.id));
  if (status !== 'delivered') {
    deps.logger.warn(
      { deliveryId: delivery.id, endpointId: endpoint.id, attempts, statusCode, error, status },
      status === 'failed' ? 'a webhook delivery failed for good' : 'a webhook delivery will be retried',
    );
  }
  return status === 'pending' ? 'retried' : status;
}

/** Runs the deliveries now and every {@link WEBHOOK_INTERVAL_MS}; answers a function that stops it. */
export function startWebhookDelivery(deps: WebhookWorkerDeps): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await runWebhookDeliveries(deps);
    } catch (error) {
      deps.logger.error({ error: String(error) }, 'the webhook delivery run failed; it runs again shortly');
    } finally {
      running = false;
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), WEBHOOK_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
