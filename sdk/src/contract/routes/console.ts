/**
 * The console's routes (docs/console.md): the site owner's admin screens, relative to the API
 * base (/api), under /admin/. Each is called by a signed-in member holding the app's admin plan
 * (@wf/sdk/access isAdmin, checked on the server), names its app like every member call, and
 * names the action the audit log records. The platform mounts them for every app.
 */
import {
  consoleAddPlanRequestSchema,
  consoleCommentBlockRequestSchema,
  consoleDeletedMemberResponseSchema,
  consoleDeleteMemberRequestSchema,
  consoleMemberParamsSchema,
  consoleMemberPlanParamsSchema,
  consoleMemberResponseSchema,
  consoleMembersPageSchema,
  consoleMembersQuerySchema,
  consoleResendVerificationResponseSchema,
  consoleSignOutResponseSchema,
} from '../console.ts';
import { route } from '../route.ts';
import { CONSOLE_APPS_ROUTES } from './console-apps.ts';
import { CONSOLE_CATALOGUE_ROUTES } from './console-catalogue.ts';
import { CONSOLE_COMMUNITY_ROUTES } from './console-community.ts';
import { CONSOLE_OVERVIEW_ROUTES } from './console-overview.ts';
import { CONSOLE_SIGN_IN_ROUTES } from './console-sign-in.ts';
import { CONSOLE_SITE_ROUTES } from './console-site.ts';

const MEMBERS = "Console: the app's members";

/** The console's Members routes by name. */
export const CONSOLE_MEMBER_ROUTES = {
  consoleListMembers: route({
    method: 'GET',
    path: '/admin/members',
    summary:
      'One page of members, searched, filtered and sorted, after a cursor, with the count of all matches.',
    tag: MEMBERS,
    access: 'admin',
    reach: 'app',
    query: consoleMembersQuerySchema,
    reply: consoleMembersPageSchema,
    audit: 'console.members.list',
  }),
  // Before /admin/members/{id}: the same method and depth, and the literal path wins.
  consoleExportMembers: route({
    method: 'GET',
    path: '/admin/members/export.csv',
    summary: "The list's members with the same search and filters, as a CSV attachment (text/csv).",
    tag: MEMBERS,
    access: 'admin',
    reach: 'app',
    query: consoleMembersQuerySchema,
    reply: 'text',
    audit: 'console.members.export',
  }),
  consoleGetMember: route({
    method: 'GET',
    path: '/admin/members/{id}',
    summary: "A member's page: profile, plans, billing history, teams, providers and live sessions.",
    tag: MEMBERS,
    access: 'admin',
    reach: 'app',
    params: consoleMemberParamsSchema,
    reply: consoleMemberResponseSchema,
    audit: 'console.members.read',
  }),
  consoleAddPlan: route({
    method: 'POST',
    path: '/admin/members/{id}/plans',
    summary:
      'Gives the member a free plan, restricted ones too (never a paid or archived one); answers their page.',
    tag: MEMBERS,
    access: 'admin',
    reach: 'app',
    params: consoleMemberParamsSchema,
    body: consoleAddPlanRequestSchema,
    reply: consoleMemberResponseSchema,
    audit: 'console.members.add-plan',
  }),
  consoleRemovePlan: route({
    method: 'DELETE',
    path: '/admin/members/{id}/plans/{planId}',
    summary: 'Takes a free plan away from the member (never a paid one); answers their page.',
    tag: MEMBERS,
    access: 'admin',
    reach: 'app',
    params: consoleMemberPlanParamsSchema,
    reply: consoleMemberResponseSchema,
    audit: 'console.members.remove-plan',
  }),
  consoleSignOutMember: route({
    method: 'POST',
    path: '/admin/members/{id}/sessions/sign-out',
    summary: 'Ends every session of the member: their next request is refused.',
    tag: MEMBERS,
    access: 'admin',
    reach: 'app',
    params: consoleMemberParamsSchema,
    reply: consoleSignOutResponseSchema,
    audit: 'console.members.sign-out',
  }),
  consoleVerifyMember: route({
    method: 'POST',
    path: '/admin/members/{id}/verify',
    summary: "Marks the member's e-mail address verified; answers their page.",
    tag: MEMBERS,
    access: 'admin',
    reach: 'app',
    params: consoleMemberParamsSchema,
    reply: consoleMemberResponseSchema,
    audit: 'console.members.verify',
  }),
  consoleResendVerification: route({
    method: 'POST',
    path: '/admin/members/{id}/resend-verification',
    summary: 'Mails the member a new verification link (sent false when already verified).',
    tag: MEMBERS,
    access: 'admin',
    reach: 'app',
    params: consoleMemberParamsSchema,
    reply: consoleResendVerificationResponseSchema,
    audit: 'console.members.resend-verification',
  }),
  consoleBlockCommenting: route({
    method: 'POST',
    path: '/admin/members/{id}/comment-block',
    summary:
      'Blocks the member from commenting for a day, a week, thirty days or permanently (replacing a block); answers their page.',
    tag: MEMBERS,
    access: 'admin',
    reach: 'app',
    params: consoleMemberParamsSchema,
    body: consoleCommentBlockRequestSchema,
    reply: consoleMemberResponseSchema,
    audit: 'console.members.comment-block',
  }),
  consoleUnblockCommenting: route({
    method: 'DELETE',
    path: '/admin/members/{id}/comment-block',
    summary: "Lifts the member's block from commenting (nothing when there is none); answers their page.",
    tag: MEMBERS,
    access: 'admin',
    reach: 'app',
    params: consoleMemberParamsSchema,
    reply: consoleMemberResponseSchema,
    audit: 'console.members.comment-unblock',
  }),
  consoleDeleteMember: route({
    method: 'DELETE',
    path: '/admin/members/{id}',
    summary: "Deletes the member (subscriptions cancelled first); the body repeats the member's address.",
    tag: MEMBERS,
    access: 'admin',
    reach: 'app',
    params: consoleMemberParamsSchema,
    body: consoleDeleteMemberRequestSchema,
    reply: consoleDeletedMemberResponseSchema,
    audit: 'console.members.delete',
  }),
} as const;

/**
 * Every console route by name: the Members screen's, the Site and embedding screen's
 * (console-site.ts) and the Plans and access screen's with the members import
 * (console-catalogue.ts).
 */
export const CONSOLE_ROUTES = {
  ...CONSOLE_MEMBER_ROUTES,
  ...CONSOLE_SITE_ROUTES,
  ...CONSOLE_CATALOGUE_ROUTES,
  ...CONSOLE_OVERVIEW_ROUTES,
  ...CONSOLE_COMMUNITY_ROUTES,
  ...CONSOLE_SIGN_IN_ROUTES,
  ...CONSOLE_APPS_ROUTES,
} as const;

/** The name of a route in {@link CONSOLE_ROUTES}. */
export type ConsoleRouteName = keyof typeof CONSOLE_ROUTES;
