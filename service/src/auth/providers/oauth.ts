/**
 * The OAuth 2.0 / OpenID Connect exchange with one provider, run by `oauth4webapi`
 * (docs/product/payments-and-providers.md "Third-party sign-in"): the authorization URL with a
 * random state, PKCE and, for OpenID Connect, a nonce; then, back from the provider, the checks of
 * the callback, the code exchange and the profile. Nothing here stores anything: the caller keeps
 * the flow's secrets server-side and hands them back.
 */
import * as oauth from 'oauth4webapi';
import type { ProviderEndpoints, ProviderProfile, ProviderRow } from './table.ts';

/** A provider as configured: its row, its endpoints after overrides, and the app's credentials. */
export interface ConfiguredProvider {
  row: ProviderRow;
  endpoints: ProviderEndpoints;
  clientId: string;
  clientSecret: string;
}

/** The secrets of one flow, kept on the server between the redirect and the callback. */
export interface FlowSecrets {
  state: string;
  /** Null when the provider takes no PKCE. */
  codeVerifier: string | null;
  /** Null for plain OAuth 2.0 providers. */
  nonce: string | null;
}

/** Why a flow failed, in words a person can be shown and a code the caller can branch on. */
export class ProviderFlowError extends Error {
  readonly code:
    | 'provider/cancelled'
    | 'provider/state-mismatch'
    | 'provider/exchange-failed'
    | 'provider/profile-failed';

  constructor(code: ProviderFlowError['code'], message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderFlowError';
    this.code = code;
  }
}

/** Options for the HTTP calls. */
export interface ExchangeOptions {
  /** Allows http:// endpoints: only for servers on this machine (tests, test mode); live providers are https. */
  allowHttp?: boolean;
}

function authorizationServer(provider: ConfiguredProvider): oauth.AuthorizationServer {
  const { endpoints } = provider;
  return {
    // A plain OAuth 2.0 provider has no issuer; its authorize origin stands in (never checked).
    issuer: endpoints.issuer ?? new URL(endpoints.authorize).origin,
    authorization_endpoint: endpoints.authorize,
    token_endpoint: endpoints.token,
    userinfo_endpoint: endpoints.profile,
    jwks_uri: endpoints.jwks,
  };
}

function clientAuthentication(provider: ConfiguredProvider): oauth.ClientAuth {
  return provider.row.clientAuth === 'basic'
    ? oauth.ClientSecretBasic(provider.clientSecret)
    : oauth.ClientSecretPost(provider.clientSecret);
}

/** Each call to a provider gives up after 10 seconds. */
function httpOptions(options: ExchangeOptions) {
  return { [oauth.allowInsecureRequests]: options.allowHttp === true, signal: AbortSignal.timeout(10_000) };
}

/** New secrets for a flow with this provider. */
export function newFlowSecrets(row: ProviderRow): FlowSecrets {
  return {
    state: oauth.generateRandomState(),
    codeVerifier: row.pkce ? oauth.generateRandomCodeVerifier() : null,
    nonce: row.protocol === 'oidc' ? oauth.generateRandomNonce() : null,
  };
}

/** Where to send the browser: the provider's authorize endpoint with this flow's parameters. */
export async function authorizationUrl(
  provider: ConfiguredProvider,
  input: { redirectUri: string; secrets: FlowSecrets },
): Promise<URL> {
  const url = new URL(provider.endpoints.authorize);
  url.searchParams.set('client_id', provider.clientId);
  url.searchParams.set('redirect_uri', input.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', provider.row.scopes.join(' '));
  url.searchParams.set('state', input.secrets.state);
  if (input.secrets.codeVerifier) {
    url.searchParams.set(
      'code_challenge',
      await oauth.calculatePKCECodeChallenge(input.secrets.codeVerifier),
    );
    url.searchParams.set('code_challenge_method', 'S256');
  }
  if (input.secrets.nonce) url.searchParams.set('nonce', input.secrets.nonce);
  return url;
}

/**
 * Back from the provider: checks the callback against the flow's state, exchanges the code, and
 * reads the profile. Throws {@link ProviderFlowError}.
 */
export async function completeAuthorization(
  provider: ConfiguredProvider,
  input: { callbackUrl: URL; redirectUri: string; secrets: FlowSecrets },
  options: ExchangeOptions = {},
): Promise<ProviderProfile> {
  const as = authorizationServer(provider);
  const client: oauth.Client = { client_id: provider.clientId };
  const name = provider.row.name;

  let params: URLSearchParams;
  try {
    params = oauth.validateAuthResponse(as, client, input.callbackUrl, input.secrets.state);
  } catch (error) {
    if (error instanceof oauth.AuthorizationResponseError && error.error === 'access_denied') {
      throw new ProviderFlowError('provider/cancelled', `Signing in with ${name} was cancelled.`, {
        cause: error,
      });
    }
    if (error instanceof oauth.AuthorizationResponseError) {
      throw new ProviderFlowError(
        'provider/exchange-failed',
        `${name} did not sign you in. Please try again.`,
        {
          cause: error,
        },
      );
    }
    throw new ProviderFlowError(
      'provider/state-mismatch',
      'This sign-in window does not belong to this sign-in. Please start again.',
      { cause: error },
    );
  }

  let tokens: oauth.TokenEndpointResponse;
  try {
    const response = await oauth.authorizationCodeGrantRequest(
      as,
      client,
      clientAuthentication(provider),
      params,
      input.redirectUri,
      input.secrets.codeVerifier ?? oauth.nopkce,
      httpOptions(options),
    );
    tokens = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      response,
      provider.row.protocol === 'oidc'
        ? { expectedNonce: input.secrets.nonce ?? oauth.expectNoNonce, requireIdToken: true }
        : undefined,
    );
  } catch (error) {
    throw new ProviderFlowError(
      'provider/exchange-failed',
      `${name} did not sign you in. Please try again.`,
      {
        cause: error,
      },
    );
  }

  try {
    if (provider.row.protocol === 'oidc') {
      const claims = oauth.getValidatedIdTokenClaims(tokens);
      if (!claims) throw new Error('no ID token');
      const response = await oauth.userInfoRequest(as, client, tokens.access_token, httpOptions(options));
      const userInfo = await oauth.processUserInfoResponse(as, client, claims.sub, response);
      // The ID token is authoritative for who it is; userinfo adds the name and picture.
      return provider.row.readProfile({ profile: { ...userInfo, ...claims } });
    }
    const profile = await readJson(provider, tokens.access_token, provider.endpoints.profile, options);
    const emails = provider.endpoints.emails
      ? await readJson(provider, tokens.access_token, provider.endpoints.emails, options)
      : undefined;
    return provider.row.readProfile({ profile, emails });
  } catch (error) {
    throw new ProviderFlowError(
      'provider/profile-failed',
      `${name} did not share your profile. Please try again.`,
      {
        cause: error,
      },
    );
  }
}

async function readJson(
  provider: ConfiguredProvider,
  accessToken: string,
  url: string,
  options: ExchangeOptions,
): Promise<unknown> {
  const response = await oauth.protectedResourceRequest(
    accessToken,
    'GET',
    new URL(url),
    new Headers(provider.row.profileHeaders),
    null,
    httpOptions(options),
  );
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}
