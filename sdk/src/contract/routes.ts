/**
 * Every row of the SDK HTTP table (widget-spec §7) with its request and answer schemas, so the
 * service can mount and fuzz each route and the SDK's tests can check each call against it.
 * Paths are relative to the API base; `{name}` marks a path parameter.
 */
import type { z } from 'zod/mini';
import { appMemberResponseSchema, appResponseSchema, planIdParamSchema, planResponseSchema } from './app.ts';
import {
  authResponseSchema,
  loginRequestSchema,
  passwordlessLoginRequestSchema,
  passwordlessSendRequestSchema,
  passwordlessSignupRequestSchema,
  resetPasswordRequestSchema,
  sendEmailVerificationRequestSchema,
  sendResetPasswordEmailRequestSchema,
  signupRequestSchema,
} from './auth.ts';
import { contactRequestSchema, contactResponseSchema } from './contact.ts';
import { secureContentRequestSchema, secureContentResponseSchema } from './content.ts';
import { acknowledgementResponseSchema, emptyRequestSchema } from './envelope.ts';
import {
  billingPortalRequestSchema,
  checkoutSessionRequestSchema,
  currentMemberResponseSchema,
  disconnectProviderRequestSchema,
  memberJsonResponseSchema,
  memberResponseSchema,
  planChangeRequestSchema,
  profileImageResponseSchema,
  providersResponseSchema,
  redirectResponseSchema,
  setPasswordRequestSchema,
  updateMemberAuthRequestSchema,
  updateMemberJsonRequestSchema,
  updateMemberRequestSchema,
} from './member.ts';
import {
  generateInviteLinkRequestSchema,
  inviteTokenResponseSchema,
  joinTeamRequestSchema,
  removeTeamMemberRequestSchema,
  teamIdParamSchema,
  teamResponseSchema,
} from './team.ts';

/** One route of the API. */
export interface ApiRoute {
  method: 'GET' | 'POST';
  path: string;
  /** JSON body schema; 'multipart' for uploads; undefined when there is no body. */
  request?: z.ZodMiniType | 'multipart';
  /** Path parameters, when the path has any. */
  params?: z.ZodMiniType;
  /** Schema of a successful answer. */
  response: z.ZodMiniType;
  /** True when a signed-in member is required. */
  auth: boolean;
}

/** The API's routes by name (comments and provider popups come in later issues). */
export const API_ROUTES = {
  login: {
    method: 'POST',
    path: '/auth/login',
    request: loginRequestSchema,
    response: authResponseSchema,
    auth: false,
  },
  signup: {
    method: 'POST',
    path: '/auth/signup',
    request: signupRequestSchema,
    response: authResponseSchema,
    auth: false,
  },
  signupPasswordless: {
    method: 'POST',
    path: '/auth/signup?isPasswordless=true',
    request: passwordlessSignupRequestSchema,
    response: authResponseSchema,
    auth: false,
  },
  sendLoginCode: {
    method: 'POST',
    path: '/auth/passwordless/login/send',
    request: passwordlessSendRequestSchema,
    response: acknowledgementResponseSchema,
    auth: false,
  },
  sendSignupCode: {
    method: 'POST',
    path: '/auth/passwordless/signup/send',
    request: passwordlessSendRequestSchema,
    response: acknowledgementResponseSchema,
    auth: false,
  },
  loginPasswordless: {
    method: 'POST',
    path: '/auth/passwordless/login',
    request: passwordlessLoginRequestSchema,
    response: authResponseSchema,
    auth: false,
  },
  sendEmailVerification: {
    method: 'POST',
    path: '/auth/send-email-verification',
    request: sendEmailVerificationRequestSchema,
    response: acknowledgementResponseSchema,
    auth: true,
  },
  sendResetPasswordEmail: {
    method: 'POST',
    path: '/auth/send-reset-password-email',
    request: sendResetPasswordEmailRequestSchema,
    response: acknowledgementResponseSchema,
    auth: false,
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/reset-password',
    request: resetPasswordRequestSchema,
    response: acknowledgementResponseSchema,
    auth: false,
  },
  logout: {
    method: 'POST',
    path: '/member/logout',
    request: emptyRequestSchema,
    response: acknowledgementResponseSchema,
    auth: false,
  },
  getMember: { method: 'GET', path: '/member', response: currentMemberResponseSchema, auth: false },
  updateMember: {
    method: 'POST',
    path: '/member',
    request: updateMemberRequestSchema,
    response: memberResponseSchema,
    auth: true,
  },
  updateMemberAuth: {
    method: 'POST',
    path: '/member-auth',
    request: updateMemberAuthRequestSchema,
    response: memberResponseSchema,
    auth: true,
  },
  setPassword: {
    method: 'POST',
    path: '/member/set-password',
    request: setPasswordRequestSchema,
    response: memberResponseSchema,
    auth: true,
  },
  getMemberJson: { method: 'GET', path: '/member/json', response: memberJsonResponseSchema, auth: true },
  updateMemberJson: {
    method: 'POST',
    path: '/member/json',
    request: updateMemberJsonRequestSchema,
    response: memberJsonResponseSchema,
    auth: true,
  },
  profileImage: {
    method: 'POST',
    path: '/member/profile-image',
    request: 'multipart',
    response: profileImageResponseSchema,
    auth: true,
  },
  addPlan: {
    method: 'POST',
    path: '/member/plans/add',
    request: planChangeRequestSchema,
    response: memberResponseSchema,
    auth: true,
  },
  removePlan: {
    method: 'POST',
    path: '/member/plans/remove',
    request: planChangeRequestSchema,
    response: memberResponseSchema,
    auth: true,
  },
  createCheckoutSession: {
    method: 'POST',
    path: '/member/plans/create-checkout-session',
    request: checkoutSessionRequestSchema,
    response: redirectResponseSchema,
    auth: true,
  },
  createBillingPortalSession: {
    method: 'POST',
    path: '/member/create-billing-portal-session',
    request: billingPortalRequestSchema,
    response: redirectResponseSchema,
    auth: true,
  },
  disconnectProvider: {
    method: 'POST',
    path: '/member/disconnect-provider',
    request: disconnectProviderRequestSchema,
    response: providersResponseSchema,
    auth: true,
  },
  joinTeam: {
    method: 'POST',
    path: '/member/team/join',
    request: joinTeamRequestSchema,
    response: memberResponseSchema,
    auth: true,
  },
  getTeam: {
    method: 'GET',
    path: '/member/team/{teamId}',
    params: teamIdParamSchema,
    response: teamResponseSchema,
    auth: true,
  },
  removeTeamMember: {
    method: 'POST',
    path: '/member/team/remove-member',
    request: removeTeamMemberRequestSchema,
    response: teamResponseSchema,
    auth: true,
  },
  generateInviteLink: {
    method: 'POST',
    path: '/member/team/generate-invite-link',
    request: generateInviteLinkRequestSchema,
    response: inviteTokenResponseSchema,
    auth: true,
  },
  getApp: { method: 'GET', path: '/app', response: appResponseSchema, auth: false },
  getAppMember: { method: 'GET', path: '/app-member', response: appMemberResponseSchema, auth: false },
  getPlan: {
    method: 'GET',
    path: '/app/plans/{planId}',
    params: planIdParamSchema,
    response: planResponseSchema,
    auth: false,
  },
  secureContent: {
    method: 'POST',
    path: '/secure-content',
    request: secureContentRequestSchema,
    response: secureContentResponseSchema,
    auth: true,
  },
  contact: {
    method: 'POST',
    path: '/contact',
    request: contactRequestSchema,
    response: contactResponseSchema,
    auth: false,
  },
} as const satisfies Record<string, ApiRoute>;

/** The name of a route in {@link API_ROUTES}. */
export type ApiRouteName = keyof typeof API_ROUTES;
