/**
 * Telling the owner's webhook endpoints of a change (docs/admin-api.md "Webhooks"): a delivery
 * row per subscribed endpoint, written with the change's own transaction handle (the outbox), so
 * the event exists exactly when the change was committed. The worker (worker.ts) sends them.
 * Nothing is read or built when no endpoint of the app subscribes to the event.
 */
import type { AdminMember, WebhookEvent } from '@wf/sdk/contract';
import { and, eq } from 'drizzle-orm';
import type { Queryable } from '../../db/client.ts';
import { apps, members, plans, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { newId } from '../../ids.ts';
import { presentMemberToOwner } from '../owner.ts';
import type { MemberRecord } from '../present.ts';

/** A plan connection as the admin API shows it. */
type AdminPlanConnection = AdminMember['planConnections'][number];

/** The message every delivery's body is: `JSON.stringify` of it, compact. */
export interface WebhookMessage {
  event: WebhookEvent;
  /** When the change happened, in milliseconds since 1970. */
  timestamp: number;
  payload: unknown;
}

/**
 * Writes a delivery of `event` for every endpoint of the app that subscribes to it. `payload` is
 * only called when there is one.
 */
export async function emitWebhookEvent(
  q: Queryable,
  input: { appId: string; event: WebhookEvent; now: Date; payload: () => Promise<unknown> },
): Promise<void> {
  const endpoints = await q
    .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.appId, input.appId));
  const subscribed = endpoints.filter((endpoint) => endpoint.events.includes(input.event));
  if (subscribed.length === 0) return;
  const message: WebhookMessage = {
    event: input.event,
    timestamp: input.now.getTime(),
    payload: await input.payload(),
  };
  // Compact, as @memberstack/admin's verifyWebhookSignature re-serialises the parsed body.
  const body = JSON.stringify(message);
  await q.insert(webhookDeliveries).values(
    subscribed.map((endpoint) => ({
      id: newId('msg'),
      appId: input.appId,
      endpointId: endpoint.id,
      event: input.event,
      body,
      nextAttemptAt: input.now,
      createdAt: input.now,
    })),
  );
}

/** The member as the admin API shows it, read inside the caller's transaction; undefined when gone. */
export async function ownerViewOfMember(
  q: Queryable,
  appId: string,
  memberOrId: string | MemberRecord,
): Promise<AdminMember | undefined> {
  const [app] = await q.select({ id: apps.id, settings: apps.settings }).from(apps).where(eq(apps.id, appId));
  if (!app) return undefined;
  let member: MemberRecord | undefined;
  if (typeof memberOrId === 'string') {
    [member] = await q
      .select()
      .from(members)
      .where(and(eq(members.appId, appId), eq(members.id, memberOrId)));
  } else member = memberOrId;
  return member && presentMemberToOwner(q, app, member);
}

/** member.created, member.updated or member.deleted (sent before the row goes): the member. */
export function emitMemberEvent(
  q: Queryable,
  input: { appId: string; memberId: string; event: WebhookEvent; now: Date },
): Promise<void> {
  return emitWebhookEvent(q, {
    appId: input.appId,
    event: input.event,
    now: input.now,
    payload: () => ownerViewOfMember(q, input.appId, input.memberId),
  });
}

/** What a removed connection was, for member.plan.canceled once its row is gone. */
export interface EndedConnection {
  id: string;
  planId: string;
  type: AdminPlanConnection['type'];
}

/**
 * member.plan.added, member.plan.updated or member.plan.canceled: `{ member, planConnection }`,
 * the connection as the member now holds it (an ended one whose row is gone as CANCELED).
 */
export function emitPlanEvent(
  q: Queryable,
  input: {
    appId: string;
    memberId: string;
    planId: string;
    event: WebhookEvent;
    now: Date;
    ended?: EndedConnection;
  },
): Promise<void> {
  return emitWebhookEvent(q, {
    appId: input.appId,
    event: input.event,
    now: input.now,
    payload: async () => {
      const member = await ownerViewOfMember(q, input.appId, input.memberId);
      const held = member?.planConnections.find((connection) => connection.planId === input.planId);
      return { member, planConnection: held ?? (await endedConnection(q, input.ended)) ?? null };
    },
  });
}

async function endedConnection(
  q: Queryable,
  ended: EndedConnection | undefined,
): Promise<AdminPlanConnection | undefined> {
  if (!ended) return undefined;
  const [plan] = await q.select({ name: plans.name }).from(plans).where(eq(plans.id, ended.planId));
  return {
    id: ended.id,
    active: false,
    status: 'CANCELED',
    planId: ended.planId,
    planName: plan?.name ?? ended.planId,
    type: ended.type,
    payment: null,
  };
}

/** team.member.added or team.member.removed: `{ member, team: { id, ownerId } }`. */
export function emitTeamEvent(
  q: Queryable,
  input: {
    appId: string;
    memberId: string;
    team: { id: string; ownerId: string };
    event: 'team.member.added' | 'team.member.removed';
    now: Date;
  },
): Promise<void> {
  return emitWebhookEvent(q, {
    appId: input.appId,
    event: input.event,
    now: input.now,
    payload: async () => ({
      member: (await ownerViewOfMember(q, input.appId, input.memberId)) ?? null,
      team: input.team,
    }),
  });
}
