/**
 * The local OAuth server that stands in for Facebook in the end-to-end tests (e2e/oauth/server.ts),
 * and the service's settings that point Facebook at it (docs/product/payments-and-providers.md
 * "Third-party sign-in": every provider URL can be overridden).
 */

import { OAUTH_PORT } from '../ports.ts';

export { OAUTH_PORT };

/** The server's base URL. */
// localhost, as the server names itself in the tokens it signs (the issuer must match).
export const OAUTH_BASE = `http://localhost:${OAUTH_PORT}`;

/** Where a test sets the profile the next Facebook sign-in answers with (POST, JSON). */
export const FACEBOOK_PROFILE_CONTROL = `${OAUTH_BASE}/e2e/facebook-profile`;

/** The service's environment for Facebook against the local server. */
export const FACEBOOK_ENV: Readonly<Record<string, string>> = {
  // Letters only: the mock server does not decode a form-encoded client id in HTTP Basic.
  OAUTH_FACEBOOK_CLIENT_ID: 'facebookclient',
  OAUTH_FACEBOOK_CLIENT_SECRET: 'facebooksecret',
  OAUTH_FACEBOOK_AUTHORIZE_URL: `${OAUTH_BASE}/authorize`,
  OAUTH_FACEBOOK_TOKEN_URL: `${OAUTH_BASE}/token`,
  OAUTH_FACEBOOK_PROFILE_URL: `${OAUTH_BASE}/me`,
};

/** Where a test asks that the next approval stop on a page showing the callback URL (POST). */
export const HOLD_NEXT_APPROVAL = `${OAUTH_BASE}/e2e/hold-next-approval`;
