/**
 * Retention (docs/security.md "Retention"): the sweep deletes webhook deliveries that are done
 * (delivered or failed) past WEBHOOK_DELIVERY_RETENTION_DAYS and audit events past
 * AUDIT_RETENTION_DAYS, keeps the recent ones and every delivery still pending, and works
 * through a backlog longer than one batch. The periods are read by the env schema.
 */
import { APP_ID } from '@wf/config/app';
import { EnvError } from '@wf/config/env';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, webhookDeliveries, webhookEndpoints } from '../db/schema.ts';
import { parseEnv } from '../env.ts';
import { newId } from '../ids.ts';
import { openSeededTestDatabase, type TestDatabase } from '../testing/database.ts';
import { deleteExpiredRecords, RETENTION_BATCH } from './retention.ts';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-06-01T12:00:00Z');
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);
const days = { webhookDeliveryRetentionDays: 30, auditRetentionDays: 90 };

let test: TestDatabase;
const endpointId = newId('whep');

beforeAll(async () => {
  test = await openSeededTestDatabase();
  await test.database.db.insert(webhookEndpoints).values({
    id: endpointId,
    appId: APP_ID,
    url: 'https://hooks.example.com/retention',
    events: ['member.created'],
    secret: 'whsec_unused',
    createdAt: daysAgo(400),
  });
});
afterAll(async () => {
  await test.close();
});

async function delivery(id: string, status: 'pending' | 'delivered' | 'failed', age: number) {
  await test.database.db.insert(webhookDeliveries).values({
    id,
    appId: APP_ID,
    endpointId,
    event: 'member.created',
    body: '{}',
    status,
    nextAttemptAt: daysAgo(age),
    createdAt: daysAgo(age),
  });
}

async function auditEvent(id: string, age: number) {
  await test.database.db.insert(auditEvents).values({
    id,
    appId: APP_ID,
    actorKind: 'secret-key',
    actorId: 'skey_retention',
    action: 'members.list',
    createdAt: daysAgo(age),
  });
}

async function deliveryIds(): Promise<string[]> {
  const rows = await test.database.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId));
  return rows.map((row) => row.id).sort();
}

async function auditIds(): Promise<string[]> {
  const rows = await test.database.db
    .select({ id: auditEvents.id })
    .from(auditEvents)
    .where(eq(auditEvents.actorId, 'skey_retention'));
  return rows.map((row) => row.id).sort();
}

describe('the retention sweep', () => {
  it('deletes done deliveries older than their retention and old audit events; keeps recent ones and pending deliveries', async () => {
    await delivery('msg_old_delivered', 'delivered', 31);
    await delivery('msg_old_failed', 'failed', 45);
    await delivery('msg_old_pending', 'pending', 60);
    await delivery('msg_recent_delivered', 'delivered', 29);
    await delivery('msg_recent_failed', 'failed', 2);
    await auditEvent('aud_old', 91);
    await auditEvent('aud_older', 400);
    await auditEvent('aud_recent', 89);
    await auditEvent('aud_delivery_age', 31);

    expect(await deleteExpiredRecords(test.database.db, { now, days })).toEqual({
      webhookDeliveries: 2,
      auditEvents: 2,
    });
    expect(await deliveryIds()).toEqual(['msg_old_pending', 'msg_recent_delivered', 'msg_recent_failed']);
    expect(await auditIds()).toEqual(['aud_delivery_age', 'aud_recent']);

    // A second sweep (another instance's, say) finds nothing more.
    expect(await deleteExpiredRecords(test.database.db, { now, days })).toEqual({
      webhookDeliveries: 0,
      auditEvents: 0,
    });
    // Shorter periods reach further.
    expect(
      await deleteExpiredRecords(test.database.db, {
        now,
        days: { webhookDeliveryRetentionDays: 1, auditRetentionDays: 30 },
      }),
    ).toEqual({ webhookDeliveries: 2, auditEvents: 2 });
    expect(await deliveryIds()).toEqual(['msg_old_pending']);
  });

  it('works through a backlog longer than one batch', async () => {
    const backlog = RETENTION_BATCH + 5;
    await test.database.db.insert(auditEvents).values(
      Array.from({ length: backlog }, (_, i) => ({
        id: `aud_backlog_${i}`,
        appId: APP_ID,
        actorKind: 'secret-key' as const,
        actorId: 'skey_retention',
        action: 'members.list',
        createdAt: daysAgo(100),
      })),
    );
    await auditEvent('aud_backlog_recent', 2);
    expect((await deleteExpiredRecords(test.database.db, { now, days })).auditEvents).toBe(backlog);
    expect(await auditIds()).toEqual(['aud_backlog_recent']);
  });
});

describe('the retention periods', () => {
  it('default to 30 days for deliveries and 90 for audit events, and take whole days from 1 to 3650', () => {
    expect(parseEnv({})).toMatchObject({ webhookDeliveryRetentionDays: 30, auditRetentionDays: 90 });
    expect(parseEnv({ WEBHOOK_DELIVERY_RETENTION_DAYS: '7', AUDIT_RETENTION_DAYS: '365' })).toMatchObject({
      webhookDeliveryRetentionDays: 7,
      auditRetentionDays: 365,
    });
    for (const bad of ['0', '-1', '1.5', 'forever', '3651']) {
      expect(() => parseEnv({ AUDIT_RETENTION_DAYS: bad })).toThrow(EnvError);
      expect(() => parseEnv({ WEBHOOK_DELIVERY_RETENTION_DAYS: bad })).toThrow(
        /WEBHOOK_DELIVERY_RETENTION_DAYS/,
      );
    }
  });
});
