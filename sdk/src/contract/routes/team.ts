/**
 * Teams: joining with an invite link, the team, removing a member, a new invite link
 * (docs/product/widget.md §7).
 */
import { memberResponseSchema } from '../member.ts';
import { route } from '../route.ts';
import {
  generateInviteLinkRequestSchema,
  inviteTokenResponseSchema,
  joinTeamRequestSchema,
  removeTeamMemberRequestSchema,
  teamIdParamSchema,
  teamResponseSchema,
} from '../team.ts';

const TEAMS = 'Teams';

/** The team routes by name. */
export const TEAM_ROUTES = {
  joinTeam: route({
    method: 'POST',
    path: '/member/team/join',
    summary: 'Joins the team of an invite link.',
    tag: TEAMS,
    access: 'member',
    reach: 'app',
    body: joinTeamRequestSchema,
    reply: memberResponseSchema,
  }),
  getTeam: route({
    method: 'GET',
    path: '/member/team/{teamId}',
    summary: 'A team the member belongs to.',
    tag: TEAMS,
    access: 'member',
    reach: 'app',
    params: teamIdParamSchema,
    reply: teamResponseSchema,
  }),
  removeTeamMember: route({
    method: 'POST',
    path: '/member/team/remove-member',
    summary: 'Removes a member from a team the caller owns (never an OWNER).',
    tag: TEAMS,
    access: 'member',
    reach: 'app',
    body: removeTeamMemberRequestSchema,
    reply: teamResponseSchema,
  }),
  generateInviteLink: route({
    method: 'POST',
    path: '/member/team/generate-invite-link',
    summary: 'Replaces the invite token of a team the caller owns; the old one stops working.',
    tag: TEAMS,
    access: 'member',
    reach: 'app',
    body: generateInviteLinkRequestSchema,
    reply: inviteTokenResponseSchema,
  }),
} as const;
