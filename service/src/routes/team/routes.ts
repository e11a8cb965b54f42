/**
 * Teams (widget-spec §7 SDK HTTP table, §6 "Team owner"): join with an invite token, view a
 * team one belongs to, and, for the owner only, remove a member or replace the invite token.
 * The rules live in members/teams.ts.
 */
import {
  generateInviteLinkRequestSchema,
  type InviteTokenResponse,
  joinTeamRequestSchema,
  type MemberResponse,
  removeTeamMemberRequestSchema,
  type TeamResponse,
  teamIdParamSchema,
} from '@wf/sdk/contract';
import { Hono } from 'hono';
import { requireMember } from '../../auth/member.ts';
import type { ApiEnv, Deps } from '../../http/context.ts';
import { parseOrThrow, validate } from '../../http/validate.ts';
import { presentMember } from '../../members/present.ts';
import { joinTeamByInvite, loadTeam, regenerateInviteToken, removeTeamMember } from '../../members/teams.ts';

/** widget-spec §8 success messages. */
export const TEAM_JOINED_MESSAGE = 'You have joined the team.';
export const MEMBER_REMOVED_MESSAGE = 'Member has been removed from team.';
export const INVITE_LINK_REGENERATED_MESSAGE = 'Invite Link Regenerated';

export function teamRoutes(deps: Deps): Hono<ApiEnv> {
  const { database, clock } = deps;
  const routes = new Hono<ApiEnv>();

  routes.post('/member/team/join', requireMember(deps), validate(joinTeamRequestSchema), async (c) => {
    const { inviteToken } = c.req.valid('json');
    const appId = c.var.app.id;
    const memberId = c.var.member.id;
    const body: MemberResponse = await database.transaction(async (tx) => {
      await joinTeamByInvite(tx, { appId, memberId, inviteToken, now: clock() });
      return { data: await presentMember(tx, memberId, { app: c.var.app }), message: TEAM_JOINED_MESSAGE };
    });
    return c.json(body);
  });

  routes.get('/member/team/:teamId', requireMember(deps), async (c) => {
    const { teamId } = parseOrThrow(teamIdParamSchema, c.req.param());
    const body: TeamResponse = { data: await loadTeam(database.db, c.var.app.id, teamId, c.var.member.id) };
    return c.json(body);
  });

  routes.post(
    '/member/team/remove-member',
    requireMember(deps),
    validate(removeTeamMemberRequestSchema),
    async (c) => {
      const { teamId, memberId } = c.req.valid('json');
      const appId = c.var.app.id;
      const ownerId = c.var.member.id;
      const body: TeamResponse = await database.transaction(async (tx) => {
        await removeTeamMember(tx, { appId, teamId, ownerId, memberId });
        return { data: await loadTeam(tx, appId, teamId, ownerId), message: MEMBER_REMOVED_MESSAGE };
      });
      return c.json(body);
    },
  );

  routes.post(
    '/member/team/generate-invite-link',
    requireMember(deps),
    validate(generateInviteLinkRequestSchema),
    async (c) => {
      const { teamId } = c.req.valid('json');
      const inviteToken = await database.transaction((tx) =>
        regenerateInviteToken(tx, { appId: c.var.app.id, teamId, ownerId: c.var.member.id }),
      );
      const body: InviteTokenResponse = { data: { inviteToken }, message: INVITE_LINK_REGENERATED_MESSAGE };
      return c.json(body);
    },
  );

  return routes;
}
