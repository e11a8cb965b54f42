/**
 * How long the records that grow with use are kept (docs/security.md "Retention"): webhook
 * deliveries that are done (delivered, or failed for good) for WEBHOOK_DELIVERY_RETENTION_DAYS
 * (30 by default), audit events for AUDIT_RETENTION_DAYS (90 by default). A delivery still
 * waiting for an attempt is never deleted, however old. The sweep runs every hour on every
 * instance; deleting what another instance deleted first deletes nothing.
 */
import { and, inArray, lt, ne } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { auditEvents, webhookDeliveries } from '../db/schema.ts';
import type { Deps } from '../http/context.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Rows deleted per statement: a long backlog goes in several short statements. */
export const RETENTION_BATCH = 1000;

/** How often the sweep runs. */
export const RETENTION_SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/** The retention periods, in days (env.ts). */
export interface RetentionDays {
  webhookDeliveryRetentionDays: number;
  auditRetentionDays: number;
}

/** What one sweep deleted. */
export interface RetentionSweep {
  webhookDeliveries: number;
  auditEvents: number;
}

/** Runs `deleteBatch` (which deletes at most `RETENTION_BATCH` rows) until a batch comes short. */
async function deleteInBatches(deleteBatch: () => Promise<number>): Promise<number> {
  let total = 0;
  for (;;) {
    const deleted = await deleteBatch();
    total += deleted;
    if (deleted < RETENTION_BATCH) return total;
  }
}

/** Deletes the done webhook deliveries and the audit events older than their retention. */
export async function deleteExpiredRecords(
  db: Queryable,
  { now, days }: { now: Date; days: RetentionDays },
): Promise<RetentionSweep> {
  const deliveriesBefore = new Date(now.getTime() - days.webhookDeliveryRetentionDays * DAY_MS);
  const auditBefore = new Date(now.getTime() - days.auditRetentionDays * DAY_MS);
  const deliveries = await deleteInBatches(async () => {
    const old = db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(ne(webhookDeliveries.status, 'pending'), lt(webhookDeliveries.createdAt, deliveriesBefore)))
      .limit(RETENTION_BATCH);
    const deleted = await db
      .delete(webhookDeliveries)
      .where(inArray(webhookDeliveries.id, old))
      .returning({ id: webhookDeliveries.id });
    return deleted.length;
  });
  const audit = await deleteInBatches(async () => {
    const old = db
      .select({ id: auditEvents.id })
      .from(auditEvents)
      .where(lt(auditEvents.createdAt, auditBefore))
      .limit(RETENTION_BATCH);
    const deleted = await db
      .delete(auditEvents)
      .where(inArray(auditEvents.id, old))
      .returning({ id: auditEvents.id });
    return deleted.length;
  });
  return { webhookDeliveries: deliveries, auditEvents: audit };
}

/** Runs the sweep now and every hour with env's retention; answers a function that stops it. */
export function startRetentionSweep(deps: Pick<Deps, 'database' | 'clock' | 'logger' | 'env'>): () => void {
  const tick = async () => {
    try {
      const deleted = await deleteExpiredRecords(deps.database.db, { now: deps.clock(), days: deps.env });
      if (deleted.webhookDeliveries > 0 || deleted.auditEvents > 0) {
        deps.logger.info(deleted, 'old webhook deliveries and audit events deleted');
      }
    } catch (error) {
      deps.logger.error(
        { error: String(error) },
        'deleting old webhook deliveries and audit events failed; it runs again in an hour',
      );
    }
  };
  void tick();
  const timer = setInterval(() => void tick(), RETENTION_SWEEP_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
