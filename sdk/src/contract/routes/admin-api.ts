/**
 * The admin API (docs/admin-api.md): the routes the official @memberstack/admin client calls,
 * relative to its base (/admin-api). Each is reached with a secret key alone ('server'), is
 * counted per key and names its audit action.
 */
import {
  adminCreateMemberRequestSchema,
  adminDeletedMemberResponseSchema,
  adminDeleteMemberRequestSchema,
  adminListMembersQuerySchema,
  adminMemberPageSchema,
  adminMemberParamsSchema,
  adminMemberResponseSchema,
  adminPlanRequestSchema,
  adminUpdateMemberRequestSchema,
} from '../admin-api.ts';
import { ADMIN_API_PER_KEY } from '../limits.ts';
import { route } from '../route.ts';

const MEMBERS = "Admin API: the app's members";
const LIMITS = [{ rule: ADMIN_API_PER_KEY, per: 'secret-key' }] as const;

/** The admin API's routes by name. */
export const ADMIN_API_ROUTES = {
  adminListMembers: route({
    method: 'GET',
    path: '/members',
    summary: 'One page of members, oldest first (ASC) or newest first (DESC), after a cursor.',
    tag: MEMBERS,
    access: 'admin',
    reach: 'server',
    query: adminListMembersQuerySchema,
    reply: adminMemberPageSchema,
    limits: LIMITS,
    audit: 'members.list',
  }),
  adminCreateMember: route({
    method: 'POST',
    path: '/members',
    summary: 'Creates a member with an e-mail address, a password and free plans.',
    tag: MEMBERS,
    access: 'admin',
    reach: 'server',
    body: adminCreateMemberRequestSchema,
    reply: adminMemberResponseSchema,
    limits: LIMITS,
    audit: 'members.create',
  }),
  adminRetrieveMember: route({
    method: 'GET',
    path: '/members/{id}',
    summary: 'The member with this id or e-mail address, or data null.',
    tag: MEMBERS,
    access: 'admin',
    reach: 'server',
    params: adminMemberParamsSchema,
    reply: adminMemberResponseSchema,
    limits: LIMITS,
    audit: 'members.retrieve',
  }),
  adminUpdateMember: route({
    method: 'PATCH',
    path: '/members/{id}',
    summary:
      'Changes a member: custom fields and metadata merged key by key, JSON replaced; a new address is not mailed.',
    tag: MEMBERS,
    access: 'admin',
    reach: 'server',
    params: adminMemberParamsSchema,
    body: adminUpdateMemberRequestSchema,
    reply: adminMemberResponseSchema,
    limits: LIMITS,
    audit: 'members.update',
  }),
  adminDeleteMember: route({
    method: 'DELETE',
    path: '/members/{id}',
    summary: 'Deletes a member, cancelling their subscriptions first.',
    tag: MEMBERS,
    access: 'admin',
    reach: 'server',
    params: adminMemberParamsSchema,
    body: adminDeleteMemberRequestSchema,
    reply: adminDeletedMemberResponseSchema,
    limits: LIMITS,
    audit: 'members.delete',
  }),
  adminAddFreePlan: route({
    method: 'POST',
    path: '/members/{id}/add-plan',
    summary: 'Gives the member a free plan (answers the text OK).',
    tag: MEMBERS,
    access: 'admin',
    reach: 'server',
    params: adminMemberParamsSchema,
    body: adminPlanRequestSchema,
    reply: 'text',
    limits: LIMITS,
    audit: 'members.add-plan',
  }),
  adminRemoveFreePlan: route({
    method: 'POST',
    path: '/members/{id}/remove-plan',
    summary: 'Takes a free plan away from the member (answers the text OK).',
    tag: MEMBERS,
    access: 'admin',
    reach: 'server',
    params: adminMemberParamsSchema,
    body: adminPlanRequestSchema,
    reply: 'text',
    limits: LIMITS,
    audit: 'members.remove-plan',
  }),
} as const;

/** The name of a route in {@link ADMIN_API_ROUTES}. */
export type AdminApiRouteName = keyof typeof ADMIN_API_ROUTES;
