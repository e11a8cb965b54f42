/**
 * The membership API, one route per endpoint (docs/product/widget.md §7, the SDK HTTP table,
 * plus the calls our widget adds). The SDK's methods call through these definitions, the
 * service mounts its handlers on them, and the OpenAPI document is generated from them
 * (docs/architecture.md "One route table"). Paths are relative to the API base (/api).
 */
import { z } from 'zod/mini';
import {
  appMemberResponseSchema,
  appResponseSchema,
  pageViewRequestSchema,
  pageViewResponseSchema,
  planIdParamSchema,
  planResponseSchema,
} from './app.ts';
import {
  authResponseSchema,
  captchaChallengeSchema,
  loginRequestSchema,
  passwordlessLoginRequestSchema,
  passwordlessSendRequestSchema,
  passwordlessSignupRequestSchema,
  resetPasswordRequestSchema,
  sendEmailVerificationRequestSchema,
  sendResetPasswordEmailRequestSchema,
  signupRequestSchema,
} from './auth.ts';
import {
  billingSessionParamSchema,
  checkoutReturnQuerySchema,
  testCheckoutFormSchema,
  testPortalFormSchema,
  webhookReceiptSchema,
} from './billing.ts';
import { secureContentRequestSchema, secureContentResponseSchema } from './content.ts';
import { acknowledgementResponseSchema, envelope } from './envelope.ts';
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
  providerCallbackQuerySchema,
  providerStartQuerySchema,
  testProviderFormSchema,
  testProviderPageQuerySchema,
} from './providers.ts';
import { type Route, route } from './route.ts';
import { accountLinkSchema, memberSessionsResponseSchema, revokeSessionRequestSchema } from './sessions.ts';
import {
  generateInviteLinkRequestSchema,
  inviteTokenResponseSchema,
  joinTeamRequestSchema,
  removeTeamMemberRequestSchema,
  teamIdParamSchema,
  teamResponseSchema,
} from './team.ts';

/** Query of the e-mail verification link. */
export const verifyEmailQuerySchema = z.object({
  token: z.optional(z.string()),
  app: z.optional(z.string()),
});

/** GET /health: the process is up and its database answers. */
export const healthResponseSchema = envelope(
  z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
);
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** GET /openapi.json: the OpenAPI 3.1 description of this API. */
export const openApiDocumentSchema = z.looseObject({ openapi: z.string() });

const AUTH = 'Sign-in and sign-up';
const MEMBER = 'The signed-in member';
const PLANS = 'Plans and payments';
const BILLING = 'Payment pages and webhooks';
const TEAMS = 'Teams';
const APP = 'The app';
const SERVICE = 'Service';

/** The API's routes by name. */
export const API_ROUTES = {
  login: route({
    method: 'POST',
    path: '/auth/login',
    summary: 'Logs in with e-mail and password.',
    tag: AUTH,
    access: 'anyone',
    reach: 'app',
    body: loginRequestSchema,
    reply: authResponseSchema,
  }),
  signup: route({
    method: 'POST',
    path: '/auth/signup',
    summary: 'Signs up with e-mail and password.',
    tag: AUTH,
    access: 'anyone',
    reach: 'app',
    body: signupRequestSchema,
    reply: authResponseSchema,
    status: 201,
  }),
  signupPasswordless: route({
    method: 'POST',
    path: '/auth/signup',
    match: { isPasswordless: 'true' },
    summary: 'Signs up with the code e-mailed by sendSignupCode.',
    tag: AUTH,
    access: 'anyone',
    reach: 'app',
    body: passwordlessSignupRequestSchema,
    reply: authResponseSchema,
    status: 201,
  }),
  sendLoginCode: route({
    method: 'POST',
    path: '/auth/passwordless/login/send',
    summary: 'E-mails a login code (the same answer whether or not the address has an account).',
    tag: AUTH,
    access: 'anyone',
    reach: 'app',
    body: passwordlessSendRequestSchema,
    reply: acknowledgementResponseSchema,
  }),
  sendSignupCode: route({
    method: 'POST',
    path: '/auth/passwordless/signup/send',
    summary: 'E-mails a signup code (the same answer whether or not the address has an account).',
    tag: AUTH,
    access: 'anyone',
    reach: 'app',
    body: passwordlessSendRequestSchema,
    reply: acknowledgementResponseSchema,
  }),
  loginPasswordless: route({
    method: 'POST',
    path: '/auth/passwordless/login',
    summary: 'Logs in with the e-mailed code.',
    tag: AUTH,
    access: 'anyone',
    reach: 'app',
    body: passwordlessLoginRequestSchema,
    reply: authResponseSchema,
  }),
  captchaChallenge: route({
    method: 'GET',
    path: '/auth/captcha/challenge',
    summary: 'An ALTCHA proof-of-work challenge for the signup captcha (answered bare, not in data).',
    tag: AUTH,
    access: 'anyone',
    reach: 'app',
    reply: captchaChallengeSchema,
  }),
  sendEmailVerification: route({
    method: 'POST',
    path: '/auth/send-email-verification',
    summary: 'E-mails the signed-in member a link that verifies the address.',
    tag: AUTH,
    access: 'member',
    reach: 'app',
    body: sendEmailVerificationRequestSchema,
    reply: acknowledgementResponseSchema,
  }),
  providerSignup: route({
    method: 'GET',
    path: '/auth-provider/signup',
    summary:
      'The sign-up popup: starts a sign-up with a provider (Google, GitHub, ...) and sends the browser to it.',
    tag: AUTH,
    access: 'anyone',
    reach: 'page',
    query: providerStartQuerySchema,
    reply: 'html',
  }),
  providerLogin: route({
    method: 'GET',
    path: '/auth-provider/login',
    summary: 'The log-in popup: starts a log-in with a provider, and a sign-up when allowSignup is true.',
    tag: AUTH,
    access: 'anyone',
    reach: 'page',
    query: providerStartQuerySchema,
    reply: 'html',
  }),
  providerConnect: route({
    method: 'GET',
    path: '/auth-provider/connect',
    summary: "The connect popup: links a provider to the member of the browser's session.",
    tag: AUTH,
    access: 'anyone',
    reach: 'page',
    query: providerStartQuerySchema,
    reply: 'html',
  }),
  providerCallback: route({
    method: 'GET',
    path: '/auth-provider/callback',
    summary: "Where a provider sends the popup back: signs in, then posts the answer to the opener's origin.",
    tag: AUTH,
    access: 'anyone',
    reach: 'page',
    query: providerCallbackQuerySchema,
    reply: 'html',
  }),
  testProviderPage: route({
    method: 'GET',
    path: '/auth-provider/test-sign-in',
    summary: "The test provider's sign-in page (test mode): an e-mail address, a name, verified or not.",
    tag: AUTH,
    access: 'anyone',
    reach: 'page',
    query: testProviderPageQuerySchema,
    reply: 'html',
  }),
  testProviderSubmit: route({
    method: 'POST',
    path: '/auth-provider/test-sign-in',
    summary: "The test provider's sign-in form: continues to the callback, or cancels.",
    tag: AUTH,
    access: 'anyone',
    reach: 'page',
    body: testProviderFormSchema,
    reply: 'redirect',
    status: 303,
  }),
  verifyEmail: route({
    method: 'GET',
    path: '/auth/verify-email',
    summary:
      "The e-mailed verification link: verifies the address, then redirects to the site's ?verified=1 (or 0).",
    tag: AUTH,
    access: 'anyone',
    reach: 'page',
    query: verifyEmailQuerySchema,
    reply: 'redirect',
    status: 303,
  }),
  sendResetPasswordEmail: route({
    method: 'POST',
    path: '/auth/send-reset-password-email',
    summary: 'E-mails a password-reset code (the same answer whether or not the address has an account).',
    tag: AUTH,
    access: 'anyone',
    reach: 'app',
    body: sendResetPasswordEmailRequestSchema,
    reply: acknowledgementResponseSchema,
  }),
  resetPassword: route({
    method: 'POST',
    path: '/auth/reset-password',
    summary: 'Sets a new password with the e-mailed code and ends every session of the member.',
    tag: AUTH,
    access: 'anyone',
    reach: 'app',
    body: resetPasswordRequestSchema,
    reply: acknowledgementResponseSchema,
  }),
  logout: route({
    method: 'POST',
    path: '/member/logout',
    summary: 'Ends the session the request carries (succeeds without one too). No body.',
    tag: AUTH,
    access: 'anyone',
    reach: 'app',
    reply: acknowledgementResponseSchema,
  }),
  getMember: route({
    method: 'GET',
    path: '/member',
    summary: 'The signed-in member, or data null.',
    tag: MEMBER,
    access: 'anyone',
    reach: 'app',
    reply: currentMemberResponseSchema,
  }),
  updateMember: route({
    method: 'POST',
    path: '/member',
    summary: "Saves the member's custom fields.",
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: updateMemberRequestSchema,
    reply: memberResponseSchema,
  }),
  updateMemberAuth: route({
    method: 'POST',
    path: '/member-auth',
    summary: "Changes the member's e-mail address and/or password.",
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: updateMemberAuthRequestSchema,
    reply: memberResponseSchema,
  }),
  sendReauthenticationCode: route({
    method: 'POST',
    path: '/member-auth/send-code',
    summary:
      "E-mails the member's current address a code that confirms a change of address (for a member without a password).",
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    reply: acknowledgementResponseSchema,
  }),
  emailChangePage: route({
    method: 'GET',
    path: '/auth/email-change',
    summary: 'The link mailed to a new address: a page whose button confirms the change.',
    tag: AUTH,
    access: 'anyone',
    reach: 'page',
    query: accountLinkSchema,
    reply: 'html',
  }),
  confirmEmailChange: route({
    method: 'POST',
    path: '/auth/email-change',
    summary:
      "The button of the new address's page: the member's address becomes it; the old address is told.",
    tag: AUTH,
    access: 'anyone',
    reach: 'page',
    body: accountLinkSchema,
    reply: 'html',
  }),
  secureAccountPage: route({
    method: 'GET',
    path: '/auth/secure-account',
    summary: 'The "this wasn\'t me" link of a security notice: a page whose button secures the account.',
    tag: AUTH,
    access: 'anyone',
    reach: 'page',
    query: accountLinkSchema,
    reply: 'html',
  }),
  secureAccount: route({
    method: 'POST',
    path: '/auth/secure-account',
    summary:
      'Cancels a pending change of address (or puts the old one back), removes a password set by the change, and ends every session.',
    tag: AUTH,
    access: 'anyone',
    reach: 'page',
    body: accountLinkSchema,
    reply: 'html',
  }),
  getMemberSessions: route({
    method: 'GET',
    path: '/member/sessions',
    summary: 'Where the member is signed in: their live sessions, most recently used first.',
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    reply: memberSessionsResponseSchema,
  }),
  revokeMemberSession: route({
    method: 'POST',
    path: '/member/sessions/revoke',
    summary: 'Signs the member out of one of their sessions; answers the sessions left.',
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: revokeSessionRequestSchema,
    reply: memberSessionsResponseSchema,
  }),
  revokeOtherMemberSessions: route({
    method: 'POST',
    path: '/member/sessions/revoke-others',
    summary: 'Signs the member out everywhere but here; answers the sessions left.',
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    reply: memberSessionsResponseSchema,
  }),
  setPassword: route({
    method: 'POST',
    path: '/member/set-password',
    summary: 'Sets a first password for a member who has none.',
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: setPasswordRequestSchema,
    reply: memberResponseSchema,
  }),
  getMemberJson: route({
    method: 'GET',
    path: '/member/json',
    summary: "The member's JSON document.",
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    reply: memberJsonResponseSchema,
  }),
  updateMemberJson: route({
    method: 'POST',
    path: '/member/json',
    summary: "Replaces the member's JSON document.",
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: updateMemberJsonRequestSchema,
    reply: memberJsonResponseSchema,
  }),
  profileImage: route({
    method: 'POST',
    path: '/member/profile-image',
    summary: 'Uploads a profile image (multipart field profileImage, at most 4,000,000 bytes).',
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: 'multipart',
    reply: profileImageResponseSchema,
  }),
  disconnectProvider: route({
    method: 'POST',
    path: '/member/disconnect-provider',
    summary: 'Unlinks a sign-in provider, unless it is the last way to sign in.',
    tag: MEMBER,
    access: 'member',
    reach: 'app',
    body: disconnectProviderRequestSchema,
    reply: providersResponseSchema,
  }),
  addPlan: route({
    method: 'POST',
    path: '/member/plans/add',
    summary: 'Adds a free plan.',
    tag: PLANS,
    access: 'member',
    reach: 'app',
    body: planChangeRequestSchema,
    reply: memberResponseSchema,
  }),
  removePlan: route({
    method: 'POST',
    path: '/member/plans/remove',
    summary: 'Removes a free plan (or leaves the team that gives it).',
    tag: PLANS,
    access: 'member',
    reach: 'app',
    body: planChangeRequestSchema,
    reply: memberResponseSchema,
  }),
  createCheckoutSession: route({
    method: 'POST',
    path: '/member/plans/create-checkout-session',
    summary: 'Starts a checkout for a paid price; answers the page to send the member to.',
    tag: PLANS,
    access: 'member',
    reach: 'app',
    body: checkoutSessionRequestSchema,
    reply: redirectResponseSchema,
  }),
  createBillingPortalSession: route({
    method: 'POST',
    path: '/member/create-billing-portal-session',
    summary: "Opens the member's billing portal; answers the page to send the member to.",
    tag: PLANS,
    access: 'member',
    reach: 'app',
    body: billingPortalRequestSchema,
    reply: redirectResponseSchema,
  }),
  checkoutReturn: route({
    method: 'GET',
    path: '/checkout/return',
    summary:
      "Where a finished checkout sends the browser: brings the member's plan up to date, then goes on to the checkout's success page.",
    tag: BILLING,
    access: 'anyone',
    reach: 'page',
    query: checkoutReturnQuerySchema,
    reply: 'redirect',
    status: 303,
  }),
  testCheckoutPage: route({
    method: 'GET',
    path: '/test-checkout/{sessionId}',
    summary: "The test payment provider's checkout page (test mode): plan, price, trial and card fields.",
    tag: BILLING,
    access: 'anyone',
    reach: 'page',
    params: billingSessionParamSchema,
    reply: 'html',
  }),
  testCheckoutSubmit: route({
    method: 'POST',
    path: '/test-checkout/{sessionId}',
    summary:
      "The test checkout's form: pays with a test card (or starts a trial without one); a decline shows the page again.",
    tag: BILLING,
    access: 'anyone',
    reach: 'page',
    params: billingSessionParamSchema,
    body: testCheckoutFormSchema,
    reply: 'html',
  }),
  testPortalPage: route({
    method: 'GET',
    path: '/test-portal/{sessionId}',
    summary:
      "The test payment provider's billing portal (test mode): the subscription and what can be done to it.",
    tag: BILLING,
    access: 'anyone',
    reach: 'page',
    params: billingSessionParamSchema,
    reply: 'html',
  }),
  testPortalAction: route({
    method: 'POST',
    path: '/test-portal/{sessionId}',
    summary:
      "The test portal's buttons: cancel, resume, switch price, update card, and the test-only renewal, failed payment and end of trial.",
    tag: BILLING,
    access: 'anyone',
    reach: 'page',
    params: billingSessionParamSchema,
    body: testPortalFormSchema,
    reply: 'html',
  }),
  stripeWebhook: route({
    method: 'POST',
    path: '/webhooks/stripe',
    summary:
      "Stripe's events, verified by the Stripe-Signature header over the raw body; each event is applied once.",
    tag: BILLING,
    access: 'anyone',
    reach: 'open',
    reply: webhookReceiptSchema,
  }),
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
  getApp: route({
    method: 'GET',
    path: '/app',
    summary: 'The site configuration: custom fields, branding, providers, plans, content groups.',
    tag: APP,
    access: 'anyone',
    reach: 'app',
    reply: appResponseSchema,
  }),
  pageView: route({
    method: 'POST',
    path: '/page-view',
    summary: 'Accepts the page views @memberstack/dom clients report, and keeps none of them (no analytics).',
    tag: APP,
    access: 'anyone',
    reach: 'app',
    body: pageViewRequestSchema,
    reply: pageViewResponseSchema,
  }),
  getAppMember: route({
    method: 'GET',
    path: '/app-member',
    summary: 'The site configuration and the signed-in member in one request.',
    tag: APP,
    access: 'anyone',
    reach: 'app',
    reply: appMemberResponseSchema,
  }),
  getPlan: route({
    method: 'GET',
    path: '/app/plans/{planId}',
    summary: 'One plan of the app.',
    tag: APP,
    access: 'anyone',
    reach: 'app',
    params: planIdParamSchema,
    reply: planResponseSchema,
  }),
  secureContent: route({
    method: 'POST',
    path: '/secure-content',
    summary: "Protected content, for a member whose plans grant the content's group.",
    tag: APP,
    access: 'member',
    reach: 'app',
    body: secureContentRequestSchema,
    reply: secureContentResponseSchema,
  }),
  health: route({
    method: 'GET',
    path: '/health',
    summary: 'The process is up and its database answers (for load balancers).',
    tag: SERVICE,
    access: 'anyone',
    reach: 'open',
    reply: healthResponseSchema,
  }),
  openApi: route({
    method: 'GET',
    path: '/openapi.json',
    summary: 'This API described in OpenAPI 3.1 (test mode only).',
    tag: SERVICE,
    access: 'anyone',
    reach: 'open',
    reply: openApiDocumentSchema,
  }),
} as const satisfies Record<string, Route>;

/** The name of a route in {@link API_ROUTES}. */
export type ApiRouteName = keyof typeof API_ROUTES;

/** The definition of the API route `name`. */
export type ApiRoute<N extends ApiRouteName = ApiRouteName> = (typeof API_ROUTES)[N];

/** A route of the specification whose feature is still to come: it answers 501 with `message`. */
export interface PlannedRoute {
  method: Route['method'];
  path: string;
  reach: Route['reach'];
  tag: string;
  message: string;
}

const COMMENTS = 'Comments are not available yet.';

/**
 * Routes of docs/product/widget.md §7 whose feature comes later (comments): listed here so
 * that clients get a clear 501, and the reference shows them.
 */
export const PLANNED_ROUTES: readonly PlannedRoute[] = [
  ...(
    [
      ['POST', '/comments/posts/typing'],
      ['GET', '/comments/channels/info'],
      ['POST', '/comments/channels/manage-subscription'],
      ['GET', '/comments/posts'],
      ['POST', '/comments/posts'],
      ['PATCH', '/comments/posts/{postId}/update'],
      ['POST', '/comments/posts/{postId}/vote'],
      ['DELETE', '/comments/posts/{postId}'],
      ['GET', '/comments/threads'],
      ['POST', '/comments/threads'],
      ['PATCH', '/comments/threads/{threadId}/update'],
      ['POST', '/comments/threads/{threadId}/vote'],
      ['DELETE', '/comments/threads/{threadId}'],
    ] as const
  ).map(([method, path]) => ({ method, path, reach: 'app' as const, tag: 'Comments', message: COMMENTS })),
];
