/**
 * The Member entity of the contract (widget-spec §3 "Member") built from a member's rows:
 * the one presenter every route answers with. Hidden custom fields stay stored but are never
 * shown (issue 3: "hidden fields stay hidden").
 */
import type { Member, MemberTeam } from '@wf/sdk/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Queryable } from '../db/client.ts';
import { apps, memberProviders, members, planConnections, plans, teamMembers, teams } from '../db/schema.ts';
import type { AppRecord } from '../http/context.ts';
import { visibleCustomFields } from './custom-fields.ts';

/** A member row as stored. */
export type MemberRecord = typeof members.$inferSelect;

/** Options of {@link presentMember}. */
export interface PresentMemberOptions {
  /** The member's app, when the caller has it (saves a query). */
  app?: Pick<AppRecord, 'id' | 'settings'>;
}

async function loadMember(q: Queryable, memberId: string): Promise<MemberRecord> {
  const [row] = await q.select().from(members).where(eq(members.id, memberId));
  if (!row) throw new Error(`presentMember: no member ${memberId}`);
  return row;
}

async function loadSettings(q: Queryable, member: MemberRecord, options: PresentMemberOptions) {
  if (options.app?.id === member.appId) return options.app.settings;
  const [app] = await q.select({ settings: apps.settings }).from(apps).where(eq(apps.id, member.appId));
  if (!app) throw new Error(`presentMember: no app ${member.appId}`);
  return app.settings;
}

async function loadTeams(q: Queryable, memberId: string) {
  const rows = await q
    .select({ teamId: teams.id, planName: plans.name, role: teamMembers.role })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .innerJoin(plans, eq(plans.id, teams.planId))
    .where(eq(teamMembers.memberId, memberId))
    .orderBy(asc(teamMembers.createdAt), asc(teams.id));
  const owned = await q
    .select({ teamId: teams.id, planName: plans.name })
    .from(teams)
    .innerJoin(plans, eq(plans.id, teams.planId))
    .where(eq(teams.ownerMemberId, memberId))
    .orderBy(asc(teams.createdAt), asc(teams.id));
  const ownedIds = new Set(owned.map((team) => team.teamId));
  const joined: MemberTeam[] = rows
    .filter((row) => row.role !== 'OWNER' && !ownedIds.has(row.teamId))
    .map(({ teamId, planName }) => ({ teamId, planName }));
  return { ownedTeams: owned, joinedTeams: joined };
}

/**
 * The Member entity of a member row (or id). Pass the transaction handle when inside one.
 * Queries run one after another: PGlite is a single connection.
 */
export async function presentMember(
  q: Queryable,
  memberOrId: MemberRecord | string,
  options: PresentMemberOptions = {},
): Promise<Member> {
  const member = typeof memberOrId === 'string' ? await loadMember(q, memberOrId) : memberOrId;
  const settings = await loadSettings(q, member, options);
  const providers = await q
    .select({ provider: memberProviders.provider })
    .from(memberProviders)
    .where(eq(memberProviders.memberId, member.id))
    .orderBy(asc(memberProviders.createdAt), asc(memberProviders.provider));
  const connections = await q
    .select()
    .from(planConnections)
    .where(and(eq(planConnections.memberId, member.id), eq(planConnections.appId, member.appId)))
    .orderBy(asc(planConnections.createdAt), asc(planConnections.id));
  const memberTeams = await loadTeams(q, member.id);

  return {
    id: member.id,
    profileImage: member.profileImage,
    createdAt: member.createdAt.toISOString(),
    verified: member.verified,
    metaData: member.metaData as Member['metaData'],
    customFields: visibleCustomFields(settings.customFields, member.customFields),
    auth: {
      email: member.email,
      hasPassword: member.passwordHash !== null,
      providers,
    },
    planConnections: connections.map((connection) => ({
      planId: connection.planId,
      type: connection.type,
      status: connection.status,
      payment: connection.priceId ? { priceId: connection.priceId } : null,
    })),
    stripeCustomerId: member.stripeCustomerId,
    teams: memberTeams,
  };
}
