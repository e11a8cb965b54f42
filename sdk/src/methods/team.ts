/** Teams: join, view, remove a member, new invite link (widget-spec §7). */
import { type MemberResponse, memberResponseSchema } from '../contract/member.ts';
import {
  type GenerateInviteLinkRequest,
  type InviteTokenResponse,
  inviteTokenResponseSchema,
  type JoinTeamRequest,
  type RemoveTeamMemberRequest,
  type TeamIdParam,
  type TeamResponse,
  teamResponseSchema,
} from '../contract/team.ts';
import type { MethodContext } from './context.ts';

/** Builds the team methods. */
export function teamMethods({ request, session }: MethodContext) {
  return {
    /** Joins the team of an invite link; answers with the member. POST /member/team/join */
    async joinTeam(params: JoinTeamRequest): Promise<MemberResponse> {
      const response = await request({
        method: 'POST',
        path: '/member/team/join',
        body: params,
        schema: memberResponseSchema,
      });
      session.setMember(response.data);
      return response;
    },

    /** A team the member belongs to. GET /member/team/{teamId} */
    getTeam: ({ teamId }: TeamIdParam): Promise<TeamResponse> =>
      request({
        method: 'GET',
        path: `/member/team/${encodeURIComponent(teamId)}`,
        schema: teamResponseSchema,
      }),

    /** Removes a (non-owner) member; answers with the team. POST /member/team/remove-member */
    removeMemberFromTeam: (params: RemoveTeamMemberRequest): Promise<TeamResponse> =>
      request({
        method: 'POST',
        path: '/member/team/remove-member',
        body: params,
        schema: teamResponseSchema,
      }),

    /** Replaces the invite token; the old one stops working. POST /member/team/generate-invite-link */
    generateInviteToken: (params: GenerateInviteLinkRequest): Promise<InviteTokenResponse> =>
      request({
        method: 'POST',
        path: '/member/team/generate-invite-link',
        body: params,
        schema: inviteTokenResponseSchema,
      }),
  };
}

/** The team methods of a client. */
export type TeamMethods = ReturnType<typeof teamMethods>;
