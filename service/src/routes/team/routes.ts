/**
 * Teams (docs/product/widget.md §7 SDK HTTP table, §6 "Team owner"): join with an invite token,
 * view a team one belongs to, and, for the owner only, remove a member or replace the invite
 * token. The rules live in members/teams.ts.
 */
import type { InviteTokenResponse, MemberResponse, TeamResponse } from '@wf/sdk/contract';
import type { Deps } from '../../http/context.ts';
import { presentMember } from '../../members/present.ts';
import { joinTeamByInvite, loadTeam, regenerateInviteToken, removeTeamMember } from '../../members/teams.ts';
import type { ApiHandlers } from '../api-handlers.ts';

/** docs/product/widget.md §8 success messages. */
export const TEAM_JOINED_MESSAGE = 'You have joined the team.';
export const MEMBER_REMOVED_MESSAGE = 'Member has been removed from team.';
export const INVITE_LINK_REGENERATED_MESSAGE = 'Invite Link Regenerated';

export function teamHandlers(
  deps: Pick<Deps, 'database' | 'clock'>,
): Pick<ApiHandlers, 'joinTeam' | 'getTeam' | 'removeTeamMember' | 'generateInviteLink'> {
  const { database, clock } = deps;
  return {
    joinTeam: (c, { body: { inviteToken } }) =>
      database.transaction(async (tx): Promise<MemberResponse> => {
        const appId = c.var.app.id;
        const memberId = c.var.member.id;
        await joinTeamByInvite(tx, { appId, memberId, inviteToken, now: clock() });
        return { data: await presentMember(tx, memberId, { app: c.var.app }), message: TEAM_JOINED_MESSAGE };
      }),

    getTeam: async (c, { params: { teamId } }): Promise<TeamResponse> => ({
      data: await loadTeam(database.db, c.var.app.id, teamId, c.var.member.id),
    }),

    removeTeamMember: (c, { body: { teamId, memberId } }) =>
      database.transaction(async (tx): Promise<TeamResponse> => {
        const appId = c.var.app.id;
        const ownerId = c.var.member.id;
        await removeTeamMember(tx, { appId, teamId, ownerId, memberId, now: clock() });
        return { data: await loadTeam(tx, appId, teamId, ownerId), message: MEMBER_REMOVED_MESSAGE };
      }),

    generateInviteLink: async (c, { body: { teamId } }): Promise<InviteTokenResponse> => {
      const inviteToken = await database.transaction((tx) =>
        regenerateInviteToken(tx, { appId: c.var.app.id, teamId, ownerId: c.var.member.id }),
      );
      return { data: { inviteToken }, message: INVITE_LINK_REGENERATED_MESSAGE };
    },
  };
}
