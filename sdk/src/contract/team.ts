/** Requests and answers of the /member/team calls (docs/product/widget.md §7, SDK HTTP table). */
import { z } from 'zod/mini';
import { teamSchema } from './entities.ts';
import { messageEnvelope } from './envelope.ts';
import { idSchema, opaqueTokenSchema } from './fields.ts';

/** POST /member/team/join (answers with the member: memberResponseSchema). */
export const joinTeamRequestSchema = z.object({ inviteToken: opaqueTokenSchema });
export type JoinTeamRequest = z.infer<typeof joinTeamRequestSchema>;

/** Path parameter of GET /member/team/{teamId}. */
export const teamIdParamSchema = z.object({ teamId: idSchema });
export type TeamIdParam = z.infer<typeof teamIdParamSchema>;

/** GET /member/team/{teamId} and POST /member/team/remove-member: the team. */
export const teamResponseSchema = messageEnvelope(teamSchema);
export type TeamResponse = z.infer<typeof teamResponseSchema>;

/** POST /member/team/remove-member (owner only; an OWNER is never removed). */
export const removeTeamMemberRequestSchema = z.object({ teamId: idSchema, memberId: idSchema });
export type RemoveTeamMemberRequest = z.infer<typeof removeTeamMemberRequestSchema>;

/** POST /member/team/generate-invite-link (owner only; the old token stops working). */
export const generateInviteLinkRequestSchema = z.object({ teamId: idSchema });
export type GenerateInviteLinkRequest = z.infer<typeof generateInviteLinkRequestSchema>;

/** POST /member/team/generate-invite-link: `{ data: { inviteToken }, message? }`. */
export const inviteTokenResponseSchema = messageEnvelope(z.object({ inviteToken: z.string() }));
export type InviteTokenResponse = z.infer<typeof inviteTokenResponseSchema>;
