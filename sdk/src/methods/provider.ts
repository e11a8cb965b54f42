/**
 * Third-party sign-in providers. The popup flows (docs/product/widget.md §7: 600x700 window on
 * /auth-provider/*) are still to come (a planned route); until then they reject with 'not-implemented'.
 */

import { ERROR_CODES } from '../contract/errors.ts';
import type { DisconnectProviderRequest, ProvidersResponse } from '../contract/member.ts';
import { API_ROUTES } from '../contract/routes.ts';
import { WfError } from '../errors.ts';
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
}

/** Parameters of connecting a provider to the signed-in member. */
export interface ProviderConnectParams {
  provider: string;
}

function notYet(provider: string): Promise<never> {
  return Promise.reject(
    new WfError(ERROR_CODES.notImplemented, `Signing in with ${provider} is not available yet.`, {
      status: 501,
    }),
  );
}

/** Builds the provider methods. */
export function providerMethods({ request, session }: MethodContext) {
  return {
    /** Logs in through a provider popup (not available yet). */
    loginWithProvider: (params: ProviderLoginParams): Promise<never> => notYet(params.provider),

    /** Signs up through a provider popup (not available yet). */
    signupWithProvider: (params: ProviderSignupParams): Promise<never> => notYet(params.provider),

    /** Links a provider account to the signed-in member (not available yet). */
    connectProvider: (params: ProviderConnectParams): Promise<never> => notYet(params.provider),

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
