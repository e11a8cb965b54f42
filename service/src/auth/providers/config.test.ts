import { describe, expect, it } from 'vitest';
import { configureProviders, isAllowedEndpoint } from './config.ts';
import { PROVIDER_TABLE } from './table.ts';

describe('configureProviders', () => {
  it('given no variables, no provider is enabled and nothing is wrong', () => {
    expect(configureProviders({})).toEqual({ providers: {}, errors: [] });
  });

  it('given GitHub credentials, GitHub is enabled with its own endpoints', () => {
    const { providers, errors } = configureProviders({
      OAUTH_GITHUB_CLIENT_ID: 'Iv1.abc',
      OAUTH_GITHUB_CLIENT_SECRET: 'shh',
    });
    expect(errors).toEqual([]);
    expect(Object.keys(providers)).toEqual(['github']);
    expect(providers.github).toMatchObject({
      clientId: 'Iv1.abc',
      clientSecret: 'shh',
      endpoints: PROVIDER_TABLE.github.endpoints,
    });
  });

  it('given endpoint overrides on localhost, they replace the provider’s own', () => {
    const { providers } = configureProviders({
      OAUTH_GOOGLE_CLIENT_ID: 'id',
      OAUTH_GOOGLE_CLIENT_SECRET: 'secret',
      OAUTH_GOOGLE_AUTHORIZE_URL: 'http://127.0.0.1:9000/authorize',
      OAUTH_GOOGLE_ISSUER: 'http://127.0.0.1:9000',
    });
    expect(providers.google?.endpoints).toMatchObject({
      authorize: 'http://127.0.0.1:9000/authorize',
      issuer: 'http://127.0.0.1:9000',
      token: PROVIDER_TABLE.google.endpoints.token,
    });
  });

  it('given only one of the two credentials, it names both variables', () => {
    expect(configureProviders({ OAUTH_SPOTIFY_CLIENT_ID: 'id' }).errors).toEqual([
      'OAUTH_SPOTIFY_CLIENT_ID and OAUTH_SPOTIFY_CLIENT_SECRET must be set together (the Spotify app’s credentials)'.replace(
        '’',
        "'",
      ),
    ]);
  });

  it('given an http endpoint off this machine, it is refused (the code and the secret would travel in clear)', () => {
    const { errors } = configureProviders({ OAUTH_FACEBOOK_TOKEN_URL: 'http://graph.example.com/token' });
    expect(errors).toEqual([
      'OAUTH_FACEBOOK_TOKEN_URL must be an https URL (or http on localhost), got "http://graph.example.com/token"',
    ]);
  });

  it.each([
    ['https://github.com/login/oauth/authorize', true],
    ['http://localhost:8080/authorize', true],
    ['http://127.0.0.1/authorize', true],
    ['http://github.com/login/oauth/authorize', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
  ])('isAllowedEndpoint(%s) is %s', (url, allowed) => {
    expect(isAllowedEndpoint(url)).toBe(allowed);
  });
});
