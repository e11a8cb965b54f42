/**
 * Third-party sign-in (docs/product/widget.md §7; docs/product/payments-and-providers.md
 * "Third-party sign-in"): login, signup and connect run in the service's 600x700 popup, opened
 * at once in the click that asked for it; disconnect is a call. Named and shaped as in
 * `@memberstack/dom`: login and signup resolve `{ data: { member, tokens } }` and sign in, connect
 * resolves `{ data: { providers }, message }`.
 */
import { type AuthResponse, authResponseSchema } from '../contract/auth.ts';
import { ERROR_CODES, PROVIDER_MESSAGES } from '../contract/codes.ts';
import {
  type DisconnectProviderRequest,
  type ProvidersResponse,
  providersResponseSchema,
} from '../contract/member.ts';
import { MEMBERSHIP_ROUTES as API_ROUTES } from '../contract/routes/membership.ts';
import { WfError } from '../errors.ts';
import { openProviderPopup } from '../popup.ts';
import type { MethodContext } from './context.ts';

/** Parameters of a provider login. */
export interface ProviderLoginParams {
  provider: string;
  /** Create the member when the provider account is new. */
  allowSignup?: boolean;
}

/** Parameters of a provider signup. */
export interface ProviderSignupParams {
  provider: string;
  plans?: { planId: string }[];
  customFields?: Record<string, string>;
}

/** Parameters of connecting a provider to the signed-in member. */
export interface ProviderConnectParams {
  provider: string;
}

/** 'github' -> 'GitHub' for the messages the SDK writes itself (the service's name wins elsewhere). */
const NAMES: Readonly<Record<string, string>> = {
  google: 'Google',
  facebook: 'Facebook',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  spotify: 'Spotify',
  dribbble: 'Dribbble',
};

function invalidAnswer(): WfError {
  return new WfError(
    ERROR_CODES.invalidResponse,
    'The sign-in window answered something unexpected. Please try again.',
  );
}

/** Builds the provider methods. */
export function providerMethods({ request, session, config, popupHost }: MethodContext) {
  const apiUrl = config.apiUrl.replace(/\/+$/, '');
  const serviceOrigin = new URL(apiUrl).origin;

  /** Opens the popup for one flow; must run before the caller's first `await`. */
  function popup(flow: 'signup' | 'login' | 'connect', provider: string, extra: Record<string, string>) {
    const name = NAMES[provider] ?? provider;
    if (!popupHost) {
      return Promise.reject(
        new WfError(ERROR_CODES.providerUnavailable, PROVIDER_MESSAGES.unavailable(name), {
          details: { params: { provider: name } },
        }),
      );
    }
    const query = new URLSearchParams({
      provider,
      appId: config.appId,
      ...(config.publicKey ? { publicKey: config.publicKey } : {}),
      origin: typeof location === 'undefined' ? '' : location.origin,
      ...extra,
    });
    return openProviderPopup(popupHost, {
      url: `${apiUrl}/auth-provider/${flow}?${query}`,
      serviceOrigin,
      providerName: name,
    });
  }

  /** Checks a sign-in's answer and signs in with it. */
  async function signedIn(answer: Promise<{ data: unknown }>): Promise<AuthResponse> {
    const parsed = authResponseSchema.safeParse({ data: (await answer).data });
    if (!parsed.success) throw invalidAnswer();
    session.signIn(parsed.data.data.member, parsed.data.data.tokens);
    return parsed.data;
  }

  return {
    /** Logs in through the provider's popup (and signs up when `allowSignup`). */
    loginWithProvider: (params: ProviderLoginParams): Promise<AuthResponse> =>
      signedIn(
        popup('login', params.provider, { allowSignup: params.allowSignup === true ? 'true' : 'false' }),
      ),

    /** Signs up through the provider's popup, with free plans and custom fields. */
    signupWithProvider: (params: ProviderSignupParams): Promise<AuthResponse> =>
      signedIn(
        popup('signup', params.provider, {
          plans: JSON.stringify(params.plans ?? []),
          customFields: JSON.stringify(params.customFields ?? {}),
        }),
      ),

    /** Links a provider account to the signed-in member (the service knows them by the session cookie). */
    async connectProvider(params: ProviderConnectParams): Promise<ProvidersResponse> {
      const answer = await popup('connect', params.provider, {});
      const parsed = providersResponseSchema.safeParse(answer);
      if (!parsed.success) throw invalidAnswer();
      const member = session.member();
      if (member)
        session.setMember({ ...member, auth: { ...member.auth, providers: parsed.data.data.providers } });
      return parsed.data;
    },

    /** Unlinks a provider account; updates the cached member's providers. POST /member/disconnect-provider */
    async disconnectProvider(params: DisconnectProviderRequest): Promise<ProvidersResponse> {
      const response = await request(API_ROUTES.disconnectProvider, { body: params });
      const member = session.member();
      if (member)
        session.setMember({ ...member, auth: { ...member.auth, providers: response.data.providers } });
      return response;
    },
  };
}

/** The provider methods of a client. */
export type ProviderMethods = ReturnType<typeof providerMethods>;
