/**
 * Teams of team plans (docs/product/widget.md §3 "Team", §6 "Team owner"): a member who takes a team plan
 * owns a team; others join it with its invite token, up to maxTeamMembers seats counting the
 * owner, and hold the team's plan (a TEAM plan connection) while they are in it. Only the owner
 * removes members or replaces the invite token, and an OWNER is never removed.
 *
 * Functions that change rows take the transaction's handle and lock the team row first, so
 * that two joins at once cannot take the same last seat.
 */
import { ERROR_CODES, type Team } from '@wf/sdk/contract';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Queryable, Tx } from '../db/client.ts';
import { members, planConnections, plans, teamMembers, teams } from '../db/schema.ts';
import { ApiError, forbidden, notFound } from '../http/errors.ts';
import { newId, newToken } from '../ids.ts';
import { emitTeamEvent } from './webhooks/emit.ts';

type PlanRow = typeof plans.$inferSelect;
type TeamRow = typeof teams.$inferSelect;

/** Random bytes of an invite token (192 bits). */
const INVITE_TOKEN_BYTES = 24;

export const INVALID_INVITE_MESSAGE =
  'This invite link is not valid any more. Ask the team owner for a new one.';
export const ALREADY_IN_TEAM_MESSAGE = 'You are already a member of this team.';
export const TEAM_FULL_MESSAGE = 'This team has no seats left.';
export const TEAM_NOT_FOUND_MESSAGE = 'This team does not exist.';
export const NOT_IN_TEAM_MESSAGE = 'You are not a member of this team.';
export const OWNER_ONLY_MESSAGE = 'Only the team owner can do this.';
export const OWNER_NOT_REMOVABLE_MESSAGE = 'The team owner cannot be removed from the team.';
export const MEMBER_NOT_IN_TEAM_MESSAGE = 'This member is not in your team.';

/** The team's row, locked until the transaction ends; 404 when the app has no such team. */
async function lockTeam(tx: Tx, appId: string, teamId: string): Promise<TeamRow> {
  const [team] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.appId, appId), eq(teams.id, teamId)))
    .for('update');
  if (!team) throw notFound(TEAM_NOT_FOUND_MESSAGE);
  return team;
}

/** The member's role in the team, or null. */
async function roleIn(db: Queryable, teamId: string, memberId: string): Promise<'OWNER' | 'MEMBER' | null> {
  const [row] = await db
    .select({ role: teamMembers.role })
    .from(teamMembers)
    .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.memberId, memberId)));
  return row?.role ?? null;
}

/** Refuses anyone but the team's owner: 403 for other members, 404 for outsiders (who may not know it exists). */
async function assertOwner(db: Queryable, team: TeamRow, memberId: string): Promise<void> {
  const role = await roleIn(db, team.id, memberId);
  if (role === null) throw notFound(TEAM_NOT_FOUND_MESSAGE);
  if (role !== 'OWNER') throw forbidden(OWNER_ONLY_MESSAGE);
}

/**
 * The team the member owns on `plan`, made on first call (the member becomes its OWNER, with
 * the plan's seats). Idempotent: a second call answers the same team.
 */
export async function ensureOwnedTeam(
  tx: Tx,
  input: { appId: string; ownerId: string; plan: PlanRow; now: Date },
): Promise<TeamRow> {
  const { appId, ownerId, plan, now } = input;
  if (plan.maxTeamMembers === null) throw new Error(`Plan ${plan.id} is not a team plan`);
  const [existing] = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.appId, appId), eq(teams.ownerMemberId, ownerId), eq(teams.planId, plan.id)));
  if (existing) return existing;
  const [team] = await tx
    .insert(teams)
    .values({
      id: newId('team'),
      appId,
      planId: plan.id,
      ownerMemberId: ownerId,
      inviteToken: newToken(INVITE_TOKEN_BYTES),
      maxTeamMembers: plan.maxTeamMembers,
      createdAt: now,
    })
    .returning();
  if (!team) throw new Error('The team was not created');
  await tx
    .insert(teamMembers)
    .values({ appId, teamId: team.id, memberId: ownerId, role: 'OWNER', createdAt: now });
  return team;
}

/**
 * Drops the member's TEAM connection to `planId` unless another team of that plan still holds
 * them (a connection the member took themselves, FREE or PAID, is never touched).
 */
async function dropTeamConnectionIfUnused(
  tx: Tx,
  appId: string,
  memberId: string,
  planId: string,
): Promise<void> {
  const [other] = await tx
    .select({ teamId: teamMembers.teamId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(and(eq(teamMembers.memberId, memberId), eq(teams.planId, planId)))
    .limit(1);
  if (other) return;
  await tx
    .delete(planConnections)
    .where(
      and(
        eq(planConnections.appId, appId),
        eq(planConnections.memberId, memberId),
        eq(planConnections.planId, planId),
        eq(planConnections.type, 'TEAM'),
      ),
    );
}

/**
 * Joins the team whose invite token this is: the member takes a seat and holds the team's plan.
 * Answers the team's id.
 */
export async function joinTeamByInvite(
  tx: Tx,
  input: { appId: string; memberId: string; inviteToken: string; now: Date },
): Promise<string> {
  const { appId, memberId, inviteToken, now } = input;
  const [found] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(and(eq(teams.appId, appId), eq(teams.inviteToken, inviteToken)));
  if (!found) throw new ApiError(400, ERROR_CODES.invalidInvite, INVALID_INVITE_MESSAGE);
  const team = await lockTeam(tx, appId, found.id);
  // The token may have been replaced between the lookup and the lock.
  if (team.inviteToken !== inviteToken)
    throw new ApiError(400, ERROR_CODES.invalidInvite, INVALID_INVITE_MESSAGE);
  if ((await roleIn(tx, team.id, memberId)) !== null) {
    throw new ApiError(409, ERROR_CODES.alreadyTeamMember, ALREADY_IN_TEAM_MESSAGE);
  }
  const [seats] = await tx.select({ used: count() }).from(teamMembers).where(eq(teamMembers.teamId, team.id));
  if ((seats?.used ?? 0) >= team.maxTeamMembers)
    throw new ApiError(409, ERROR_CODES.teamFull, TEAM_FULL_MESSAGE);

  await tx.insert(teamMembers).values({ appId, teamId: team.id, memberId, role: 'MEMBER', createdAt: now });
  await tx
    .insert(planConnections)
    .values({ id: newId('con'), appId, memberId, planId: team.planId, type: 'TEAM', createdAt: now })
    .onConflictDoNothing({ target: [planConnections.memberId, planConnections.planId] });
  await emitTeamEvent(tx, {
    appId,
    memberId,
    team: { id: team.id, ownerId: team.ownerMemberId },
    event: 'team.member.added',
    now,
  });
  return team.id;
}

/** The Team entity as `viewerId` may see it: members of the team only; the invite token to its owner only. */
export async function loadTeam(
  db: Queryable,
  appId: string,
  teamId: string,
  viewerId: string,
): Promise<Team> {
  const [row] = await db
    .select({ team: teams, plan: plans })
    .from(teams)
    .innerJoin(plans, eq(plans.id, teams.planId))
    .where(and(eq(teams.appId, appId), eq(teams.id, teamId)));
  if (!row) throw notFound(TEAM_NOT_FOUND_MESSAGE);
  const seats = await db
    .select({
      role: teamMembers.role,
      id: members.id,
      profileImage: members.profileImage,
      email: members.email,
    })
    .from(teamMembers)
    .innerJoin(members, eq(members.id, teamMembers.memberId))
    .where(eq(teamMembers.teamId, teamId))
    // The owner first, then in the order they joined.
    .orderBy(
      sql`case when ${teamMembers.role} = 'OWNER' then 0 else 1 end`,
      asc(teamMembers.createdAt),
      asc(members.id),
    );
  const viewer = seats.find((seat) => seat.id === viewerId);
  if (!viewer) throw forbidden(NOT_IN_TEAM_MESSAGE);
  return {
    id: row.team.id,
    plan: {
      id: row.plan.id,
      name: row.plan.name,
      teamAccountInviteSignupLink: row.plan.teamAccountInviteSignupLink,
    },
    inviteToken: viewer.role === 'OWNER' ? row.team.inviteToken : null,
    maxTeamMembers: row.team.maxTeamMembers,
    members: seats.map((seat) => ({
      role: seat.role,
      member: { id: seat.id, profileImage: seat.profileImage, auth: { email: seat.email } },
    })),
  };
}

/** The owner removes a member (never an OWNER); the member loses the team's plan. */
export async function removeTeamMember(
  tx: Tx,
  input: { appId: string; teamId: string; ownerId: string; memberId: string; now: Date },
): Promise<void> {
  const { appId, teamId, ownerId, memberId } = input;
  const team = await lockTeam(tx, appId, teamId);
  await assertOwner(tx, team, ownerId);
  const role = await roleIn(tx, team.id, memberId);
  if (role === null) throw notFound(MEMBER_NOT_IN_TEAM_MESSAGE);
  if (role === 'OWNER') throw new ApiError(400, ERROR_CODES.ownerNotRemovable, OWNER_NOT_REMOVABLE_MESSAGE);
  await tx
    .delete(teamMembers)
    .where(and(eq(teamMembers.teamId, team.id), eq(teamMembers.memberId, memberId)));
  await dropTeamConnectionIfUnused(tx, appId, memberId, team.planId);
  await emitTeamEvent(tx, {
    appId,
    memberId,
    team: { id: team.id, ownerId: team.ownerMemberId },
    event: 'team.member.removed',
    now: input.now,
  });
}

/** The owner replaces the invite token; the old one stops working at once. Answers the new one. */
export async function regenerateInviteToken(
  tx: Tx,
  input: { appId: string; teamId: string; ownerId: string },
): Promise<string> {
  const team = await lockTeam(tx, input.appId, input.teamId);
  await assertOwner(tx, team, input.ownerId);
  const inviteToken = newToken(INVITE_TOKEN_BYTES);
  await tx.update(teams).set({ inviteToken }).where(eq(teams.id, team.id));
  return inviteToken;
}

/**
 * The member leaves every team of `planId` they joined (not the ones they own) and loses its TEAM
 * connection; each team left is told as team.member.removed.
 */
export async function leaveTeamsOfPlan(
  tx: Tx,
  appId: string,
  memberId: string,
  planId: string,
  now: Date,
): Promise<void> {
  const joined = await tx
    .select({ teamId: teamMembers.teamId, ownerId: teams.ownerMemberId })
    .from(teamMembers)
    .innerJoin(teams, eq(teams.id, teamMembers.teamId))
    .where(
      and(
        eq(teamMembers.appId, appId),
        eq(teamMembers.memberId, memberId),
        eq(teamMembers.role, 'MEMBER'),
        eq(teams.planId, planId),
      ),
    );
  for (const { teamId } of joined) {
    await lockTeam(tx, appId, teamId);
    await tx
      .delete(teamMembers)
      .where(and(eq(teamMembers.teamId, teamId), eq(teamMembers.memberId, memberId)));
  }
  await dropTeamConnectionIfUnused(tx, appId, memberId, planId);
  for (const { teamId, ownerId } of joined) {
    await emitTeamEvent(tx, {
      appId,
      memberId,
      team: { id: teamId, ownerId },
      event: 'team.member.removed',
      now,
    });
  }
}

/**
 * Dissolves the teams the member owns on `planId` (they gave the plan up): every other member
 * loses the team's plan unless another team still holds them, and is told as team.member.removed.
 */
export async function dissolveOwnedTeams(
  tx: Tx,
  appId: string,
  ownerId: string,
  planId: string,
  now: Date,
): Promise<void> {
  const owned = await tx
    .select()
    .from(teams)
    .where(and(eq(teams.appId, appId), eq(teams.ownerMemberId, ownerId), eq(teams.planId, planId)))
    .for('update');
  for (const team of owned) {
    const others = await tx
      .select({ memberId: teamMembers.memberId })
      .from(teamMembers)
      .where(and(eq(teamMembers.teamId, team.id), ne(teamMembers.memberId, ownerId)));
    await tx.delete(teams).where(eq(teams.id, team.id));
    for (const { memberId } of others) {
      await dropTeamConnectionIfUnused(tx, appId, memberId, planId);
      await emitTeamEvent(tx, {
        appId,
        memberId,
        team: { id: team.id, ownerId },
        event: 'team.member.removed',
        now,
      });
    }
  }
}
