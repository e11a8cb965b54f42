/**
 * The audit log (docs/security.md "Audit log"): who did what to which member of an app, written
 * by the mounting for every route that names an audit action (service/src/http/mount.ts).
 * Written outside the request's transaction, after its answer is known, so a refused call is
 * recorded as well as a done one.
 */
import { and, desc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { auditEvents } from '../db/schema.ts';
import { newId } from '../ids.ts';

/** One audit event as stored. */
export type AuditEvent = typeof auditEvents.$inferSelect;

/** What an event records. */
export interface AuditEntry {
  appId: string;
  actorKind: AuditEvent['actorKind'];
  actorId: string;
  action: string;
  targetId: string | null;
  detail: Record<string, unknown>;
  now: Date;
}

/** Records one event. */
export async function recordAuditEvent(db: Queryable, entry: AuditEntry): Promise<void> {
  await db.insert(auditEvents).values({
    id: newId('aud'),
    appId: entry.appId,
    actorKind: entry.actorKind,
    actorId: entry.actorId,
    action: entry.action,
    targetId: entry.targetId,
    detail: entry.detail,
    createdAt: entry.now,
  });
}

/** The app's latest events, newest first (optionally those of one action). */
export async function latestAuditEvents(
  db: Queryable,
  appId: string,
  options: { action?: string; limit?: number } = {},
): Promise<AuditEvent[]> {
  return db
    .select()
    .from(auditEvents)
    .where(
      options.action
        ? and(eq(auditEvents.appId, appId), eq(auditEvents.action, options.action))
        : eq(auditEvents.appId, appId),
    )
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(options.limit ?? 100);
}
