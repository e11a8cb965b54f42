/**
 * The audit log (docs/security.md "Audit log"): one row per call of a route that names an audit
 * action (every admin route and every admin API route), written by the mounting
 * (service/src/http/mount.ts).
 */
import { index, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { appId } from './apps.ts';
import { createdAt } from './columns.ts';

/** Who acted: a secret key of the app (the admin API) or a signed-in member (an administrator). */
export const AUDIT_ACTOR_KINDS = ['secret-key', 'member'] as const;

export const auditEvents = pgTable(
  'audit_events',
  {
    /** Starts with aud_. */
    id: text('id').primaryKey(),
    appId: appId(),
    actorKind: text('actor_kind', { enum: AUDIT_ACTOR_KINDS }).notNull(),
    /** The secret key's id or the member's id (kept after either is gone). */
    actorId: text('actor_id').notNull(),
    /** The route's audit action, e.g. 'members.create'. */
    action: text('action').notNull(),
    /** What it acted on (a member's id), when it names one. */
    targetId: text('target_id'),
    /** A few facts of the call: its status, the key's mode. */
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_events_app_created_idx').on(t.appId, t.createdAt)],
);
