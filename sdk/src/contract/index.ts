/**
 * The wire contract of the membership API: request and response schemas, field rules and
 * error codes. The service validates with these; the SDK and the widget's forms reuse them.
 * Written with zod/mini (functional checks: `z.optional(x)`, `.check(z.maxLength(n))`) so the
 * browser bundles ship the small build of zod. zod/mini loads no locale: every message meant for
 * people is written here, and the service sets zod's English locale for its generic messages.
 */
export {
  API_KEY_HEADER,
  APP_ID_HEADER,
  CUSTOM_FIELD_KEY_MAX,
  CUSTOM_FIELD_VALUE_MAX,
  DEFAULT_COOKIE_DAYS,
  EMAIL_MAX,
  ID_MAX,
  IMAGE_MAX_BYTES,
  MEMBER_CACHE_KEY,
  MEMBER_COOKIE,
  OPAQUE_TOKEN_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  SDK_VERSION,
  TOKEN_LENGTH,
  URL_MAX,
  XSRF_COOKIE,
  XSRF_HEADER,
} from '../constants.ts';
export type { ContentUrlRule, UrlGroup } from '../page-protection.ts';
export { contentGroupForPath, matchesContentUrl } from '../page-protection.ts';
export type {
  AppMemberResponse,
  AppResponse,
  PageViewRequest,
  PageViewResponse,
  PlanIdParam,
  PlanResponse,
  PlansResponse,
} from './app.ts';
export {
  appMemberResponseSchema,
  appResponseSchema,
  pageViewRequestSchema,
  pageViewResponseSchema,
  planIdParamSchema,
  planResponseSchema,
  plansResponseSchema,
} from './app.ts';
export type {
  AuthData,
  AuthResponse,
  CaptchaChallenge,
  LoginRequest,
  PasswordlessLoginRequest,
  PasswordlessSendRequest,
  PasswordlessSignupRequest,
  ResetPasswordRequest,
  SendEmailVerificationRequest,
  SendResetPasswordEmailRequest,
  SignupRequest,
} from './auth.ts';
export {
  authDataSchema,
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
export type { TestCheckoutForm, TestPortalAction, TestPortalForm } from './billing.ts';
export {
  billingSessionParamSchema,
  checkoutReturnQuerySchema,
  TEST_PORTAL_ACTIONS,
  testCheckoutFormSchema,
  testPortalFormSchema,
  webhookReceiptSchema,
} from './billing.ts';
export type {
  SecureContentRequest,
  SecureContentResponse,
} from './content.ts';
export {
  secureContentRequestSchema,
  secureContentResponseSchema,
} from './content.ts';
export type {
  App,
  AppMode,
  AuthProvider,
  ConnectionPayment,
  ContentGroup,
  CustomField,
  Member,
  MemberProvider,
  MemberTeam,
  Plan,
  PlanConnection,
  PlanConnectionStatus,
  PlanConnectionType,
  PlanRedirects,
  Price,
  Team,
  Tokens,
} from './entities.ts';
export {
  ACTIVE_PLAN_STATUSES,
  APP_MODES,
  appSchema,
  authProviderSchema,
  CONTENT_URL_FILTERS,
  connectionPaymentSchema,
  contentGroupSchema,
  customFieldSchema,
  isActiveStatus,
  isFreePlan,
  memberProviderSchema,
  memberSchema,
  memberTeamSchema,
  PAYMENT_STATUSES,
  PLAN_CONNECTION_STATUSES,
  PLAN_CONNECTION_TYPES,
  PRICE_INTERVAL_TYPES,
  planConnectionSchema,
  planRedirectsSchema,
  planSchema,
  priceSchema,
  TEAM_ROLES,
  teamSchema,
  tokensSchema,
} from './entities.ts';
export type {
  Acknowledgement,
  AcknowledgementResponse,
  EmptyRequest,
} from './envelope.ts';
export {
  acknowledgementResponseSchema,
  acknowledgementSchema,
  emptyRequestSchema,
  envelope,
  messageEnvelope,
} from './envelope.ts';
export type {
  ErrorBody,
  ErrorCode,
  KnownErrorCode,
  ValidationDetails,
} from './errors.ts';
export {
  ADMIN_PLAN_PREFIX,
  ADMIN_REQUIRED_MESSAGE,
  alreadySubscribedMessage,
  EMAIL_TAKEN_MESSAGE,
  ERROR_CODES,
  errorBodySchema,
  GENERIC_ERROR_MESSAGE,
  IMAGE_TOO_LARGE_MESSAGE,
  INVALID_TOKEN_MESSAGE,
  MEMBER_NOT_LOGGED_IN_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  NO_BILLING_ACCOUNT_MESSAGE,
  NOT_AN_IMAGE_MESSAGE,
  NOT_IMPLEMENTED_MESSAGE,
  PAYMENTS_UNAVAILABLE_MESSAGE,
  PORTAL_CONFIGURATION_NOT_ALLOWED_MESSAGE,
  PRICE_UNAVAILABLE_MESSAGE,
  PROVIDER_MESSAGES,
  planUnavailableMessage,
  RETURN_URL_NOT_ALLOWED_MESSAGE,
  validationDetailsSchema,
} from './errors.ts';
export {
  authOptionsSchema,
  CURRENT_PASSWORD_MESSAGE,
  canonicalEmail,
  currentPasswordSchema,
  customFieldsInputSchema,
  EMAIL_MESSAGE,
  EMAIL_PATTERN,
  EMAIL_TOO_LONG_MESSAGE,
  emailSchema,
  idSchema,
  jsonObjectSchema,
  opaqueTokenSchema,
  originSchema,
  PASSWORD_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  passwordSchema,
  signupPlansSchema,
  TOKEN_MESSAGE,
  TOKEN_PATTERN,
  tokenSchema,
  urlSchema,
} from './fields.ts';
export type {
  BillingPortalRequest,
  CheckoutSessionRequest,
  CurrentMemberResponse,
  DeleteMemberResponse,
  DeleteProfileImageResponse,
  DisconnectProviderRequest,
  MemberJsonResponse,
  MemberResponse,
  PlanChangeRequest,
  ProfileImageResponse,
  ProvidersResponse,
  RedirectResponse,
  SetPasswordRequest,
  UpdateMemberAuthRequest,
  UpdateMemberJsonRequest,
  UpdateMemberRequest,
} from './member.ts';
export {
  billingPortalRequestSchema,
  checkoutSessionRequestSchema,
  currentMemberResponseSchema,
  deleteMemberResponseSchema,
  deleteProfileImageResponseSchema,
  disconnectProviderRequestSchema,
  MEMBER_AUTH_EMPTY_MESSAGE,
  memberJsonResponseSchema,
  memberResponseSchema,
  PROFILE_IMAGE_FIELD,
  planChangeRequestSchema,
  profileImageResponseSchema,
  providersResponseSchema,
  redirectResponseSchema,
  setPasswordRequestSchema,
  updateMemberAuthRequestSchema,
  updateMemberJsonRequestSchema,
  updateMemberRequestSchema,
} from './member.ts';
export type {
  ProviderCallbackQuery,
  ProviderConfirmForm,
  ProviderPopupMessage,
  ProviderStartQuery,
  TestProviderForm,
} from './providers.ts';
export {
  providerCallbackQuerySchema,
  providerConfirmFormSchema,
  providerStartQuerySchema,
  testProviderFormSchema,
  testProviderPageQuerySchema,
} from './providers.ts';
export type {
  HttpMethod,
  Route,
  RouteAccess,
  RouteAnswer,
  RouteAnswerInput,
  RouteCall,
  RouteInput,
  RouteReach,
  RouteReply,
  RouteTable,
} from './route.ts';
export { pathOf, route } from './route.ts';
export type { ApiRoute, ApiRouteName, HealthResponse, PlannedRoute } from './routes.ts';
export {
  API_ROUTES,
  healthResponseSchema,
  openApiDocumentSchema,
  PLANNED_ROUTES,
  verifyEmailQuerySchema,
} from './routes.ts';
export type { AccountLink, MemberSession, MemberSessionsResponse, RevokeSessionRequest } from './sessions.ts';
export {
  accountLinkSchema,
  memberSessionSchema,
  memberSessionsResponseSchema,
  revokeSessionRequestSchema,
} from './sessions.ts';
export type {
  GenerateInviteLinkRequest,
  InviteTokenResponse,
  JoinTeamRequest,
  RemoveTeamMemberRequest,
  TeamIdParam,
  TeamResponse,
} from './team.ts';
export {
  generateInviteLinkRequestSchema,
  inviteTokenResponseSchema,
  joinTeamRequestSchema,
  removeTeamMemberRequestSchema,
  teamIdParamSchema,
  teamResponseSchema,
} from './team.ts';
