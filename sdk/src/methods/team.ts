/** Teams: join, view, remove a member, new invite link (docs/product/widget.md §7). */
import type { MemberResponse } from '../contract/member.ts';
import { MEMBERSHIP_ROUTES as API_ROUTES } from '../contract/routes/membership.ts';
import type {
  GenerateInviteLinkRequest,
  InviteTokenResponse,
  JoinTeamRequest,
  RemoveTeamMemberRequest,
  TeamIdParam,
  TeamResponse,
} from '../contract/team.ts';
import type { MethodContext } from './context.ts';

/** Builds the team methods. */
export function teamMethods({ request, session }: MethodContext) {
  return {
    /** Joins the team of an invite link; answers with the member. POST /member/team/join */
    async joinTeam(params: JoinTeamRequest): Promise<MemberResponse> {
      const response = await request(API_ROUTES.joinTeam, { body: params });
      session.setMember(response.data);
      return response;
    },

    /** A team the member belongs to. GET /member/team/{teamId} */
    getTeam: (params: TeamIdParam): Promise<TeamResponse> => request(API_ROUTES.getTeam, { params }),

    /** Removes a (non-owner) member; answers with the team. POST /member/team/remove-member */
    removeMemberFromTeam: (params: RemoveTeamMemberRequest): Promise<TeamResponse> =>
      request(API_ROUTES.removeTeamMember, { body: params }),

    /** Replaces the invite token; the old one stops working. POST /member/team/generate-invite-link */
    generateInviteToken: (params: GenerateInviteLinkRequest): Promise<InviteTokenResponse> =>
      request(API_ROUTES.generateInviteLink, { body: params }),
  };
}

/** The team methods of a client. */
export type TeamMethods = ReturnType<typeof teamMethods>;
