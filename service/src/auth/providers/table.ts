/**
 * The six sign-in providers, one row each (docs/product/payments-and-providers.md "Third-party
 * sign-in"): where to send the browser, where to exchange the code, where to read the profile,
 * how the client authenticates, whether PKCE is used, the scopes, and how the provider's answers
 * map to one profile. Every URL can be replaced by configuration (./config.ts), which is how the
 * tests point a provider at a local OAuth server. The answers are checked with zod: a provider
 * is a boundary like any other.
 */
import { z } from 'zod';

/**
 * The sign-in providers the platform can run, one row each below. An app lists the ones it
 * offers in its settings (`authProviders`); a site's seed names them by these ids.
 */
export const PROVIDER_IDS = ['google', 'facebook', 'github', 'linkedin', 'spotify', 'dribbble'] as const;
export type ProviderId = (typeof PROVIDER_IDS)[number];

/** What we take from a provider: who they are to it, and what they share. */
export interface ProviderProfile {
  /** The provider's own id of the person (unique per provider). */
  id: string;
  email: string | null;
  /** True only where the provider vouches for the address (Google, LinkedIn, GitHub's verified primary). */
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** The provider's endpoints. */
export interface ProviderEndpoints {
  authorize: string;
  token: string;
  /** Where the profile is read: the OpenID Connect userinfo endpoint, or the provider's API. */
  profile: string;
  /** GitHub only: the member's addresses, with their verified flags. */
  emails?: string;
  /** OpenID Connect only: the ID token's issuer and keys. */
  issuer?: string;
  jwks?: string;
}

export interface ProviderRow {
  id: ProviderId;
  name: string;
  /** 'oidc': an ID token (checked against issuer, audience, nonce) names the person. */
  protocol: 'oidc' | 'oauth2';
  /** How the client secret reaches the token endpoint. */
  clientAuth: 'basic' | 'post';
  pkce: boolean;
  scopes: readonly string[];
  endpoints: ProviderEndpoints;
  /** Headers the profile API asks for (GitHub wants a User-Agent and its media type). */
  profileHeaders?: Readonly<Record<string, string>>;
  /** Maps the provider's answers (the profile, and GitHub's addresses) to one profile. */
  readProfile(answers: { profile: unknown; emails?: unknown }): ProviderProfile;
}

const optionalText = z
  .string()
  .nullish()
  .transform((value) => (value?.trim() ? value.trim() : null));

/** The standard OpenID Connect claims (Google, LinkedIn). */
const oidcClaims = z.object({
  sub: z.string().min(1),
  email: optionalText,
  email_verified: z.union([z.boolean(), z.enum(['true', 'false'])]).optional(),
  name: optionalText,
  picture: optionalText,
});

function readOidc(answers: { profile: unknown }): ProviderProfile {
  const claims = oidcClaims.parse(answers.profile);
  return {
    id: claims.sub,
    email: claims.email,
    emailVerified:
      claims.email !== null && (claims.email_verified === true || claims.email_verified === 'true'),
    name: claims.name,
    picture: claims.picture,
  };
}

const githubUser = z.object({
  id: z.number().int(),
  login: z.string(),
  name: optionalText,
  avatar_url: optionalText,
});
const githubEmails = z.array(z.object({ email: z.string(), primary: z.boolean(), verified: z.boolean() }));

const facebookUser = z.object({
  id: z.string().min(1),
  name: optionalText,
  email: optionalText,
  picture: z.object({ data: z.object({ url: optionalText }) }).optional(),
});

const spotifyUser = z.object({
  id: z.string().min(1),
  display_name: optionalText,
  email: optionalText,
  images: z.array(z.object({ url: z.string() })).nullish(),
});

const dribbbleUser = z.object({
  id: z.number().int(),
  name: optionalText,
  login: z.string(),
  avatar_url: optionalText,
});

export const PROVIDER_TABLE: Readonly<Record<ProviderId, ProviderRow>> = {
  google: {
    id: 'google',
    name: 'Google',
    protocol: 'oidc',
    clientAuth: 'post',
    pkce: true,
    scopes: ['openid', 'email', 'profile'],
    endpoints: {
      authorize: 'https://accounts.google.com/o/oauth2/v2/auth',
      token: 'https://oauth2.googleapis.com/token',
      profile: 'https://openidconnect.googleapis.com/v1/userinfo',
      issuer: 'https://accounts.google.com',
      jwks: 'https://www.googleapis.com/oauth2/v3/certs',
    },
    readProfile: readOidc,
  },
  facebook: {
    id: 'facebook',
    name: 'Facebook',
    protocol: 'oauth2',
    clientAuth: 'post',
    pkce: true,
    scopes: ['email', 'public_profile'],
    endpoints: {
      authorize: 'https://www.facebook.com/v23.0/dialog/oauth',
      token: 'https://graph.facebook.com/v23.0/oauth/access_token',
      profile: 'https://graph.facebook.com/v23.0/me?fields=id,name,email,picture',
    },
    // Facebook does not say whether the address was confirmed: it never links by itself.
    readProfile: ({ profile }) => {
      const user = facebookUser.parse(profile);
      return {
        id: user.id,
        email: user.email,
        emailVerified: false,
        name: user.name,
        picture: user.picture?.data.url ?? null,
      };
    },
  },
  github: {
    id: 'github',
    name: 'GitHub',
    protocol: 'oauth2',
    clientAuth: 'post',
    pkce: true,
    scopes: ['read:user', 'user:email'],
    endpoints: {
      authorize: 'https://github.com/login/oauth/authorize',
      token: 'https://github.com/login/oauth/access_token',
      profile: 'https://api.github.com/user',
      emails: 'https://api.github.com/user/emails',
    },
    profileHeaders: { Accept: 'application/vnd.github+json', 'User-Agent': 'world-family-membership' },
    // The address is the primary one, and counts as verified only when GitHub says so.
    readProfile: ({ profile, emails }) => {
      const user = githubUser.parse(profile);
      const primary = githubEmails.parse(emails ?? []).find((address) => address.primary);
      return {
        id: String(user.id),
        email: primary?.email ?? null,
        emailVerified: primary?.verified ?? false,
        name: user.name ?? user.login,
        picture: user.avatar_url,
      };
    },
  },
  linkedin: {
    id: 'linkedin',
    name: 'LinkedIn',
    protocol: 'oidc',
    clientAuth: 'post',
    // LinkedIn's web flow does not take PKCE; the state and the ID token's nonce bind the flow.
    pkce: false,
    scopes: ['openid', 'profile', 'email'],
    endpoints: {
      authorize: 'https://www.linkedin.com/oauth/v2/authorization',
      token: 'https://www.linkedin.com/oauth/v2/accessToken',
      profile: 'https://api.linkedin.com/v2/userinfo',
      issuer: 'https://www.linkedin.com/oauth',
      jwks: 'https://www.linkedin.com/oauth/openid/jwks',
    },
    readProfile: readOidc,
  },
  spotify: {
    id: 'spotify',
    name: 'Spotify',
    protocol: 'oauth2',
    clientAuth: 'basic',
    pkce: true,
    scopes: ['user-read-email', 'user-read-private'],
    endpoints: {
      authorize: 'https://accounts.spotify.com/authorize',
      token: 'https://accounts.spotify.com/api/token',
      profile: 'https://api.spotify.com/v1/me',
    },
    // Spotify does not confirm addresses: it never links by itself.
    readProfile: ({ profile }) => {
      const user = spotifyUser.parse(profile);
      return {
        id: user.id,
        email: user.email,
        emailVerified: false,
        name: user.display_name,
        picture: user.images?.[0]?.url ?? null,
      };
    },
  },
  dribbble: {
    id: 'dribbble',
    name: 'Dribbble',
    protocol: 'oauth2',
    clientAuth: 'post',
    pkce: false,
    scopes: ['public'],
    endpoints: {
      authorize: 'https://dribbble.com/oauth/authorize',
      token: 'https://dribbble.com/oauth/token',
      profile: 'https://api.dribbble.com/v2/user',
    },
    // Dribbble shares no e-mail address: it can be connected, or sign in once connected.
    readProfile: ({ profile }) => {
      const user = dribbbleUser.parse(profile);
      return {
        id: String(user.id),
        email: null,
        emailVerified: false,
        name: user.name ?? user.login,
        picture: user.avatar_url,
      };
    },
  },
};
