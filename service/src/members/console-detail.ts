/**
 * A member's page in the console (docs/console.md "A member's page"): the profile, the plan
 * connections with their payment, the billing history, teams, connected providers, live
 * sessions and the block from commenting. A member of another app is never found (404).
 */
import {
  COMMENT_BLOCK_PERMANENT_UNTIL,
  CONSOLE_BILLING_EVENTS_SHOWN,
  type ConsoleBillingEvent,
  type ConsoleMemberDetail,
  type ConsolePlanConnection,
  type ConsoleTeam,
} from '@wf/sdk/contract';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { liveSessions, type SessionPolicy } from '../auth/session.ts';
import { describeUserAgent } from '../auth/user-agent.ts';
import { currentCommentBlock } from '../comments/moderation.ts';
import type { Queryable } from '../db/client.ts';
import {
  memberProviders,
  members,
  paymentEvents,
  planConnections,
  plans,
  prices,
  subscriptions,
  teamMembers,
  teams,
} from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { toMajorUnits } from './billing/money.ts';
import { type MemberRecord, presentConnection } from './present.ts';

/** The 404 of a member the app does not have. */
export function noSuchConsoleMember(id: string) {
  return notFound(`This app has no member with the id "${id.slice(0, 80)}".`);
}

/** The app's member with this id, or a 404. */
export async function findConsoleMember(
  q: Queryable,
  appId: string,
  memberId: string,
): Promise<MemberRecord> {
  const [row] = await q
    .select()
    .from(members)
    .where(and(eq(members.appId, appId), eq(members.id, memberId)));
  if (!row) throw noSuchConsoleMember(memberId);
  return row;
}

const epochMs = (at: Date | null) => (at ? at.getTime() : null);

/** A plan has no active price: the console may give it or take it away. */
const planIsFree = sql<boolean>`not exists (select 1 from ${prices} where ${prices.planId} = ${planConnections.planId} and ${prices.active})`;

/** The member's plan connections, oldest first, with their plans' names and payments. */
export async function consoleConnections(
  q: Queryable,
  appId: string,
  memberId: string,
): Promise<ConsolePlanConnection[]> {
  const rows = await q
    .select({
      id: planConnections.id,
      planId: planConnections.planId,
      planName: plans.name,
      type: planConnections.type,
      status: planConnections.status,
      priceId: planConnections.priceId,
      amount: prices.amount,
      currency: prices.currency,
      paymentStatus: subscriptions.paymentStatus,
      lastPaidAt: subscriptions.lastPaidAt,
      nextBillingAt: subscriptions.nextBillingAt,
      cancelAt: subscriptions.cancelAt,
      createdAt: planConnections.createdAt,
      free: planIsFree,
    })
    .from(planConnections)
    .innerJoin(plans, eq(plans.id, planConnections.planId))
    .leftJoin(prices, eq(prices.id, planConnections.priceId))
    .leftJoin(subscriptions, eq(subscriptions.id, planConnections.subscriptionId))
    .where(and(eq(planConnections.appId, appId), eq(planConnections.memberId, memberId)))
    .orderBy(asc(planConnections.createdAt), asc(planConnections.id));
  return rows.map((row) => {
    const connection = presentConnection({
      ...row,
      lastPaidAt: epochMs(row.lastPaidAt),
      nextBillingAt: epochMs(row.nextBillingAt),
      cancelAt: epochMs(row.cancelAt),
    });
    return {
      id: connection.id,
      planId: connection.planId,
      planName: row.planName,
      type: connection.type,
      status: connection.status,
      active: connection.active,
      free: Boolean(row.free),
      payment: connection.payment,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

/** The member's billing events, newest first (at most CONSOLE_BILLING_EVENTS_SHOWN). */
async function billingHistory(q: Queryable, appId: string, memberId: string): Promise<ConsoleBillingEvent[]> {
  const rows = await q
    .select({
      id: paymentEvents.id,
      type: paymentEvents.type,
      fromStatus: paymentEvents.fromStatus,
      toStatus: paymentEvents.toStatus,
      amount: paymentEvents.amount,
      currency: paymentEvents.currency,
      subscriptionId: paymentEvents.subscriptionId,
      planId: subscriptions.planId,
      createdAt: paymentEvents.createdAt,
    })
    .from(paymentEvents)
    .leftJoin(subscriptions, eq(subscriptions.id, paymentEvents.subscriptionId))
    .where(and(eq(paymentEvents.appId, appId), eq(paymentEvents.memberId, memberId)))
    .orderBy(desc(paymentEvents.createdAt), desc(paymentEvents.id))
    .limit(CONSOLE_BILLING_EVENTS_SHOWN);
  return rows.map((row) => ({
    ...row,
    amount: row.amount !== null && row.currency ? toMajorUnits(row.amount, row.currency) : row.amount,
    planId: row.planId ?? null,
    createdAt: row.createdAt.toISOString(),
  }));
}

/** The teams the member owns or belongs to, with their seats taken. */
async function teamsOf(q: Queryable, appId: string, memberId: string): Promise<ConsoleTeam[]> {
  const seats = sql<number>`(select count(*)::int from ${teamMembers} as seats where seats.team_id = ${teams.id})`;
  const rows = await q
    .select({
      teamId: teams.id,
      planId: teams.planId,
      planName: plans.name,
      role: teamMembers.role,
      ownerId: teams.ownerMemberId,
      memberCount: seats,
      maxTeamMembers: teams.maxTeamMembers,
    })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(plans, eq(plans.id, teams.planId))
    .where(and(eq(teamMembers.appId, appId), eq(teamMembers.memberId, memberId)))
    .orderBy(asc(teamMembers.createdAt), asc(teams.id));
  return rows.map((row) => ({ ...row, memberCount: Number(row.memberCount) }));
}

/** The member's page. */
export async function consoleMemberDetail(
  q: Queryable,
  input: { appId: string; memberId: string; now: Date; policy: SessionPolicy },
): Promise<ConsoleMemberDetail> {
  const member = await findConsoleMember(q, input.appId, input.memberId);
  const providers = await q
    .select()
    .from(memberProviders)
    .where(eq(memberProviders.memberId, member.id))
    .orderBy(asc(memberProviders.createdAt), asc(memberProviders.provider));
  const sessions = await liveSessions(q, { memberId: member.id, now: input.now, policy: input.policy });
  return {
    profile: {
      id: member.id,
      email: member.email,
      verified: member.verified,
      customFields: { ...member.customFields },
      metaData: member.metaData as ConsoleMemberDetail['profile']['metaData'],
      profileImage: member.profileImage,
      stripeCustomerId: member.stripeCustomerId,
      createdAt: member.createdAt.toISOString(),
      lastLogin: member.lastLoginAt?.toISOString() ?? null,
    },
    planConnections: await consoleConnections(q, input.appId, member.id),
    billingHistory: await billingHistory(q, input.appId, member.id),
    teams: await teamsOf(q, input.appId, member.id),
    providers: providers.map((link) => ({
      provider: link.provider,
      email: link.email,
      connectedAt: link.createdAt.toISOString(),
    })),
    sessions: sessions.map((session) => {
      const { device, browser } = describeUserAgent(session.userAgent);
      return {
        id: session.id,
        createdAt: session.createdAt.toISOString(),
        lastUsed: session.lastUsedAt.toISOString(),
        userAgent: session.userAgent,
        device,
        browser,
        ip: session.ip,
      };
    }),
    commentBlock: await commentBlockOf(q, input.appId, member.id, input.now),
  };
}

/** The member's block from commenting while it lasts (comments/moderation.ts). */
async function commentBlockOf(
  q: Queryable,
  appId: string,
  memberId: string,
  now: Date,
): Promise<ConsoleMemberDetail['commentBlock']> {
  const block = await currentCommentBlock(q, { appId, memberId, now });
  if (!block) return null;
  const until = block.until.toISOString();
  return {
    until,
    permanent: until === COMMENT_BLOCK_PERMANENT_UNTIL,
    reason: block.reason,
    createdAt: block.createdAt.toISOString(),
  };
}
