/**
 * The exchange with each of the six providers against a real local OAuth server
 * (`oauth2-mock-server`, with the routes each provider's profile API has added), and the ways a
 * flow must fail: a callback of another flow, a PKCE verifier that does not match, a refused
 * code, a cancelled sign-in, an ID token with another nonce.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Events, OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationUrl,
  type ConfiguredProvider,
  completeAuthorization,
  type FlowSecrets,
  newFlowSecrets,
  ProviderFlowError,
} from './oauth.ts';
import { PROVIDER_TABLE, type ProviderEndpoints, type ProviderId } from './table.ts';

const REDIRECT_URI = 'http://localhost:4321/api/auth-provider/callback';

let server: OAuth2Server;
let base = '';

/** Answers a profile route, only for a request with a bearer token. */
function profileRoute(body: unknown) {
  return (req: IncomingMessage, res: ServerResponse) => {
    const authorization = req.headers.authorization ?? '';
    const ok = /^Bearer \S+$/.test(authorization);
    res.writeHead(ok ? 200 : 401, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(ok ? body : { message: 'Requires authentication' }));
  };
}

beforeAll(async () => {
  server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  base = server.issuer.url ?? '';
  const service = server.service;
  service.addRoute(
    'GET',
    '/user',
    profileRoute({
      id: 583231,
      login: 'octocat',
      name: 'The Octocat',
      avatar_url: 'https://avatars.example/u/583231',
    }),
  );
  service.addRoute(
    'GET',
    '/user/emails',
    profileRoute([
      { email: 'octo.work@example.com', primary: false, verified: true },
      { email: 'octocat@example.com', primary: true, verified: true },
    ]),
  );
  service.addRoute(
    'GET',
    '/me',
    profileRoute({
      id: '10158',
      name: 'Fay Book',
      email: 'fay@example.com',
      picture: { data: { url: 'https://fb.example/p.jpg' } },
    }),
  );
  service.addRoute(
    'GET',
    '/v1/me',
    profileRoute({
      id: 'spotty',
      display_name: 'Spot Ify',
      email: 'spot@example.com',
      images: [{ url: 'https://i.scdn.example/a.jpg' }],
    }),
  );
  service.addRoute(
    'GET',
    '/v2/user',
    profileRoute({
      id: 1337,
      name: 'Drib Bble',
      login: 'dribbler',
      avatar_url: 'https://cdn.dribbble.example/a.png',
    }),
  );
  // OpenID Connect providers: the userinfo the ID token's subject has.
  service.on(Events.BeforeUserinfo, (userInfo: { body: Record<string, unknown> }) => {
    userInfo.body = {
      sub: 'johndoe',
      email: 'john@example.com',
      email_verified: true,
      name: 'John Doe',
      picture: 'https://pics.example/john.png',
    };
  });
});

afterAll(async () => {
  await server.stop();
});

/** The provider's row with every endpoint on the local server. */
function provider(id: ProviderId): ConfiguredProvider {
  const row = PROVIDER_TABLE[id];
  const profilePaths: Record<ProviderId, string> = {
    google: '/userinfo',
    linkedin: '/userinfo',
    github: '/user',
    facebook: '/me?fields=id,name,email,picture',
    spotify: '/v1/me',
    dribbble: '/v2/user',
  };
  const endpoints: ProviderEndpoints = {
    authorize: `${base}/authorize`,
    token: `${base}/token`,
    profile: `${base}${profilePaths[id]}`,
    ...(row.endpoints.emails ? { emails: `${base}/user/emails` } : {}),
    ...(row.protocol === 'oidc' ? { issuer: base, jwks: `${base}/jwks` } : {}),
  };
  // Letters only: the mock server does not decode a form-encoded client id in HTTP Basic.
  return { row, endpoints, clientId: `${id}client`, clientSecret: `${id}secret` };
}

/** The browser's part: opens the authorization URL and follows it back to the callback. */
async function callbackOf(configured: ConfiguredProvider, secrets: FlowSecrets): Promise<URL> {
  const url = await authorizationUrl(configured, { redirectUri: REDIRECT_URI, secrets });
  const response = await fetch(url, { redirect: 'manual' });
  const location = response.headers.get('location');
  if (!location) throw new Error(`authorize answered ${response.status} without a redirect`);
  return new URL(location);
}

async function signIn(id: ProviderId, tamper: (secrets: FlowSecrets) => FlowSecrets = (s) => s) {
  const configured = provider(id);
  const secrets = newFlowSecrets(configured.row);
  const callbackUrl = await callbackOf(configured, secrets);
  return completeAuthorization(
    configured,
    { callbackUrl, redirectUri: REDIRECT_URI, secrets: tamper(secrets) },
    { allowHttp: true },
  );
}

async function failure(work: Promise<unknown>): Promise<ProviderFlowError> {
  const error = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (error instanceof ProviderFlowError) return error;
  throw new Error(`expected a ProviderFlowError, got ${String(error)}`);
}

describe('the authorization URL', () => {
  it('given GitHub, it carries the client, the callback, the scopes, a state and an S256 PKCE challenge', async () => {
    const configured = provider('github');
    const secrets = newFlowSecrets(configured.row);
    const url = await authorizationUrl(configured, { redirectUri: REDIRECT_URI, secrets });
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'githubclient',
      redirect_uri: REDIRECT_URI,
      response_type: 'code',
      scope: 'read:user user:email',
      state: secrets.state,
      code_challenge: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge_method: 'S256',
    });
    expect(url.searchParams.get('code_challenge')).not.toBe(secrets.codeVerifier);
  });

  it('given Google (OpenID Connect), it adds a nonce; given Dribbble, no PKCE and no nonce', async () => {
    const google = provider('google');
    const googleSecrets = newFlowSecrets(google.row);
    const googleUrl = await authorizationUrl(google, { redirectUri: REDIRECT_URI, secrets: googleSecrets });
    expect(googleUrl.searchParams.get('nonce')).toBe(googleSecrets.nonce);
    expect(googleUrl.searchParams.get('scope')).toBe('openid email profile');

    const dribbble = provider('dribbble');
    const url = await authorizationUrl(dribbble, {
      redirectUri: REDIRECT_URI,
      secrets: newFlowSecrets(dribbble.row),
    });
    expect(url.searchParams.has('code_challenge')).toBe(false);
    expect(url.searchParams.has('nonce')).toBe(false);
  });

  it('given two flows, their states, verifiers and nonces differ', () => {
    const a = newFlowSecrets(PROVIDER_TABLE.google);
    const b = newFlowSecrets(PROVIDER_TABLE.google);
    expect(a.state).not.toBe(b.state);
    expect(a.codeVerifier).not.toBe(b.codeVerifier);
    expect(a.nonce).not.toBe(b.nonce);
  });
});

describe('a sign-in with each provider', () => {
  it.each([
    [
      'google',
      {
        id: 'johndoe',
        email: 'john@example.com',
        emailVerified: true,
        name: 'John Doe',
        picture: 'https://pics.example/john.png',
      },
    ],
    [
      'linkedin',
      {
        id: 'johndoe',
        email: 'john@example.com',
        emailVerified: true,
        name: 'John Doe',
        picture: 'https://pics.example/john.png',
      },
    ],
    [
      'github',
      {
        id: '583231',
        email: 'octocat@example.com',
        emailVerified: true,
        name: 'The Octocat',
        picture: 'https://avatars.example/u/583231',
      },
    ],
    [
      'facebook',
      {
        id: '10158',
        email: 'fay@example.com',
        emailVerified: false,
        name: 'Fay Book',
        picture: 'https://fb.example/p.jpg',
      },
    ],
    [
      'spotify',
      {
        id: 'spotty',
        email: 'spot@example.com',
        emailVerified: false,
        name: 'Spot Ify',
        picture: 'https://i.scdn.example/a.jpg',
      },
    ],
    [
      'dribbble',
      {
        id: '1337',
        email: null,
        emailVerified: false,
        name: 'Drib Bble',
        picture: 'https://cdn.dribbble.example/a.png',
      },
    ],
  ] as const)('given %s, it exchanges the code and reads the profile', async (id, expected) => {
    expect(await signIn(id)).toEqual(expected);
  });
});

describe('a flow that must fail', () => {
  it('given a callback whose state is not the flow’s, it refuses before any exchange', async () => {
    const error = await failure(signIn('github', (secrets) => ({ ...secrets, state: 'another-flow' })));
    expect(error.code).toBe('provider/state-mismatch');
    expect(error.message).toBe('This sign-in window does not belong to this sign-in. Please start again.');
  });

  it('given a PKCE verifier that does not match the challenge, the provider refuses the code', async () => {
    const error = await failure(
      signIn('spotify', (secrets) => ({
        ...secrets,
        codeVerifier: newFlowSecrets(PROVIDER_TABLE.spotify).codeVerifier,
      })),
    );
    expect(error.code).toBe('provider/exchange-failed');
    expect(error.message).toBe('Spotify did not sign you in. Please try again.');
  });

  it('given the provider answers invalid_grant, it fails with a message to try again', async () => {
    server.service.once(Events.BeforeResponse, (response: { statusCode: number; body: unknown }) => {
      response.statusCode = 400;
      response.body = { error: 'invalid_grant', error_description: 'The code has expired.' };
    });
    const error = await failure(signIn('facebook'));
    expect(error.code).toBe('provider/exchange-failed');
  });

  it('given an ID token for another nonce, it refuses it', async () => {
    const error = await failure(
      signIn('google', (secrets) => ({ ...secrets, nonce: newFlowSecrets(PROVIDER_TABLE.google).nonce })),
    );
    expect(error.code).toBe('provider/exchange-failed');
  });

  it('given the person cancelled at the provider (access_denied), it says so', async () => {
    const configured = provider('github');
    const secrets = newFlowSecrets(configured.row);
    const callbackUrl = new URL(`${REDIRECT_URI}?error=access_denied&state=${secrets.state}`);
    const error = await failure(
      completeAuthorization(
        configured,
        { callbackUrl, redirectUri: REDIRECT_URI, secrets },
        { allowHttp: true },
      ),
    );
    expect(error.code).toBe('provider/cancelled');
    expect(error.message).toBe('Signing in with GitHub was cancelled.');
  });

  it('given a profile API that refuses the token, it fails with the profile message', async () => {
    const configured = { ...provider('dribbble') };
    configured.endpoints = { ...configured.endpoints, profile: `${base}/no-such-profile` };
    const secrets = newFlowSecrets(configured.row);
    const callbackUrl = await callbackOf(configured, secrets);
    const error = await failure(
      completeAuthorization(
        configured,
        { callbackUrl, redirectUri: REDIRECT_URI, secrets },
        { allowHttp: true },
      ),
    );
    expect(error.code).toBe('provider/profile-failed');
    expect(error.message).toBe('Dribbble did not share your profile. Please try again.');
  });

  it('given http endpoints without allowHttp (a live configuration), nothing is sent', async () => {
    const configured = provider('github');
    const secrets = newFlowSecrets(configured.row);
    const callbackUrl = await callbackOf(configured, secrets);
    const error = await failure(
      completeAuthorization(configured, { callbackUrl, redirectUri: REDIRECT_URI, secrets }),
    );
    expect(error.code).toBe('provider/exchange-failed');
  });
});
