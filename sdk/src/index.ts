/** @wf/sdk: the typed client of the membership API. The wire contract is at '@wf/sdk/contract'. */
export type { RouteCaller } from './caller.ts';
export { createCaller } from './caller.ts';
export type { ClientOptions, WfClient } from './client.ts';
export { createClient } from './client.ts';
export { DEFAULT_COOKIE_DAYS, MEMBER_CACHE_KEY, MEMBER_COOKIE, SDK_VERSION } from './constants.ts';
export type { ErrorCode, KnownErrorCode } from './contract/codes.ts';
export { ERROR_CODES, INVALID_TOKEN_MESSAGE } from './contract/codes.ts';
export type {
  App,
  AuthProvider,
  ContentGroup,
  CustomField,
  Member,
  Plan,
  PlanConnection,
  Price,
  Team,
  Tokens,
} from './contract/entities.ts';
export type { ErrorContext, ErrorTranslator, WfErrorOptions } from './errors.ts';
export { errorFromResponse, isRetryable, isWfError, messageValues, userMessage, WfError } from './errors.ts';
export type { Fetch } from './fetch.ts';
export type { CustomerPortalParams } from './methods/billing.ts';
export type { GetCurrentMemberOptions, ProfileImageParams } from './methods/member.ts';
export type { ProviderConnectParams, ProviderLoginParams, ProviderSignupParams } from './methods/provider.ts';
export type { AuthChangeCallback } from './session.ts';
export type { ClientStorage, SetItemOptions, StorageListener } from './storage.ts';
export { browserStorage, memoryStorage } from './storage.ts';
